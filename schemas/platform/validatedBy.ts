// platform.validatedBy. P.m.validatedBy
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';

export const Params = z.object({ blockchainID: CB58Id });

export const Result = z.looseObject({ subnetID: CB58Id });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.validatedBy', 'P.conv.id-cb58'] as const satisfies readonly ClauseId[];
