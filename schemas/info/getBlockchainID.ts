// info.getBlockchainID (spec/info-api.md). I.info.getBlockchainID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';

/** alias: a chain's alias (P, X, C, platform, avm, evm) or its ID. */
export const Params = z.object({ alias: z.string() });

export const Result = z.looseObject({ blockchainID: CB58Id });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.info.getBlockchainID',
  'I.info.getBlockchainID.primary',
  'I.info.getBlockchainID.unknown',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.getBlockchainID', Params, Result).with({
  clauses,
  example: () => ({ alias: 'X' }),
  sample: { params: { alias: 'X' }, result: { blockchainID: id(11) } },
  fields: {
    '$.blockchainID': { checks: ['getBlockchainID.primary-aliases'] },
  },
});
