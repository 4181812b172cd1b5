// Every platform.* method of the mock, keyed by full method name.
import type { HandlerTable } from '../mock-contracts.js';
import type { NodeContext } from '../node-context.js';
import { blockHandlers } from './blocks.js';
import { feeHandlers } from './fees.js';
import { subnetHandlers } from './subnet-handlers.js';
import { txHandlers } from './txs.js';
import { utxoHandlers } from './utxos.js';
import { validatorHandlers } from './validator-handlers.js';

export function platformHandlers(ctx: NodeContext): HandlerTable {
  return {
    ...blockHandlers(ctx),
    ...txHandlers(ctx),
    ...utxoHandlers(ctx),
    ...validatorHandlers(ctx),
    ...subnetHandlers(ctx),
    ...feeHandlers(ctx),
  };
}
