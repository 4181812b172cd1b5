// Arbitrary JSON-RPC params: wrong types, missing and extra fields, huge numbers, long strings,
// nulls and nested arrays — bounded in size so a property run stays cheap.
import fc from 'fast-check';

const hugeNumber = fc.bigInt({ min: -(1n << 80n), max: 1n << 80n });
const leaf = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), hugeNumber, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 40 }), fc.string({ minLength: 2000, maxLength: 3000 }));

export const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 })),
})).value;

/** Params objects that mix the method's own member names with arbitrary values. */
export function paramsFor(memberNames: readonly string[]): fc.Arbitrary<unknown> {
  const named = fc.dictionary(fc.constantFrom(...(memberNames.length ? memberNames : ['x'])), jsonValue, { maxKeys: 3 });
  return fc.oneof(named, jsonValue, fc.constant({}), fc.constant(undefined));
}

/** JSON-RPC ids a client may send: strings and integers, large ones included. */
export const rpcId = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.bigInt({ min: 0n, max: (1n << 63n) - 1n }));
