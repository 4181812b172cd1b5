// Every arbitrary of properties/arbitraries keeps its contract: valid values parse with the schema
// they mirror, invalid ones do not, what is sent survives a JSON round trip unchanged, and sizes stay
// bounded. One helper runs each contract with a fixed seed.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Uint64 } from '../../schemas/primitives.js';
import { Params as UtxoParams } from '../../schemas/platform/getUTXOs.js';
import { HexOnly, HexOrJson } from '../../schemas/platform/records.js';
import { formatAddress } from '../../src/encoding/address.js';
import { parseJson, stringifyJson, type Json } from '../../src/json/lossless.js';
import { applyMutation, mutation } from '../../properties/arbitraries/body-mutation.js';
import { expectedOutcome } from '../../src/spec/jsonrpc-oracle.js';
import { enumeratedBodies } from '../../suites/_support/envelope-bodies.js';
import { anyCase, encodingAnyCase } from '../../properties/arbitraries/encoding.js';
import { deepArray, jsonValue, LONG_STRING, paramsFor } from '../../properties/arbitraries/json-params.js';
import { limitCase, limitParam } from '../../properties/arbitraries/limit.js';
import { rpcId } from '../../properties/arbitraries/rpc-id.js';
import { inWire, uint64, uint64In, UINT64_EDGES, UINT64_MAX, wire } from '../../properties/arbitraries/uint64.js';

/** Runs an arbitrary's contract on 300 values with a fixed seed (reproducible, cheap). */
function contract<T>(name: string, arb: fc.Arbitrary<T>, holds: (v: T) => void, numRuns = 300): void {
  test(name, () => {
    fc.assert(
      fc.property(arb, (v) => {
        holds(v);
      }),
      { seed: 20261122, numRuns },
    );
  });
}

/** What is sent is what was drawn: the JSON text parses back to the same text. */
const roundTrips = (v: unknown) => expect(stringifyJson(parseJson(stringifyJson(v)))).toBe(stringifyJson(v));

describe('uint64', () => {
  contract('every uint64 lies in [0, 2^64-1]', uint64, (v) => expect(v >= 0n && v <= UINT64_MAX).toBe(true));
  contract(
    'uint64In(min, max) stays within its bounds',
    fc.tuple(uint64, uint64).chain(([a, b]) => {
      const [min, max] = a <= b ? [a, b] : [b, a];
      return uint64In(min, max).map((v) => ({ v, min, max }));
    }),
    ({ v, min, max }) => expect(v >= min && v <= max).toBe(true),
  );
  contract(
    'both wire forms parse with the Uint64 schema to the value drawn, after a JSON round trip',
    inWire(uint64),
    (w) => {
      const sent = parseJson(stringifyJson({ v: w.json })) as { v: Json };
      expect(Uint64.parse(sent.v)).toBe(w.value);
      expect(w.form === 'string' ? typeof w.json === 'string' : typeof w.json !== 'string').toBe(true);
    },
  );
  test('the edges include the 32-, 53- and 64-bit limits, and a number beyond 2^53 is written exactly', () => {
    expect(UINT64_EDGES).toEqual(expect.arrayContaining([(1n << 32n) - 1n, (1n << 53n) + 1n, UINT64_MAX]));
    expect(stringifyJson({ h: wire((1n << 53n) + 1n, 'number') })).toBe('{"h":9007199254740993}');
    expect(stringifyJson({ h: wire(5n, 'string') })).toBe('{"h":"5"}');
  });
});

describe('getUTXOs limit', () => {
  contract(
    'a non-negative limit makes a request the params schema accepts; a negative one does not',
    limitCase,
    (l) => {
      const params = { addresses: [formatAddress('P', 'local', new Uint8Array(20).fill(7))], ...limitParam(l) };
      const sent = parseJson(stringifyJson(params));
      const ok = UtxoParams.safeParse(sent).success;
      expect(ok).toBe(l.kind === 'omitted' || BigInt(l.value) >= 0n);
    },
  );
  test('the limits drawn include omitted, 0, negative, 1, 1024, 1025 and 2000', () => {
    const seen = new Set(
      fc
        .sample(limitCase, { seed: 1, numRuns: 2000 })
        .map((l) => (l.kind === 'omitted' ? 'omitted' : l.value < 0n ? 'negative' : String(l.value))),
    );
    for (const v of ['omitted', 'negative', '0', '1', '1024', '1025', '2000']) expect(seen, v).toContain(v);
  });
});

describe('encodings', () => {
  contract(
    'anyCase keeps the letters of the name',
    fc.constantFrom('hex', 'json').chain((n) => anyCase(n).map((s) => ({ n, s }))),
    ({ n, s }) => expect(s.toLowerCase()).toBe(n),
  );
  contract('the documented name, lower-cased, parses with the method schema', encodingAnyCase(['hex', 'json']), (e) => {
    expect(HexOrJson.parse(e.sent.toLowerCase())).toBe(e.name);
    if (e.name === 'hex') expect(HexOnly.parse(e.sent.toLowerCase())).toBe('hex');
  });
});

