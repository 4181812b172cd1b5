// platform.getValidatorsAt. P.m.getValidatorsAt
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, NodeId, Uint64 } from '../primitives.js';

/** height: int or the literal "proposed" (P.m.getValidatorsAt.proposed); subnetID optional. */
export const Params = z.object({ height: z.union([z.literal('proposed'), Uint64]), subnetID: CB58Id.optional() });

/** validators: map nodeID -> weight (real nodes answer a bare map of objects: deviations.ts). */
export const Result = z.looseObject({ validators: z.record(NodeId, Uint64) });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getValidatorsAt',
  'P.m.getValidatorsAt.proposed',
  'P.conv.nodeid',
  'P.conv.uint64-forms',
] as const satisfies readonly ClauseId[];
