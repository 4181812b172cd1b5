// The info API as the node serves it (api/info/service.go, spec/info-api.md): every method its clients call
// (AvalancheGo's info client, avalanchejs's Context.getContextFromURI), answered for the mock's chain and its profile.
// The mock's node is one of a small network: it is the first Primary Network validator with a BLS key, connected to
// the next four validators (health's network check counts the same four). Asked as a peer of the run
// (src/client/second-node.ts: peer-i) it answers as the i-th of them, connected to the node and the other three;
// asked as the run's unbootstrapped node, as a node of its own that has no peer and whose chains have not bootstrapped.
import { createHash } from 'node:crypto';
import type { NodeRole } from '../client/second-node.js';
import { encodeNodeId } from '../encoding/cb58.js';
import { toHex } from '../encoding/hex.js';
import { networkNameOf, staticFeesOf, STATIC_FEE_MEMBERS, type StaticFeeMember } from '../spec/info-facts.js';
import { TOOL_VERSION } from '../tool.js';
import { blsKeyPair } from '../tx/bls.js';
import { compareVersions } from '../versions.js';
import { argsOf } from './go-params.js';
import type { ChainState } from './chain/state.js';
import { chainIdOfAlias } from './chain-aliases.js';
import type { Route } from './mock-contracts.js';
import { methodHandlers, type ResultIn } from './method-handlers.js';
import type { NodeContext } from './node-context.js';
import { PRIMARY_FXS, PRIMARY_VMS } from './primary-vms.js';
import { rpcProtocolVersion, upgradesOf, type MockProfile } from './mock-profile.js';
import { RpcMethodError } from './mock-contracts.js';
import { X_CHAIN_FEES } from './x-chain.js';

export const MOCK_NODE_NAME = 'avaconform-mock';

/** How many peers the mock's node is connected to (health's network check says connectedPeers 4). */
export const MOCK_PEERS = 4;

/** A node of the mock's network: its ID, its BLS key with its proof of possession, and the IP it advertises. */
export interface MockNodeIdentity {
  nodeId: string;
  pop: { publicKey: string; proofOfPossession: string };
  ip: string;
}

/** A BLS key pair derived from a name, made once (signing costs some milliseconds). */
const derivedPops = new Map<string, { publicKey: string; proofOfPossession: string }>();
function derivedPop(name: string): { publicKey: string; proofOfPossession: string } {
  let pop = derivedPops.get(name);
  if (!pop) {
    const pair = blsKeyPair(new Uint8Array(createHash('sha256').update(`node-bls:${name}`).digest()));
    pop = { publicKey: toHex(pair.publicKey), proofOfPossession: toHex(pair.signature) };
    derivedPops.set(name, pop);
  }
  return pop;
}

/** The IP and staking port of the network's i-th node (0: the mock's own; the unbootstrapped node is apart). */
const stakingEndpoint = (i: number) => `127.0.0.1:${9651 + 2 * i}`;

/** The mock's network: its own node, its peers and the run's unbootstrapped node. */
export interface MockNetwork {
  self: MockNodeIdentity;
  peers: MockNodeIdentity[];
  unbootstrapped: MockNodeIdentity;
}

/**
 * The mock's network on a chain: its own node (the first current Primary Network validator with a BLS key) and its
 * peers (the next validators, with their keys; one without a registered key signs with a key of its own).
 */
function networkOn(state: ChainState): MockNetwork {
  const withKey = state.validators.find((v) => v.signer !== null);
  const self: MockNodeIdentity = withKey
    ? { nodeId: withKey.nodeId, pop: withKey.signer!, ip: stakingEndpoint(0) }
    : { nodeId: ownNodeId(state, 'target'), pop: derivedPop(`${state.seed}`), ip: stakingEndpoint(0) };
  const others = state.validators.filter((v) => v.nodeId !== self.nodeId).slice(0, MOCK_PEERS);
  const peers = others.map((v, i) => ({
    nodeId: v.nodeId,
    pop: v.signer ?? derivedPop(v.nodeId),
    ip: stakingEndpoint(i + 1),
  }));
  const unbootstrapped = {
    nodeId: ownNodeId(state, 'unbootstrapped'),
    pop: derivedPop(`${state.seed}:unbootstrapped`),
    ip: '127.0.0.1:9661',
  };
  return { self, peers, unbootstrapped };
}

/** A node ID derived from the seed, for a node that is no validator of the chain. */
function ownNodeId(state: ChainState, name: string): string {
  return encodeNodeId(
    new Uint8Array(createHash('sha256').update(`node:${state.seed}:${name}`).digest()).subarray(0, 20),
  );
}

