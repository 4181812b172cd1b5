// The JSON-RPC 2.0 oracle of the transport rules (J.*): the answer a conforming server gives a request body, whatever
// made the body (the envelope checks' enumerated bodies, the envelope fuzz property's mutations).
import { parseJson, type Json } from '../json/lossless.js';

/** What the transport rules make of a body. */
export type Expected =
  /** J.parse-error: -32700, id null. */
  | { kind: 'parse-error' }
  /** J.invalid-request: -32600, id null or the request's (when it could be read); `silent`: no id, so no answer is also allowed. */
  | { kind: 'invalid-request'; id: Json; silent: boolean }
  /** J.notification: a valid request without id gets no response object. */
  | { kind: 'notification' }
  /** A valid request: result xor error, id echoed (J.id). */
  | { kind: 'answer'; id: Json }
  /** No MUST rule decides it (a batch, a null id, params that are no structured value, JSON our parser refuses). */
  | { kind: 'unjudged'; why: string };

const isObject = (v: Json): v is { [k: string]: Json } => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The JSON-RPC 2.0 oracle: the answer a conforming server gives the body. */
export function expectedOutcome(body: string): Expected {
  // Whether the body is JSON at all is JSON.parse's say (RFC 8259), whatever the mutation that made it;
  // the lossless reader then gives the id exactly (an integer beyond 2^53).
  try {
    JSON.parse(body);
  } catch {
    return { kind: 'parse-error' };
  }
  let v: Json;
  try {
    v = parseJson(body);
  } catch {
    return { kind: 'unjudged', why: 'JSON that the lossless parser refuses (duplicate members?)' };
  }
  if (Array.isArray(v)) return { kind: 'unjudged', why: 'a batch (J.batch is a SHOULD)' };
  if (!isObject(v)) return { kind: 'invalid-request', id: null, silent: false };
  const hasId = Object.hasOwn(v, 'id');
  const id = hasId ? v.id! : null;
  if (hasId && id === null) return { kind: 'unjudged', why: 'a null id (JSON-RPC 2.0 discourages it; servers differ)' };
  const idOk = !hasId || typeof id === 'string' || typeof id === 'number' || typeof id === 'bigint';
  if (!idOk) return { kind: 'invalid-request', id: null, silent: false };
  if (v.jsonrpc !== '2.0' || typeof v.method !== 'string') return { kind: 'invalid-request', id, silent: !hasId };
  if (Object.hasOwn(v, 'params') && !(Array.isArray(v.params) || isObject(v.params!)))
    return { kind: 'unjudged', why: 'params that are no structured value (-32600 or -32602)' };
  return hasId ? { kind: 'answer', id } : { kind: 'notification' };
}

/** Whether a body is a JSON object whose id member is a boolean, an object or an array (J.id allows string, number, null). */
export function idOfWrongType(body: string): boolean {
  let v: unknown;
  try {
    v = JSON.parse(body);
  } catch {
    return false;
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v) || !('id' in v)) return false;
  const id = (v as { id: unknown }).id;
  return typeof id === 'boolean' || (id !== null && typeof id === 'object');
}
