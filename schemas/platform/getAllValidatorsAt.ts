// platform.getAllValidatorsAt: served by real nodes since v1.14.0, not in the spec (facts §3.25).
// The shape follows the facts; the formats are the spec's conventions.
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { BlsPublicKey, CB58Id, NodeId, Uint64 } from '../primitives.js';
import { defineMethod } from '../method.js';
import { node, blsKey } from '../samples.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';

/** height: as getValidatorsAt, a uint64 or "proposed". */
export const Params = z.object({ height: z.union([z.literal('proposed'), Uint64]) });

export const WarpValidator = z.looseObject({ publicKey: BlsPublicKey, weight: Uint64, nodeIDs: z.array(NodeId) });
export const ValidatorSet = z.looseObject({ validators: z.array(WarpValidator), totalWeight: Uint64 });
/** validatorSets: subnetID -> {validators[], totalWeight}. */
export const Result = z.looseObject({ validatorSets: z.record(CB58Id, ValidatorSet) });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.conv.id-cb58',
  'P.conv.nodeid',
  'P.conv.bytes-hex',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getAllValidatorsAt', Params, Result).with({
  clauses,
  since: '1.14.0',
  inSpec: false,
  example: ({ discovery: d }) => ({ height: d.height }),
  sample: {
    params: { height: 5 },
    result: {
      validatorSets: {
        [EMPTY_ID]: {
          validators: [{ publicKey: blsKey, weight: '2000000000000000', nodeIDs: [node(1)] }],
          totalWeight: '10000000000000000',
        },
      },
    },
  },
  fields: {
    // Weights and totals against getValidatorsAt; the Primary Network's keys against getCurrentValidators' signers.
    $: { checks: ['getAllValidatorsAt.agrees-with-validators-at'] },
  },
});
