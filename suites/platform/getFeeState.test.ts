// platform.getFeeState: the fee state (dynamic fees).
import { Result } from '../../schemas/platform/getFeeState.js';
import { schemaCheck } from '../_support/schema-check.js';
import { check } from '../../src/harness/check.js';
import { chainTimeNow, verifyChainTime } from '../_support/chain-time.js';

schemaCheck('getFeeState.schema', 'getFeeState answers capacity, excess, price and an RFC 3339 timestamp', 'platform.getFeeState', {}, Result, ['P.m.getFeeState', 'P.res.fee-state', 'P.conv.rfc3339']);

check('the fee state is read at the chain time getTimestamp reports', { id: 'getFeeState.timestamp-is-chain-time', method: 'platform.getFeeState', aspect: 'consistency', clauses: ['P.m.getFeeState', 'P.m.getTimestamp'] }, async (t) => {
  const before = await chainTimeNow(t);
  const r = t.ok(await t.rpc('platform.getFeeState', {}), Result);
  await verifyChainTime(t, before, String(r.timestamp), 'the fee state\'s timestamp', { path: '$.result.timestamp', rpc: 'platform.getFeeState' });
});
