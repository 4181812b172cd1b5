// platform.getFeeState. P.m.getFeeState
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { FeeState } from './records.js';
import { defineMethod } from '../method.js';
import { T } from '../samples.js';

export const Params = z.object({});
export const Result = FeeState;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getFeeState',
  'P.res.fee-state',
  'P.conv.rfc3339',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getFeeState', Params, Result).with({
  clauses,
  since: '1.11.11',
  example: () => ({}),
  sample: { params: {}, result: { capacity: 1000000, excess: 0, price: 1, timestamp: T } },
  fields: {
    // Bounds, not values: the model does not know each tx's gas (src/model/fee-bounds.ts).
    '$.capacity': { checks: ['getFeeState.agrees-with-blocks'] },
    '$.excess': { checks: ['getFeeState.agrees-with-blocks', 'getFeeState.price-from-excess'] },
    '$.price': { checks: ['getFeeState.price-from-excess'] },
    '$.timestamp': { checks: ['getFeeState.timestamp-is-chain-time'] },
  },
});
