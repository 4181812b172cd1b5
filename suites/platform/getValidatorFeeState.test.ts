// platform.getValidatorFeeState: the fee state (dynamic fees, validators of L1s).
import { Result } from '../../schemas/platform/getValidatorFeeState.js';
import { schemaCheck } from '../_support/schema-check.js';
import { check } from '../../src/harness/check.js';
import { chainTimeNow, verifyChainTime } from '../_support/chain-time.js';

schemaCheck('getValidatorFeeState.schema', 'getValidatorFeeState answers excess, price and an RFC 3339 timestamp', 'platform.getValidatorFeeState', {}, Result, ['P.m.getValidatorFeeState', 'P.res.validator-fee-state', 'P.conv.rfc3339']);

check('the validator fee state is read at the chain time getTimestamp reports', { id: 'getValidatorFeeState.timestamp-is-chain-time', method: 'platform.getValidatorFeeState', aspect: 'consistency', clauses: ['P.m.getValidatorFeeState', 'P.m.getTimestamp'] }, async (t) => {
  const before = await chainTimeNow(t);
  const r = t.ok(await t.rpc('platform.getValidatorFeeState', {}), Result);
  await verifyChainTime(t, before, String(r.timestamp), 'the validator fee state\'s timestamp', { path: '$.result.timestamp', rpc: 'platform.getValidatorFeeState' });
});
