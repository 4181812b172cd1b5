// platform.validates. P.m.validates
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

export const Params = z.object({ subnetID: CB58Id });

export const Result = z.looseObject({ blockchainIDs: z.array(CB58Id) });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.validates', 'P.conv.id-cb58'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.validates', Params, Result).with({
  clauses,
  example: ({ discovery: d, need }) => ({
    subnetID: need(d.blockchains.find((b) => b.subnetId !== PRIMARY_NETWORK_ID)?.subnetId, 'subnet with a blockchain'),
  }),
  sample: { params: { subnetID: EMPTY_ID }, result: { blockchainIDs: [id(11), id(12)] } },
  fields: {
    '$.blockchainIDs': { checks: ['validatedBy.agrees-with-validates', 'stateful.validates.follows-txs'] },
  },
});
