// What every mock handler sees: the generated chain (read-only), what the deep faults switched on set, and
// the per-node mutable overlay (txs issued, keystore users). The faults' names stay with the core that applies
// their effects (src/mock/core.ts): no handler tests a fault's name.
import type { SignedTx } from '../codec/codec.js';
import type { ChainState } from './chain/state.js';
import type { DeepChanges } from './faults/deep.js';
import type { MockProfile } from './mock-profile.js';

export interface IssuedTx {
  id: string;
  bytes: Uint8Array;
  /** The tx's codec value: what its block will hold. */
  tx: SignedTx;
  /** When it falls due for a block (platform/txs.ts): at a request the node begins after its `afterRequest`-th, or at `atMs` on the process's clock. */
  due: { afterRequest: number } | { atMs: number } | 'on-demand';
  /** CB58 IDs of the UTXOs it spends: no later tx may spend them again. */
  consumes: string[];
}

export interface NodeContext {
  /** The node's chain: the generated state, replaced by a grown one as blocks are accepted (src/mock/chain/accept.ts). */
  state: ChainState;
  /** The reading rules and states the deep faults switched on set (src/mock/faults/deep.ts): what the handlers read. */
  deep: DeepChanges;
  /** The release the node answers as, or the spec profile (src/mock/mock-profile.ts). */
  profile: MockProfile;
  issued: Map<string, IssuedTx>;
  /** Txs this node was handed and refused, by ID, with the reason its mempool recorded (the node's MarkDropped). */
  dropped: Map<string, string>;
  /** How long an issued tx waits in the mempool (ms); 0: until the node's next request, the clock never read; -1: until acceptIssued. */
  blockTimeMs: number;
  /** How many requests the node has begun to answer. */
  requests: number;
}
