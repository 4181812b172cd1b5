// platform.getTx. P.m.getTx
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, HexBytes } from '../primitives.js';
import { HexOrJson, TxJsonWithId } from './records.js';

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
