// platform.getValidatorFeeConfig. P.m.getValidatorFeeConfig
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { ValidatorFeeConfig } from './records.js';

export const Params = z.object({});
export const Result = ValidatorFeeConfig;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getValidatorFeeConfig',
  'P.res.validator-fee-config',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];
