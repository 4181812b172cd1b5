// platform.getBlockchainStatus. P.m.getBlockchainStatus
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { BlockchainStatus } from './records.js';

export const Params = z.object({ blockchainID: CB58Id });

export const Result = z.looseObject({ status: BlockchainStatus });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.getBlockchainStatus', 'P.state.blockchain-status'] as const satisfies readonly ClauseId[];
