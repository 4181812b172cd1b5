// platform.getValidatorsAt. P.m.getValidatorsAt
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, NodeId, Uint64 } from '../primitives.js';
import { defineMethod } from '../method.js';
import { node } from '../samples.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

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

export const method = defineMethod('platform.getValidatorsAt', Params, Result).with({
  clauses,
  example: ({ discovery: d }) => ({ height: d.height, subnetID: PRIMARY_NETWORK_ID }),
  sample: {
    params: { height: 'proposed' },
    result: { validators: { [node(1)]: '2000000000000000', [node(2)]: 2000000000000000 } },
  },
  fields: {
    '$.validators': {
      checks: [
        'getValidatorsAt.agrees-with-current-validators',
        'network.validators-agree',
        'stateful.getValidatorsAt.new-height-follows',
        'stateful.getValidatorsAt.past-height-stable',
      ],
    },
  },
});