const networks = new WeakMap<NodeContext, MockNetwork>();
/** The node's network, read once from the chain it started with: who it is and who its peers are never change. */
export function mockNetwork(ctx: Readonly<NodeContext>): MockNetwork {
  let n = networks.get(ctx as NodeContext);
  if (!n) networks.set(ctx as NodeContext, (n = networkOn(ctx.state)));
  return n;
}

/** The node a role names: the mock's own, one of its peers (peer-i, cycling through them), or the unbootstrapped one. */
export function mockNodeOf(ctx: Readonly<NodeContext>, role: NodeRole): MockNodeIdentity {
  const { self, peers, unbootstrapped } = mockNetwork(ctx);
  if (role === 'unbootstrapped') return unbootstrapped;
  if (role === 'target' || peers.length === 0) return self;
  return peers[(Number(role.slice('peer-'.length)) - 1) % peers.length]!;
}

/**
 * The ACPs each release marks current (utils/constants/acps.go's CurrentACPs), listed by acps even without a peer;
 * the spec profile as the newest release. Releases not read (1.12.2, 1.13.0) as the release read before them.
 */
const CURRENT_ACPS: Readonly<Record<string, readonly number[]>> = {
  '1.12.1': [],
  '1.12.2': [],
  '1.13.0': [],
  '1.13.5': [176],
  '1.14.2': [],
  '1.15.0': [194, 224, 236, 247, 267, 273, 283, 285],
};
function currentAcps(profile: MockProfile): readonly number[] {
  return CURRENT_ACPS[profile.release ?? '1.15.0'] ?? [];
}

/** Peer records carry upgradeTime from v1.13.x (read absent in v1.12.1, present in v1.13.5). */
const hasUpgradeTime = (profile: MockProfile) =>
  profile.release === null || compareVersions(profile.release, '1.13.5') >= 0;
/** The newest upgrade time a local network's peers claim: every upgrade active since 2020-12-05T05:00:00Z. */
const PEER_UPGRADE_TIME = 1_607_144_400;

/** A validator's Primary Network weight: its stake and its accepted delegators' (getTotalStake's parts). */
const validatorWeight = (state: ChainState, v: ChainState['validators'][number]): bigint =>
  v.delegators.reduce((sum, d) => sum + (state.txs.has(d.txId) ? d.weight : 0n), v.weight);

/** A node's Primary Network weight (0 for a node that validates nothing). */
function weightOf(state: ChainState, nodeId: string): bigint {
  const v = state.validators.find((x) => x.nodeId === nodeId);
  return v ? validatorWeight(state, v) : 0n;
}

