// The pure parts of the properties: the getUTXOs paging model, the getContainerRange model and the
// JSON-RPC oracle for mutated bodies — each shown to accept what a conforming node answers and to
// name the rule a faulty answer breaks.
import { describe, expect, test } from 'vitest';
import { expectedOutcome } from '../properties/arbitraries/body-mutation.js';
import { expectRange } from '../properties/_support/range-model.js';
import { incomplete, pageViolations, type ModelPage, type ModelUtxo } from '../properties/_support/utxo-model.js';

const A = 'aa'.repeat(20);
const B = 'bb'.repeat(20);
const C = 'cc'.repeat(20);
const u = (id: string, ...owners: string[]): ModelUtxo => ({ id, owners });
const page = (
  utxos: ModelUtxo[],
  end?: { address: string | null; utxo: string },
  numFetched = BigInt(utxos.length),
): ModelPage => ({
  numFetched,
  utxos,
  endIndex: end ?? { address: utxos.at(-1)?.owners[0] ?? A, utxo: utxos.at(-1)?.id ?? '1111' },
});
const requested = new Set([A, B]);
const rules = (p: ModelPage, size = 3) => pageViolations(p, requested, size).map((v) => v.clause);

describe('getUTXOs page rules', () => {
  test('a conforming page breaks no rule', () => {
    expect(rules(page([u('x', A), u('y', B, C), u('z', C, A)], { address: A, utxo: 'z' }))).toEqual([]);
    expect(rules(page([]))).toEqual([]);
  });
  test('numFetched that does not count the UTXOs', () => {
    expect(rules(page([u('x', A)], undefined, 2n))).toEqual(['P.m.getUTXOs']);
  });
  test('more UTXOs than the page size breaks R2', () => {
    expect(rules(page([u('w', A), u('x', A), u('y', A), u('z', A)]))).toEqual(['P.m.getUTXOs.R2']);
  });
  test('a UTXO of another address breaks R1', () => {
    expect(rules(page([u('x', A), u('y', C)], { address: A, utxo: 'y' }))).toEqual([
      'P.m.getUTXOs.R1',
      'P.m.getUTXOs.R3',
    ]);
  });
  test('endIndex naming the first UTXO, or an address that does not own the last, breaks R3', () => {
    expect(rules(page([u('x', A), u('y', A)], { address: A, utxo: 'x' }))).toEqual(['P.m.getUTXOs.R3']);
    expect(rules(page([u('x', A), u('y', A)], { address: B, utxo: 'y' }))).toEqual(['P.m.getUTXOs.R3']);
    expect(rules(page([u('x', A), u('y', A)], { address: null, utxo: 'y' }))).toEqual(['P.m.getUTXOs.R3']);
  });
});

describe('getUTXOs walk completeness', () => {
  const counts = new Map([
    [A, 2],
    [B, 1],
  ]);
  test('every UTXO of every address reached, duplicates and shared UTXOs counted once', () => {
    const seen = new Map([u('x', A), u('y', A, B)].map((x) => [x.id, x]));
    expect(incomplete(seen, counts)).toEqual([]);
  });
  test('a missing UTXO names its address and the counts', () => {
    const seen = new Map([u('x', A)].map((x) => [x.id, x]));
    expect(incomplete(seen, counts)).toEqual([
      { owner: A, expected: 2, reached: 1 },
      { owner: B, expected: 1, reached: 0 },
    ]);
  });
});

describe('getContainerRange model', () => {
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
  test('batches, null ids and scalar params are left to other checks', () => {
    expect(expectedOutcome('[]').kind).toBe('unjudged');
    expect(expectedOutcome('{"jsonrpc":"2.0","id":null,"method":"m"}').kind).toBe('unjudged');
    expect(expectedOutcome('{"jsonrpc":"2.0","id":1,"method":"m","params":5}').kind).toBe('unjudged');
  });
});
