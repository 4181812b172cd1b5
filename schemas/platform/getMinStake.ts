// platform.getMinStake. P.m.getMinStake
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { OptionalSubnetParams } from './records.js';
import { defineMethod } from '../method.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';

export const Params = OptionalSubnetParams;

export const Result = z.looseObject({ minValidatorStake: Uint64, minDelegatorStake: Uint64 });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.getMinStake', 'P.conv.uint64-forms'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getMinStake', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: {
    params: { subnetID: EMPTY_ID },
    result: { minValidatorStake: '2000000000000', minDelegatorStake: '25000000000' },
  },
  fields: {
    // An elastic subnet's: its TransformSubnetTx; the Primary Network's: a bound every staking tx of the blocks meets,
    // tight where a staker stakes exactly the minimum (the mock's and a seeded node's validator and delegator do).
    $: { checks: ['getMinStake.agrees-with-blocks'] },
  },
});
