// An N-node local network from one AvalancheGo binary: node 1 starts as --node-binary's node does,
// the others bootstrap from it (its staking address and NodeID as their only beacon), so every node
// holds the same chain and answers can be compared node by node.
import { join } from 'node:path';
import { HttpClient } from '../client/http.js';
import { callRpc } from '../client/rpc.js';
import { startNodeFromBinary, withoutPorts, type StartedNode } from './node-binary.js';

export interface NetworkNode {
  /** 1-based. */
  index: number;
  url: string;
  nodeId: string;
  stakingAddress: string | null;
}

export interface LocalNetwork {
  nodes: NetworkNode[];
  version: string | null;
  stop(): Promise<void>;
}

async function nodeIdOf(url: string): Promise<string> {
  const client = new HttpClient(url, { timeoutMs: 5000, connections: 1 });
  try {
    const id = (await callRpc(client, { method: 'info.getNodeID', params: {}, path: '/ext/info', id: 1 })).result as
      { nodeID?: unknown } | undefined;
    if (typeof id?.nodeID !== 'string') throw new Error(`the node at ${url} does not say its NodeID (info.getNodeID)`);
    return id.nodeID;
  } finally {
    await client.close();
  }
}

export async function startLocalNetwork(opts: {
  binary: string;
  nodes: number;
  extraArgs?: string[];
  logDir: string;
}): Promise<LocalNetwork> {
  const started: StartedNode[] = [];
  const stop = async () => void (await Promise.all(started.map((n) => n.stop())));
  try {
    const first = await startNodeFromBinary({
      binary: opts.binary,
      extraArgs: opts.extraArgs ?? [],
      logDir: join(opts.logDir, 'node-1'),
    });
    started.push(first);
    if (!first.stakingAddress)
      throw new Error('node 1 does not say its staking address (process.json): the others cannot bootstrap from it');
    const beacon = { stakingAddress: first.stakingAddress, nodeId: await nodeIdOf(first.url) };
    const extraArgs = withoutPorts(opts.extraArgs ?? []);
    const others = await Promise.all(
      Array.from({ length: opts.nodes - 1 }, (_, i) =>
        startNodeFromBinary({
          binary: opts.binary,
          extraArgs,
          logDir: join(opts.logDir, `node-${i + 2}`),
          bootstrapFrom: beacon,
        }).then((n) => (started.push(n), n)),
      ),
    );
    const nodes = await Promise.all(
      [first, ...others].map(async (n, i) => ({
        index: i + 1,
        url: n.url,
        nodeId: i === 0 ? beacon.nodeId : await nodeIdOf(n.url),
        stakingAddress: n.stakingAddress,
      })),
    );
    return { nodes, version: first.version, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
