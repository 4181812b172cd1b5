// platform.getFeeState. P.m.getFeeState
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { FeeState } from './records.js';

export const Params = z.object({});
export const Result = FeeState;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getFeeState',
  'P.res.fee-state',
  'P.conv.rfc3339',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];
