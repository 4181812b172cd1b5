// What a fault does, beside its name and the rule it breaks in the registry. Most faults change an answer where it
// leaves the method that gave it (src/mock/core.ts applies them there; a REST route's answer, health's GET report,
// where src/mock/node.ts writes it; a JSON-RPC answer's envelope, where core.ts makes its text), reading the node's
// state and params as they need: an answer effect sees the method's result or its refusal, and may turn either into the
// other. The handlers answer as the spec says, whatever faults are on. A fault that must be deeper (its change shows in
// every answer that reads a state, or decides how a request is read or routed) sets members of DeepChanges
// (src/mock/faults/deep.ts), which the handlers read from NodeContext.deep; no handler tests a fault's name.
import { isJsonObject, type Json } from '../../json/lossless.js';
import type { NodeContext } from '../node-context.js';
import { RpcMethodError, UnmarshalError } from '../mock-contracts.js';

/** The call whose answer a fault changes: the method, the params it was given and the node that answered it. */
export interface FaultCall {
  method: string;
  params: Json | undefined;
  node: Readonly<NodeContext>;
  /** The same method's answer, as the spec gives it, to other params (another record, the set of another subnet). */
  again(params: Json): Json | Promise<Json>;
}

export interface AnswerEffect {
  /** The JSON-RPC methods whose answers it changes ("platform.getCurrentValidators"). */
  methods: readonly string[];
  /**
   * The result it answers instead of `result`, which it must not change in place; it refuses instead by throwing an
   * RpcMethodError (src/mock/mock-contracts.ts). Absent: results pass unchanged.
   */
  result?(result: Json, call: FaultCall): Json | Promise<Json>;
  /**
   * What it answers instead of the method's refusal `error` (its own RpcMethodError, or the UnmarshalError of params its
   * args refuse): a result, the refusal turned into an answer, or another refusal, thrown (`throw error` keeps it).
   * Absent: refusals pass unchanged.
   */
  refused?(error: MethodRefusal, call: FaultCall): Json | Promise<Json>;
}

/** A method's refusal an answer effect sees: its own error, or its args' unmarshalling error. */
export type MethodRefusal = RpcMethodError | UnmarshalError;

/** Whether a method threw a refusal (not a failure of the mock itself, which no effect sees). */
export const isMethodRefusal = (e: unknown): e is MethodRefusal =>
  e instanceof RpcMethodError || e instanceof UnmarshalError;

/** The params with their member `name` left out (in any letter case, as the args read it), `[obj]` kept in its form. */
export function withoutParam(params: Json | undefined, name: string): Json | undefined {
  const drop = (p: Json): Json => editMembers(p, (k, m) => (k.toLowerCase() === name.toLowerCase() ? undefined : m));
  return Array.isArray(params)
    ? params.map((p, i) => (i === 0 ? drop(p) : p))
    : params === undefined
      ? params
      : drop(params);
}

/** A REST route's answer before it is written (health's GET reports): its HTTP status and its JSON body. */
export interface HttpAnswer {
  status: number;
  body: Json;
}

/** The request whose REST answer a fault changes: its path (without the query), its query and the node that answered it. */
export interface HttpCall {
  path: string;
  query: URLSearchParams;
  node: Readonly<NodeContext>;
  /** The route's answer, as the spec gives it, to the same request with another query (other tags). */
  again(query: URLSearchParams): HttpAnswer;
}

/** What a fault does to the answers of REST routes, applied where they leave the route (src/mock/node.ts). */
export interface HttpEffect {
  /** The paths whose answers it changes ("/ext/health/readiness"). */
  paths: readonly string[];
  /** The answer it gives instead of `answer`, which it must not change in place. */
  response(answer: HttpAnswer, call: HttpCall): HttpAnswer;
}

/**
 * The methods answered as the node answers a method it does not have (-32601, after the method was looked up), whatever
 * their params: their result and their refusals, the params' unmarshalling included, replaced.
 */
export function methodGone(methods: readonly string[]): AnswerEffect {
  const gone = (_answer: unknown, { method }: FaultCall): never => {
    throw new RpcMethodError(`Method not found: ${method}`, -32601);
  };
  return { methods, result: gone, refused: gone };
}

/** The params with the members of `to` in place of theirs (in any letter case), `[obj]` kept in its form. */
export function withParams(params: Json | undefined, to: Readonly<Record<string, Json>>): Json {
  let out: Json | undefined = params ?? {};
  for (const name of Object.keys(to)) out = withoutParam(out, name);
  const add = (p: Json): Json => (isJsonObject(p) ? { ...p, ...to } : p);
  return Array.isArray(out) ? out.map((p, i) => (i === 0 ? add(p ?? {}) : p)) : add(out ?? {});
}

/** An object's members in their order, each replaced by `edit` (undefined drops it); any other value unchanged. */
export function editMembers(value: Json, edit: (key: string, member: Json) => Json | undefined): Json {
  if (!isJsonObject(value)) return value;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) {
    const e = edit(k, v);
    if (e !== undefined) out[k] = e;
  }
  return out;
}

/** An object with its member `from` named `to`, in the same place. */
export function renameMember(value: Json, from: string, to: string): Json {
  if (!isJsonObject(value) || !Object.hasOwn(value, from)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, v])) as Json;
}

/** Each item of the array at `key` of an object changed by `each` (others unchanged). */
export function editEach(value: Json, key: string, each: (item: Json, index: number) => Json): Json {
  return editMembers(value, (k, v) => (k === key && Array.isArray(v) ? v.map(each) : v));
}

/** A uint64 in its decimal string form, plus `by`; any other value unchanged. */
export function plus(value: Json, by: bigint): Json {
  return typeof value === 'string' && /^\d+$/.test(value) ? String(BigInt(value) + by) : value;
}

/** The object without its first member (fault result-member-dropped); other values unchanged. */
export function withoutFirstMember(value: Json): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const [, ...rest] = Object.entries(value);
  return Object.fromEntries(rest) as Json;
}

/** Why a request got an error instead of its method's result: the step of reading it that refused it, or the method. */
export type Failure =
  | 'parse' // the body is no JSON
  | 'batch' // a batch the node does not read (DeepChanges.batchRead)
  | 'invalid-request' // an empty batch, an id of another type, another version
  | 'decode' // no request object, or a member of the wrong JSON type
  | 'no-method' // a request without a method
  | 'method-not-found'
  | 'params' // params no method's args decode, refused before the method
  | 'method-params' // params the method's args refuse
  | 'method' // the method's own error
  | 'internal'; // the method failed

/** A JSON-RPC answer before its text is made, its members in the order Go writes them. */
export interface Envelope {
  [member: string]: Json;
}

/** The request an answer is made for: the id the spec echoes (null when none was read) and why it failed, if it did. */
export interface EnvelopeCall {
  id: Json;
  failure: Failure | null;
  node: Readonly<NodeContext>;
}

/** What a fault does to every JSON-RPC answer's envelope (id, jsonrpc, result, error), where src/mock/core.ts makes its text. */
export interface EnvelopeEffect {
  /** The envelope it answers instead of `answer`, which it must not change in place. */
  envelope(answer: Envelope, call: EnvelopeCall): Envelope;
}
