// index.getLastAccepted. I.m.getLastAccepted
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Container, IndexEncoding } from './container.js';

export const Params = z.object({ encoding: IndexEncoding });
export const Result = Container;
export type Result = z.infer<typeof Result>;

export const clauses = ['I.m.getLastAccepted', 'I.res.container', 'I.encoding'] as const satisfies readonly ClauseId[];
