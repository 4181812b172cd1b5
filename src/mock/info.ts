// The info API as the node serves it (api/info/service.go): every method its clients call (AvalancheGo's
// info client, avalanchejs's Context.getContextFromURI), answered for the mock's chain and its profile.
import { createHash } from 'node:crypto';
import { encodeNodeId } from '../encoding/cb58.js';
import { toHex } from '../encoding/hex.js';
import { TOOL_VERSION } from '../tool.js';
import { blsKeyPair } from '../tx/bls.js';
import { argsOf } from './args.js';
import { chainIdOfAlias } from './chain-aliases.js';
import type { Route } from './core.js';
import type { NodeContext } from './node-context.js';
import { PRIMARY_FXS, PRIMARY_VMS } from './primary-vms.js';
import { rpcProtocolVersion, upgradesOf } from './profile.js';
import { RpcMethodError } from './types.js';
import { AVALANCHEGO_FEES } from './x-chain.js';

export const MOCK_NODE_NAME = 'avaconform-mock';

/** Network names by ID (utils/constants); any other network is "network-<id>". */
const NETWORK_NAMES: Readonly<Record<number, string>> = {
  1: 'mainnet',
  2: 'cascade',
  3: 'denali',
  4: 'everest',
  5: 'fuji',
  10: 'testing',
  12345: 'local',
};

/** The node's staking port beside the mock's HTTP one: what getNodeIP names (the mock serves no staking). */
const STAKING_ENDPOINT = '127.0.0.1:9651';

/** The node's BLS key pair, made once per seed (signing costs some milliseconds). */
const popBySeed = new Map<number, { publicKey: string; proofOfPossession: string }>();
function nodePop(seed: number): { publicKey: string; proofOfPossession: string } {
  let pop = popBySeed.get(seed);
  if (!pop) {
    const pair = blsKeyPair(new Uint8Array(createHash('sha256').update(`node-bls:${seed}`).digest()));
    pop = { publicKey: toHex(pair.publicKey), proofOfPossession: toHex(pair.signature) };
    popBySeed.set(seed, pop);
  }
  return pop;
}

export function infoRoute(ctx: NodeContext): Route {
  const nodeId = encodeNodeId(
    new Uint8Array(createHash('sha256').update(`node:${ctx.state.seed}`).digest()).subarray(0, 20),
  );
  const release = ctx.profile.release;
  // A release profile names the release (so a harness run applies its deviations); the spec profile names the mock.
  const version = release === null ? `${MOCK_NODE_NAME}/${TOOL_VERSION}` : `avalanchego/${release}`;
  const vmVersions =
    release === null
      ? { avm: version, evm: `v${TOOL_VERSION}`, platform: version }
      : { avm: version, evm: `v${release}`, platform: version };
  // As a node names the commit it was built from: 40 hex digits, here fixed by the mock's version.
  const gitCommit = createHash('sha1').update(version).digest('hex');
  const upgrades = upgradesOf(ctx.profile);
  return {
    service: 'info',
    handlers: {
      'info.getNodeVersion': () => ({
        version,
        databaseVersion: 'v1.4.5',
        rpcProtocolVersion: String(rpcProtocolVersion(ctx.profile)),
        gitCommit,
        vmVersions,
      }),
      'info.getNetworkID': () => ({ networkID: String(ctx.state.networkId) }),
      'info.getNetworkName': () => ({
        networkName: NETWORK_NAMES[ctx.state.networkId] ?? `network-${ctx.state.networkId}`,
      }),
      'info.getNodeID': () => ({ nodeID: nodeId, nodePOP: nodePop(ctx.state.seed) }),
      'info.getNodeIP': () => ({ ip: STAKING_ENDPOINT }),
      'info.getBlockchainID': (p) => {
        const alias = argsOf(p).str('alias');
        const id = chainIdOfAlias(ctx, alias);
        if (id === null) throw new RpcMethodError(`there is no ID with alias: ${alias}`);
        return { blockchainID: id };
      },
      'info.isBootstrapped': (p) => {
        const chain = argsOf(p).str('chain');
        if (chain === '') throw new RpcMethodError("argument 'chain' not given");
        if (chainIdOfAlias(ctx, chain) === null) throw new RpcMethodError(`there is no chain with alias/ID '${chain}'`);
        return { isBootstrapped: true };
      },
      // A single node: no peers, and its own view of its uptime.
      'info.peers': () => ({ numPeers: '0', peers: [] }),
      'info.uptime': () => ({ rewardingStakePercentage: '100.0000', weightedAveragePercentage: '100.0000' }),
      'info.acps': () => ({ acps: {} }),
      'info.getTxFee': () => ({ ...AVALANCHEGO_FEES.info }),
      'info.getVMs': () => ({
        vms: Object.fromEntries(Object.entries(PRIMARY_VMS).map(([id, aliases]) => [id, [...aliases]])),
        fxs: { ...PRIMARY_FXS },
      }),
      'info.upgrades': () => upgrades,
    },
  };
}
