// info.getTxFee (spec/info-api.md; deprecated since v1.12.2, still served). I.info.getTxFee
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64String } from '../primitives.js';
import { defineMethod } from '../method.js';

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

export const method = defineMethod('info.getTxFee', Params, Result).with({
  clauses,
  deprecatedSince: '1.12.2',
  deprecated: true,
  example: () => ({}),
  sample: {
    params: {},
    result: {
      txFee: '1000000',
      createAssetTxFee: '1000000',
      createSubnetTxFee: '100000000',
      transformSubnetTxFee: '100000000',
      createBlockchainTxFee: '100000000',
      addPrimaryNetworkValidatorFee: '0',
      addPrimaryNetworkDelegatorFee: '0',
      addSubnetValidatorFee: '1000000',
      addSubnetDelegatorFee: '1000000',
    },
  },
  fields: {
    '$.txFee': { checks: ['getTxFee.agrees-with-avm'] },
    '$.createAssetTxFee': { checks: ['getTxFee.agrees-with-avm'] },
    // The network's static fee table, by getNetworkID.
    $: { checks: ['getTxFee.static-fees'] },
  },
});
