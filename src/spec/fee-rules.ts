// The P-Chain's fee arithmetic since Etna (ACP-103 dynamic fees, ACP-77 L1 validator fees), as the node computes it:
// one home for the mock that keeps its fee states and for the checks that hold a node's fee states to it.

export const MAX_UINT64 = (1n << 64n) - 1n;

/** The tx types that pay no fee, by codec type ID: AdvanceTimeTx (19), RewardValidatorTx (20), RewardAutoRenewedValidatorTx (42). */
export const FEELESS_TX_TYPE_IDS: ReadonlySet<number> = new Set([19, 20, 42]);

/**
 * The price of gas at an excess: minPrice·e^(excess/excessConversionConstant), by the EIP-4844 "fake exponential"
 * (integer Taylor terms, each floored), capped at MaxUint64, as the node's gas.CalculatePrice does.
 */
export function gasPrice(minPrice: bigint, excess: bigint, excessConversionConstant: bigint): bigint {
  if (excessConversionConstant === 0n) return 0n;
  const ceiling = excessConversionConstant * MAX_UINT64;
  let output = 0n;
  let term = minPrice * excessConversionConstant;
  for (let i = 1n; term > 0n; i++) {
    output += term;
    if (output >= ceiling) return MAX_UINT64;
    term = (term * excess) / excessConversionConstant / i;
  }
  return output / excessConversionConstant;
}

/** The dynamic fee state: gas stored for use (capacity) and gas used above the target (excess). */
export interface GasState {
  capacity: bigint;
  excess: bigint;
}
export interface GasConfig {
  maxCapacity: bigint;
  maxPerSecond: bigint;
  targetPerSecond: bigint;
}

const atMost = (n: bigint) => (n > MAX_UINT64 ? MAX_UINT64 : n);

/** Chain time moves on `seconds`: capacity refills at maxPerSecond up to maxCapacity, excess drains at targetPerSecond down to 0. */
export function advanceGasState(s: GasState, c: GasConfig, seconds: bigint): GasState {
  const capacity = atMost(s.capacity + c.maxPerSecond * seconds);
  const drained = s.excess - c.targetPerSecond * seconds;
  return { capacity: capacity < c.maxCapacity ? capacity : c.maxCapacity, excess: drained > 0n ? drained : 0n };
}

/** A block's txs use `gas`: it leaves capacity (which must hold it) and adds to excess. */
export function consumeGas(s: GasState, gas: bigint): GasState {
  if (gas > s.capacity) throw new RangeError(`capacity (${s.capacity}) < gas (${gas})`);
  return { capacity: s.capacity - gas, excess: atMost(s.excess + gas) };
}

/** The L1 validator fee's excess after `seconds` with `current` active L1 validators: it grows by (current − target) a second, floored at 0. */
export function advanceValidatorExcess(excess: bigint, current: bigint, target: bigint, seconds: bigint): bigint {
  const next = excess + (current - target) * seconds;
  return next < 0n ? 0n : atMost(next);
}
