// info.getNodeID (spec/info-api.md). I.info.getNodeID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { NodeId } from '../primitives.js';
import { NodePop } from './records.js';

export const Params = z.object({});

/** nodeID and nodePOP: the node's BLS key and its proof of possession. */
export const Result = z.looseObject({ nodeID: NodeId, nodePOP: NodePop });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.info.getNodeID',
  'I.info.getNodeID.pop',
  'I.info.getNodeID.validator',
  'I.info.node-id-header',
] as const satisfies readonly ClauseId[];
