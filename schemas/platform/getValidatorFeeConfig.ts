// platform.getValidatorFeeConfig. P.m.getValidatorFeeConfig
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { ValidatorFeeConfig } from './records.js';
import { defineMethod } from '../method.js';
import { type FieldSource } from '../../src/check-list/field-sources.js';

export const Params = z.object({});
export const Result = ValidatorFeeConfig;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getValidatorFeeConfig',
  'P.res.validator-fee-config',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];

/** getValidatorFeeState's price is ACP-77's of its excess under these two. */
const VALIDATOR_PRICE: FieldSource = { checks: ['getValidatorFeeState.price-from-excess'] };

export const method = defineMethod('platform.getValidatorFeeConfig', Params, Result).with({
  clauses,
  since: '1.12.2',
  example: () => ({}),
  sample: {
    params: {},
    result: {
      capacity: 20000,
      target: 10000,
      minPrice: 512,
      excessConversionConstant: 1246488515,
      targetPerSecond: 50000,
    },
  },
  fields: {
    '$.capacity': {
      reason:
        'the most L1 validators the P-Chain keeps active (a tx that would activate one more is refused): the L1 validators the blocks added bound it from below only, no tighter than their count (not yet cross-checked)',
    },
    // A bound: excess no more than the L1 validators the blocks added could build up above it.
    '$.target': { checks: ['getValidatorFeeState.agrees-with-blocks'] },
    '$.minPrice': VALIDATOR_PRICE,
    '$.excessConversionConstant': VALIDATOR_PRICE,
    '$.targetPerSecond': {
      reason:
        "a member only the spec's example shows (P.res.validator-fee-config): the node's validator fee configuration has no such parameter, and no rule relates it to another answer",
    },
  },
});
