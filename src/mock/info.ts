// The info API, as much of it as version detection and the fee checks (Etna's time) need.
import { createHash } from 'node:crypto';
import { encodeNodeId } from '../encoding/cb58.js';
import { TOOL_VERSION } from '../tool.js';
import type { Route } from './core.js';
import type { NodeContext } from './node-context.js';

export const MOCK_NODE_NAME = 'avaconform-mock';

/**
 * The upgrade schedule of a devnet with every upgrade active (avaconform run --upgrades latest), as the node's
 * info.upgrades answers it: each upgrade active since the node's "initially active" time, Helicon included (the
 * mock's chain holds an auto-renewed validator).
 */
const ACTIVE = '2020-12-05T05:00:00Z';
const UPGRADES = {
  apricotPhase1Time: ACTIVE, apricotPhase2Time: ACTIVE, apricotPhase3Time: ACTIVE, apricotPhase4Time: ACTIVE, apricotPhase4MinPChainHeight: 0,
  apricotPhase5Time: ACTIVE, apricotPhasePre6Time: ACTIVE, apricotPhase6Time: ACTIVE, apricotPhasePost6Time: ACTIVE, banffTime: ACTIVE,
  cortinaTime: ACTIVE, cortinaXChainStopVertexID: '11111111111111111111111111111111LpoYY', durangoTime: ACTIVE, etnaTime: ACTIVE,
  fortunaTime: ACTIVE, graniteTime: ACTIVE, graniteEpochDuration: 30_000_000_000, heliconTime: ACTIVE,
};

export function infoRoute(ctx: NodeContext): Route {
  const nodeId = encodeNodeId(new Uint8Array(createHash('sha256').update(`node:${ctx.state.seed}`).digest()).subarray(0, 20));
  const version = `${MOCK_NODE_NAME}/${TOOL_VERSION}`;
  // As a node names the commit it was built from: 40 hex digits, here fixed by the mock's version.
  const gitCommit = createHash('sha1').update(version).digest('hex');
  return {
    service: 'info',
    handlers: {
      'info.getNodeVersion': () => ({ version, databaseVersion: 'v1.4.5', rpcProtocolVersion: '38', gitCommit, vmVersions: { avm: version, evm: `v${TOOL_VERSION}`, platform: version } }),
      'info.getNetworkID': () => ({ networkID: String(ctx.state.networkId) }),
      'info.getNodeID': () => ({ nodeID: nodeId }),
      'info.upgrades': () => UPGRADES,
    },
  };
}
