// platform.getValidatorFeeState. P.m.getValidatorFeeState
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { ValidatorFeeState } from './records.js';
import { defineMethod } from '../method.js';

export const Params = z.object({});
export const Result = ValidatorFeeState;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getValidatorFeeState',
  'P.res.validator-fee-state',
  'P.conv.rfc3339',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getValidatorFeeState', Params, Result).with({
  clauses,
  since: '1.12.2',
  example: () => ({}),
  sample: { params: {}, result: { excess: 0, price: 1, timestamp: '2021-09-07T00:00:00-04:00' } },
  fields: {
    '$.excess': { checks: ['getValidatorFeeState.agrees-with-blocks', 'getValidatorFeeState.price-from-excess'] },
    '$.price': { checks: ['getValidatorFeeState.price-from-excess'] },
    '$.timestamp': { checks: ['getValidatorFeeState.timestamp-is-chain-time'] },
  },
});
