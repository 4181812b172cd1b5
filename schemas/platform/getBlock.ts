// platform.getBlock. P.m.getBlock
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, HexBytes } from '../primitives.js';
import { BlockJson, HexOrJson } from './records.js';
import { defineMethod, HEX_OR_JSON } from '../method.js';
import { id, hexc } from '../samples.js';

/** encoding optional, hex or json, default hex (P.limit.encodings). */
export const Params = z.object({ blockID: CB58Id, encoding: HexOrJson.optional() });

/**
 * block is a 0x-hex string when encoding is hex, a Block object when json (P.res.block-json).
 * The spec states only "hex with 0x prefix" for bytes, so the 4-byte checksum the node appends is
 * not part of this schema (HexChecksummed checks it where a suite wants the node's exact encoding).
 */
export const HexResult = z.looseObject({ block: HexBytes, encoding: z.literal('hex') });
export const JsonResult = z.looseObject({ block: BlockJson, encoding: z.literal('json') });
export const Result = z.union([HexResult, JsonResult]);
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getBlock',
  'P.res.block-json',
  'P.env.encoding-default',
  'P.limit.encodings',
  'P.conv.bytes-hex',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getBlock', Params, Result).with({
  clauses,
  encodings: HEX_OR_JSON,
  example: ({ discovery: d, need }) => ({ blockID: need(d.blocks[1]?.id, 'block after genesis'), encoding: 'hex' }),
  sample: { params: { blockID: id(1), encoding: 'json' }, result: { block: hexc(200), encoding: 'hex' } },
  fields: {
    '$.block': { checks: ['getBlock.default-hex-hashes-to-id', 'getBlock.hex-json-agree'] },
    '$.encoding': { checks: ['input-forms.documented-encoding-accepted'] },
    '$.block.parentID': { checks: ['getBlock.hex-json-agree'] },
    '$.block.height': { checks: ['getBlock.hex-json-agree'] },
    '$.block.txs': { checks: ['getBlock.hex-json-agree'] },
    '$.block.txs[*]': { checks: ['getBlock.hex-json-agree'] },
  },
});
