// index.getContainerByIndex. I.m.getContainerByIndex
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { Container, IndexEncoding } from './container.js';

/** index uint64, encoding. */
export const Params = z.object({ index: Uint64, encoding: IndexEncoding });
export const Result = Container;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.m.getContainerByIndex',
  'I.res.container',
  'I.encoding',
] as const satisfies readonly ClauseId[];
