// platform.getTxStatus. P.m.getTxStatus
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { TxStatus } from './records.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';

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

export const method = defineMethod('platform.getTxStatus', Params, Result).with({
  clauses,
  example: ({ discovery: d, need }) => ({ txID: need(d.txIds[0], 'tx') }),
  sample: { params: { txID: id(1) }, result: { status: 'Dropped', reason: 'failed verification' } },
  fields: {
    '$.status': {
      checks: [
        'getTxStatus.accepted-committed',
        'getTxStatus.unseen-unknown',
        'issueTx.signed-tx-committed',
        'network.tx-status-agree',
        'getTxStatus.refused-dropped',
      ],
    },
    '$.reason': { checks: ['getTxStatus.refused-dropped'] },
  },
});
