// keystore.listUsers (deprecated as of v1.9.12). K.listUsers
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';

export const Params = z.object({});
export const Result = z.looseObject({ users: z.array(z.string()) });
export type Result = z.infer<typeof Result>;

export const clauses = ['K.listUsers', 'K.ver.deprecated'] as const satisfies readonly ClauseId[];
