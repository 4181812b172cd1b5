// platform.getBlockchainStatus. P.m.getBlockchainStatus
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { BlockchainStatus } from './records.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';

export const Params = z.object({ blockchainID: CB58Id });

export const Result = z.looseObject({ status: BlockchainStatus });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.getBlockchainStatus', 'P.state.blockchain-status'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getBlockchainStatus', Params, Result).with({
  clauses,
  example: ({ discovery: d, need }) => ({
    blockchainID: need(d.blockchains[0]?.id, 'blockchain'),
  }),
  sample: { params: { blockchainID: id(1) }, result: { status: 'Validating' } },
  fields: {
    // Which of the known statuses is this node's own tracking; that a listed chain is known is held to getBlockchains.
    '$.status': { checks: ['getBlockchainStatus.listed-not-unknown'] },
  },
});
