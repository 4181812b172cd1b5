// index.getContainerByIndex. I.m.getContainerByIndex
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { Container, IndexEncoding } from './container.js';
import { defineMethod } from '../method.js';
import { container } from '../samples.js';
import { everyIndex } from '../../src/check-list/field-sources.js';

/** index uint64, encoding. */
export const Params = z.object({ index: Uint64, encoding: IndexEncoding });
export const Result = Container;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.m.getContainerByIndex',
  'I.res.container',
  'I.encoding',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('index.getContainerByIndex', Params, Result).with({
  clauses,
  // The last accepted containers: the first ones hold the chain's funding txs, 50–110 kB a block.
  example: ({ index, need, path }) => ({
    index: Number(need(index?.lastIndex, `container indexed at ${path}`)),
    encoding: 'hex',
  }),
  sample: { params: { index: 0, encoding: 'hex' }, result: container },
  fields: {
    $: {
      checks: [
        ...everyIndex('lookups-agree', 'first-container', 'range-agrees-with-by-index'),
        'container-range.inside',
      ],
    },
    '$.id': {
      checks: [
        ...everyIndex('id-of-bytes', 'lookups-agree', 'first-container', 'range-agrees-with-by-index'),
        'container-range.inside',
      ],
    },
    '$.timestamp': {
      checks: [
        ...everyIndex('lookups-agree', 'first-container', 'range-agrees-with-by-index'),
        'container-range.inside',
        'index.X-vtx.empty-after-linearization',
      ],
    },
  },
});
