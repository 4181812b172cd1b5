// The fee arithmetic (src/spec/fee-rules.ts) against the node's published values, and the chain model's fee bounds
// (src/model/fee-bounds.ts) against chains replayed gas by gas with that arithmetic.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ChainModel } from '../../src/model/chain-model.js';
import { capacityRefilledSince, gasExcessCeiling, validatorExcessCeiling } from '../../src/model/fee-bounds.js';
import {
  MAX_UINT64,
  advanceGasState,
  advanceValidatorExcess,
  consumeGas,
  gasPrice,
  type GasState,
} from '../../src/spec/fee-rules.js';

describe('gasPrice', () => {
  // [minPrice, excess, excessConversionConstant, price] as AvalancheGo's gas.CalculatePrice answers them (its unit tests, v1.14.2).
  const known: Array<[bigint, bigint, bigint, bigint]> = [
    [1n, 0n, 1n, 1n],
    [1n, 1n, 1n, 2n],
    [1n, 2n, 1n, 6n],
    [1n, 10_000n, 10_000n, 2n],
    [1n, 1_000_000n, 10_000n, MAX_UINT64],
    [10n, 10_000_000n, 1_000_000n, 220_264n],
    [MAX_UINT64, MAX_UINT64, 1n, MAX_UINT64],
    [4_294_967_295n, 1n, 1n, 11_674_931_546n],
    [6_786_177_901_268_885_274n, 1n, 1n, MAX_UINT64 - 11n],
    [6_786_177_901_268_885_274n, MAX_UINT64, MAX_UINT64, MAX_UINT64 - 1n],
  ];
  test.each(known)('minPrice %s, excess %s, constant %s → %s', (minPrice, excess, constant, price) => {
    expect(gasPrice(minPrice, excess, constant)).toBe(price);
  });
});

/** A chain of blocks: seconds since the previous one, the gas its txs used (0: no fee-paying tx), L1 validators it added. */
interface Step {
  seconds: number;
  gas: bigint;
  l1Validators: number;
}

const CONFIG = { maxCapacity: 1_000_000n, maxPerSecond: 100_000n, targetPerSecond: 50_000n };
const GENESIS_TIME = 1_700_000_000n;

/** The chain model of such a chain: block times and one tx per block (fee-paying or a RewardValidatorTx). */
function modelOf(steps: readonly Step[]): ChainModel {
  const m: ChainModel = {
    complete: true,
    blocksRead: steps.length + 1,
    tip: steps.length,
    blockTimes: new Map([[0, GENESIS_TIME]]),
    lastBlockTime: null,
    txs: new Map(),
    outputs: new Map(),
    spent: new Set(),
    stakers: new Map(),
    chains: new Map(),
    subnets: new Map(),
  };
  let time = GENESIS_TIME;
  steps.forEach((s, i) => {
    time += BigInt(s.seconds);
    m.blockTimes.set(i + 1, time);
    m.txs.set(`tx${i}`, {
      id: `tx${i}`,
      height: i + 1,
      typeId: s.gas > 0n || s.l1Validators > 0 ? 36 : 20,
      ...(s.l1Validators ? { l1ValidatorsAdded: s.l1Validators } : {}),
    });
  });
  return m;
}

const steps = fc.array(
  fc.record({
    seconds: fc.integer({ min: 0, max: 30 }),
    gas: fc.bigInt({ min: 0n, max: 1_000_000n }),
    l1Validators: fc.integer({ min: 0, max: 3 }),
  }),
  { maxLength: 60 },
);

describe('fee bounds of the chain model', () => {
  test('the excess ceiling and the refill rule hold for every chain replayed gas by gas', () => {
    fc.assert(
      fc.property(steps, (chain) => {
        let state: GasState = { capacity: 0n, excess: 0n };
        for (const s of chain) {
          state = advanceGasState(state, CONFIG, BigInt(s.seconds));
          // A block uses no more gas than the capacity it finds.
          state = consumeGas(state, s.gas < state.capacity ? s.gas : state.capacity);
        }
        const m = modelOf(chain);
        expect(state.excess <= gasExcessCeiling(m, CONFIG)).toBe(true);
        if (capacityRefilledSince(m, CONFIG, GENESIS_TIME))
          expect(state.excess >= CONFIG.maxCapacity - state.capacity).toBe(true);
      }),
    );
  });

  test('the L1 validator excess ceiling holds whatever share of the added validators stays active', () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: 0, max: 4 }), fc.nat(), (chain, target, seed) => {
        let excess = 0n;
        let added = 0;
        let active = 0;
        chain.forEach((s, i) => {
          excess = advanceValidatorExcess(excess, BigInt(active), BigInt(target), BigInt(s.seconds));
          added += s.l1Validators;
          // Some validators leave again (their balance ran out, or they were disabled).
          active = Math.min(added, Math.max(0, active + s.l1Validators - ((seed >> (i % 16)) & 1)));
        });
        expect(excess <= validatorExcessCeiling(modelOf(chain), BigInt(target))).toBe(true);
      }),
    );
  });

  test('a block after a long enough pause refills capacity; shorter pauses do not count', () => {
    const m = modelOf([
      { seconds: 9, gas: 10n, l1Validators: 0 },
      { seconds: 10, gas: 0n, l1Validators: 0 },
    ]);
    expect(capacityRefilledSince(m, CONFIG, GENESIS_TIME)).toBe(true);
    expect(capacityRefilledSince(m, CONFIG, GENESIS_TIME + 20n)).toBe(false);
    expect(capacityRefilledSince(modelOf([{ seconds: 9, gas: 10n, l1Validators: 0 }]), CONFIG, GENESIS_TIME)).toBe(
      false,
    );
  });
});
