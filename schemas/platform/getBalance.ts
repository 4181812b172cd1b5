// platform.getBalance (deprecated as of v1.9.12). P.m.getBalance
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Address, CB58Id, Uint64 } from '../primitives.js';
import { UtxoRef } from './records.js';

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
