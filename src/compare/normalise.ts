// Normalisation: the members of an answer that legitimately differ between two targets, per method,
// each with its reason. `ignore` leaves the value out of the comparison; `shape` compares it by shape
// only (type and format) even when the targets are compared by value. Rules marked `in: 'shape'`
// apply only between targets that share no chain state; `in: 'value'` only between nodes of one
// network; rules without `in` always.
import type { CompareMode } from '../../schemas/compare.js';
import { pathMatches } from './answer-paths.js';

export interface NormaliseRule {
  /** Method labels: a JSON-RPC method ("platform.getTimestamp"), "GET /ext/health" for plain HTTP, "POST *" for every POST that is no JSON-RPC call. */
  readonly methods: readonly string[];
  /** JSON path patterns ("*" one member, "[*]" any index, ".**" everything below). */
  readonly paths: readonly string[];
  /** ignore: the value (and all below it) is left out; shape: compared by shape only; order: its members' order is left out. */
  readonly treat: 'ignore' | 'shape' | 'order';
  readonly in?: CompareMode;
  readonly reason: string;
}

const HEALTH_RPC = ['health.health', 'health.readiness', 'health.liveness'];
const HEALTH_GET = [
  'GET /ext/health',
  'GET /ext/health/health',
  'GET /ext/health/readiness',
  'GET /ext/health/liveness',
];
/** The health report's check members, under result (JSON-RPC) or at the top (GET). */
const checkMembers = (member: string) => [`$.result.checks.*.${member}`, `$.checks.*.${member}`];

export const NORMALISE_RULES: readonly NormaliseRule[] = [
  {
    methods: [...HEALTH_RPC, ...HEALTH_GET],
    paths: [
      ...checkMembers('timestamp'),
      ...checkMembers('duration'),
      ...checkMembers('timeOfFirstFailure'),
      ...checkMembers('contiguousFailures'),
    ],
    treat: 'shape',
    reason:
      "each node runs its health checks on its own schedule: when a check last ran, how long it took and since when it fails are the node's own",
  },
  {
    methods: [...HEALTH_RPC, ...HEALTH_GET],
    paths: checkMembers('message.modeUpgradeWeightPercentage'),
    treat: 'ignore',
    reason:
      "the share of stake the node's peers signal for the next upgrade is the node's own view, and a whole share prints as an integer (50) where another is a fraction (66.66666666666666): seen between nodes 1 and 3 of one v1.14.2 network",
  },
  {
    methods: [...HEALTH_RPC, ...HEALTH_GET],
    paths: [...checkMembers('message.**'), ...checkMembers('error.**')],
    treat: 'shape',
    in: 'value',
    reason:
      "a check's message is the node's own observation (its peers, their connected stake, its uptime, its disk), not chain state",
  },
  {
    methods: [...HEALTH_RPC, ...HEALTH_GET],
    paths: ['$.result.checks.network.message.**', '$.checks.network.message.**'],
    treat: 'ignore',
    in: 'shape',
    reason:
      "the network check reports the node's peers: a node without peers has no timeSinceLastMsgReceived / timeSinceLastMsgSent members",
  },
  {
    methods: ['POST *'],
    paths: ['$.error.message'],
    treat: 'ignore',
    in: 'shape',
    reason:
      "the request is no JSON-RPC request (not JSON, or no method): the message names what each implementation's own JSON parser stopped at",
  },
  {
    methods: ['platform.getCurrentValidators'],
    paths: ['$.result.validators[*].uptime', '$.result.validators[*].connected'],
    treat: 'shape',
    reason: 'uptime and connected are what the answering node has observed of each validator, not chain state',
  },
  {
    methods: ['info.getNodeVersion'],
    paths: ['$.result.gitCommit'],
    treat: 'ignore',
    reason:
      'the commit the binary was built from, set by the release build: a node built without it (go build, as the recorded local networks were) reports ""',
  },
  {
    methods: ['platform.getTx', 'platform.getBlock', 'platform.getBlockByHeight'],
    paths: ['$.result.tx.unsignedTx.**', '$.result.block.txs[*].unsignedTx.**', '$.result.block.tx.unsignedTx.**'],
    treat: 'ignore',
    in: 'shape',
    reason:
      "two chains that share no state hold other txs at one height or discovery role (a devnet with Helicon seeds its txs too), and a tx's members are " +
      "those of its type; each side's tx JSON is held to its own bytes by getTx.json-agrees-with-hex and getBlock.hex-json-agree",
  },
  {
    methods: ['platform.getBlock', 'platform.getBlockByHeight'],
    paths: ['$.result.block'],
    treat: 'order',
    in: 'shape',
    reason:
      "which kind of block sits at a height is the chain's own: a proposal block carries its decision txs before the parent, " +
      "a standard block its txs after the ID; each side's block JSON is held to its own bytes by getBlock.hex-json-agree",
  },
  {
    methods: ['platform.getBlock', 'platform.getBlockByHeight'],
    paths: ['$.result.block.tx', '$.result.block.txs'],
    treat: 'ignore',
    in: 'shape',
    reason:
      "which kind of block sits at a height is the chain's own: a proposal block has a tx (and, since Durango, txs), a standard block txs only",
  },
  {
    methods: ['info.getNodeID'],
    paths: ['$.result.nodeID', '$.result.nodePOP.**'],
    treat: 'shape',
    reason: "each node is its own: its ID and BLS key (held to its own node-id header and proof by getNodeID's checks)",
  },
  {
    methods: ['info.getNodeIP'],
    paths: ['$.result.ip'],
    treat: 'shape',
    reason: 'each node advertises its own IP and staking port',
  },
  {
    methods: ['info.peers'],
    paths: ['$.result.peers'],
    treat: 'ignore',
    reason:
      "a node's peers are its own connections: another node of the network has others, a single node none (each side's list is held to its own numPeers and health report)",
  },
  {
    methods: ['info.peers'],
    paths: ['$.result.numPeers'],
    treat: 'shape',
    reason: "a node's peers are its own connections: another node of the network has others, a single node none",
  },
  {
    methods: ['info.uptime'],
    paths: ['$.result.*'],
    treat: 'shape',
    reason: "the node's uptime as its own peers see it, weighed by its own validator view",
  },
  {
    methods: ['info.acps'],
    paths: ['$.result.acps'],
    treat: 'ignore',
    reason:
      "the ACPs a node lists are its release's current ones and its own peers' votes, weighed by its own validator view (each side's held to its own peers by acps.agrees-with-peers)",
  },
  {
    methods: ['platform.sampleValidators'],
    paths: ['$.result.validators.**'],
    treat: 'shape',
    reason: "a sample drawn from the node's own random source: two nodes (or two calls) draw different validators",
  },
];

