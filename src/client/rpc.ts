// JSON-RPC 2.0 over HttpClient: builds request bodies and reads answers losslessly.
import { parseJson, stringifyJson, type Json } from '../json/lossless.js';
import type { Exchange } from './exchange.js';
import type { HttpClient } from './http.js';

export interface RpcCall {
  method: string;
  /** Params object; `undefined` leaves the member out of the request. */
  params?: unknown;
  /** Request id (string or number); defaults to a per-client counter. */
  id?: Json;
  /** URL path; defaults to the catalog's canonical path of the method's API. */
  path: string;
  headers?: Record<string, string>;
}

export interface RpcErrorObject {
  code: Json;
  message: Json;
  data?: Json;
}

export interface RpcOutcome {
  exchange: Exchange;
  /** The parsed body, when it was JSON. */
  body?: Json;
  /** Why the body could not be read as JSON, when it could not. */
  bodyProblem?: string;
  /** The `result` member, when present. */
  result?: Json;
  /** The `error` member, when present. */
  error?: RpcErrorObject;
}

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

export function rpcBody(method: string, params: unknown, id: Json): string {
  const req: Record<string, unknown> = { jsonrpc: '2.0', id, method };
  if (params !== undefined) req.params = params;
  return stringifyJson(req);
}

/** Reads an exchange's body as a JSON-RPC answer, without judging it. */
export function readRpc(exchange: Exchange): RpcOutcome {
  const out: RpcOutcome = { exchange };
  const res = exchange.response;
  if (!res) {
    out.bodyProblem = exchange.error ?? 'no answer';
    return out;
  }
  if (!res.utf8Valid) {
    out.bodyProblem = 'body is not valid UTF-8';
    return out;
  }
  try {
    out.body = parseJson(res.body);
  } catch (e) {
    const head = res.body.slice(0, 80).replace(/\s+/g, ' ');
    out.bodyProblem = `body is not JSON (${(e as Error).message}): ${JSON.stringify(head)}${res.body.length > 80 ? '…' : ''}`;
    return out;
  }
  const b = out.body;
  if (b !== null && typeof b === 'object' && !Array.isArray(b)) {
    if ('result' in b) out.result = b.result as Json;
    if ('error' in b && b.error !== null && typeof b.error === 'object' && !Array.isArray(b.error))
      out.error = b.error as unknown as RpcErrorObject;
  }
  return out;
}

let counter = 0;

export async function callRpc(client: HttpClient, call: RpcCall, checkId?: string): Promise<RpcOutcome> {
  const id = call.id === undefined ? ++counter : call.id;
  const exchange = await client.send(
    {
      method: 'POST',
      path: call.path,
      headers: { ...JSON_HEADERS, ...(call.headers ?? {}) },
      body: rpcBody(call.method, call.params, id),
    },
    checkId,
  );
  return readRpc(exchange);
}
