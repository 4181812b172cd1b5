// index.isAccepted. I.m.isAccepted
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { IndexEncoding } from './container.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';
import { everyIndex } from '../../src/check-list/field-sources.js';

export const Params = z.object({ id: CB58Id, encoding: IndexEncoding });
export const Result = z.looseObject({ isAccepted: z.boolean() });
export type Result = z.infer<typeof Result>;

export const clauses = ['I.m.isAccepted', 'I.encoding'] as const satisfies readonly ClauseId[];

export const method = defineMethod('index.isAccepted', Params, Result).with({
  clauses,
  example: ({ index, need, path }) => ({
    id: need(index?.sampleId, `container indexed at ${path}`),
    encoding: 'hex',
  }),
  sample: { params: { id: id(1), encoding: 'hex' }, result: { isAccepted: true } },
  fields: {
    '$.isAccepted': { checks: everyIndex('lookups-agree', 'first-container', 'unknown-id-not-accepted') },
  },
});
