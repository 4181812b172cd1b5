// platform.sampleValidators. P.m.sampleValidators
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, NodeId, Uint64 } from '../primitives.js';
import { defineMethod } from '../method.js';
import { node } from '../samples.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

/** size int; subnetID optional (Primary Network). */
export const Params = z.object({ size: Uint64, subnetID: CB58Id.optional() });

/** validators: node IDs (the spec does not say whether they are distinct). */
export const Result = z.looseObject({ validators: z.array(NodeId) });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.sampleValidators', 'P.conv.nodeid'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.sampleValidators', Params, Result).with({
  clauses,
  example: () => ({ size: 2, subnetID: PRIMARY_NETWORK_ID }),
  sample: { params: { size: 2 }, result: { validators: [node(1), node(2)] } },
  fields: {
    '$.validators': { checks: ['sampleValidators.current-validators', 'stateful.sampleValidators.follows-txs'] },
  },
});
