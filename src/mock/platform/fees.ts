// platform.getFeeConfig, getFeeState, getValidatorFeeConfig, getValidatorFeeState (JSON numbers).
import { gasPrice } from '../../spec/fee-rules.js';
import type { HandlerTable } from '../types.js';
import type { NodeContext } from '../node-context.js';
import { lastBlock } from './blocks.js';
import { rfc3339 } from './render.js';

export function feeHandlers(ctx: NodeContext): HandlerTable {
  // Fault fee-state-time-behind: both fee states read a minute before the chain time getTimestamp answers.
  const now = () => rfc3339(ctx, lastBlock(ctx).timestamp - (ctx.faults.has('fee-state-time-behind') ? 60 : 0));
  // An excess changed by a fault keeps the price it gives, so only the fact the fault names breaks.
  // A JSON number, exact beyond 2^53 as a node writes a uint64.
  const priced = (
    excess: number,
    c: { minPrice: number; excessConversionConstant: number },
    plus: number,
  ): number | bigint => {
    const price = gasPrice(BigInt(c.minPrice), BigInt(excess), BigInt(c.excessConversionConstant)) + BigInt(plus);
    return price <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(price) : price;
  };
  return {
    'platform.getFeeConfig': () => ({ ...ctx.state.feeConfig }),
    'platform.getFeeState': () => {
      const { feeConfig, feeState } = ctx.state;
      const excess =
        feeState.excess + (ctx.faults.has('fee-excess-inflated') ? feeConfig.maxCapacity * ctx.state.blocks.length : 0);
      return {
        capacity: ctx.faults.has('fee-capacity-drained') ? 0 : feeState.capacity,
        excess,
        price: priced(excess, feeConfig, ctx.faults.has('fee-price-off') ? 1 : 0),
        timestamp: now(),
      };
    },
    'platform.getValidatorFeeConfig': () => ({ ...ctx.state.validatorFeeConfig }),
    'platform.getValidatorFeeState': () => {
      const { validatorFeeConfig, validatorFeeState } = ctx.state;
      const excess = validatorFeeState.excess + (ctx.faults.has('validator-fee-excess-inflated') ? 1_000_000 : 0);
      return {
        excess,
        price: priced(excess, validatorFeeConfig, ctx.faults.has('validator-fee-price-off') ? 1 : 0),
        timestamp: now(),
      };
    },
  };
}
