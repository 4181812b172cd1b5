// platform.getAllValidatorsAt: served by real nodes since v1.14.0, not in the spec (facts §3.25).
// The shape follows the facts; the formats are the spec's conventions.
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { BlsPublicKey, CB58Id, NodeId, Uint64 } from '../primitives.js';

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
