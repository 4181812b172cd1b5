// platform.getBlock. P.m.getBlock
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, HexBytes } from '../primitives.js';
import { BlockJson, HexOrJson } from './records.js';

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
