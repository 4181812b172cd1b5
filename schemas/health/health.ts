// health.health: the last check results, optionally filtered by tags. H.rpc.health
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { HealthResult, TagsParams } from './result.js';
import { defineMethod } from '../method.js';
import { T, check } from '../samples.js';
import { CHECK_RECORD } from '../../src/check-list/field-sources.js';

export const Params = TagsParams;
export const Result = HealthResult;
export type Result = z.infer<typeof Result>;

export const clauses = ['H.rpc.health', 'H.res.result', 'H.res.check'] as const satisfies readonly ClauseId[];

export const method = defineMethod('health.health', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: {
    params: { tags: ['11111111111111111111111111111111LpoYY'] },
    result: { checks: { P: check, database: { timestamp: T, duration: 1 } }, healthy: true },
  },
  fields: {
    '$.checks': { checks: ['health.rpc.health-agrees-with-get', 'health.tag.rpc-health'] },
    '$.checks.*': CHECK_RECORD,
    '$.checks.*.error': { checks: ['health.rpc.health-agrees-with-get', 'health.rpc.health-healthy'] },
    '$.healthy': { checks: ['health.rpc.health-agrees-with-get', 'health.rpc.health-healthy'] },
  },
});
