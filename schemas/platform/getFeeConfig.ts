// platform.getFeeConfig. P.m.getFeeConfig
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { FeeConfig } from './records.js';

export const Params = z.object({});
export const Result = FeeConfig;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getFeeConfig',
  'P.res.fee-config',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];
