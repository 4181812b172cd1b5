// platform.validatedBy. P.m.validatedBy
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

export const Params = z.object({ blockchainID: CB58Id });

export const Result = z.looseObject({ subnetID: CB58Id });
export type Result = z.infer<typeof Result>;

export const clauses = ['P.m.validatedBy', 'P.conv.id-cb58'] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.validatedBy', Params, Result).with({
  clauses,
  example: ({ discovery: d, need }) => ({
    blockchainID: need(d.blockchains.find((b) => b.subnetId !== PRIMARY_NETWORK_ID)?.id, 'subnet blockchain'),
  }),
  sample: { params: { blockchainID: id(1) }, result: { subnetID: EMPTY_ID } },
  fields: {
    '$.subnetID': { checks: ['validatedBy.agrees-with-validates', 'stateful.validates.follows-txs'] },
  },
});
