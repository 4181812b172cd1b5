// platform.getValidatorFeeState. P.m.getValidatorFeeState
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { ValidatorFeeState } from './records.js';

export const Params = z.object({});
export const Result = ValidatorFeeState;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getValidatorFeeState',
  'P.res.validator-fee-state',
  'P.conv.rfc3339',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];
