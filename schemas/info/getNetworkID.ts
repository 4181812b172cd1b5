// info.getNetworkID (spec/info-api.md); the harness also reads it to know the network's address HRP. I.info.getNetworkID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint32String } from './records.js';
import { defineMethod } from '../method.js';

export const Params = z.object({});

/** networkID: a uint32 decimal string (Go's json.Uint32). */
export const Result = z.looseObject({ networkID: Uint32String });
export type Result = z.infer<typeof Result>;

export const clauses = ['I.info.getNetworkID', 'I.info.network-hrp'] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.getNetworkID', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { networkID: '12345' } },
  fields: {
    // The P-Chain takes a tx only when the network ID in its bytes is its own; its addresses carry the network's HRP.
    '$.networkID': {
      checks: ['issueTx.signed-tx-committed', 'getNetworkID.address-hrp', 'getNetworkName.agrees-with-id'],
    },
  },
});
