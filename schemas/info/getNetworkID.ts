// info.getNetworkID (spec/info-api.md); the harness also reads it to know the network's address HRP. I.info.getNetworkID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint32String } from './records.js';

export const Params = z.object({});

/** networkID: a uint32 decimal string (Go's json.Uint32). */
export const Result = z.looseObject({ networkID: Uint32String });
export type Result = z.infer<typeof Result>;

export const clauses = ['I.info.getNetworkID', 'I.info.network-hrp'] as const satisfies readonly ClauseId[];