export function normaliseRuleFor(method: string, path: string, mode: CompareMode): NormaliseRule | null {
  for (const rule of NORMALISE_RULES) {
    if (rule.in && rule.in !== mode) continue;
    if (!rule.methods.some((m) => m === method || (m.endsWith(' *') && method.startsWith(m.slice(0, -1))))) continue;
    if (rule.paths.some((p) => pathMatches(p, path))) return rule;
  }
  return null;
}

/**
 * Between targets that share no chain state, a result on one side and one of these errors on the
 * other says the two chains hold different things (one has the block, index entry or validator asked
 * for, the other not), not that the APIs differ: such pairs are normalised.
 */
export const STATE_ERRORS: readonly { readonly message: RegExp; readonly reason: string }[] = [
  {
    message: /^(?!method not found)(?!.*can't find (method|service)).*\bnot found\b/i,
    reason: 'the other chain has no such block, tx, subnet or validator',
  },
  { message: /^no containers have been accepted$/, reason: "the other node's index holds no container yet" },
  { message: /^no container at index \d+$/, reason: "the other node's index is shorter" },
  { message: /^start index \(\d+\) > last accepted index \(\d+\)$/, reason: "the other node's index is shorter" },
  {
    message: /\bcurrent P-chain height \(\d+\) < requested P-Chain height \(\d+\)/,
    reason: 'the other chain is not that high yet',
  },
  { message: /^couldn't get block at height \d+/, reason: 'the other chain is not that high yet' },
  {
    message: /insufficient weight to sample|errored with insufficient/i,
    reason: 'the other chain has fewer validators than the sample asks for',
  },
];

export function stateErrorReason(message: string): string | null {
  return STATE_ERRORS.find((e) => e.message.test(message))?.reason ?? null;
}
