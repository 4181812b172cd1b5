// platform.getUTXOs. P.m.getUTXOs
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Address, HexBytes, Uint64 } from '../primitives.js';
import { HexOnly, UtxoIndex } from './records.js';

/**
 * addresses; limit optional (omitted or above 1024 means 1024, so any uint is a valid request);
 * startIndex {address, utxo} optional; sourceChain optional chain alias; encoding optional, hex only.
 */
export const Params = z.object({
  addresses: z.array(Address),
  limit: Uint64.optional(),
  startIndex: UtxoIndex.optional(),
  sourceChain: z.string().optional(),
  encoding: HexOnly.optional(),
});

/** numFetched int; utxos hex; endIndex {address, utxo}; encoding (hex). */
export const Result = z.looseObject({
  numFetched: Uint64,
  utxos: z.array(HexBytes),
  endIndex: UtxoIndex,
  encoding: HexOnly,
});
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getUTXOs',
  'P.m.getUTXOs.R1',
  'P.m.getUTXOs.R2',
  'P.m.getUTXOs.R3',
  'P.m.getUTXOs.R4',
  'P.m.getUTXOs.R5',
  'P.m.getUTXOs.R6',
  'P.m.getUTXOs.sourceChain',
  'P.limit.utxos',
  'P.limit.encodings',
  'P.conv.bytes-hex',
  'P.conv.address',
] as const satisfies readonly ClauseId[];
