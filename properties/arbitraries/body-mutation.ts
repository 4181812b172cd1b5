// Mutations of a valid JSON-RPC request body (truncation, wrong version, missing members, wrong member
// types, stray characters, other bodies); the answer the transport rules give each one is the oracle's
// (src/spec/jsonrpc-oracle.ts).
import fc from 'fast-check';
import { stringifyJson, type Json } from '../../src/json/lossless.js';

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
