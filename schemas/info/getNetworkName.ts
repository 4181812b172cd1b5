// info.getNetworkName (spec/info-api.md). I.info.getNetworkName
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { defineMethod } from '../method.js';

export const Params = z.object({});

/** networkName: "mainnet", "fuji", "local", … or "network-<id>". */
export const Result = z.looseObject({ networkName: z.string().min(1) });
export type Result = z.infer<typeof Result>;

export const clauses = ['I.info.getNetworkName'] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.getNetworkName', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { networkName: 'local' } },
  fields: {
    '$.networkName': { checks: ['getNetworkName.agrees-with-id'] },
  },
});
