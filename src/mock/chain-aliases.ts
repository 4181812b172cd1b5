// The Primary Network's chains by the names the node's chain manager resolves: their aliases and their IDs.
import { PRIMARY_NETWORK_ID } from '../spec/api-paths.js';
import type { NodeContext } from './node-context.js';

/** The chain a name or ID stands for, as the node's chain manager resolves aliases; null when none. */
export function chainIdOfAlias(ctx: NodeContext, alias: string): string | null {
  const { state } = ctx;
  if (alias === 'P' || alias === 'platform' || alias === PRIMARY_NETWORK_ID) return PRIMARY_NETWORK_ID;
  if (alias === 'X' || alias === 'avm' || alias === state.xChainId) return state.xChainId;
  if (alias === 'C' || alias === 'evm' || alias === state.cChainId) return state.cChainId;
  return null;
}
