// platform.getFeeConfig, getFeeState, getValidatorFeeConfig, getValidatorFeeState (JSON numbers).
import { gasPrice } from '../../spec/fee-rules.js';
import type { HandlerTable } from '../mock-contracts.js';
import { methodHandlers } from '../method-handlers.js';
import type { NodeContext } from '../node-context.js';
import { lastBlock } from './blocks.js';
import { rfc3339 } from './render.js';

/** What a fee config says of the price: its minimum and how fast excess raises it. */
export interface FeeRule {
  minPrice: number;
  excessConversionConstant: number;
}

/** The price an excess gives under a fee config. */
export const priceOf = (excess: number, c: FeeRule): bigint =>
  gasPrice(BigInt(c.minPrice), BigInt(excess), BigInt(c.excessConversionConstant));

/** A uint64 as a JSON number, exact beyond 2^53 as a node writes it. */
export const uint64Number = (n: bigint): number | bigint => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n);

export function feeHandlers(ctx: NodeContext): HandlerTable {
  // Both fee states are read at the chain time getTimestamp answers.
  const now = () => rfc3339(ctx, lastBlock(ctx).timestamp);
  return methodHandlers({
    'platform.getFeeConfig': () => ({ ...ctx.state.feeConfig }),
    'platform.getFeeState': () => {
      const { feeConfig, feeState } = ctx.state;
      return {
        capacity: feeState.capacity,
        excess: feeState.excess,
        price: uint64Number(priceOf(feeState.excess, feeConfig)),
        timestamp: now(),
      };
    },
    'platform.getValidatorFeeConfig': () => ({ ...ctx.state.validatorFeeConfig }),
    'platform.getValidatorFeeState': () => {
      const { validatorFeeConfig, validatorFeeState } = ctx.state;
      return {
        excess: validatorFeeState.excess,
        price: uint64Number(priceOf(validatorFeeState.excess, validatorFeeConfig)),
        timestamp: now(),
      };
    },
  });
}
