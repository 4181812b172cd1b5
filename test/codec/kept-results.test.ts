// The process's kept results (src/kept-results.ts) and the CB58 decoder that keeps its payloads: a kept result
// is the one computed, the oldest goes past the bound, a failure is never kept, and every caller gets its own bytes.
import { expect, test } from 'vitest';
import { KeptResults } from '../../src/kept-results.js';
import { cb58Decode, cb58Encode } from '../../src/encoding/cb58.js';

test('a result is computed once per input; past the bound the oldest is computed again; a throw keeps nothing', () => {
  const computed: string[] = [];
  const kept = new KeptResults<string, string>(2);
  const upper = (s: string) => kept.get(s, () => (computed.push(s), s.toUpperCase()));
  expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
  expect(computed).toEqual(['a', 'b']);
  upper('c');
  upper('b');
  upper('a');
  expect(computed).toEqual(['a', 'b', 'c', 'a']);
  let calls = 0;
  const failing = () => {
    calls++;
    throw new Error('no');
  };
  expect(() => kept.get('x', failing)).toThrow('no');
  expect(() => kept.get('x', failing)).toThrow('no');
  expect(calls).toBe(2);
});

test('CB58: a decoded text gives each caller its own copy; a text with a bad checksum fails every time', () => {
  const payload = Uint8Array.from({ length: 32 }, (_, i) => i);
  const text = cb58Encode(payload);
  const first = cb58Decode(text);
  first.fill(0);
  expect(cb58Decode(text)).toEqual(payload);
  const last = text.at(-1) === '2' ? '3' : '2';
  const broken = text.slice(0, -1) + last;
  expect(() => cb58Decode(broken)).toThrow(/checksum/);
  expect(() => cb58Decode(broken)).toThrow(/checksum/);
});
