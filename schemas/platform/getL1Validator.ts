// platform.getL1Validator. P.m.getL1Validator
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { L1ValidatorRecord } from './records.js';

/** validationID: one CB58 ID string (required). */
export const Params = z.object({ validationID: CB58Id });

export const Result = L1ValidatorRecord;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getL1Validator',
  'P.res.l1-validator',
  'P.res.output-owners',
  'P.conv.bytes-hex',
] as const satisfies readonly ClauseId[];
