// platform.getFeeConfig, getFeeState, getValidatorFeeConfig, getValidatorFeeState (JSON numbers).
import type { HandlerTable } from '../types.js';
import type { NodeContext } from '../node-context.js';
import { lastBlock } from './blocks.js';
import { rfc3339 } from './render.js';

export function feeHandlers(ctx: NodeContext): HandlerTable {
  // Fault fee-state-time-behind: both fee states read a minute before the chain time getTimestamp answers.
  const now = () => rfc3339(ctx, lastBlock(ctx).timestamp - (ctx.faults.has('fee-state-time-behind') ? 60 : 0));
  return {
    'platform.getFeeConfig': () => ({ ...ctx.state.feeConfig }),
    'platform.getFeeState': () => ({ ...ctx.state.feeState, timestamp: now() }),
    'platform.getValidatorFeeConfig': () => ({ ...ctx.state.validatorFeeConfig }),
    'platform.getValidatorFeeState': () => ({ ...ctx.state.validatorFeeState, timestamp: now() }),
  };
}
