// platform.getSubnets (deprecated since v1.9.12, still in the spec).
import { Result } from '../../schemas/platform/getSubnets.js';
import { deprecatedCheck } from '../_support/deprecated.js';
import { z } from 'zod';
import { Uint64 } from '../../schemas/primitives.js';
import { check } from '../../src/check/check.js';
import { chainModel, ownerText } from '../_support/worker-chain-model.js';

deprecatedCheck('platform.getSubnets', ['P.ver.deprecated', 'P.m.getSubnets'], Result, () => ({}));

const Listed = z.looseObject({
  subnets: z.array(z.looseObject({ id: z.string(), controlKeys: z.array(z.string()), threshold: Uint64 })).nullable(),
});

check(
  'getSubnets lists every subnet a CreateSubnetTx of the blocks made, each with the owner getSubnet reports',
  {
    id: 'getSubnets.agrees-with-blocks',
    method: 'platform.getSubnets',
    aspect: 'consistency',
    clauses: ['P.m.getSubnets', 'P.m.getSubnet'],
  },
  async (t) => {
    const m = chainModel(t);
    if (m.subnets.size === 0) t.skip(`no CreateSubnetTx in the ${m.blocksRead} blocks read`);
    const listed = t.ok(await t.rpc('platform.getSubnets', {}), Listed).subnets ?? [];
    for (const s of [...m.subnets.values()].slice(0, 12)) {
      const i = listed.findIndex((x) => x.id === s.id);
      if (
        !t.verify(i >= 0, `subnet ${s.id}, created in block ${s.height}, is not listed`, {
          expected: s.id,
          received: `${listed.length} subnets without it`,
          path: '$.result.subnets',
          rpc: 'platform.getSubnets',
        })
      )
        continue;
      // An elastic subnet has no proof-of-authority owner to list (getSubnets shows none; getSubnet's owner is its own rule).
      if (s.transformationTxId) continue;
      const one = await t.call('platform.getSubnet', { subnetID: s.id });
      const want = ownerText({ locktime: 0, threshold: one.threshold, addresses: one.controlKeys });
      const got = ownerText({ locktime: 0, threshold: listed[i]!.threshold, addresses: listed[i]!.controlKeys });
      t.verify(got === want, `getSubnets lists subnet ${s.id} with another owner than getSubnet reports`, {
        expected: want,
        received: got,
        path: `$.result.subnets[${i}]`,
        rpc: 'platform.getSubnets',
      });
    }
  },
);
