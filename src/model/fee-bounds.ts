// What the chain model's blocks imply of the fee states at their tip, replayed with the fee rules (src/spec/fee-rules.ts).
// The model does not know each tx's gas, so these are bounds, not values: every fee-paying block is taken to use a
// full capacity (no block can use more) and every L1 validator a tx added to stay active.
import { advanceValidatorExcess, FEELESS_TX_TYPE_IDS, type GasConfig } from '../spec/fee-rules.js';
import type { ChainModel } from './chain-model.js';

interface BlockStep {
  time: bigint | null;
  seconds: bigint;
  paysGas: boolean;
  l1ValidatorsAdded: bigint;
}

/** The model's blocks in height order: how far each moved chain time on, whether it paid gas, how many L1 validators it added. */
function blockSteps(m: ChainModel): BlockStep[] {
  const byHeight = new Map<number, { paysGas: boolean; l1ValidatorsAdded: bigint }>();
  for (const tx of m.txs.values()) {
    const step = byHeight.get(tx.height) ?? { paysGas: false, l1ValidatorsAdded: 0n };
    step.paysGas ||= !FEELESS_TX_TYPE_IDS.has(tx.typeId);
    step.l1ValidatorsAdded += BigInt(tx.l1ValidatorsAdded ?? 0);
    byHeight.set(tx.height, step);
  }
  let chainTime: bigint | null = null;
  return [...m.blockTimes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([height, time]) => {
      // A block without a timestamp (before Banff) leaves chain time where it was.
      const seconds = time !== null && chainTime !== null && time > chainTime ? time - chainTime : 0n;
      if (time !== null && (chainTime === null || time > chainTime)) chainTime = time;
      return { time, seconds, ...(byHeight.get(height) ?? { paysGas: false, l1ValidatorsAdded: 0n }) };
    });
}

/** The most excess the dynamic fee state can hold after the model's last block (a complete model: from genesis). */
export function gasExcessCeiling(m: ChainModel, c: GasConfig): bigint {
  let excess = 0n;
  for (const step of blockSteps(m)) {
    excess -= c.targetPerSecond * step.seconds;
    if (excess < 0n) excess = 0n;
    if (step.paysGas) excess += c.maxCapacity;
  }
  return excess;
}

/**
 * Whether some block at or after `since` (unix seconds: the fee state's start, Etna) moved chain time on long enough
 * to refill an empty capacity. From then on excess ≥ maxCapacity − capacity while maxPerSecond ≥ targetPerSecond:
 * gas used adds to both sides alike, and time refills capacity at least as fast as it drains excess.
 */
export function capacityRefilledSince(m: ChainModel, c: GasConfig, since: bigint): boolean {
  if (c.maxPerSecond === 0n) return false;
  const refillSeconds = (c.maxCapacity + c.maxPerSecond - 1n) / c.maxPerSecond;
  return blockSteps(m).some((s) => s.time !== null && s.time >= since && s.seconds >= refillSeconds);
}

/** The most excess the L1 validator fee state can hold after the model's last block (a complete model: from genesis). */
export function validatorExcessCeiling(m: ChainModel, target: bigint): bigint {
  let excess = 0n;
  let l1Validators = 0n;
  for (const step of blockSteps(m)) {
    excess = advanceValidatorExcess(excess, l1Validators, target, step.seconds);
    l1Validators += step.l1ValidatorsAdded;
  }
  return excess;
}
