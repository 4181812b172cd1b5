// getUTXOs `limit` (P.m.getUTXOs.R2): omitted, 0, negative, 1 … 2000 (edges 1, 1023–1025, 2000), in
// either uint64 form. A negative limit is not a uint64: the request is then outside the params schema.
import fc from 'fast-check';
import type { Json } from '../../src/json/lossless.js';
import { uint64Form, wire } from './uint64.js';

export type LimitCase = { kind: 'omitted' } | { kind: 'value'; value: bigint; json: Json };

const positive = fc.oneof(fc.constantFrom(1n, 2n, 1023n, 1024n, 1025n, 2000n), fc.bigInt({ min: 1n, max: 2000n }));
const negative = fc.oneof(fc.constantFrom(-1n, -1024n, -(1n << 31n)), fc.bigInt({ min: -2000n, max: -1n }));

export const limitCase: fc.Arbitrary<LimitCase> = fc.oneof(
  { arbitrary: fc.constant<LimitCase>({ kind: 'omitted' }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constant(0n), uint64Form)
      .map(([value, f]): LimitCase => ({ kind: 'value', value, json: wire(value, f) })),
    weight: 1,
  },
  {
    arbitrary: fc.tuple(negative, uint64Form).map(([value, f]): LimitCase => ({
      kind: 'value',
      value,
      json: f === 'string' ? value.toString() : Number(value),
    })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(positive, uint64Form)
      .map(([value, f]): LimitCase => ({ kind: 'value', value, json: wire(value, f) })),
    weight: 8,
  },
);

/** The limit a case asks for, as the rules read it (src/spec/utxo-paging.ts pageSize): undefined when omitted. */
export const limitAsked = (limit: LimitCase): bigint | undefined =>
  limit.kind === 'omitted' ? undefined : BigInt(limit.value);

/** The limit member of a request, or nothing when omitted. */
export function limitParam(limit: LimitCase): { limit?: Json } {
  return limit.kind === 'omitted' ? {} : { limit: limit.json };
}
