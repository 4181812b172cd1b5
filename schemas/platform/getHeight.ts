// platform.getHeight: height of the last accepted block. P.m.getHeight
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { defineMethod } from '../method.js';

export const Params = z.object({});

/** height: int in the signature, a decimal string in the example; both accepted (P.conv.uint64-forms). */
export const Result = z.looseObject({ height: Uint64 });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.getHeight', 'P.conv.uint64-forms'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getHeight', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { height: '0' } },
  fields: {
    '$.height': {
      checks: ['getProposedHeight.not-above-height', 'getBlockByHeight.height-h', 'index.P-block.within-height'],
    },
  },
});
