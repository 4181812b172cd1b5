// platform.getTimestamp. P.m.getTimestamp
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Rfc3339 } from '../primitives.js';
import { defineMethod } from '../method.js';
import { T } from '../samples.js';

export const Params = z.object({});

/**
 * One RFC 3339 string with the chain time. The spec is ambiguous about its member: the signature
 * names it `time`, the example `timestamp`. Either documented form is accepted.
 */
export const TimeForm = z.looseObject({ time: Rfc3339 });
export const TimestampForm = z.looseObject({ timestamp: Rfc3339 });
export const Result = z.union([TimeForm, TimestampForm]);
export type Result = z.infer<typeof Result>;

/** The chain time whichever member carried it. */
export function chainTime(r: Result): string {
  return 'time' in r && typeof r.time === 'string' ? r.time : (r as z.infer<typeof TimestampForm>).timestamp;
}

export const clauses = ['P.m.getTimestamp', 'P.conv.rfc3339'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getTimestamp', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { time: T } },
  fields: {
    $: { checks: ['getTimestamp.not-before-last-block'] },
  },
});
