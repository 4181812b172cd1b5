// Arbitrary JSON-RPC params: wrong types, missing and extra fields, huge numbers, long strings, nulls
// and nested arrays — bounded (depth, width, string length) so a property run stays cheap.
import fc from 'fast-check';
import type { Json } from '../../src/json/lossless.js';
import { uint64 } from './uint64.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

/** Longest string a params value carries. */
export const LONG_STRING = 3000;

const hugeNumber = fc.oneof(fc.bigInt({ min: -(1n << 80n), max: 1n << 80n }), uint64);
const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  hugeNumber,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '0x10',
    'hex',
    'HEX',
    'json',
    'proposed',
    PRIMARY_NETWORK_ID,
    'NodeID-',
    'P-',
    '\u0000',
  ),
  fc.string({ minLength: 1000, maxLength: LONG_STRING }),
);

/** Any JSON value, at most 4 deep and 4 wide. */
export const jsonValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Arrays nested 1 … 64 deep around a leaf: [[[…]]]. */
export const deepArray: fc.Arbitrary<Json> = fc.tuple(fc.integer({ min: 1, max: 64 }), leaf).map(([depth, v]) => {
  let out: Json = v;
  for (let i = 0; i < depth; i++) out = [out];
  return out;
});

/**
 * Params for a method: objects mixing its own member names (in any letter case) with arbitrary values
 * and extra members, any JSON value, {} and no params at all (undefined).
 */
export function paramsFor(memberNames: readonly string[]): fc.Arbitrary<Json | undefined> {
  const names = memberNames.length ? memberNames : ['x'];
  const key = fc.oneof(
    fc.constantFrom(...names),
    fc.constantFrom(...names).map((n) => n.toUpperCase()),
    fc.string({ maxLength: 12 }),
  );
  const named = fc.dictionary(key, fc.oneof(jsonValue, deepArray), { maxKeys: 4 });
  return fc.oneof(
    { arbitrary: named, weight: 4 },
    { arbitrary: jsonValue, weight: 2 },
    { arbitrary: named.map((o): Json => [o]), weight: 1 },
    { arbitrary: fc.constant<Json | undefined>({}), weight: 1 },
    { arbitrary: fc.constant<Json | undefined>(undefined), weight: 1 },
  );
}
