// platform.getFeeState: the fee state (dynamic fees).
import { Result } from '../../schemas/platform/getFeeState.js';
import { schemaCheck } from '../../src/check/schema-check.js';
import { check } from '../../src/check/check.js';
import { chainTimeNow, verifyChainTime } from '../_support/chain-time.js';
import { completeChainModel, skipIfChainMoved } from '../_support/worker-chain-model.js';
import { etnaTime, feeConfig, verifyPriceFromExcess } from '../_support/fee-config.js';
import { capacityRefilledSince, gasExcessCeiling } from '../../src/model/fee-bounds.js';

schemaCheck(
  'getFeeState.schema',
  'getFeeState answers capacity, excess, price and an RFC 3339 timestamp',
  'platform.getFeeState',
  {},
  Result,
  ['P.m.getFeeState', 'P.res.fee-state', 'P.conv.rfc3339'],
);

check(
  'the fee state is read at the chain time getTimestamp reports',
  {
    id: 'getFeeState.timestamp-is-chain-time',
    method: 'platform.getFeeState',
    aspect: 'consistency',
    clauses: ['P.m.getFeeState', 'P.m.getTimestamp'],
  },
  async (t) => {
    const before = await chainTimeNow(t);
    const r = await t.call('platform.getFeeState', {});
    await verifyChainTime(t, before, String(r.timestamp), "the fee state's timestamp", {
      path: '$.result.timestamp',
      rpc: 'platform.getFeeState',
    });
  },
);

check(
  'the price is minPrice·e^(excess/excessConversionConstant) of getFeeConfig, as ACP-103 computes it',
  {
    id: 'getFeeState.price-from-excess',
    method: 'platform.getFeeState',
    aspect: 'consistency',
    clauses: ['P.res.fee-state', 'P.res.fee-config'],
  },
  async (t) => {
    verifyPriceFromExcess(t, await t.call('platform.getFeeState', {}), await feeConfig(t));
  },
);

check(
  'capacity and excess are what the blocks since genesis and getFeeConfig allow',
  {
    id: 'getFeeState.agrees-with-blocks',
    method: 'platform.getFeeState',
    aspect: 'consistency',
    clauses: ['P.res.fee-state', 'P.res.fee-config'],
  },
  async (t) => {
    const m = completeChainModel(t, 'the fee state follows from every block since genesis');
    const config = await feeConfig(t);
    const state = await t.call('platform.getFeeState', {});
    await skipIfChainMoved(t, m);
    t.verify(state.capacity <= config.maxCapacity, "capacity exceeds getFeeConfig's maxCapacity", {
      expected: `≤ ${config.maxCapacity}`,
      received: String(state.capacity),
      path: '$.result.capacity',
    });
    const ceiling = gasExcessCeiling(m, config);
    t.verify(
      state.excess <= ceiling,
      `excess is more than the ${m.blocksRead} blocks could have added (a full capacity per fee-paying block, drained at targetPerSecond as chain time moved on)`,
      { expected: `≤ ${ceiling}`, received: String(state.excess), path: '$.result.excess' },
    );
    // Once capacity was full, gas used adds to excess what it takes from capacity, and time refills capacity at least as fast as it drains excess.
    const etna = await etnaTime(t);
    if (etna !== null && config.maxPerSecond >= config.targetPerSecond && capacityRefilledSince(m, config, etna))
      t.verify(
        state.excess >= config.maxCapacity - state.capacity,
        `capacity ${state.capacity} is lower than excess ${state.excess} allows: since a block refilled capacity after Etna, excess ≥ maxCapacity − capacity`,
        {
          expected: `capacity ≥ ${config.maxCapacity - state.excess}`,
          received: String(state.capacity),
          path: '$.result.capacity',
        },
      );
  },
);
