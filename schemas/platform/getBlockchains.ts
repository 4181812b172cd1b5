// platform.getBlockchains (deprecated as of v1.9.12). P.m.getBlockchains
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Blockchain } from './records.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';

/** No params: an empty object (P.env.request). */
export const Params = z.object({});

/** All blockchains except the platform chain. */
export const Result = z.looseObject({ blockchains: z.array(Blockchain) });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getBlockchains',
  'P.res.blockchain',
  'P.conv.id-cb58',
  'P.ver.deprecated',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getBlockchains', Params, Result).with({
  clauses,
  deprecatedSince: '1.9.12',
  deprecated: true,
  example: () => ({}),
  sample: { params: {}, result: { blockchains: [{ id: id(11), name: 'X-Chain', subnetID: EMPTY_ID, vmID: id(12) }] } },
  fields: {
    '$.blockchains': { checks: ['getBlockchains.agrees-with-blocks'] },
    '$.blockchains[*].id': { checks: ['getBlockchains.agrees-with-blocks', 'validatedBy.agrees-with-validates'] },
    '$.blockchains[*].subnetID': { checks: ['getBlockchains.agrees-with-blocks', 'validatedBy.agrees-with-validates'] },
  },
});
