// info.peers (spec/info-api.md). I.info.peers
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { NodeId, Uint64String } from '../primitives.js';
import { Peer } from './records.js';
import { defineMethod } from '../method.js';
import { node, peer } from '../samples.js';

/** nodeIDs: optional; non-empty, only the connected peers among them. */
export const Params = z.object({ nodeIDs: z.array(NodeId).optional() });

/** numPeers (uint64 decimal string) and the connected peers. */
export const Result = z.looseObject({ numPeers: Uint64String, peers: z.array(Peer) });
export type Result = z.infer<typeof Result>;

export { Peer };

export const clauses = [
  'I.info.peers',
  'I.info.peers.peer',
  'I.info.peers.filter',
  'I.info.peers.health',
  'I.info.peers.mutual',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.peers', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: { nodeIDs: [node(2)] }, result: { numPeers: '1', peers: [peer] } },
  fields: {
    '$.numPeers': { checks: ['peers.count', 'peers.health'] },
    '$.peers': { checks: ['peers.count', 'peers.mutual'] },
    '$.peers[*].nodeID': { checks: ['peers.mutual', 'getNodeIP.peers-agree'] },
    '$.peers[*].publicIP': { checks: ['getNodeIP.peers-agree'] },
    '$.peers[*].supportedACPs': { checks: ['acps.agrees-with-peers'] },
    '$.peers[*].objectedACPs': { checks: ['acps.agrees-with-peers'] },
    '$.peers[*].ip': {
      reason:
        'the address of the connection as the node sees it (an ephemeral port when the peer dialled): no method reports it',
    },
    '$.peers[*].version': {
      reason:
        "what the peer said in its handshake; the peer's own getNodeVersion is a second source only for a node of the run: not yet cross-checked",
    },
    '$.peers[*].upgradeTime': {
      reason:
        "the upgrade time the peer's handshake carries, from its upgrade configuration (which upgrade's depends on its release): for a node of the run its own info.upgrades holds the same time, a second source no check reads (not yet cross-checked)",
    },
    '$.peers[*].lastSent': { reason: "a moment of the node's own traffic with the peer: no other method reports it" },
    '$.peers[*].lastReceived': {
      reason: "a moment of the node's own traffic with the peer: no other method reports it",
    },
    '$.peers[*].observedUptime': {
      reason:
        "the peer's view of this node's uptime, carried in its messages: info.uptime's weightedAveragePercentage is these views of the connected validator peers weighted by their stake, this node's own stake at 100 %, a second source for their weighted sum that uptime.own-stake holds only to its floor (not yet cross-checked)",
    },
    '$.peers[*].trackedSubnets': { reason: 'the subnets the peer says it tracks: no method of this node reports them' },
    '$.peers[*].benched': {
      reason: "the chains on which the node benched the peer: a state of the node's router no method reports",
    },
  },
});
