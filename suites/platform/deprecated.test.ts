// The methods deprecated since v1.9.12 (P.ver.deprecated): still part of the API, so each is served
// and answers its schema; the report's deprecated-method table reads `observe('deprecated', …)`.
import { Result as Balance } from '../../schemas/platform/getBalance.js';
import { Result as RewardUTXOs } from '../../schemas/platform/getRewardUTXOs.js';
import { Result as Stake } from '../../schemas/platform/getStake.js';
import { Result as Subnets } from '../../schemas/platform/getSubnets.js';
import { check, type CheckContext } from '../../src/harness/check.js';
import type { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { addressWithUtxos, anyTxId } from '../_support/inputs.js';

function deprecatedCheck(method: string, clauses: ClauseId[], schema: z.ZodType, params: (t: CheckContext) => unknown) {
  check(`${method} is served though deprecated, and answers its schema`, { method, aspect: 'deprecation', clauses: ['P.ver.deprecated', ...clauses], runWhenAbsent: true }, async (t) => {
    const out = await t.rpc(method, params(t));
    const missing = out.error !== undefined && (out.error.code === -32601 || /can't find method/.test(String(out.error.message)));
    t.observe('deprecated', missing ? 'removed' : 'served');
    if (missing) t.fail(`${method} is gone, but the spec keeps it (deprecated, not removed)`, { expected: 'served', received: String(out.error?.message) });
    t.ok(out, schema);
  });
}

deprecatedCheck('platform.getBalance', ['P.m.getBalance', 'P.res.utxo-ref'], Balance, (t) => ({ addresses: [addressWithUtxos(t, 1)] }));
deprecatedCheck('platform.getStake', ['P.m.getStake'], Stake, (t) => ({ addresses: t.discovery.addresses.slice(0, 20).map((a) => a.address), validatorsOnly: false }));
deprecatedCheck('platform.getSubnets', ['P.m.getSubnets'], Subnets, () => ({}));
deprecatedCheck('platform.getRewardUTXOs', ['P.m.getRewardUTXOs'], RewardUTXOs, (t) => ({ txID: t.discovery.endedStakerTxIds[0] ?? anyTxId(t) }));

check('getRewardUTXOs rejects encoding json (hex only)', { method: 'platform.getRewardUTXOs', aspect: 'encoding', clauses: ['P.limit.encodings', 'P.m.getRewardUTXOs'] }, async (t) => {
  const txID = t.discovery.endedStakerTxIds[0] ?? t.skip('no ended staker with reward UTXOs on this target');
  t.rpcError(await t.rpc('platform.getRewardUTXOs', { txID, encoding: 'json' }));
});
