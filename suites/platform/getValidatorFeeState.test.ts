// platform.getValidatorFeeState: the fee state (dynamic fees, validators of L1s).
import { Result } from '../../schemas/platform/getValidatorFeeState.js';
import { schemaCheck } from '../../src/check/schema-check.js';
import { check } from '../../src/check/check.js';
import { chainTimeNow, verifyChainTime } from '../_support/chain-time.js';
import { completeChainModel, skipIfChainMoved } from '../_support/worker-chain-model.js';
import { validatorFeeConfig, verifyPriceFromExcess } from '../_support/fee-config.js';
import { validatorExcessCeiling } from '../../src/model/fee-bounds.js';

schemaCheck(
  'getValidatorFeeState.schema',
  'getValidatorFeeState answers excess, price and an RFC 3339 timestamp',
  'platform.getValidatorFeeState',
  {},
  Result,
  ['P.m.getValidatorFeeState', 'P.res.validator-fee-state', 'P.conv.rfc3339'],
);

check(
  'the validator fee state is read at the chain time getTimestamp reports',
  {
    id: 'getValidatorFeeState.timestamp-is-chain-time',
    method: 'platform.getValidatorFeeState',
    aspect: 'consistency',
    clauses: ['P.m.getValidatorFeeState', 'P.m.getTimestamp'],
  },
  async (t) => {
    const before = await chainTimeNow(t);
    const r = await t.call('platform.getValidatorFeeState', {});
    await verifyChainTime(t, before, String(r.timestamp), "the validator fee state's timestamp", {
      path: '$.result.timestamp',
      rpc: 'platform.getValidatorFeeState',
    });
  },
);

check(
  'the price is minPrice·e^(excess/excessConversionConstant) of getValidatorFeeConfig, as ACP-77 computes it',
  {
    id: 'getValidatorFeeState.price-from-excess',
    method: 'platform.getValidatorFeeState',
    aspect: 'consistency',
    clauses: ['P.res.validator-fee-state', 'P.res.validator-fee-config'],
  },
  async (t) => {
    verifyPriceFromExcess(t, await t.call('platform.getValidatorFeeState', {}), await validatorFeeConfig(t));
  },
);

check(
  'excess is no more than the L1 validators the blocks added could have built up above the target',
  {
    id: 'getValidatorFeeState.agrees-with-blocks',
    method: 'platform.getValidatorFeeState',
    aspect: 'consistency',
    clauses: ['P.res.validator-fee-state', 'P.res.validator-fee-config'],
  },
  async (t) => {
    const m = completeChainModel(t, 'the validator fee state follows from every block since genesis');
    const config = await validatorFeeConfig(t);
    const state = await t.call('platform.getValidatorFeeState', {});
    await skipIfChainMoved(t, m);
    const added = [...m.txs.values()].reduce((n, tx) => n + (tx.l1ValidatorsAdded ?? 0), 0);
    const ceiling = validatorExcessCeiling(m, config.target);
    t.verify(
      state.excess <= ceiling,
      `excess is more than ${added} L1 validators (all the blocks added, each taken as active since) could have built up above the target ${config.target}`,
      { expected: `≤ ${ceiling}`, received: String(state.excess), path: '$.result.excess' },
    );
  },
);
