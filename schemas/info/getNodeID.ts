// info.getNodeID (spec/info-api.md). I.info.getNodeID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { NodeId } from '../primitives.js';
import { NodePop } from './records.js';
import { defineMethod } from '../method.js';
import { node, blsKey, blsSig } from '../samples.js';

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

export const method = defineMethod('info.getNodeID', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { nodeID: node(1), nodePOP: { publicKey: blsKey, proofOfPossession: blsSig } } },
  fields: {
    // The node-id header of every answer, the other nodes' peer lists, the key the P-Chain registered.
    '$.nodeID': { checks: ['getNodeID.header-agrees', 'getNodeID.validator-key', 'peers.mutual'] },
    '$.nodePOP': { checks: ['getNodeID.pop-verifies', 'getNodeID.validator-key'] },
  },
});
