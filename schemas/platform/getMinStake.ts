// platform.getMinStake. P.m.getMinStake
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { OptionalSubnetParams } from './records.js';

export const Params = OptionalSubnetParams;

export const Result = z.looseObject({ minValidatorStake: Uint64, minDelegatorStake: Uint64 });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.getMinStake', 'P.conv.uint64-forms'] as const satisfies readonly ClauseId[];
