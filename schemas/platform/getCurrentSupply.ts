// platform.getCurrentSupply. P.m.getCurrentSupply
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { OptionalSubnetParams } from './records.js';

export const Params = OptionalSubnetParams;

/** supply: uint64, a decimal string in the example; either form accepted (P.conv.uint64-forms). */
export const Result = z.looseObject({ supply: Uint64 });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.getCurrentSupply', 'P.conv.uint64-forms'] as const satisfies readonly ClauseId[];
