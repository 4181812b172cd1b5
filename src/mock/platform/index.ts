// Every platform.* method of the mock, keyed by full method name.
import { RpcMethodError, type HandlerTable } from '../types.js';
import type { NodeContext } from '../node-context.js';
import { blockHandlers } from './blocks.js';
import { feeHandlers } from './fees.js';
import { subnetHandlers } from './subnets.js';
import { txHandlers } from './txs.js';
import { utxoHandlers } from './utxos.js';
import { validatorHandlers } from './validators.js';

/** The deprecated methods the spec still lists (P.ver.deprecated); fault deprecated-methods-removed drops them. */
const DEPRECATED = [
  'platform.getBalance',
  'platform.getBlockchains',
  'platform.getRewardUTXOs',
  'platform.getStake',
  'platform.getSubnets',
];

export function platformHandlers(ctx: NodeContext): HandlerTable {
  const table: HandlerTable = {
    ...blockHandlers(ctx),
    ...txHandlers(ctx),
    ...utxoHandlers(ctx),
    ...validatorHandlers(ctx),
    ...subnetHandlers(ctx),
    ...feeHandlers(ctx),
  };
  // Deep fault deprecated-methods-removed: the deprecated methods are routed to a method-not-found error.
  if (ctx.faults.has('deprecated-methods-removed'))
    for (const m of DEPRECATED)
      table[m] = () => {
        throw new RpcMethodError(`Method not found: ${m}`, -32601);
      };
  return table;
}
