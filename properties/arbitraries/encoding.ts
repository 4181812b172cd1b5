// Encoding names in arbitrary letter case ("hex" → "hEX"), for the `encoding` param of the methods
// that take one (P.limit.encodings, I.encoding).
import fc from 'fast-check';

/** name with each letter's case drawn; the all-lower spelling is one of the values. */
export function anyCase(name: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
}

/** One of the documented names, in a drawn letter case. */
export function encodingAnyCase(allowed: readonly string[]): fc.Arbitrary<{ name: string; sent: string }> {
  return fc.constantFrom(...allowed).chain((name) => anyCase(name).map((sent) => ({ name, sent })));
}
