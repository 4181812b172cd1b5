// The spec's paging, limit and count rules (src/spec/utxo-paging.ts, src/spec/container-range.ts) and
// the JSON-RPC oracle for mutated bodies, each against hand-written pages and answers: what a conforming
// node answers breaks no rule, and a faulty answer breaks the one rule it should.
import { describe, expect, test } from 'vitest';
import { applyMutation, type Mutation, type RequestObject } from '../../properties/arbitraries/body-mutation.js';
import { expectedOutcome } from '../../src/spec/jsonrpc-oracle.js';
import { readPinned } from '../../src/check-list/pinned.js';
import { containersBreach, expectRange, judgedLast } from '../../src/spec/container-range.js';
import {
  advanceBreach,
  endsFetch,
  lastPageBreach,
  numFetchedBreach,
  pageBreaches,
  pageSize,
  unreached,
  unreachedBreach,
  utxoPages,
  withStartIndex,
  type PagedResult,
  type PagedUtxo,
} from '../../src/spec/utxo-paging.js';

const A = 'aa'.repeat(20);
const B = 'bb'.repeat(20);
const C = 'cc'.repeat(20);
const u = (id: string, ...owners: string[]): PagedUtxo => ({ id, owners });
const page = (
  utxos: PagedUtxo[],
  end?: { address: string | null; utxo: string },
  numFetched = BigInt(utxos.length),
): PagedResult => ({
  numFetched,
  utxos,
  endIndex: end ?? { address: utxos.at(-1)?.owners[0] ?? A, utxo: utxos.at(-1)?.id ?? '1111' },
});
const requested = new Set([A, B]);
const codes = (p: PagedResult, size = 3) => pageBreaches(p, requested, size).map((v) => v.code);

describe('getUTXOs page size (R2, P.limit.utxos)', () => {
  test.each([
    [undefined, 1024],
    [1n, 1],
    [5n, 5],
    [1023n, 1023],
    [1024n, 1024],
    [1025n, 1024],
    [2000n, 1024],
    [0n, null],
    [-1n, null],
  ])('limit %s gives pages of at most %s', (limit, size) => {
    expect(pageSize(limit)).toBe(size);
  });
});

describe('getUTXOs page rules', () => {
  test('a conforming page breaks no rule', () => {
    expect(codes(page([u('x', A), u('y', B, C), u('z', C, A)], { address: A, utxo: 'z' }))).toEqual([]);
    expect(codes(page([]))).toEqual([]);
  });
  test('numFetched that does not count the UTXOs', () => {
    expect(codes(page([u('x', A)], undefined, 2n))).toEqual(['utxo.num-fetched']);
    expect(numFetchedBreach(3n, 3)).toBeNull();
    expect(numFetchedBreach(4n, 3)).toMatchObject({ expected: '3', received: '4', path: '$.result.numFetched' });
  });
  test('more UTXOs than the page size breaks R2; above 1024 it is P.limit.utxos', () => {
    expect(codes(page([u('w', A), u('x', A), u('y', A), u('z', A)]))).toEqual(['utxo.page-size']);
    const many = Array.from({ length: 1025 }, (_, i) => u(`u${i}`, A));
    expect(pageBreaches(page(many), requested, 1024).map((v) => v.clause)).toEqual(['P.limit.utxos']);
  });
  test('a UTXO of another address breaks R1 (and endIndex cannot name a requested owner of it)', () => {
    expect(codes(page([u('x', A), u('y', C)], { address: A, utxo: 'y' }))).toEqual([
      'utxo.owner',
      'utxo.endindex-owner',
    ]);
  });
  test('endIndex naming the first UTXO, or an address that does not own the last, breaks R3', () => {
    expect(codes(page([u('x', A), u('y', A)], { address: A, utxo: 'x' }))).toEqual(['utxo.endindex-utxo']);
    expect(codes(page([u('x', A), u('y', A)], { address: B, utxo: 'y' }))).toEqual(['utxo.endindex-owner']);
    expect(codes(page([u('x', A), u('y', A)], { address: null, utxo: 'y' }))).toEqual(['utxo.endindex-owner']);
  });
  test('a page after startIndex = endIndex that ends at the same place breaks R3', () => {
    expect(advanceBreach('{"address":"P-a","utxo":"x"}', '{"address":"P-a","utxo":"y"}')).toBeNull();
    expect(advanceBreach('{"address":"P-a","utxo":"x"}', '{"address":"P-a","utxo":"x"}')?.code).toBe(
      'utxo.endindex-advances',
    );
  });
  test('R5: a short page ends the fetch and says so with numFetched below the limit', () => {
    expect(endsFetch(2, 3)).toBe(true);
    expect(endsFetch(3, 3)).toBe(false);
    expect(lastPageBreach(2n, 3)).toBeNull();
    expect(lastPageBreach(3n, 3)?.code).toBe('utxo.fetch-end');
  });
});

