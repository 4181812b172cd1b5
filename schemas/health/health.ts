// health.health: the last check results, optionally filtered by tags. H.rpc.health
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { HealthResult, TagsParams } from './result.js';

export const Params = TagsParams;
export const Result = HealthResult;
export type Result = z.infer<typeof Result>;

export const clauses = ['H.rpc.health', 'H.res.result', 'H.res.check'] as const satisfies readonly ClauseId[];
