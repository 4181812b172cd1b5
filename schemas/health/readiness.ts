// health.readiness: the last startup check evaluation. H.rpc.readiness
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { HealthResult, TagsParams } from './result.js';

export const Params = TagsParams;

/** A health result that contains the `bootstrapped` check. */
export const Result = HealthResult.refine((r) => Object.hasOwn(r.checks, 'bootstrapped'), {
  message: 'a readiness result contains the bootstrapped check (H.rpc.readiness)',
  path: ['checks', 'bootstrapped'],
});
export type Result = z.infer<typeof Result>;

export const clauses = ['H.rpc.readiness', 'H.res.result', 'H.res.check'] as const satisfies readonly ClauseId[];
