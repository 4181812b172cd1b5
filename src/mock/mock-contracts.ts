// Contracts inside the embedded mock node. core.ts owns transport + JSON-RPC dispatch; handler
// modules (platform/, health.ts, keystore.ts, index-api.ts, info.ts) register methods.
import type { Json } from '../json/lossless.js';
import type { MockScale } from './chain/scale.js';

export interface MockRequest {
  method: string;
  /** Path with query string, e.g. "/ext/health?tag=P". */
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/**
 * The block time of the mocks the harness starts for itself (run, compare, matrix, selftest): none, so an issued tx
 * lands before the node answers the next request it begins after the issue, whenever that comes. The requests a mock
 * receives, never the clock, decide what it answers: one seed answers one sequence of requests alike on any machine,
 * and a check's first getTxStatus after its issueTx reads Committed.
 */
export const LANDS_AT_NEXT_REQUEST = 0;
/** blockTimeMs of a node whose blocks are built only when asked (src/mock/platform/txs.ts acceptIssued): a stateful run's mock, whose time moves by its commands alone. */
export const BLOCKS_ON_DEMAND = -1;

export interface MockOptions {
  /** Chain state is generated deterministically from this seed. */
  seed: number;
  /** Named faults switched on (src/mock/faults/fault-registry.ts). */
  faults?: readonly string[];
  /** Network ID; sets the bech32 HRP (12345 -> "local", unknown -> "custom"). Default 12345. */
  networkId?: number;
  /** How big the generated chain is (src/mock/chain/scale.ts). Default "default". */
  scale?: MockScale;
  /** "spec" (default: the reference conforming node) or a node release, "avalanchego@1.14.2" (src/mock/mock-profile.ts). */
  profile?: string;
  /**
   * How long an issued tx waits before the block that accepts it (ms; default MEMPOOL_BLOCK_TIME_MS).
   * LANDS_AT_NEXT_REQUEST (0) builds it at the next request, whenever that comes, the clock never read;
   * BLOCKS_ON_DEMAND (-1) only when acceptIssued is called (the tx is Processing until then).
   */
  blockTimeMs?: number;
}

/** A method error: answered as JSON-RPC -32000 with this message and data null (as the node does). */
export class RpcMethodError extends Error {
  constructor(
    message: string,
    readonly code = -32000,
    readonly data: Json = null,
  ) {
    super(message);
  }
}

/** The node's generic params error text (facts §1.6): any params that fail to unmarshal. */
export const UNMARSHAL_ERROR =
  "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls";

export class UnmarshalError extends RpcMethodError {
  constructor(readonly why: string) {
    super(UNMARSHAL_ERROR);
  }
}

/** A JSON-RPC method implementation: gets the raw params (may be undefined), returns the result. */
export type Handler = (params: Json | undefined) => Json | Promise<Json>;

/** Methods served under one URL path group, keyed by full method name ("platform.getHeight"). */
export type HandlerTable = Record<string, Handler>;

/** What a handler module registers at a path (src/mock/node.ts routes them, src/mock/core.ts serves them). */
export interface Route {
  /** JSON-RPC service served at the path ("platform", "health", …). */
  service: string;
  handlers: HandlerTable;
  /** Its params are positional, as geth's JSON-RPC takes them (the C-Chain's /rpc), not one object as AvalancheGo's services. */
  positionalParams?: true;
  /** Answers non-JSON-RPC requests on the path first (health's GET); null to fall through. */
  rest?: (req: MockRequest, query: URLSearchParams) => MockResponse | null;
}

/** The routes of a node by path: a JSON-RPC service, or a plain HTTP answer. */
export type Routes = Map<string, Route | ((req: MockRequest, query: URLSearchParams) => MockResponse)>;
