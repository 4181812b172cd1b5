// info.getBlockchainID (spec/info-api.md). I.info.getBlockchainID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';

/** alias: a chain's alias (P, X, C, platform, avm, evm) or its ID. */
export const Params = z.object({ alias: z.string() });

export const Result = z.looseObject({ blockchainID: CB58Id });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.info.getBlockchainID',
  'I.info.getBlockchainID.primary',
  'I.info.getBlockchainID.unknown',
] as const satisfies readonly ClauseId[];
