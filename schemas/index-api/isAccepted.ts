// index.isAccepted. I.m.isAccepted
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { IndexEncoding } from './container.js';

export const Params = z.object({ id: CB58Id, encoding: IndexEncoding });
export const Result = z.looseObject({ isAccepted: z.boolean() });
export type Result = z.infer<typeof Result>;

export const clauses = ['I.m.isAccepted', 'I.encoding'] as const satisfies readonly ClauseId[];