describe('getUTXOs walk completeness', () => {
  const counts = new Map([
    [A, 2],
    [B, 1],
  ]);
  test('every UTXO of every address reached, duplicates and shared UTXOs counted once', () => {
    const seen = new Map([u('x', A), u('y', A, B)].map((x) => [x.id, x]));
    expect(unreached(seen, counts)).toEqual([]);
  });
  test('a missing UTXO names its address and the counts', () => {
    const seen = new Map([u('x', A)].map((x) => [x.id, x]));
    expect(unreached(seen, counts)).toEqual([
      { owner: A, expected: 2, reached: 1 },
      { owner: B, expected: 1, reached: 0 },
    ]);
  });
  test('its breach is R5 unreached, at $.result.utxos, with both counts', () => {
    expect(unreachedBreach({ expected: 2, reached: 1 }, 'P-local1a', '3 page(s)')).toMatchObject({
      code: 'utxo.fetch-complete',
      clause: 'P.m.getUTXOs.R5',
      expected: '2 distinct UTXOs',
      received: '1 after 3 page(s)',
      path: '$.result.utxos',
    });
  });
});

describe('getUTXOs paging loop', () => {
  // Pages of 2 over five UTXOs 'a'…'e': startIndex is the last UTXO of the page before.
  const all = ['a', 'b', 'c', 'd', 'e'];
  const fetchPage = (start: unknown) => {
    const from = start === undefined ? 0 : all.indexOf((start as { utxo: string }).utxo) + 1;
    const utxos = all.slice(from, from + 2);
    return Promise.resolve({ utxos, endIndex: { utxo: utxos.at(-1) ?? 'e' } });
  };
  test('asks from the start, then from each endIndex, until a short page', async () => {
    const pages = utxoPages(fetchPage, { limit: 2, maxPages: 10 });
    const got: string[][] = [];
    for await (const p of pages) got.push(p.utxos);
    expect(got).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(pages.done()).toBe(true);
  });
  test('stops after maxPages, not done', async () => {
    const pages = utxoPages(fetchPage, { limit: 2, maxPages: 2 });
    let n = 0;
    for await (const _ of pages) n++;
    expect([n, pages.done()]).toEqual([2, false]);
  });
  test('the first request carries no startIndex', () => {
    expect(withStartIndex({ limit: 2 }, undefined)).toEqual({ limit: 2 });
    expect(withStartIndex({ limit: 2 }, { utxo: 'b' })).toEqual({ limit: 2, startIndex: { utxo: 'b' } });
  });
});

describe('getContainerRange rules', () => {
  test('R2: numToFetch 0 is empty, whatever startIndex', () => {
    expect(expectRange(5n, 0n, 3n).kind).toBe('empty');
  });
  test('R4 before R3: numToFetch above 1024 is an error', () => {
    expect(expectRange(0n, 1025n, 3n)).toMatchObject({ kind: 'error', clause: 'I.range.R4' });
    expect(expectRange(9n, 1025n, 3n)).toMatchObject({ kind: 'error', clause: 'I.range.R4' });
  });
  test('R3: startIndex past the last index is an error', () => {
    expect(expectRange(4n, 1n, 3n)).toMatchObject({ kind: 'error', clause: 'I.range.R3' });
  });
  test('R1 inside the index, R5 when it runs out', () => {
    expect(expectRange(1n, 2n, 3n)).toEqual({ kind: 'containers', from: 1n, to: 2n, clause: 'I.range.R1' });
    expect(expectRange(2n, 1024n, 3n)).toEqual({ kind: 'containers', from: 2n, to: 3n, clause: 'I.range.R5' });
    expect(expectRange(3n, 1n, 3n)).toEqual({ kind: 'containers', from: 3n, to: 3n, clause: 'I.range.R1' });
  });
  test('the containers answered are exactly those expected, in order', () => {
    const want = { kind: 'containers', from: 2n, to: 4n, clause: 'I.range.R1' } as const;
    expect(containersBreach(want, ['2', '3', '4'])).toBeNull();
    expect(containersBreach(want, ['4', '3', '2'])).toMatchObject({ code: 'range.containers', received: '4,3,2' });
    expect(containersBreach(want, ['2', '3'])).toMatchObject({ expected: '2,3,4', received: '2,3' });
  });
  test('a live index is judged by the last index read before the call unless the answer holds more', async () => {
    const after = () => Promise.resolve(9n);
    expect(await judgedLast(2n, 3, 4n, after)).toBe(4n);
    expect(await judgedLast(2n, 5, 4n, after)).toBe(6n);
    expect(await judgedLast(2n, 12, 4n, after)).toBe(9n);
  });
});

