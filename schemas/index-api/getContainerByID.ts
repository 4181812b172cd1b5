// index.getContainerByID. I.m.getContainerByID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { Container, IndexEncoding } from './container.js';

/** id, encoding: the spec lists encoding for every index method without marking it optional. */
export const Params = z.object({ id: CB58Id, encoding: IndexEncoding });
export const Result = Container;
export type Result = z.infer<typeof Result>;

export const clauses = ['I.m.getContainerByID', 'I.res.container', 'I.encoding'] as const satisfies readonly ClauseId[];
