// info.isBootstrapped (spec/info-api.md). I.info.isBootstrapped
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { defineMethod } from '../method.js';

/** chain: an alias or a chain ID (required: missing or empty is an error). */
export const Params = z.object({ chain: z.string() });

export const Result = z.looseObject({ isBootstrapped: z.boolean() });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.info.isBootstrapped',
  'I.info.isBootstrapped.health',
  'I.info.isBootstrapped.unknown',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.isBootstrapped', Params, Result).with({
  clauses,
  example: () => ({ chain: 'P' }),
  sample: { params: { chain: 'P' }, result: { isBootstrapped: true } },
  fields: {
    '$.isBootstrapped': { checks: ['isBootstrapped.agrees-with-health'] },
  },
});
