// health.readiness: the last startup check evaluation. H.rpc.readiness
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { HealthResult, TagsParams } from './result.js';
import { defineMethod } from '../method.js';
import { T } from '../samples.js';
import { CHECK_RECORD } from '../../src/check-list/field-sources.js';

export const Params = TagsParams;

/** A health result that contains the `bootstrapped` check. */
export const Result = HealthResult.refine((r) => Object.hasOwn(r.checks, 'bootstrapped'), {
  message: 'a readiness result contains the bootstrapped check (H.rpc.readiness)',
  path: ['checks', 'bootstrapped'],
});
export type Result = z.infer<typeof Result>;

export const clauses = ['H.rpc.readiness', 'H.res.result', 'H.res.check'] as const satisfies readonly ClauseId[];

export const method = defineMethod('health.readiness', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: {
    params: {},
    result: { checks: { bootstrapped: { message: [], timestamp: T, duration: 3 } }, healthy: true },
  },
  fields: {
    '$.checks': { checks: ['health.tag.rpc-readiness'] },
    '$.checks.*': CHECK_RECORD,
    '$.checks.*.error': { checks: ['health.rpc.readiness-healthy'] },
    '$.healthy': { checks: ['health.rpc.readiness-healthy'] },
  },
});
