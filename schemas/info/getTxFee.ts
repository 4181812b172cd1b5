// info.getTxFee (spec/info-api.md; deprecated since v1.12.2, still served). I.info.getTxFee
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64String } from '../primitives.js';

export const Params = z.object({});

/** The X-Chain's two fees and the P-Chain's seven static fees of before Etna, nAVAX as decimal strings. */
export const Result = z.looseObject({
  txFee: Uint64String,
  createAssetTxFee: Uint64String,
  createSubnetTxFee: Uint64String,
  transformSubnetTxFee: Uint64String,
  createBlockchainTxFee: Uint64String,
  addPrimaryNetworkValidatorFee: Uint64String,
  addPrimaryNetworkDelegatorFee: Uint64String,
  addSubnetValidatorFee: Uint64String,
  addSubnetDelegatorFee: Uint64String,
});
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.info.getTxFee',
  'I.info.getTxFee.avm',
  'I.info.getTxFee.static',
] as const satisfies readonly ClauseId[];
