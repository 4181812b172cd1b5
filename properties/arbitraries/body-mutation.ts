// Mutations of a valid JSON-RPC request body (truncation, wrong version, missing members, wrong member
// types, stray characters, other bodies) and the answer the transport rules give each one:
// J.parse-error, J.invalid-request, J.notification, or a plain answer with the id echoed.
import fc from 'fast-check';
import { parseJson, stringifyJson, type Json } from '../../src/json/lossless.js';

export type Member = 'jsonrpc' | 'method' | 'id' | 'params';

export type Mutation =
  | { op: 'none' }
  /** Keep the first `at` code points (at < length): never valid JSON for an object text. */
  | { op: 'truncate'; at: number }
  /** Set jsonrpc to another value. */
  | { op: 'version'; value: Json }
  | { op: 'drop'; member: Member }
  /** A method that is not a string. */
  | { op: 'method'; value: Json }
  /** An id that is neither a string, a number nor null. */
  | { op: 'id'; value: Json }
  /** Insert text at a code point position (clamped to the body's length); never inside a surrogate pair,
   *  whose halves would go out as U+FFFD and change the id the answer must echo. */
  | { op: 'insert'; at: number; text: string }
  /** Another body altogether. */
  | { op: 'replace'; body: string };

export interface RequestObject {
  jsonrpc: '2.0';
  id: Json;
  method: string;
  params: Json;
}

const scalar: fc.Arbitrary<Json> = fc.constantFrom(
  null,
  true,
  0,
  2,
  2.5,
  '',
  '1.0',
  '2',
  '2.0 ',
  ' 2.0',
  'jsonrpc',
  [],
  {},
  ['2.0'],
);

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant<Mutation>({ op: 'none' }),
  fc.integer({ min: 0, max: 200 }).map((at): Mutation => ({ op: 'truncate', at })),
  fc
    .oneof(scalar, fc.string({ maxLength: 6 }))
    .filter((v) => v !== '2.0')
    .map((value): Mutation => ({ op: 'version', value })),
  fc.constantFrom<Member>('jsonrpc', 'method', 'id', 'params').map((member): Mutation => ({ op: 'drop', member })),
  scalar.filter((v) => typeof v !== 'string').map((value): Mutation => ({ op: 'method', value })),
  fc.constantFrom<Json>(true, false, [], [1], {}, { a: 1 }).map((value): Mutation => ({ op: 'id', value })),
  fc
    .tuple(
      fc.integer({ min: 0, max: 200 }),
      fc.constantFrom('}', '{', '"', ',', ':', ' ', '\n', '[', ']', 'x', '0', '\\', '\u0000', 'null', '}}', ',"x":1'),
    )
    .map(([at, text]): Mutation => ({ op: 'insert', at, text })),
  fc
    .constantFrom(
      '',
      ' ',
      'null',
      '5',
      '"x"',
      'true',
      '{}',
      '{"jsonrpc":"2.0"}',
      'jsonrpc',
      '<?xml version="1.0"?>',
      '{"jsonrpc":"2.0","id":1,"method":',
      '\ufeff{}',
      '{'.repeat(40),
    )
    .map((body): Mutation => ({ op: 'replace', body })),
);

/** The body text a mutation makes of a valid request. */
export function applyMutation(req: RequestObject, m: Mutation): string {
  const obj: Record<string, Json> = { ...req };
  switch (m.op) {
    case 'none':
      return stringifyJson(obj);
    case 'truncate': {
      const chars = Array.from(stringifyJson(obj));
      return chars.slice(0, Math.min(m.at, chars.length - 1)).join('');
    }
    case 'version':
      return stringifyJson({ ...obj, jsonrpc: m.value });
    case 'drop':
      delete obj[m.member];
      return stringifyJson(obj);
    case 'method':
      return stringifyJson({ ...obj, method: m.value });
    case 'id':
      return stringifyJson({ ...obj, id: m.value });
    case 'insert': {
      const chars = Array.from(stringifyJson(obj));
      const at = Math.min(m.at, chars.length);
      return chars.slice(0, at).join('') + m.text + chars.slice(at).join('');
    }
    case 'replace':
      return m.body;
  }
}

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

/** One value of each JSON type, for the members of the enumerated bodies. */
const ONE_OF_EACH_TYPE: readonly Json[] = [null, true, 0, 2.5, '', 'x', [], {}];

/**
 * The small input space of bodies enumerated on every run, not sampled: each JSON scalar, an empty array
 * and object as the whole body, `null` before a request, and a valid request with each envelope member
 * missing or of each JSON type in turn. Each is named for the report.
 */
export function enumeratedBodies(): Array<{ name: string; body: string }> {
  const request: RequestObject = { jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} };
  const out: Array<{ name: string; body: string }> = [];
  for (const v of [...ONE_OF_EACH_TYPE, false, -1])
    out.push({ name: `the body ${stringifyJson(v)}`, body: stringifyJson(v) });
  out.push({ name: 'null, then a request', body: `null${stringifyJson(request)}` });
  out.push({ name: 'blanks, then null', body: ' \n null' });
  for (const member of ['jsonrpc', 'id', 'method', 'params'] as const) {
    out.push({ name: `${member} missing`, body: applyMutation(request, { op: 'drop', member }) });
    for (const v of ONE_OF_EACH_TYPE)
      out.push({ name: `${member} ${stringifyJson(v)}`, body: stringifyJson({ ...request, [member]: v }) });
  }
  return out;
}
