// platform.getProposedHeight: this node's proposer-VM height. P.m.getProposedHeight
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { defineMethod } from '../method.js';

export const Params = z.object({});

/** height, type not stated: a uint64 in either form (P.conv.uint64-forms). */
export const Result = z.looseObject({ height: Uint64 });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.getProposedHeight', 'P.conv.uint64-forms'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getProposedHeight', Params, Result).with({
  clauses,
  since: '1.11.13',
  example: () => ({}),
  sample: { params: {}, result: { height: 0 } },
  fields: {
    '$.height': { checks: ['getProposedHeight.not-above-height'] },
  },
});
