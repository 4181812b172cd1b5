// info.getNetworkID: not in the spec; the harness reads it to know the network's address HRP.
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';

export const Params = z.object({});

/** networkID: a decimal string on real nodes; either integer form accepted. */
export const Result = z.looseObject({ networkID: Uint64 });
export type Result = z.infer<typeof Result>;

export const clauses = [] as const satisfies readonly ClauseId[];
