// index.getIndex. I.m.getIndex
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, Uint64String } from '../primitives.js';
import { IndexEncoding } from './container.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';
import { everyIndex } from '../../src/check-list/field-sources.js';

export const Params = z.object({ id: CB58Id, encoding: IndexEncoding });

/** index: a string (the container's position, as in Container.index). */
export const Result = z.looseObject({ index: Uint64String });
export type Result = z.infer<typeof Result>;

export const clauses = ['I.m.getIndex', 'I.encoding'] as const satisfies readonly ClauseId[];

export const method = defineMethod('index.getIndex', Params, Result).with({
  clauses,
  example: ({ index, need, path }) => ({
    id: need(index?.sampleId, `container indexed at ${path}`),
    encoding: 'hex',
  }),
  sample: { params: { id: id(1), encoding: 'hex' }, result: { index: '0' } },
  fields: {
    '$.index': { checks: everyIndex('lookups-agree', 'first-container') },
  },
});
