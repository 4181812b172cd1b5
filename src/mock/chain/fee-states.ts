// The mock's fee states: its blocks replayed with the node's fee rules (src/spec/fee-rules.ts), so they agree with the
// chain's blocks and configuration as a node's do. The mock's gas of a tx is its size in bytes times the bandwidth
// weight (a node adds reads, writes and compute); reward and advance-time txs pay none.
import { TX_TYPE_ID } from '../../codec/codec-values.js';
import {
  advanceGasState,
  advanceValidatorExcess,
  consumeGas,
  FEELESS_TX_TYPE_IDS,
  gasPrice,
  type GasState,
} from '../../spec/fee-rules.js';
import type { ChainState, MockBlock, MockTx } from './state.js';

export function replayFeeState(
  blocks: readonly MockBlock[],
  txs: ReadonlyMap<string, MockTx>,
  config: ChainState['feeConfig'],
): ChainState['feeState'] {
  const c = {
    maxCapacity: BigInt(config.maxCapacity),
    maxPerSecond: BigInt(config.maxPerSecond),
    targetPerSecond: BigInt(config.targetPerSecond),
  };
  // As on a node, the state starts empty and fills as chain time moves on.
  let state: GasState = { capacity: 0n, excess: 0n };
  for (const [i, block] of blocks.entries()) {
    if (i > 0) state = advanceGasState(state, c, BigInt(block.timestamp - blocks[i - 1]!.timestamp));
    for (const id of block.txIds) {
      const tx = txs.get(id);
      if (!tx || FEELESS_TX_TYPE_IDS.has(TX_TYPE_ID[tx.tx.unsigned.type])) continue;
      const gas = BigInt(tx.bytes.length) * BigInt(config.weights[0] ?? 1);
      state = consumeGas(state, gas < state.capacity ? gas : state.capacity);
    }
  }
  const price = gasPrice(BigInt(config.minPrice), state.excess, BigInt(config.excessConversionConstant));
  return { capacity: Number(state.capacity), excess: Number(state.excess), price: Number(price) };
}

/** The L1 validator fee state after the blocks, with `l1Validators` active throughout (the most there ever were). */
export function replayValidatorFeeState(
  blocks: readonly MockBlock[],
  l1Validators: number,
  config: ChainState['validatorFeeConfig'],
): ChainState['validatorFeeState'] {
  let excess = 0n;
  for (let i = 1; i < blocks.length; i++)
    excess = advanceValidatorExcess(
      excess,
      BigInt(l1Validators),
      BigInt(config.target),
      BigInt(blocks[i]!.timestamp - blocks[i - 1]!.timestamp),
    );
  return {
    excess: Number(excess),
    price: Number(gasPrice(BigInt(config.minPrice), excess, BigInt(config.excessConversionConstant))),
  };
}
