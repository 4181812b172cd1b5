// platform.getRewardUTXOs (deprecated as of v1.9.12). P.m.getRewardUTXOs
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, HexBytes, Uint64 } from '../primitives.js';
import { HexOnly } from './records.js';
import { defineMethod, HEX_ONLY } from '../method.js';
import { id, hexc } from '../samples.js';
import { HEX_CONSTANT } from '../../src/check-list/field-sources.js';

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

export const method = defineMethod('platform.getRewardUTXOs', Params, Result).with({
  clauses,
  encodings: HEX_ONLY,
  deprecatedSince: '1.9.12',
  deprecated: true,
  example: ({ discovery: d, need }) => ({
    txID: need(d.endedStakerTxIds[0], 'ended staker'),
    encoding: 'hex',
  }),
  sample: {
    params: { txID: id(1), encoding: 'hex' },
    result: { numFetched: '1', utxos: [hexc(100)], encoding: 'hex' },
  },
  fields: {
    '$.numFetched': { checks: ['getRewardUTXOs.agrees-with-blocks', 'getRewardUTXOs.json-encoding-rejected'] },
    // Each is an output of the ended staking tx owned by a reward owner it names; the amount is the node's own reward.
    '$.utxos': { checks: ['getRewardUTXOs.agrees-with-blocks'] },
    '$.encoding': HEX_CONSTANT,
  },
});
