// What a fault does, beside its name and the rule it breaks in the registry. Most faults change an answer where it
// leaves the method that gave it (src/mock/core.ts applies them there; a REST route's answer, health's GET report,
// where src/mock/node.ts writes it; a JSON-RPC answer's envelope, where core.ts makes its text), reading the node's
// state as they need; the handlers then answer as the spec says, whatever faults are on. A fault that must be deeper
// (its change shows in every answer that reads a state, or decides how a request is read or routed) names the state
// change it makes (`deep`), and only then is it tested where that state is made.
import { isJsonObject, type Json } from '../../json/lossless.js';
import type { NodeContext } from '../node-context.js';

/** The call whose answer a fault changes: the method, the params it was given and the node that answered it. */
export interface FaultCall {
  method: string;
  params: Json | undefined;
  node: Readonly<NodeContext>;
  /** The same method's answer, as the spec gives it, to other params (another record, the set of another subnet). */
  again(params: Json): Json | Promise<Json>;
}

export interface AnswerEffect {
  /** The JSON-RPC methods whose results it changes ("platform.getCurrentValidators"). */
  methods: readonly string[];
  /** The result it answers instead of `result`, which it must not change in place. */
  result(result: Json, call: FaultCall): Json | Promise<Json>;
}

/** A REST route's answer before it is written (health's GET reports): its HTTP status and its JSON body. */
export interface HttpAnswer {
  status: number;
  body: Json;
}

/** The request whose REST answer a fault changes: its path (without the query) and the node that answered it. */
export interface HttpCall {
  path: string;
  node: Readonly<NodeContext>;
}

/** What a fault does to the answers of REST routes, applied where they leave the route (src/mock/node.ts). */
export interface HttpEffect {
  /** The paths whose answers it changes ("/ext/health/readiness"). */
  paths: readonly string[];
  /** The answer it gives instead of `answer`, which it must not change in place. */
  response(answer: HttpAnswer, call: HttpCall): HttpAnswer;
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
  | 'batch' // a batch the node does not read (deep fault real-batch-unsupported)
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
