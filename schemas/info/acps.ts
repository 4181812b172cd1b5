// info.acps (spec/info-api.md): the ACPs the node's connected validators support or object to. I.info.acps
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Acp, AcpNumber } from './records.js';

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
