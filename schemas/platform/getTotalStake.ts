// platform.getTotalStake. P.m.getTotalStake
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, Uint64 } from '../primitives.js';
import { Absent } from './records.js';
import { defineMethod } from '../method.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

/** subnetID (not marked optional). */
export const Params = z.object({ subnetID: CB58Id });

/** Any subnet: weight; stake only for the Primary Network (int; decimal strings in the example). */
export const Result = z.looseObject({ weight: Uint64, stake: Uint64.optional() });
export type Result = z.infer<typeof Result>;
/** Primary Network: stake and weight. */
export const PrimaryResult = z.looseObject({ stake: Uint64, weight: Uint64 });
/** Another subnet: weight only (P.m.getTotalStake.subnet; real nodes also send stake: deviations.ts). */
export const SubnetResult = z.looseObject({ weight: Uint64, stake: Absent });

export const clauses = [
  'P.m.getTotalStake',
  'P.m.getTotalStake.subnet',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getTotalStake', Params, Result).with({
  clauses,
  example: () => ({ subnetID: PRIMARY_NETWORK_ID }),
  sample: { params: { subnetID: EMPTY_ID }, result: { stake: '10000000000000000', weight: '10000000000000000' } },
  fields: {
    '$.weight': {
      checks: ['getTotalStake.primary-weight-is-validator-sum', 'stateful.getTotalStake.follows-stakers'],
    },
    '$.stake': { checks: ['getTotalStake.primary-weight-is-validator-sum'] },
  },
});
