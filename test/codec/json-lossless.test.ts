// The harness's JSON reader and writer (src/json/lossless.ts) take the engine's JSON.parse and
// JSON.stringify where they can, marking integers beyond 2^53: every value and text must come out
// exactly as lossless-json's reader and writer give them.
import fc from 'fast-check';
import { isInteger, parse as losslessParse, stringify as losslessStringify } from 'lossless-json';
import { describe, expect, test } from 'vitest';
import { MAX_JSON_DEPTH, parseJson, parseJsonQuick, stringifyJson, type Json } from '../../src/json/lossless.js';

/** lossless-json's reading with the harness's numbers: integers beyond 2^53 as bigint, others as number. */
function losslessRead(text: string): unknown {
  return losslessParse(text, null, (t: string) => {
    if (!isInteger(t)) return Number(t);
    const n = Number(t);
    return Number.isSafeInteger(n) ? n : BigInt(t);
  });
}

/** Code points from 0xD800 on come after the surrogate halves, which `unit: 'binary'` leaves out. */
const SURROGATES = 0x800;
/**
 * One code point of any value but a surrogate half: fast-check's `unit: 'binary'`, drawn from an integer.
 * That unit builds a map of all 1,112,064 code points the first time a process uses it (1.4 s of CPU);
 * with the unmapper fast-check still slips its dangerous keys (__proto__, constructor, …) into strings.
 */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff - SURROGATES }).map(
  (n) => String.fromCodePoint(n < 0xd800 ? n : n + SURROGATES),
  (s) => {
    const cp = typeof s === 'string' ? s.codePointAt(0) : undefined;
    if (cp === undefined || String.fromCodePoint(cp) !== s || (cp >= 0xd800 && cp < 0xe000))
      throw new Error('not one code point');
    return cp < 0xd800 ? cp : cp - SURROGATES;
  },
);

/** Strings of any code point (the U+0001 mark among them), and integers on both sides of 2^53. */
const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.bigInt({ min: -(1n << 70n), max: 1n << 70n }).filter((b) => !Number.isSafeInteger(Number(b))),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: anyCodePoint }),
  fc.constantFrom('\u0001', '\u00011234567890123456789', ':12345678901234567890', null, true, false),
);
const value: fc.Arbitrary<Json> = fc.letrec<{ v: Json }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('v'), { maxLength: 5 }),
    fc.dictionary(fc.string({ unit: anyCodePoint, maxLength: 6 }), tie('v'), { maxKeys: 5 }),
  ),
})).v;

describe('lossless JSON', () => {
  test('stringifyJson writes what lossless-json writes, indented or not', () => {
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2), (v, indent) => {
        expect(stringifyJson(v, indent)).toBe(losslessStringify(v, undefined, indent));
      }),
      { seed: 20261124, numRuns: 2000 },
    );
  });

  test('parseJson reads what lossless-json reads', () => {
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2), (v, indent) => {
        const text = losslessStringify(v, undefined, indent)!;
        expect(parseJson(text)).toEqual(losslessRead(text));
      }),
      { seed: 20261124, numRuns: 2000 },
    );
  });

  test('integers beyond 2^53 are exact in arrays, members and alone; a safe 16-digit one stays a number', () => {
    const text =
      '{"a":[18446744073709551615,-9007199254740993,1.5e300],"b":9007199254740991,"c":"99999999999999999999","d":12345678901234567890}';
    expect(parseJson(text)).toEqual({
      a: [18446744073709551615n, -9007199254740993n, 1.5e300],
      b: 9007199254740991,
      c: '99999999999999999999',
      d: 12345678901234567890n,
    });
    expect(parseJsonQuick(text).plain).toBe(false);
    expect(parseJson('18446744073709551615')).toBe(18446744073709551615n);
    expect(stringifyJson({ a: [1n << 64n, -(1n << 60n)], s: 'x' })).toBe(
      '{"a":[18446744073709551616,-1152921504606846976],"s":"x"}',
    );
  });

  test('a number JSON does not allow is refused, also an integer beyond 2^53: a leading zero is no JSON', () => {
    for (const text of ['09007199254740992', '{"id":09007199254740992}', '[-012345678901234567]', '{"a":01}'])
      expect(() => parseJson(text), text).toThrow();
    expect(parseJson('[0,-0,10000000000000000000]')).toEqual([0, -0, 10000000000000000000n]);
  });

  test('a string holding the mark, escaped in the text, stays a string; a repeated key is refused', () => {
    expect(parseJson('{"a":"\\u00011234","b":12345678901234567890}')).toEqual({
      a: '\u00011234',
      b: 12345678901234567890n,
    });
    expect(stringifyJson({ a: '\u00011234', b: 1n << 60n })).toBe('{"a":"\\u00011234","b":1152921504606846976}');
    expect(() => parseJson('{"a":1,"a":2,"b":12345678901234567890}')).toThrow(/duplicate key/i);
  });

  test('nesting deeper than the limit is refused whether the text parses or not; at the limit it reads', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1))).toThrow(/nested deeper than 256/);
    expect(() => parseJson(nested(100_000))).toThrow(/nested deeper than 256/);
    expect(() => parseJson(nested(100_000).slice(1))).toThrow(/nested deeper than 256/);
    expect(() => parseJson('{"a":' + nested(MAX_JSON_DEPTH) + '}')).toThrow(/nested deeper than 256/);
    expect(parseJson(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    // Large texts (their start is checked before parsing): brackets in a string are no nesting; nesting
    // past the limit further in is refused all the same; at the limit with a long tail it reads.
    const pad = 'x'.repeat(5000);
    expect(parseJson(`{"s":"${'['.repeat(300)}","t":"${pad}"}`)).toEqual({ s: '['.repeat(300), t: pad });
    expect(() => parseJson(`["${pad}",${nested(MAX_JSON_DEPTH)}]`)).toThrow(/nested deeper than 256/);
    expect(parseJson(`${'['.repeat(MAX_JSON_DEPTH)}"${pad}"${']'.repeat(MAX_JSON_DEPTH)}`)).toBeInstanceOf(Array);
  });

  test('a key repeated with another value is refused, also when a string holds a colon or an escaped quote', () => {
    expect(() => parseJson('{"t":"12:00","a":1,"a":2}')).toThrow(/duplicate key/i);
    expect(() => parseJson('{"q":"x\\":","a":1,"a":2}')).toThrow(/duplicate key/i);
    expect(parseJson('{"t":"12:00","a":{"b:c":1}}')).toEqual({ t: '12:00', a: { 'b:c': 1 } });
  });
});
