// uint64 values (P.conv.uint64-forms) and their two wire forms: a decimal string and a JSON number
// (written as an exact integer literal beyond 2^53). Biased toward the edges a decoder gets wrong.
import fc from 'fast-check';

export const UINT64_MAX = (1n << 64n) - 1n;

/** Values where 32-bit, 53-bit (double) and 64-bit decoders break. */
export const UINT64_EDGES: readonly bigint[] = [
  0n,
  1n,
  (1n << 32n) - 1n,
  1n << 32n,
  (1n << 53n) - 1n,
  1n << 53n,
  (1n << 53n) + 1n,
  1n << 63n,
  UINT64_MAX - 1n,
  UINT64_MAX,
];

/** Any uint64, often an edge value or a small one. */
export const uint64 = fc.oneof(
  fc.constantFrom(...UINT64_EDGES),
  fc.bigInt({ min: 0n, max: 4096n }),
  fc.bigInt({ min: 0n, max: UINT64_MAX }),
);

/** A uint64 in [min, max], with both bounds drawn often. */
export function uint64In(min: bigint, max: bigint): fc.Arbitrary<bigint> {
  if (max < min) throw new Error(`uint64In: empty range [${min}, ${max}]`);
  return fc.oneof(fc.constantFrom(min, max), fc.bigInt({ min, max }));
}

export type Uint64Form = 'string' | 'number';
/** A uint64 as JSON: a decimal string, or a number (a bigint beyond 2^53, so the literal stays exact). */
export type Uint64Json = string | number | bigint;
export const uint64Form: fc.Arbitrary<Uint64Form> = fc.constantFrom('string', 'number');

/** The JSON a client sends for v in one form: "123" or 123 (a bigint, so the literal stays exact). */
export function wire(v: bigint, form: Uint64Form): Uint64Json {
  if (form === 'string') return v.toString();
  return Number.isSafeInteger(Number(v)) && v >= 0n ? Number(v) : v;
}

export interface Uint64Wire {
  value: bigint;
  form: Uint64Form;
  json: Uint64Json;
}

/** A value of `values` in a drawn wire form. */
export function inWire(values: fc.Arbitrary<bigint>): fc.Arbitrary<Uint64Wire> {
  return fc.tuple(values, uint64Form).map(([value, form]) => ({ value, form, json: wire(value, form) }));
}
