// platform.getBlockByHeight. P.m.getBlockByHeight
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { HexOrJson } from './records.js';
import { HexResult, JsonResult, Result as GetBlockResult } from './getBlock.js';

/** height int (either uint64 form), encoding optional hex|json. */
export const Params = z.object({ height: Uint64, encoding: HexOrJson.optional() });

/** "Result: as getBlock." */
export const Result = GetBlockResult;
export type Result = z.infer<typeof Result>;
export { HexResult, JsonResult };

export const clauses = [
  'P.m.getBlockByHeight',
  'P.res.block-json',
  'P.env.encoding-default',
  'P.limit.encodings',
  'P.conv.bytes-hex',
] as const satisfies readonly ClauseId[];