describe('JSON params', () => {
  contract(
    'arbitrary params survive a JSON round trip (what is sent is what was drawn)',
    paramsFor(['height', 'encoding']),
    (p) => {
      if (p !== undefined) roundTrips(p);
    },
  );
  contract('json values stay small enough to send cheaply', jsonValue, (v) =>
    expect(stringifyJson(v).length).toBeLessThan(200_000),
  );
  contract('nested arrays are at most 64 deep', deepArray, (v) => {
    let depth = 0;
    for (let x: Json = v; Array.isArray(x); x = x[0]!) depth++;
    expect(depth).toBeGreaterThanOrEqual(1);
    expect(depth).toBeLessThanOrEqual(64);
  });
  test('params cover wrong types, nulls, huge numbers, long strings, nested arrays, {} and no params', () => {
    const texts = fc
      .sample(paramsFor(['height']), { seed: 3, numRuns: 3000 })
      .map((p) => (p === undefined ? 'undefined' : stringifyJson(p)));
    expect(texts).toContain('undefined');
    expect(texts).toContain('{}');
    expect(texts.some((s) => /null/.test(s))).toBe(true);
    expect(texts.some((s) => /\d{20,}/.test(s))).toBe(true);
    expect(texts.some((s) => s.length > 1000 && s.length < LONG_STRING * 20)).toBe(true);
    expect(texts.some((s) => /\[\[\[\[/.test(s))).toBe(true);
    expect(texts.some((s) => /"HEIGHT"/.test(s))).toBe(true);
  });
});

describe('JSON-RPC ids', () => {
  contract('ids are strings or integers, never null, and come back from JSON exactly', rpcId, (id) => {
    expect(typeof id === 'string' || typeof id === 'bigint' || Number.isInteger(id)).toBe(true);
    roundTrips({ id });
  });
  test('ids include integers beyond 2^53 and negative ones', () => {
    const ids = fc.sample(rpcId, { seed: 5, numRuns: 1000 });
    expect(ids.some((i) => typeof i === 'bigint' && i > 1n << 53n)).toBe(true);
    expect(ids.some((i) => (typeof i === 'bigint' || typeof i === 'number') && i < 0)).toBe(true);
  });
});

describe('body mutations', () => {
  const request = { jsonrpc: '2.0' as const, id: 7, method: 'platform.getHeight', params: {} };
  contract('every mutated body gets an expectation, and the unmutated one a plain answer', mutation, (m) => {
    const want = expectedOutcome(applyMutation(request, m));
    expect(['parse-error', 'invalid-request', 'notification', 'answer', 'unjudged']).toContain(want.kind);
    if (m.op === 'none') expect(want).toEqual({ kind: 'answer', id: 7 });
    if (m.op === 'truncate') expect(want.kind).toBe('parse-error');
  });
  test('an insertion or cut never splits a surrogate pair: the body stays what UTF-8 can carry', () => {
    // Found at --runs 1000 (seed 7): "}" inserted between the halves of U+10000 in the id, whose lone
    // halves went out as U+FFFD, so the echoed id could not match the model's.
    const astral = { ...request, id: ' \u{1109a}\u{10000}\u{10000}' };
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    for (let at = 0; at < 80; at++) {
      expect(applyMutation(astral, { op: 'insert', at, text: '}' })).not.toMatch(lone);
      expect(applyMutation(astral, { op: 'truncate', at })).not.toMatch(lone);
    }
  });
  test('the enumerated bodies: each JSON scalar and null before a request, each member missing or of each JSON type', () => {
    const bodies = enumeratedBodies().map((b) => b.body);
    for (const body of ['null', 'true', 'false', '0', '-1', '2.5', '""', '"x"', '[]', '{}', ' \n null'])
      expect(bodies).toContain(body);
    expect(bodies).toContain('null{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}');
    for (const member of ['jsonrpc', 'id', 'method', 'params']) {
      expect(bodies.filter((b) => b.startsWith('{"') && !b.includes(`"${member}"`))).toHaveLength(1);
      for (const v of ['null', 'true', '0', '2.5', '""', '"x"', '[]', '{}'])
        expect(bodies, `${member} ${v}`).toContain(JSON.stringify({ ...request, id: 1, [member]: JSON.parse(v) }));
    }
    expect(new Set(bodies).size).toBe(bodies.length);
  });
  test('the mutations reach every expectation', () => {
    const kinds = new Set(
      fc.sample(mutation, { seed: 9, numRuns: 2000 }).map((m) => expectedOutcome(applyMutation(request, m)).kind),
    );
    for (const k of ['parse-error', 'invalid-request', 'notification', 'answer']) expect(kinds, k).toContain(k);
  });
});
