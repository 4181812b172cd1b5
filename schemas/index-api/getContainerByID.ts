// index.getContainerByID. I.m.getContainerByID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { Container, IndexEncoding } from './container.js';
import { defineMethod } from '../method.js';
import { id, container } from '../samples.js';
import { everyIndex } from '../../src/check-list/field-sources.js';

/** id, encoding: the spec lists encoding for every index method without marking it optional. */
export const Params = z.object({ id: CB58Id, encoding: IndexEncoding });
export const Result = Container;
export type Result = z.infer<typeof Result>;

export const clauses = ['I.m.getContainerByID', 'I.res.container', 'I.encoding'] as const satisfies readonly ClauseId[];

export const method = defineMethod('index.getContainerByID', Params, Result).with({
  clauses,
  example: ({ index, need, path }) => ({
    id: need(index?.sampleId, `container indexed at ${path}`),
    encoding: 'hex',
  }),
  sample: { params: { id: id(1), encoding: 'hex' }, result: container },
  fields: {
    $: { checks: everyIndex('lookups-agree', 'first-container') },
    // The ID of its bytes (src/codec/container-id.ts), in every container a check of the index reads.
    '$.id': { checks: everyIndex('id-of-bytes', 'lookups-agree', 'first-container') },
  },
});
