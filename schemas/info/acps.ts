// info.acps (spec/info-api.md): the ACPs the node's connected validators support or object to. I.info.acps
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Acp, AcpNumber } from './records.js';
import { defineMethod } from '../method.js';
import { node } from '../samples.js';

export const Params = z.object({});

/** acps: ACP number (decimal key) → its support. */
export const Result = z.looseObject({ acps: z.record(AcpNumber, Acp) });
export type Result = z.infer<typeof Result>;

export { Acp };

export const clauses = [
  'I.info.acps',
  'I.info.acps.weights',
  'I.info.acps.peers',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.acps', Params, Result).with({
  clauses,
  since: '1.10.18',
  example: () => ({}),
  sample: {
    params: {},
    result: {
      acps: {
        '176': {
          supportWeight: '2000',
          supporters: [node(2)],
          objectWeight: '0',
          objectors: [],
          abstainWeight: '8000',
        },
      },
    },
  },
  fields: {
    '$.acps': { checks: ['acps.weights', 'acps.agrees-with-peers'] },
  },
});
