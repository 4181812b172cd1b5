// info.uptime (spec/info-api.md): the node's uptime as the Primary Network's validators see it. I.info.uptime
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { PercentString } from './records.js';
import { defineMethod } from '../method.js';

export const Params = z.object({});

/** Two percentages, decimal strings (four fractional digits as the node writes them); their range is a check's. */
export const Result = z.looseObject({
  rewardingStakePercentage: PercentString,
  weightedAveragePercentage: PercentString,
});
export type Result = z.infer<typeof Result>;

export const clauses = ['I.info.uptime', 'I.info.uptime.validator'] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.uptime', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { rewardingStakePercentage: '100.0000', weightedAveragePercentage: '97.1234' } },
  fields: {
    // At least the share of the total weight its own stake gives a validator (getCurrentValidators, getTotalStake).
    $: { checks: ['uptime.own-stake'] },
  },
});
