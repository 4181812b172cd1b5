// platform.getRewardUTXOs (deprecated as of v1.9.12). P.m.getRewardUTXOs
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, HexBytes, Uint64 } from '../primitives.js';
import { HexOnly } from './records.js';

/** txID of a staking or delegating transaction; encoding optional, hex only. */
export const Params = z.object({ txID: CB58Id, encoding: HexOnly.optional() });

/** numFetched "integer": either uint64 form (P.conv.uint64-forms); utxos hex strings. */
export const Result = z.looseObject({ numFetched: Uint64, utxos: z.array(HexBytes), encoding: HexOnly });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getRewardUTXOs',
  'P.limit.encodings',
  'P.conv.bytes-hex',
  'P.ver.deprecated',
] as const satisfies readonly ClauseId[];
