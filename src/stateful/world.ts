// Where a sequence runs: a fresh mock per sequence (the same chain every time, so a failing sequence shrinks), or the
// target node, on whose chain the sequences run one after another. Each answers JSON-RPC calls, says how a block
// comes (the mock builds one when asked: its time moves only by the commands; a node builds its own) and keeps the
// sequence's trace: every call and answer, for the readable list a failure prints.
import { HttpClient } from '../client/http.js';
import { callRpc } from '../client/rpc.js';
import type { TransportOptions } from '../client/transport.js';
import { stringifyJson, type Json } from '../json/lossless.js';
import { inProcessDispatcher } from '../mock/in-process.js';
import { createMock, type MockNode } from '../mock/node.js';
import { endStakes } from '../mock/chain/stake-end.js';
import { acceptIssued } from '../mock/platform/txs.js';
import { BLOCKS_ON_DEMAND } from '../mock/mock-contracts.js';
import { SeedApi } from '../seed/api.js';

/** A JSON-RPC answer: its result, or its error. */
export type Answer = { result: Json } | { error: { code: number; message: string } };

export interface TraceLine {
  method: string;
  params: Json;
  answer: string;
}

/** The stateful run's own JSON-RPC id: its requests never mix with a check's. */
export const STATEFUL_RPC_ID = 'avaconform-stateful';
const ANSWER_PREVIEW = 240;

export class World {
  readonly trace: TraceLine[] = [];
  /** What the node answered each kind of refused tx (the last answer), for the report. */
  readonly refusals = new Map<string, string>();
  /** What builds the txs (context, fee state, UTXOs) over the same client. */
  readonly seedApi: SeedApi;

  constructor(
    readonly client: HttpClient,
    /** The mock node, when the world is one: its blocks are built by nextBlock(). */
    readonly mock: MockNode | null,
    deadline: number,
  ) {
    this.seedApi = new SeedApi(client, deadline);
  }

  async call(path: string, method: string, params: Json): Promise<Answer> {
    const out = await callRpc(this.client, { path, method, params, id: STATEFUL_RPC_ID });
    const answer: Answer =
      out.result !== undefined
        ? { result: out.result }
        : out.error
          ? { error: { code: Number(out.error.code), message: String(out.error.message) } }
          : { error: { code: 0, message: out.bodyProblem ?? `HTTP ${out.exchange.response?.status ?? 'no answer'}` } };
    const text =
      'result' in answer ? stringifyJson(answer.result) : `error ${answer.error.code}: ${answer.error.message}`;
    this.trace.push({
      method,
      params,
      answer: text.length > ANSWER_PREVIEW ? `${text.slice(0, ANSWER_PREVIEW)}…` : text,
    });
    return answer;
  }

  /** On the mock: builds the block that accepts every issued tx. On a node: nothing (it builds its own). */
  nextBlock(): void {
    if (this.mock) acceptIssued(this.mock.context);
  }

  /** On the mock: moves its chain time to `to` (unix seconds), ending the stakes due by then. On a node: nothing (its time moves itself). */
  advanceTo(to: bigint): void {
    if (this.mock) this.mock.context.state = endStakes(this.mock.context.state, Number(to));
  }
}

export interface MockWorldOptions {
  seed: number;
  faults: readonly string[];
  profile?: string;
  networkId?: number;
}

/** A fresh mock node of the run's chain, its blocks built on demand, asked in this process. */
export function mockWorld(opts: MockWorldOptions, deadline: number): World {
  const node = createMock({ ...opts, blockTimeMs: BLOCKS_ON_DEMAND });
  const client = new HttpClient('http://127.0.0.1:9650', { dispatcher: inProcessDispatcher(node), connections: 1 });
  return new World(client, node, deadline);
}

/** The target node: every sequence runs on its one chain. */
export function nodeWorld(url: string, transport: TransportOptions, timeoutMs: number, deadline: number): World {
  return new World(new HttpClient(url, { timeoutMs, transport, connections: 1 }), null, deadline);
}
