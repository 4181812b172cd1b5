// info.getNodeIP (spec/info-api.md). I.info.getNodeIP
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { HostPort } from './records.js';
import { defineMethod } from '../method.js';

export const Params = z.object({});

/** ip: the IP and staking port the node advertises to its peers. */
export const Result = z.looseObject({ ip: HostPort });
export type Result = z.infer<typeof Result>;

export const clauses = ['I.info.getNodeIP', 'I.info.getNodeIP.peers'] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.getNodeIP', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { ip: '127.0.0.1:9651' } },
  fields: {
    '$.ip': { checks: ['getNodeIP.peers-agree'] },
  },
});
