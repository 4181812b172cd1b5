// health.liveness: empty checks, healthy true. H.rpc.liveness
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CheckResponse } from './result.js';
import { defineMethod } from '../method.js';

/** No params. */
export const Params = z.object({});

export const Result = z.looseObject({
  checks: z
    .record(z.string(), CheckResponse)
    .refine((c) => Object.keys(c).length === 0, 'liveness checks must be empty (H.rpc.liveness)'),
  healthy: z.literal(true),
});
export type Result = z.infer<typeof Result>;

export const clauses = ['H.rpc.liveness', 'H.res.result'] as const satisfies readonly ClauseId[];

export const method = defineMethod('health.liveness', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { checks: {}, healthy: true } },
  fields: {
    $: { checks: ['health.rpc.liveness-agrees-with-get'] },
    '$.checks.*': {
      reason:
        'liveness answers empty checks (H.rpc.liveness; health.rpc.liveness-empty fails any record): no record occurs to hold to a second source',
    },
  },
});
