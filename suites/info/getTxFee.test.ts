// info.getTxFee (spec/info-api.md; deprecated since v1.12.2, still served): the X-Chain's two fees held to
// avm.getTxFee, the P-Chain's seven static fees to the network's table.
import { z } from 'zod';
import { Uint64String } from '../../schemas/primitives.js';
import { check } from '../../src/check/check.js';
import { saysMethodNotFound } from '../../src/deviations/registry.js';
import { STATIC_FEE_MEMBERS, staticFeesOf } from '../../src/spec/info-facts.js';

const X_CHAIN_PATH = '/ext/bc/X';
const AvmFees = z.looseObject({ txFee: Uint64String, createAssetTxFee: Uint64String });

check(
  "getTxFee's txFee and createAssetTxFee are the X-Chain's, as avm.getTxFee answers them",
  {
    id: 'getTxFee.agrees-with-avm',
    method: 'info.getTxFee',
    aspect: 'consistency',
    clauses: ['I.info.getTxFee', 'I.info.getTxFee.avm'],
  },
  async (t) => {
    const r = await t.call('info.getTxFee', {});
    t.observe('deprecated', 'served');
    const out = await t.rpc('avm.getTxFee', {}, { path: X_CHAIN_PATH });
    if (saysMethodNotFound(out.error))
      t.skip('the X-Chain serves no avm.getTxFee (added in v1.12.2): no second source');
    const x = t.ok(out, AvmFees, 'avm.getTxFee result');
    for (const m of ['txFee', 'createAssetTxFee'] as const)
      t.verify(r[m] === x[m], `getTxFee's ${m} is not the X-Chain's`, {
        expected: x[m],
        received: r[m],
        path: `$.result.${m}`,
      });
  },
);

check(
  "getTxFee's P-Chain fees are the static fee table of the network getNetworkID answers",
  { id: 'getTxFee.static-fees', method: 'info.getTxFee', aspect: 'consistency', clauses: ['I.info.getTxFee.static'] },
  async (t) => {
    const id = Number((await t.call('info.getNetworkID', {})).networkID);
    const r = await t.call('info.getTxFee', {});
    const table = staticFeesOf(id);
    for (const m of STATIC_FEE_MEMBERS)
      t.verify(r[m] === String(table[m]), `getTxFee's ${m} is not network ${id}'s static fee`, {
        expected: String(table[m]),
        received: r[m],
        path: `$.result.${m}`,
      });
  },
);
