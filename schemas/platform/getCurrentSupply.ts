// platform.getCurrentSupply. P.m.getCurrentSupply
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { OptionalSubnetParams } from './records.js';
import { defineMethod } from '../method.js';

export const Params = OptionalSubnetParams;

/** supply: uint64, a decimal string in the example; either form accepted (P.conv.uint64-forms). */
export const Result = z.looseObject({ supply: Uint64 });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.getCurrentSupply', 'P.conv.uint64-forms'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getCurrentSupply', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { supply: '365865167637779183' } },
  fields: {
    // The node's running total (initial supply plus the potential rewards of the stakers it added): no block carries
    // it; it bounds the stake, and moves by each staker's potential reward as the state machine's stakers start and end.
    '$.supply': { checks: ['getCurrentSupply.holds-stake', 'stateful.getCurrentSupply.follows-stakers'] },
  },
});
