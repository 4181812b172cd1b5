// What every mock handler sees: the generated chain (read-only), the faults switched on, and the
// per-node mutable overlay (txs issued, keystore users).
import type { ChainState } from './chain/state.js';
import type { FaultName } from './faults/index.js';

export interface IssuedTx {
  id: string;
  bytes: Uint8Array;
  /** getTxStatus calls seen; the tx is Processing for the first two, then Committed. */
  statusCalls: number;
  /** CB58 IDs of the UTXOs it spends: no later tx may spend them again. */
  consumes: string[];
}

export interface NodeContext {
  state: ChainState;
  /** Typed by the registry: a handler testing a fault name that does not exist does not compile. */
  faults: ReadonlySet<FaultName>;
  issued: Map<string, IssuedTx>;
}
