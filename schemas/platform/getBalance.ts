// platform.getBalance (deprecated as of v1.9.12). P.m.getBalance
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Address, CB58Id, Uint64 } from '../primitives.js';
import { UtxoRef } from './records.js';
import { defineMethod } from '../method.js';
import { id, addr } from '../samples.js';
import { type FieldSource } from '../../src/check-list/field-sources.js';

export const Params = z.object({ addresses: z.array(Address) });

/** assetID -> amount. The spec's signature says int; any uint64 form is accepted (P.conv.uint64-forms). */
const AmountByAsset = z.record(CB58Id, Uint64);

/**
 * The four maps and utxoIDs are the signature; the singular balance, unlocked, lockedStakeable and
 * lockedNotStakeable appear in an example result only, so they are accepted but not required.
 * utxoIDs is an array per the spec (real nodes answer null when empty: deviations.ts).
 */
export const Result = z.looseObject({
  balances: AmountByAsset,
  unlockeds: AmountByAsset,
  lockedStakeables: AmountByAsset,
  lockedNotStakeables: AmountByAsset,
  utxoIDs: z.array(UtxoRef),
  balance: Uint64.optional(),
  unlocked: Uint64.optional(),
  lockedStakeable: Uint64.optional(),
  lockedNotStakeable: Uint64.optional(),
});
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getBalance',
  'P.res.utxo-ref',
  'P.conv.id-cb58',
  'P.conv.address',
  'P.conv.uint64-forms',
  'P.ver.deprecated',
] as const satisfies readonly ClauseId[];

/** getUTXOs' outputs of the address, split by their lock times against now. */
const LOCK_SPLIT: FieldSource = { checks: ['getBalance.agrees-with-utxos'] };
const SINGULAR: FieldSource = { checks: ['getBalance.agrees-with-utxos'] };

export const method = defineMethod('platform.getBalance', Params, Result).with({
  clauses,
  deprecatedSince: '1.9.12',
  deprecated: true,
  // The least busy address discovery saw: a short balance and UTXO list.
  example: ({ discovery: d, need }) => ({ addresses: [need(d.addresses.at(-1)?.address, 'address')] }),
  sample: {
    params: { addresses: [addr(1)] },
    result: {
      balances: { [id(3)]: '30000000000000000' },
      unlockeds: { [id(3)]: '30000000000000000' },
      lockedStakeables: {},
      lockedNotStakeables: {},
      utxoIDs: [{ txID: id(2), outputIndex: 0 }],
      balance: '30000000000000000',
    },
  },
  fields: {
    '$.balances': { checks: ['getBalance.agrees-with-utxos'] },
    '$.unlockeds': LOCK_SPLIT,
    '$.lockedStakeables': LOCK_SPLIT,
    '$.lockedNotStakeables': LOCK_SPLIT,
    '$.utxoIDs': { checks: ['getBalance.agrees-with-utxos'] },
    '$.balance': SINGULAR,
    '$.unlocked': SINGULAR,
    '$.lockedStakeable': SINGULAR,
    '$.lockedNotStakeable': SINGULAR,
  },
});
