// info.peers (spec/info-api.md). I.info.peers
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { NodeId, Uint64String } from '../primitives.js';
import { Peer } from './records.js';

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
