// platform.getStake (deprecated as of v1.9.12). P.m.getStake
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Address, CB58Id, HexBytes, Uint64 } from '../primitives.js';
import { HexOnly } from './records.js';
import { defineMethod } from '../method.js';
import { id, addr, hexc } from '../samples.js';
import { HEX_CONSTANT } from '../../src/check-list/field-sources.js';

/** addresses, validatorsOnly (true skips delegators). The spec lists no encoding param. */
export const Params = z.object({ addresses: z.array(Address), validatorsOnly: z.boolean() });

/**
 * stakeds assetID -> amount; stakedOutputs hex; encoding hex only (P.limit.encodings: "returned encoding").
 * `staked` appears in an example result only: accepted, not required.
 */
export const Result = z.looseObject({
  stakeds: z.record(CB58Id, Uint64),
  stakedOutputs: z.array(HexBytes),
  encoding: HexOnly,
  staked: Uint64.optional(),
});
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getStake',
  'P.limit.encodings',
  'P.conv.bytes-hex',
  'P.conv.uint64-forms',
  'P.ver.deprecated',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getStake', Params, Result).with({
  clauses,
  deprecatedSince: '1.9.12',
  deprecated: true,
  example: ({ discovery: d, need }) => ({
    addresses: [need(d.addresses.at(-1)?.address, 'address')],
    validatorsOnly: false,
  }),
  sample: {
    params: { addresses: [addr(1)], validatorsOnly: false },
    result: {
      stakeds: { [id(3)]: '2000000000000' },
      stakedOutputs: [hexc(80)],
      encoding: 'hex',
      staked: '2000000000000',
    },
  },
  fields: {
    // Each output is a stake output of a current staker of the blocks; stakeds and staked are their sums.
    $: { checks: ['getStake.agrees-with-blocks', 'stateful.getStake.follows-stakers'] },
    '$.encoding': HEX_CONSTANT,
  },
});
