// platform.getFeeConfig. P.m.getFeeConfig
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { FeeConfig } from './records.js';
import { defineMethod } from '../method.js';
import { type FieldSource } from '../../src/check-list/field-sources.js';

export const Params = z.object({});
export const Result = FeeConfig;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getFeeConfig',
  'P.res.fee-config',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];

/** getFeeState's price is ACP-103's of its excess under these two. */
const GAS_PRICE: FieldSource = { checks: ['getFeeState.price-from-excess'] };

export const method = defineMethod('platform.getFeeConfig', Params, Result).with({
  clauses,
  since: '1.11.11',
  example: () => ({}),
  sample: {
    params: {},
    result: {
      weights: [1, 1000, 1000, 4],
      maxCapacity: 1000000,
      maxPerSecond: 100000,
      targetPerSecond: 50000,
      minPrice: 1,
      excessConversionConstant: 2164043,
    },
  },
  fields: {
    '$.weights': {
      reason:
        "the gas weight of each dimension (bandwidth, reads, writes, compute): a tx's gas is its complexity weighed by them, and the model computes no tx's complexity, so the fees the blocks' txs paid bound no weight (not yet cross-checked)",
    },
    // Bounds: capacity never above maxCapacity nor below it less excess once refilled, excess no more than the blocks
    // could add and targetPerSecond drain.
    '$.maxCapacity': { checks: ['getFeeState.agrees-with-blocks'] },
    '$.maxPerSecond': {
      reason:
        "the gas per second capacity refills at: with no tx's gas known, the blocks bound capacity only by maxCapacity, and getFeeState.agrees-with-blocks reads maxPerSecond only to tell when capacity was full again (not yet cross-checked)",
    },
    '$.targetPerSecond': { checks: ['getFeeState.agrees-with-blocks'] },
    '$.minPrice': GAS_PRICE,
    '$.excessConversionConstant': GAS_PRICE,
  },
});
