// platform.getTx. P.m.getTx
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, HexBytes } from '../primitives.js';
import { HexOrJson, TxJsonWithId } from './records.js';
import { defineMethod, HEX_OR_JSON } from '../method.js';
import { id, txJson } from '../samples.js';

/** encoding optional, hex or json, default hex. */
export const Params = z.object({ txID: CB58Id, encoding: HexOrJson.optional() });

/** tx: 0x-hex string (hex) or the Transaction object with its id (json). */
export const HexResult = z.looseObject({ tx: HexBytes, encoding: z.literal('hex') });
export const JsonResult = z.looseObject({ tx: TxJsonWithId, encoding: z.literal('json') });
export const Result = z.union([HexResult, JsonResult]);
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getTx',
  'P.res.tx-json',
  'P.env.encoding-default',
  'P.limit.encodings',
  'P.conv.bytes-hex',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getTx', Params, Result).with({
  clauses,
  encodings: HEX_OR_JSON,
  example: ({ discovery: d, need }) => ({ txID: need(d.txIds[0], 'tx'), encoding: 'hex' }),
  sample: { params: { txID: id(1) }, result: { tx: txJson, encoding: 'json' } },
  fields: {
    '$.tx': { checks: ['getTx.default-hex-hashes-to-id'] },
    '$.encoding': { checks: ['input-forms.documented-encoding-accepted'] },
    '$.tx.unsignedTx': { checks: ['getTx.json-agrees-with-hex'] },
    '$.tx.credentials': { checks: ['getTx.json-agrees-with-hex'] },
    '$.tx.id': { checks: ['getTx.json', 'getTx.json-agrees-with-hex'] },
  },
});