export function infoRoute(ctx: NodeContext, role: NodeRole = 'target'): Route {
  const release = ctx.profile.release;
  // A release profile names the release (so a harness run applies its deviations); the spec profile names the mock.
  const version = release === null ? `${MOCK_NODE_NAME}/${TOOL_VERSION}` : `avalanchego/${release}`;
  const vmVersions =
    release === null
      ? { avm: version, evm: `v${TOOL_VERSION}`, platform: version }
      : { avm: version, evm: `v${release}`, platform: version };
  // As a node names the commit it was built from: 40 hex digits, here fixed by the mock's version.
  const gitCommit = createHash('sha1').update(version).digest('hex');
  // Each release's schedule names every upgrade up to its newest: those the schema requires among them.
  const upgrades = upgradesOf(ctx.profile) as ResultIn<'info.upgrades'>;
  // The network of the chain the node started with: who it is and who its peers are never change.
  const network = mockNetwork(ctx);
  const me = mockNodeOf(ctx, role);
  const unbootstrapped = role === 'unbootstrapped';
  const peersOfMe = unbootstrapped ? [] : [network.self, ...network.peers].filter((n) => n.nodeId !== me.nodeId);
  const current = currentAcps(ctx.profile);
  // Of the current ACPs, the first is supported by the first of the network's peers and objected to by the second.
  const stanceOf = (n: MockNodeIdentity) => ({
    supportedACPs: current.length && n.nodeId === network.peers[0]?.nodeId ? [current[0]!] : [],
    objectedACPs: current.length && n.nodeId === network.peers[1]?.nodeId ? [current[0]!] : [],
  });
  const tip = () => ctx.state.blocks[ctx.state.blocks.length - 1]!.timestamp;
  /** The node's view of a peer: as api/info/service.go writes peer.Info and its benched chains, in Go's member order. */
  const peerRecord = (n: MockNodeIdentity): ResultIn<'info.peers'>['peers'][number] => {
    const at = new Date((tip() + 29) * 1000).toISOString().replace('.000Z', 'Z');
    return {
      ip: n.ip,
      publicIP: n.ip,
      nodeID: n.nodeId,
      version,
      ...(hasUpgradeTime(ctx.profile) ? { upgradeTime: PEER_UPGRADE_TIME } : {}),
      lastSent: at,
      lastReceived: at,
      observedUptime: '100',
      trackedSubnets: [],
      ...stanceOf(n),
      benched: [],
    };
  };
  return {
    service: 'info',
    handlers: methodHandlers({
      'info.getNodeVersion': () => ({
        version,
        databaseVersion: 'v1.4.5',
        rpcProtocolVersion: String(rpcProtocolVersion(ctx.profile)),
        gitCommit,
        vmVersions,
      }),
      'info.getNetworkID': () => ({ networkID: String(ctx.state.networkId) }),
      'info.getNetworkName': () => ({ networkName: networkNameOf(ctx.state.networkId) }),
      'info.getNodeID': () => ({ nodeID: me.nodeId, nodePOP: { ...me.pop } }),
      'info.getNodeIP': () => ({ ip: me.ip }),
      'info.getBlockchainID': (p) => {
        const alias = argsOf(p).str('alias');
        const id = chainIdOfAlias(ctx, alias);
        if (id === null) throw new RpcMethodError(`there is no ID with alias: ${alias}`);
        return { blockchainID: id };
      },
      'info.isBootstrapped': (p) => {
        const chain = argsOf(p).str('chain');
        if (chain === '') throw new RpcMethodError("argument 'chain' not given");
        const unknown = chainIdOfAlias(ctx, chain) === null;
        if (unknown) throw new RpcMethodError(`there is no chain with alias/ID '${chain}'`);
        // The unbootstrapped node's chains are not done (its X and C are not even created).
        return { isBootstrapped: !unbootstrapped };
      },
      'info.peers': (p) => {
        const asked = argsOf(p).nodeIds('nodeIDs');
        const listed = asked.length ? peersOfMe.filter((n) => asked.includes(n.nodeId)) : peersOfMe;
        return { numPeers: String(listed.length), peers: listed.map(peerRecord) };
      },
      // Its peers all see it up: its own stake and theirs count as rewarding.
      'info.uptime': () => {
        if (weightOf(ctx.state, me.nodeId) === 0n)
          throw new RpcMethodError("couldn't get node uptime: node is not a validator");
        return { rewardingStakePercentage: '100.0000', weightedAveragePercentage: '100.0000' };
      },
      'info.acps': () => {
        // Each ACP's supporters and objectors with their weights: only the peers that validate count (api/info/service.go).
        const acps = new Map<number, { support: string[]; object: string[]; sw: bigint; ow: bigint }>();
        const acp = (n: number) => {
          let a = acps.get(n);
          if (!a) acps.set(n, (a = { support: [], object: [], sw: 0n, ow: 0n }));
          return a;
        };
        for (const n of peersOfMe) {
          const weight = weightOf(ctx.state, n.nodeId);
          if (weight === 0n) continue;
          const { supportedACPs, objectedACPs } = stanceOf(n);
          for (const a of supportedACPs) {
            acp(a).support.push(n.nodeId);
            acp(a).sw += weight;
          }
          for (const a of objectedACPs) {
            acp(a).object.push(n.nodeId);
            acp(a).ow += weight;
          }
        }
        for (const a of current) acp(a);
        const total = ctx.state.validators.reduce((sum, v) => sum + validatorWeight(ctx.state, v), 0n);
        const out: ResultIn<'info.acps'>['acps'] = {};
        for (const [n, a] of [...acps].sort(([x], [y]) => x - y))
          out[String(n)] = {
            supportWeight: String(a.sw),
            supporters: [...a.support].sort(),
            objectWeight: String(a.ow),
            objectors: [...a.object].sort(),
            abstainWeight: String(current.includes(n) ? total - a.sw - a.ow : 0n),
          };
        return { acps: out };
      },
      // The X-Chain's two fees, then the network's static table (api/info/service.go).
      'info.getTxFee': () => {
        const fees = staticFeesOf(ctx.state.networkId);
        const statics = Object.fromEntries(STATIC_FEE_MEMBERS.map((m) => [m, String(fees[m])]));
        return { ...X_CHAIN_FEES, ...(statics as Record<StaticFeeMember, string>) };
      },
      'info.getVMs': () => ({
        vms: Object.fromEntries(Object.entries(PRIMARY_VMS).map(([id, aliases]) => [id, [...aliases]])),
        fxs: { ...PRIMARY_FXS },
      }),
      'info.upgrades': () => upgrades,
    }),
  };
}
