// index.getLastAccepted. I.m.getLastAccepted
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Container, IndexEncoding } from './container.js';
import { defineMethod } from '../method.js';
import { container } from '../samples.js';
import { everyIndex } from '../../src/check-list/field-sources.js';

export const Params = z.object({ encoding: IndexEncoding });
export const Result = Container;
export type Result = z.infer<typeof Result>;

export const clauses = ['I.m.getLastAccepted', 'I.res.container', 'I.encoding'] as const satisfies readonly ClauseId[];

export const method = defineMethod('index.getLastAccepted', Params, Result).with({
  clauses,
  example: () => ({ encoding: 'hex' }),
  sample: { params: { encoding: 'hex' }, result: container },
  fields: {
    $: { checks: everyIndex('lookups-agree') },
    '$.id': { checks: [...everyIndex('id-of-bytes', 'lookups-agree', 'last-accepted'), 'index.P-block.within-height'] },
    '$.timestamp': { checks: [...everyIndex('lookups-agree'), 'index.X-vtx.empty-after-linearization'] },
    '$.index': {
      checks: [
        ...everyIndex('lookups-agree', 'range-R1-order', 'range-R3-past-last', 'range-R5-running-out'),
        'index.P-block.within-height',
        'container-range.inside',
        'container-range.outside',
      ],
    },
  },
});
