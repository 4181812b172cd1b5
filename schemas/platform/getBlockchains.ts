// platform.getBlockchains (deprecated as of v1.9.12). P.m.getBlockchains
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Blockchain } from './records.js';

/** No params: an empty object (P.env.request). */
export const Params = z.object({});

/** All blockchains except the platform chain. */
export const Result = z.looseObject({ blockchains: z.array(Blockchain) });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getBlockchains',
  'P.res.blockchain',
  'P.conv.id-cb58',
  'P.ver.deprecated',
] as const satisfies readonly ClauseId[];
