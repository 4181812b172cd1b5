// platform.getTxStatus. P.m.getTxStatus
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { TxStatus } from './records.js';

export const Params = z.object({ txID: CB58Id });

/** status one of Committed, Processing, Dropped, Unknown; a Dropped status carries `reason`. */
export const Result = z
  .looseObject({ status: TxStatus, reason: z.string().optional() })
  .refine((r) => r.status !== 'Dropped' || r.reason !== undefined, {
    message: 'a Dropped status must carry a reason (P.state.tx-status.dropped-reason)',
    path: ['reason'],
  });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getTxStatus',
  'P.state.tx-status',
  'P.state.tx-status.dropped-reason',
] as const satisfies readonly ClauseId[];
