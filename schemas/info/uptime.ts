// info.uptime (spec/info-api.md): the node's uptime as the Primary Network's validators see it. I.info.uptime
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { PercentString } from './records.js';

export const Params = z.object({});

/** Two percentages, decimal strings (four fractional digits as the node writes them); their range is a check's. */
export const Result = z.looseObject({
  rewardingStakePercentage: PercentString,
  weightedAveragePercentage: PercentString,
});
export type Result = z.infer<typeof Result>;

export const clauses = ['I.info.uptime', 'I.info.uptime.validator'] as const satisfies readonly ClauseId[];
