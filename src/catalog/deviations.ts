// Known differences between the spec (../shared/spec) and real AvalancheGo (../shared/facts, the
// "disagrees" sections). The schemas follow the spec; these records are the data the version
// expectations (expectations/*.yaml) are built from. Not listed: docs-example typos that our spec
// does not carry (trailing commas, array-valued validationID, hex startIndex.utxo) and operational
// traps (genesis rotation, health start-up latency, --public-ip), which no clause covers.
import type { ClauseId } from '../spec/clauses.js';
import type { MethodName } from './index.js';

export interface Deviation {
  /** Stable id: "<method or area>.<what>". */
  readonly id: string;
  /** The catalog method concerned, or "transport" for the HTTP / JSON-RPC layer. */
  readonly method: MethodName | 'transport';
  readonly clauses: readonly ClauseId[];
  /** What the spec says. */
  readonly spec: string;
  /** What the real node does. */
  readonly node: string;
  /** First node version showing the node behaviour, when known. */
  readonly since?: string;
  /**
   * Whether a spec-exact schema or check fails on the real node because of it (true), or the
   * schema already accepts both forms / the difference is informational (false).
   */
  readonly breaks: boolean;
  readonly source: `facts/${'platform-chain' | 'node-local'}.md §${string}`;
}

export const DEVIATIONS = [
  // ---- facts/platform-chain.md §7 ----
  {
    id: 'getValidatorsAt.result-shape', method: 'platform.getValidatorsAt', clauses: ['P.m.getValidatorsAt'], breaks: true,
    spec: 'result {validators: {nodeID: weight}}',
    node: 'a bare map {nodeID: {publicKey: "0x…" | null, weight: "<str>"}} with no validators member',
    since: '1.10.6', source: 'facts/platform-chain.md §7.1',
  },
  {
    id: 'getTimestamp.member', method: 'platform.getTimestamp', clauses: ['P.m.getTimestamp'], breaks: false,
    spec: 'signature names the member time, the example timestamp (schema accepts both)',
    node: 'member timestamp; its offset is the node process time zone', source: 'facts/platform-chain.md §7.2',
  },
  {
    id: 'getValidatorFeeConfig.targetPerSecond', method: 'platform.getValidatorFeeConfig', clauses: ['P.res.validator-fee-config'], breaks: false,
    spec: 'an example carries targetPerSecond (schema accepts it, does not require it)',
    node: 'no targetPerSecond member; only capacity, target, minPrice, excessConversionConstant', source: 'facts/platform-chain.md §7.3',
  },
  {
    id: 'getTotalStake.subnet-stake', method: 'platform.getTotalStake', clauses: ['P.m.getTotalStake.subnet'], breaks: true,
    spec: 'for a subnet other than the Primary Network the result carries weight only',
    node: 'always both stake and weight, equal, for any subnet', source: 'facts/platform-chain.md §7.4',
  },
  {
    id: 'getTotalStake.string-ints', method: 'platform.getTotalStake', clauses: ['P.conv.uint64-forms'], breaks: false,
    spec: 'signature says stake: int, weight: int', node: 'both are decimal strings', source: 'facts/platform-chain.md §7.4',
  },
  {
    id: 'getCurrentValidators.signer-pop-spelling', method: 'platform.getCurrentValidators', clauses: ['P.res.current-validator.primary'], breaks: true,
    spec: 'signer {publicKey, proofOfPosession} (field name spelled so)',
    node: 'signer {publicKey, proofOfPossession}', source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getCurrentValidators.delegation-fee-name', method: 'platform.getCurrentValidators', clauses: ['P.res.current-validator.primary'], breaks: false,
    spec: 'delegationFee, "described elsewhere as delegationFeeRate"', node: 'delegationFee (a Float32 string with 4 decimals)',
    source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getCurrentValidators.accrued-delegatee-reward', method: 'platform.getCurrentValidators', clauses: ['P.res.current-validator.primary'], breaks: false,
    spec: 'no accruedDelegateeReward member', node: 'accruedDelegateeReward always present for permissionless validators',
    since: '1.10.0', source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getCurrentValidators.l1-no-txid', method: 'platform.getCurrentValidators', clauses: ['P.res.current-validator'], breaks: true,
    spec: 'txID, startTime, nodeID, weight for all kinds', node: 'L1 validators carry no txID (and no endTime)',
    since: '1.12.2', source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getCurrentValidators.auto-renewed-members', method: 'platform.getCurrentValidators', clauses: ['P.res.current-validator.primary'], breaks: false,
    spec: 'no validatorAuthority, nextPeriod, autoCompoundRewardShares',
    node: 'auto-renewed validators carry those three members (HEAD / v1.15.0-fuji only, no final release)',
    source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getTxStatus.aborted', method: 'platform.getTxStatus', clauses: ['P.state.tx-status'], breaks: true,
    spec: 'status one of Committed, Processing, Dropped, Unknown',
    node: 'also Aborted (a proposal tx whose abort option was accepted, e.g. RewardValidatorTx)', source: 'facts/platform-chain.md §7.6',
  },
  {
    id: 'getSubnets.primary-appended', method: 'platform.getSubnets', clauses: ['P.m.getSubnets'], breaks: false,
    spec: 'ids omitted = all subnets', node: 'the Primary Network entry {id: 1111…LpoYY, controlKeys: [], threshold: "0"} is appended last',
    source: 'facts/platform-chain.md §7.7',
  },
  {
    id: 'getSubnets.null-when-none', method: 'platform.getSubnets', clauses: ['P.m.getSubnets'], breaks: true,
    spec: 'subnets is an array', node: 'subnets is null when ids were given and none matched', source: 'facts/platform-chain.md §3.6',
  },
  {
    id: 'getCurrentSupply.height-member', method: 'platform.getCurrentSupply', clauses: ['P.m.getCurrentSupply'], breaks: false,
    spec: 'result supply (int in the signature)', node: 'supply as a decimal string, plus an undocumented height member',
    since: '1.10.10', source: 'facts/platform-chain.md §7.8',
  },
  {
    id: 'getHeight.string-int', method: 'platform.getHeight', clauses: ['P.conv.uint64-forms'], breaks: false,
    spec: 'signature says height: int', node: 'height is a decimal string (getProposedHeight too)', source: 'facts/platform-chain.md §7.9',
  },
  {
    id: 'getMinStake.string-uint64', method: 'platform.getMinStake', clauses: ['P.conv.uint64-forms'], breaks: false,
    spec: 'signature says uint64', node: 'decimal strings', source: 'facts/platform-chain.md §7.10',
  },
  {
    id: 'getRewardUTXOs.numFetched-string', method: 'platform.getRewardUTXOs', clauses: ['P.conv.uint64-forms'], breaks: false,
    spec: 'numFetched integer', node: 'numFetched is a decimal string', source: 'facts/platform-chain.md §7.11',
  },
  {
    id: 'getStake.encoding-param', method: 'platform.getStake', clauses: ['P.m.getStake'], breaks: false,
    spec: 'params addresses, validatorsOnly; staked only in an example',
    node: 'also takes encoding (default hex); always returns staked; stakeds values are strings', source: 'facts/platform-chain.md §7.12',
  },
  {
    id: 'getBalance.utxoIDs-null', method: 'platform.getBalance', clauses: ['P.m.getBalance'], breaks: true,
    spec: 'utxoIDs []{txID, outputIndex}', node: 'utxoIDs is null (never []) when no UTXO matched', source: 'facts/platform-chain.md §7.13',
  },
  {
    id: 'getUTXOs.extra-encodings', method: 'platform.getUTXOs', clauses: ['P.err.encoding', 'P.limit.encodings'], breaks: true,
    spec: 'encoding hex only; an unsupported value is rejected',
    node: 'hexc and hexnc accepted (any case); json succeeds when zero UTXOs are returned', source: 'facts/platform-chain.md §7.15',
  },
  {
    id: 'getBlock.extra-encodings', method: 'platform.getBlock', clauses: ['P.err.encoding', 'P.limit.encodings'], breaks: true,
    spec: 'encoding hex or json', node: 'hexc and hexnc also accepted, encoding names case-insensitive (getBlockByHeight and getTx too)',
    source: 'facts/platform-chain.md §7.16',
  },
  {
    id: 'getBlockByHeight.extra-encodings', method: 'platform.getBlockByHeight', clauses: ['P.err.encoding', 'P.limit.encodings'], breaks: true,
    spec: 'encoding hex or json', node: 'hexc and hexnc also accepted', source: 'facts/platform-chain.md §7.16',
  },
  {
    id: 'getTx.extra-encodings', method: 'platform.getTx', clauses: ['P.err.encoding', 'P.limit.encodings'], breaks: true,
    spec: 'encoding hex or json', node: 'hexc and hexnc also accepted', source: 'facts/platform-chain.md §7.16',
  },
  {
    id: 'getBlock.json-block-members', method: 'platform.getBlock', clauses: ['P.res.block-json'], breaks: true,
    spec: 'Block JSON: parentID, height, txs[]',
    node: 'commit/abort blocks have no txs; proposal blocks carry tx (Banff also txs); blocks add id and (Banff) time',
    source: 'facts/platform-chain.md §7.16',
  },
  {
    id: 'sampleValidators.duplicates', method: 'platform.sampleValidators', clauses: ['P.m.sampleValidators'], breaks: false,
    spec: 'validators []string (distinctness not stated)', node: 'samples stake units: the same NodeID may appear several times',
    source: 'facts/platform-chain.md §7.17',
  },
  {
    id: 'issueTx.extra-encodings', method: 'platform.issueTx', clauses: ['P.err.encoding', 'P.limit.encodings'], breaks: true,
    spec: 'encoding hex only', node: 'hexc and hexnc also accepted; a duplicate of a mempool tx returns success',
    source: 'facts/platform-chain.md §7.18',
  },
  {
    id: 'platform.path-aliases', method: 'transport', clauses: ['P.env.path'], breaks: false,
    spec: 'canonical path /ext/bc/P (one example uses /ext/P)',
    node: '/ext/P, /ext/platform, /ext/bc/platform and /ext/bc/1111…LpoYY also serve the API', source: 'facts/platform-chain.md §7.19',
  },
  {
    id: 'getBlockchainStatus.p-chain-syncing', method: 'platform.getBlockchainStatus', clauses: ['P.state.blockchain-status'], breaks: false,
    spec: 'Syncing: this node takes part as a non-validating node', node: 'the P-Chain itself ("P" or its ID) always reports Syncing',
    source: 'facts/platform-chain.md §7.20',
  },
  {
    id: 'params.encoding-case-insensitive', method: 'transport', clauses: ['P.err.encoding'], breaks: true,
    spec: 'allowed encoding values are per method (hex, json)', node: 'encoding names are matched case-insensitively ("HEX" works)',
    source: 'facts/platform-chain.md §1.9',
  },
  // ---- JSON-RPC layer (facts/platform-chain.md §1, facts/node-local.md §0 and §7.3–7.4) ----
  {
    id: 'jsonrpc.method-not-found-code', method: 'transport', clauses: ['J.method-not-found'], breaks: true,
    spec: 'a method that does not exist gets -32601', node: '-32000 with rpc: can\'t find method/service "…"; -32601 is never produced',
    source: 'facts/node-local.md §7.3',
  },
  {
    id: 'jsonrpc.invalid-params-code', method: 'transport', clauses: ['J.invalid-params'], breaks: true,
    spec: 'invalid params should get -32602',
    node: '-32000 "couldn\'t unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"',
    source: 'facts/node-local.md §7.3',
  },
  {
    id: 'jsonrpc.invalid-request-as-parse-error', method: 'transport', clauses: ['J.invalid-request'], breaks: true,
    spec: 'a request with a bad method type (or wrong jsonrpc) gets -32600',
    node: 'a member of the wrong JSON type ("method": 5, "jsonrpc": 2) gets -32700; only a wrong jsonrpc string gets -32600',
    source: 'facts/platform-chain.md §1.4',
  },
  {
    id: 'jsonrpc.null-id-is-notification', method: 'transport', clauses: ['J.id', 'J.notification'], breaks: true,
    spec: 'a request without id is a notification; a response echoes the request id',
    node: '"id": null is also treated as a notification: empty HTTP 200 body (except for -32700 parse errors)',
    source: 'facts/node-local.md §7.4',
  },
  {
    id: 'jsonrpc.batch', method: 'transport', clauses: ['J.batch'], breaks: true,
    spec: 'an array of requests gets an array of responses', node: 'one -32700 error object with id null',
    source: 'facts/platform-chain.md §1.4',
  },
  // ---- facts/node-local.md §7 ----
  {
    id: 'getContainerRange.wrapped', method: 'index.getContainerRange', clauses: ['I.m.getContainerRange'], breaks: true,
    spec: 'result: an array of containers', node: 'result {"containers": [ … ]}', source: 'facts/node-local.md §7.1',
  },
  {
    id: 'getContainerRange.zero', method: 'index.getContainerRange', clauses: ['I.range.R2', 'I.range.R4'], breaks: true,
    spec: 'numToFetch 0 gives an empty response; numToFetch within [0, 1024]',
    node: 'numToFetch 0 is an error: numToFetch must be in [1,1024] but is 0', source: 'facts/node-local.md §7.1',
  },
  {
    id: 'index.bytes-checksum', method: 'index.getContainerByIndex', clauses: ['I.res.container'], breaks: false,
    spec: 'bytes: hex byte representation', node: 'bytes carry a 4-byte sha256 checksum suffix; index is a decimal string',
    source: 'facts/node-local.md §7.2',
  },
  {
    id: 'index.proposervm-ids', method: 'index.getContainerByID', clauses: ['I.res.container'], breaks: false,
    spec: 'id: container ID', node: 'ids and bytes are proposervm (snowman++) blocks, not the IDs platform.getBlock uses',
    source: 'facts/node-local.md §7.2',
  },
  {
    id: 'health.check-message-string', method: 'health.health', clauses: ['H.res.check'], breaks: true,
    spec: 'message: object or array', node: 'the bls check carries a string message (e.g. "node is not a validator")',
    source: 'facts/node-local.md §1.5',
  },
  {
    id: 'health.check-optional-members', method: 'health.health', clauses: ['H.res.check'], breaks: false,
    spec: 'a check response carries timestamp, duration, contiguousFailures, timeOfFirstFailure',
    node: 'contiguousFailures omitted when 0, timeOfFirstFailure unless failing; timestamp zero-time for checks not yet run',
    source: 'facts/node-local.md §7.5',
  },
  {
    id: 'health.post-subpaths', method: 'health.health', clauses: ['H.get.paths'], breaks: false,
    spec: 'GET /ext/health/{health,readiness,liveness}', node: 'those paths ignore the HTTP method (POST gets the report, not a JSON-RPC envelope); HEAD /ext/health is 405',
    source: 'facts/node-local.md §7.5',
  },
  {
    id: 'keystore.password-strength', method: 'keystore.createUser', clauses: ['K.limit.strength'], breaks: true,
    spec: 'at least 8 characters with upper- and lower-case letters, numbers and symbols',
    node: 'no minimum length; strength is zxcvbn-go score >= 2 on the first 50 bytes', source: 'facts/node-local.md §7.7',
  },
] as const satisfies readonly Deviation[];

export type DeviationId = (typeof DEVIATIONS)[number]['id'];

export function deviationsOf(method: MethodName | 'transport'): readonly Deviation[] {
  return DEVIATIONS.filter((d) => d.method === method);
}
