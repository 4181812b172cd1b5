// The info API, as much of it as version detection needs.
import { createHash } from 'node:crypto';
import { encodeNodeId } from '../encoding/cb58.js';
import { TOOL_VERSION } from '../tool.js';
import type { Route } from './core.js';
import type { NodeContext } from './node-context.js';

export const MOCK_NODE_NAME = 'avaconform-mock';

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
    },
  };
}
