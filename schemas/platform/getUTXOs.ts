// platform.getUTXOs. P.m.getUTXOs
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Address, HexBytes, Uint64 } from '../primitives.js';
import { HexOnly, UtxoIndex } from './records.js';
import { defineMethod, HEX_ONLY } from '../method.js';
import { id, addr, hexc } from '../samples.js';

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

export const method = defineMethod('platform.getUTXOs', Params, Result).with({
  clauses,
  encodings: HEX_ONLY,
  example: ({ discovery: d, need }) => ({ addresses: [need(d.addresses.at(-1)?.address, 'address')], limit: 2 }),
  sample: {
    params: {
      addresses: [addr(1)],
      limit: 1024,
      startIndex: { address: addr(1), utxo: id(2) },
      sourceChain: 'X',
      encoding: 'hex',
    },
    result: {
      numFetched: '2',
      utxos: [hexc(100, 1), hexc(100, 2)],
      endIndex: { address: addr(1), utxo: id(15) },
      encoding: 'hex',
    },
  },
  fields: {
    // Every page a check of getUTXOs' file reads counts the UTXOs it returns.
    '$.numFetched': {
      checks: [
        'getUTXOs.numFetched',
        'getUTXOs.R1-requested-addresses',
        'getUTXOs.R2-at-most-limit',
        'getUTXOs.R2-default-limit',
        'getUTXOs.R2-limit-capped',
        'getUTXOs.R3-endIndex',
        'getUTXOs.R3-R6-paging',
        'getUTXOs.sourceChain-X',
        'getUTXOs.agrees-with-blocks',
        'utxo-paging.any-addresses-and-limit',
        'network.utxos-agree',
      ],
    },
    '$.utxos': {
      checks: [
        'getUTXOs.agrees-with-blocks',
        'getBalance.agrees-with-utxos',
        'getUTXOs.R1-requested-addresses',
        'getUTXOs.R2-at-most-limit',
        'getUTXOs.R2-default-limit',
        'getUTXOs.R2-limit-capped',
        'getUTXOs.R3-R6-paging',
        'getUTXOs.sourceChain-X',
        'utxo-paging.any-addresses-and-limit',
        'network.utxos-agree',
      ],
    },
    '$.endIndex': { checks: ['getUTXOs.R3-R6-paging', 'utxo-paging.any-addresses-and-limit', 'network.utxos-agree'] },
    '$.endIndex.utxo': {
      checks: [
        'getUTXOs.R3-endIndex',
        'getUTXOs.R3-R6-paging',
        'utxo-paging.any-addresses-and-limit',
        'network.utxos-agree',
      ],
    },
    '$.encoding': { checks: ['input-forms.documented-encoding-accepted', 'network.utxos-agree'] },
  },
});
