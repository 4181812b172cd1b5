// platform.validates. P.m.validates
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';

export const Params = z.object({ subnetID: CB58Id });

export const Result = z.looseObject({ blockchainIDs: z.array(CB58Id) });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.validates', 'P.conv.id-cb58'] as const satisfies readonly ClauseId[];
