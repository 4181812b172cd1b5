// Arbitraries keep their contracts: params are JSON a client can send, ids are strings or integers.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { stringifyJson, parseJson } from '../src/json/lossless.js';
import { jsonValue, paramsFor, rpcId } from '../properties/arbitraries/json-params.js';

describe('arbitraries', () => {
  test('arbitrary params survive a JSON round trip (what is sent is what was generated)', () => {
    fc.assert(
      fc.property(paramsFor(['height', 'encoding']), (p) => {
        if (p === undefined) return;
        expect(parseJson(stringifyJson(p))).toEqual(parseJson(stringifyJson(parseJson(stringifyJson(p)))));
      }),
      { seed: 1, numRuns: 200 },
    );
  });

  test('json values stay small enough to send cheaply', () => {
    fc.assert(fc.property(jsonValue, (v) => stringifyJson(v).length < 200_000), { seed: 2, numRuns: 200 });
  });

  test('ids are strings or integers', () => {
    fc.assert(fc.property(rpcId, (id) => typeof id === 'string' || typeof id === 'bigint' || Number.isInteger(id)), { seed: 3, numRuns: 200 });
  });
});
