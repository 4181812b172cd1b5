// platform.issueTx: submits a signed transaction. P.m.issueTx
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, HexBytes } from '../primitives.js';
import { HexOnly } from './records.js';
import { defineMethod, HEX_ONLY } from '../method.js';
import { id, hexc } from '../samples.js';

/** tx bytes as 0x-hex; encoding optional, hex only. */
export const Params = z.object({ tx: HexBytes, encoding: HexOnly.optional() });

export const Result = z.looseObject({ txID: CB58Id });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.issueTx',
  'P.limit.encodings',
  'P.conv.bytes-hex',
  'P.conv.id-cb58',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.issueTx', Params, Result).with({
  clauses,
  encodings: HEX_ONLY,
  changesState: true,
  example: async ({ signedSelfTransfer }) => ({ tx: await signedSelfTransfer(), encoding: 'hex' }),
  sample: { params: { tx: hexc(300) }, result: { txID: id(16) } },
  fields: {
    '$.txID': { checks: ['issueTx.signed-tx-committed'] },
  },
});
