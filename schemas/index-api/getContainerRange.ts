// index.getContainerRange. I.m.getContainerRange
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { Container, IndexEncoding } from './container.js';
import { MAX_CONTAINERS_PER_RANGE } from '../../src/spec/limits.js';
import { defineMethod } from '../method.js';
import { id, container } from '../samples.js';
import { everyIndex } from '../../src/check-list/field-sources.js';

/** startIndex uint64, numToFetch uint64 within [0, 1024] (I.range.R4), encoding. */
export const Params = z.object({
  startIndex: Uint64,
  numToFetch: Uint64.refine(
    (n) => n <= BigInt(MAX_CONTAINERS_PER_RANGE),
    `numToFetch must be within [0, ${MAX_CONTAINERS_PER_RANGE}]`,
  ),
  encoding: IndexEncoding,
});

/**
 * The spec's result is an array of containers ordered upward from startIndex (I.m.getContainerRange);
 * numToFetch 0 gives "an empty response (for example null)" (I.range.R2), so null is accepted too.
 * (Real nodes wrap the array in {containers}: deviations.ts.)
 */
export const Result = z.array(Container).nullable();
export type Result = z.infer<typeof Result>;

/** The answer to numToFetch 0: null or an empty array (I.range.R2). */
export const EmptyResult = z.union([z.null(), z.array(Container).length(0)]);

export const clauses = [
  'I.m.getContainerRange',
  'I.res.container',
  'I.encoding',
  'I.range.R1',
  'I.range.R2',
  'I.range.R3',
  'I.range.R4',
  'I.range.R5',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('index.getContainerRange', Params, Result).with({
  clauses,
  example: ({ index, need, path }) => ({
    startIndex: Number(need(index?.lastIndex, `container indexed at ${path}`)) - 1,
    numToFetch: 2,
    encoding: 'hex',
  }),
  sample: {
    params: { startIndex: '0', numToFetch: 1024, encoding: 'hex' },
    result: [container, { ...container, index: '1', id: id(17) }],
  },
  fields: {
    '$[*]': { checks: [...everyIndex('range-agrees-with-by-index'), 'container-range.inside'] },
    '$[*].id': {
      checks: [
        ...everyIndex('id-of-bytes', 'range-agrees-with-by-index', 'range-R1-order', 'range-R4-at-limit'),
        'container-range.inside',
      ],
    },
    '$[*].index': {
      checks: [
        ...everyIndex('range-agrees-with-by-index', 'range-R1-order', 'range-R4-at-limit', 'range-R5-running-out'),
        'container-range.inside',
        'container-range.outside',
      ],
    },
  },
});
