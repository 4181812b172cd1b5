// platform.getBlockchains (deprecated since v1.9.12, still in the spec): every blockchain but the P-Chain.
import { check } from '../../src/check/check.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { chainModel } from '../_support/worker-chain-model.js';

check(
  'getBlockchains lists blockchain records, the platform chain excluded',
  {
    id: 'getBlockchains.schema',
    method: 'platform.getBlockchains',
    aspect: 'schema',
    clauses: ['P.m.getBlockchains', 'P.res.blockchain', 'P.conv.id-cb58', 'P.ver.deprecated'],
  },
  async (t) => {
    const r = await t.call('platform.getBlockchains', {});
    t.observe('deprecated', 'served');
    t.assert(!r.blockchains.some((b) => b.id === PRIMARY_NETWORK_ID), 'the platform chain must not be listed', {
      expected: 'no P-Chain entry',
      received: PRIMARY_NETWORK_ID,
      path: '$.result.blockchains',
    });
  },
);

check(
  'every chain a CreateChainTx of the blocks made is listed under its tx ID with the name, subnet and VM the tx gives',
  {
    id: 'getBlockchains.agrees-with-blocks',
    method: 'platform.getBlockchains',
    aspect: 'consistency',
    clauses: ['P.m.getBlockchains', 'P.res.blockchain'],
  },
  async (t) => {
    const m = chainModel(t);
    if (m.chains.size === 0) t.skip(`no CreateChainTx in the ${m.blocksRead} blocks read`);
    const r = await t.call('platform.getBlockchains', {});
    for (const c of m.chains.values()) {
      const i = r.blockchains.findIndex((b) => b.id === c.id);
      const listed = r.blockchains[i];
      if (
        !t.verify(listed, `chain ${c.id}, created in block ${c.height}, is not listed`, {
          expected: c.id,
          received: `${r.blockchains.length} chains without it`,
          path: '$.result.blockchains',
        })
      )
        continue;
      const want = { name: c.name, subnetID: c.subnetId, vmID: c.vmId };
      const got = { name: listed!.name, subnetID: listed!.subnetID, vmID: listed!.vmID };
      t.verify(
        JSON.stringify(got) === JSON.stringify(want),
        `chain ${c.id} is listed otherwise than its CreateChainTx (block ${c.height}) made it`,
        { expected: JSON.stringify(want), received: JSON.stringify(got), path: `$.result.blockchains[${i}]` },
      );
    }
  },
);
