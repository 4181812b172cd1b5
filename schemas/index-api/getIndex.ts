// index.getIndex. I.m.getIndex
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, Uint64String } from '../primitives.js';
import { IndexEncoding } from './container.js';

export const Params = z.object({ id: CB58Id, encoding: IndexEncoding });

/** index: a string (the container's position, as in Container.index). */
export const Result = z.looseObject({ index: Uint64String });
export type Result = z.infer<typeof Result>;

export const clauses = ['I.m.getIndex', 'I.encoding'] as const satisfies readonly ClauseId[];