describe('JSON-RPC oracle for request bodies', () => {
  const cases: Array<[string, ReturnType<typeof expectedOutcome>]> = [
    ['{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}', { kind: 'answer', id: 1 }],
    ['{"jsonrpc":"2.0","id":"a","method":"platform.getHeight"}', { kind: 'answer', id: 'a' }],
    ['{"jsonrpc":"2.0","id":9007199254740993,"method":"m"}', { kind: 'answer', id: 9007199254740993n }],
    ['{"jsonrpc":"2.0","method":"platform.getHeight","params":{}}', { kind: 'notification' }],
    ['', { kind: 'parse-error' }],
    ['{"jsonrpc":"2.0","id":1,"method":', { kind: 'parse-error' }],
    ['{"jsonrpc":"2.0","id":1,"method":"m"}}', { kind: 'parse-error' }],
    ['\ufeff{}', { kind: 'parse-error' }],
    ['5', { kind: 'invalid-request', id: null, silent: false }],
    ['"x"', { kind: 'invalid-request', id: null, silent: false }],
    ['{"jsonrpc":"1.0","id":1,"method":"m"}', { kind: 'invalid-request', id: 1, silent: false }],
    ['{"jsonrpc":2,"id":1,"method":"m"}', { kind: 'invalid-request', id: 1, silent: false }],
    ['{"id":1,"method":"m"}', { kind: 'invalid-request', id: 1, silent: false }],
    ['{"jsonrpc":"2.0","id":1,"method":5}', { kind: 'invalid-request', id: 1, silent: false }],
    ['{"jsonrpc":"2.0","id":1}', { kind: 'invalid-request', id: 1, silent: false }],
    ['{"jsonrpc":"2.0","id":{},"method":"m"}', { kind: 'invalid-request', id: null, silent: false }],
    ['{}', { kind: 'invalid-request', id: null, silent: true }],
    ['{"jsonrpc":"1.0","method":"m"}', { kind: 'invalid-request', id: null, silent: true }],
  ];
  test.each(cases)('%j', (body, want) => {
    expect(expectedOutcome(body)).toEqual(want);
  });
  test('a 0 inserted before an integer id beyond 2^53 makes no JSON: a parse error, id null (the pinned envelope-fuzz counterexample)', () => {
    const body = '{"jsonrpc":"2.0","id":09007199254740992,"method":"platform.getHeight","params":{}}';
    const pinned = readPinned()
      .filter((p) => p.check === 'envelope-fuzz.mutated-bodies')
      .map((p) => p.example as unknown as { request: RequestObject; mutation: Mutation });
    expect(pinned.map((p) => applyMutation(p.request, p.mutation))).toContain(body);
    expect(expectedOutcome(body)).toEqual({ kind: 'parse-error' });
    // As the report previewed it (the bigint id written as a string): no JSON either.
    expect(
      expectedOutcome('{"jsonrpc":"2.0","id":0"9007199254740992","method":"platform.getHeight","params":{}}'),
    ).toEqual({ kind: 'parse-error' });
  });
  test('batches, null ids and scalar params are left to other checks', () => {
    expect(expectedOutcome('[]').kind).toBe('unjudged');
    expect(expectedOutcome('{"jsonrpc":"2.0","id":null,"method":"m"}').kind).toBe('unjudged');
    expect(expectedOutcome('{"jsonrpc":"2.0","id":1,"method":"m","params":5}').kind).toBe('unjudged');
  });
});
