// AvalancheGo's known deviations from the spec (../shared/facts, the "disagrees" sections), as seen on
// recorded single-node local networks. The spec stays the contract: a deviation never loosens a check;
// it names the exact failed assertions it explains, so a run on that node reports them expected-fail
// and fails on anything else. Entries without `match` are differences no spec-exact check fails on.
import { AVALANCHEGO_EVIDENCE } from './avalanchego-evidence.js';
import type { Deviation } from './types.js';

const NODE = 'avalanchego';
/** The releases every checked deviation below was seen on (local networks from each build, 2026-11-23; v1.15.0-fuji 2026-11-26). */
export const AVALANCHEGO_RELEASES = ['1.12.1', '1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'] as const;
const ALL = AVALANCHEGO_RELEASES;

/** A plain object, for the node-form readers. */
function record(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** The same object with one member renamed in place (member order kept). */
function renamed(o: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k === from ? to : k, v]));
}

/** -32000 "rpc: can't find method …" where -32601 is due: what registry.saysMethodNotFound reads as "method not found". */
export const AVALANCHEGO_METHOD_NOT_FOUND: Deviation = {
  id: 'jsonrpc.method-not-found-code',
  node: NODE,
  method: 'transport',
  clauses: ['J.method-not-found'],
  observed: ALL,
  spec: 'a method that does not exist gets -32601',
  behaviour: '-32000 with rpc: can\'t find method/service "…"; -32601 is never produced',
  source: 'facts/node-local.md §7.3',
  match: {
    code: 'jsonrpc.error-code',
    clauses: ['J.method-not-found'],
    path: /^\$\.error\.code$/,
    received: /^-32000 "rpc: can't find (method|service)/,
  },
  fault: 'real-method-not-found-32000',
  seenIn: ['jsonrpc.unknown-method'],
};

const ENTRIES: readonly Deviation[] = [
  // ---- JSON-RPC layer (facts/platform-chain.md §1, facts/node-local.md §0 and §7.3–7.4) ----
  {
    id: 'jsonrpc.batch',
    node: NODE,
    method: 'transport',
    clauses: ['J.batch'],
    observed: ALL,
    spec: 'an array of requests gets an array of responses',
    behaviour: 'one -32700 error object with id null',
    source: 'facts/platform-chain.md §1.4',
    match: { code: 'jsonrpc.batch-array', clauses: ['J.batch'], path: /^\$$/, received: /"code":-32700/ },
    fault: 'real-batch-unsupported',
    seenIn: ['jsonrpc.batch'],
  },
  AVALANCHEGO_METHOD_NOT_FOUND,
  {
    id: 'jsonrpc.uppercase-method',
    node: NODE,
    method: 'transport',
    clauses: ['J.method-not-found'],
    observed: ALL,
    spec: 'a method that does not exist gets -32601',
    behaviour:
      'a function name with an upper-case first letter gets -32000 "method must start with a non-uppercase letter"',
    source: 'facts/platform-chain.md §1.5',
    match: {
      code: 'jsonrpc.error-code',
      clauses: ['J.method-not-found'],
      path: /^\$\.error\.code$/,
      received: /^-32000 "method must start with a non-uppercase letter"$/,
    },
    seenIn: ['jsonrpc.method-case'],
  },
  {
    id: 'jsonrpc.invalid-params-code',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-params'],
    observed: ALL,
    spec: 'invalid params should get -32602',
    behaviour:
      '-32000 "couldn\'t unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"',
    source: 'facts/node-local.md §7.3',
    match: {
      code: 'jsonrpc.error-code',
      clauses: ['J.invalid-params'],
      path: /^\$\.error\.code$/,
      received: /^-32000 "couldn't unmarshal an argument/,
    },
    fault: 'real-invalid-params-32000',
    seenIn: ['jsonrpc.invalid-params'],
  },
  {
    id: 'jsonrpc.invalid-request-as-parse-error',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-request'],
    observed: ALL,
    spec: 'a request with a member of the wrong type (method: 5, jsonrpc: 2), or a JSON value that is no object, gets -32600',
    behaviour:
      'a member of the wrong JSON type, or a body that is valid JSON but no object, gets -32700 "json: cannot unmarshal …"; only a wrong jsonrpc string gets -32600',
    source: 'facts/platform-chain.md §1.4',
    match: {
      code: ['jsonrpc.invalid-request', 'jsonrpc.id-type', 'jsonrpc.error-code'],
      clauses: ['J.invalid-request'],
      path: /^\$\.error\.code$/,
      received:
        /^-32700 "json: cannot unmarshal \w+ into Go (struct field serverRequest\.\w+|value of type json2\.serverRequest)/,
    },
    fault: 'real-invalid-request-as-parse-error',
  },
  {
    id: 'jsonrpc.trailing-bytes-ignored',
    node: NODE,
    method: 'transport',
    clauses: ['J.parse-error'],
    observed: ALL,
    spec: 'a body that is not valid JSON gets -32700',
    behaviour:
      'the body is read with one JSON decode: bytes after the first JSON object are ignored and that object is answered as a request alone would be (a result, its own error such as -32000 "service/method request ill-formed" when it has no method, or nothing when it has no id)',
    source: 'facts/platform-chain.md §1.4',
    // Whatever answers the leading object, never the -32700 the whole body calls for (the fuzz cuts bodies anywhere).
    match: {
      code: 'jsonrpc.trailing-bytes',
      clauses: ['J.parse-error'],
      path: /^\$(\.error(\.code)?)?$/,
      received: /"result":|^-32(?!700)\d{3} "|^HTTP 200, empty body/,
    },
    fault: 'real-trailing-bytes-ignored',
  },
  {
    id: 'jsonrpc.null-body-silent',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-request', 'J.parse-error'],
    observed: ALL,
    spec: 'a JSON value that is no request object gets -32600; a body that is not one JSON value gets -32700',
    behaviour:
      'a body whose first JSON value is null (null alone, or null followed by anything, a request included) gets HTTP 200 and an empty body: the one value read leaves the request empty, without id, so it is answered as a notification',
    source:
      'facts/node-local.md §0.3 (no id: nothing written); one JSON value read, as for jsonrpc.trailing-bytes-ignored',
    match: {
      code: ['jsonrpc.invalid-request', 'jsonrpc.parse-error', 'jsonrpc.trailing-bytes'],
      clauses: ['J.invalid-request', 'J.parse-error'],
      path: /^\$$/,
      received: /^HTTP 200, empty body \(request: "(?: |\\[nrt])*null/,
    },
    fault: 'real-null-body-silent',
    seenIn: ['jsonrpc.enumerated-bodies'],
  },
  {
    id: 'jsonrpc.any-id-type',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-request', 'J.id'],
    observed: ALL,
    spec: 'an id is a string, a number or null; a request with another id is invalid (-32600)',
    behaviour:
      'the id is kept as raw JSON and copied back byte for byte: a boolean, object or array id is answered like any other',
    source: 'facts/node-local.md §0.3',
    match: { code: 'jsonrpc.id-type', clauses: ['J.invalid-request'], path: /^\$\.error$/, received: /"result":/ },
    fault: 'real-id-any-type',
  },
  {
    // Seen by the envelope fuzz on v1.12.x only (the seed decided); the enumerated bodies meet it on every release.
    id: 'jsonrpc.missing-method-ill-formed',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-request'],
    observed: ['1.12.1', '1.12.2', '1.13.5', '1.14.2', '1.15.0'],
    spec: 'a request without a method member is an invalid request (-32600)',
    behaviour: 'a missing (or empty, or dotless) method gets -32000 "rpc: service/method request ill-formed: \"…\""',
    source: 'facts/platform-chain.md §1.5, facts/node-local.md §0.2',
    match: {
      code: 'jsonrpc.invalid-request',
      clauses: ['J.invalid-request'],
      path: /^\$\.error\.code$/,
      received: /^-32000 "rpc: service\/method request ill-formed: /,
    },
    fault: 'real-missing-method-32000',
  },
  {
    id: 'jsonrpc.null-id-is-notification',
    node: NODE,
    method: 'transport',
    clauses: ['J.id', 'J.notification'],
    observed: [],
    spec: 'a request without id is a notification; a response echoes the request id',
    behaviour: '"id": null is also treated as a notification: empty HTTP 200 body (except for -32700 parse errors)',
    source: 'facts/node-local.md §7.4',
  },
  {
    id: 'params.encoding-case-insensitive',
    node: NODE,
    method: 'transport',
    clauses: ['P.err.encoding', 'P.limit.encodings', 'I.encoding'],
    observed: ALL,
    spec: 'allowed encoding values are per method (hex, json), exactly so spelled',
    behaviour:
      'encoding names are matched case-insensitively ("HEX" works) and hexc / hexnc are accepted wherever hex is',
    source: 'facts/platform-chain.md §1.9, §7.15, §7.16, §7.18',
    // Only an encoding the node reads as a documented one: another spelling of hex or json, or hexc/hexnc.
    match: {
      code: 'encoding.undocumented',
      clauses: ['P.err.encoding', 'P.limit.encodings', 'I.encoding'],
      path: /^\$\.result$/,
      sent: /^\{"encoding":"(?:[hH][eE][xX](?:[cC]|[nN][cC])?|[jJ][sS][oO][nN])"\}$/,
    },
    fault: 'real-encoding-any-case',
  },
  {
    id: 'platform.path-aliases',
    node: NODE,
    method: 'transport',
    clauses: ['P.env.path'],
    observed: [],
    spec: 'canonical path /ext/bc/P (one example uses /ext/P)',
    behaviour: '/ext/P, /ext/platform, /ext/bc/platform and /ext/bc/1111…LpoYY also serve the API',
    source: 'facts/platform-chain.md §7.19',
  },
  // ---- P-Chain methods (facts/platform-chain.md §3, §7) ----
  {
    id: 'getValidatorsAt.result-shape',
    node: NODE,
    method: 'platform.getValidatorsAt',
    clauses: ['P.m.getValidatorsAt', 'P.m.getValidatorsAt.proposed'],
    observed: ALL,
    since: '1.10.6',
    spec: 'result {validators: {nodeID: weight}}',
    behaviour: 'a bare map {nodeID: {publicKey: "0x…" | null, weight: "<str>"}} with no validators member',
    source: 'facts/platform-chain.md §3.24, §7.1',
    match: {
      code: 'schema.missing',
      clauses: ['P.m.getValidatorsAt', 'P.m.getValidatorsAt.proposed'],
      rpc: /^platform\.getValidatorsAt$/,
      path: /^\$\.result\.validators$/,
    },
    nodeForm: {
      rpc: ['platform.getValidatorsAt'],
      read(result) {
        const map = record(result);
        if (!map || 'validators' in map) return undefined;
        const weights: Record<string, unknown> = {};
        for (const [nodeId, v] of Object.entries(map)) {
          const entry = record(v);
          if (!entry || !('weight' in entry)) return undefined;
          weights[nodeId] = entry.weight;
        }
        return { validators: weights };
      },
    },
    fault: 'real-getValidatorsAt-unwrapped',
    seenIn: ['getValidatorsAt.proposed', 'getValidatorsAt.schema', 'getValidatorsAt.agrees-with-current-validators'],
  },
  {
    id: 'getCurrentValidators.signer-pop-spelling',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: ALL,
    spec: 'signer {publicKey, proofOfPosession} (the member spelled so)',
    behaviour: 'signer {publicKey, proofOfPossession}',
    source: 'facts/platform-chain.md §7.5',
    match: {
      code: 'schema.missing',
      clauses: ['P.res.current-validator.primary', 'P.m.getCurrentValidators'],
      path: /\.signer\.proofOfPosession$/,
    },
    nodeForm: {
      rpc: ['platform.getCurrentValidators'],
      read(result) {
        const r = record(result);
        if (!r || !Array.isArray(r.validators)) return undefined;
        let changed = false;
        const validators = r.validators.map((v) => {
          const val = record(v);
          const signer = record(val?.signer);
          if (!val || !signer || !('proofOfPossession' in signer) || 'proofOfPosession' in signer) return v;
          changed = true;
          return { ...val, signer: renamed(signer, 'proofOfPossession', 'proofOfPosession') };
        });
        return changed ? { ...r, validators } : undefined;
      },
    },
    fault: 'real-proofOfPossession-spelling',
    seenIn: ['getCurrentValidators.primary'],
  },
  {
    id: 'getCurrentValidators.l1-no-txid',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator', 'P.res.current-validator.l1'],
    observed: ['1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'],
    since: '1.12.2',
    spec: 'txID, startTime, nodeID, weight for all kinds',
    behaviour: 'L1 validators carry no txID (and no endTime)',
    source: 'facts/platform-chain.md §7.5',
    match: {
      code: 'schema.missing',
      clauses: ['P.res.current-validator', 'P.res.current-validator.l1'],
      rpc: /^platform\.getCurrentValidators$/,
      path: /^\$\.result\.validators\[\d+\]\.txID$/,
    },
    fault: 'real-l1-validator-no-txid',
  },
  {
    id: 'getCurrentValidators.delegation-fee-name',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: [],
    spec: 'delegationFee, "described elsewhere as delegationFeeRate"',
    behaviour: 'delegationFee (a Float32 string with 4 decimals)',
    source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getCurrentValidators.accrued-delegatee-reward',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: [],
    since: '1.10.0',
    spec: 'no accruedDelegateeReward member',
    behaviour: 'accruedDelegateeReward always present for permissionless validators',
    source: 'facts/platform-chain.md §7.5',
    fault: 'real-accrued-delegatee-reward',
  },
  {
    id: 'getCurrentValidators.auto-renewed-members',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: [],
    spec: 'no validatorAuthority, nextPeriod, autoCompoundRewardShares',
    behaviour: 'auto-renewed validators carry those three members (HEAD / v1.15.0-fuji only, no final release)',
    source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getTotalStake.subnet-stake',
    node: NODE,
    method: 'platform.getTotalStake',
    clauses: ['P.m.getTotalStake.subnet'],
    observed: ['1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'],
    spec: 'for a subnet other than the Primary Network the result carries weight only',
    behaviour: 'always both stake and weight, equal, for any subnet',
    source: 'facts/platform-chain.md §7.4',
    match: {
      code: 'schema.forbidden',
      clauses: ['P.m.getTotalStake.subnet'],
      rpc: /^platform\.getTotalStake$/,
      path: /^\$\.result\.stake$/,
    },
    fault: 'real-getTotalStake-both',
  },
  {
    id: 'getTotalStake.string-ints',
    node: NODE,
    method: 'platform.getTotalStake',
    clauses: ['P.conv.uint64-forms'],
    observed: [],
    spec: 'signature says stake: int, weight: int',
    behaviour: 'both are decimal strings',
    source: 'facts/platform-chain.md §7.4',
  },
  {
    id: 'getTimestamp.member',
    node: NODE,
    method: 'platform.getTimestamp',
    clauses: ['P.m.getTimestamp'],
    observed: [],
    spec: 'signature names the member time, the example timestamp (the schema accepts both)',
    behaviour: 'member timestamp; its offset is the node process time zone',
    source: 'facts/platform-chain.md §7.2',
  },
  {
    id: 'getValidatorFeeConfig.targetPerSecond',
    node: NODE,
    method: 'platform.getValidatorFeeConfig',
    clauses: ['P.res.validator-fee-config'],
    observed: [],
    spec: 'an example carries targetPerSecond (the schema accepts it, does not require it)',
    behaviour: 'no targetPerSecond member; only capacity, target, minPrice, excessConversionConstant',
    source: 'facts/platform-chain.md §7.3',
  },
  {
    id: 'getTxStatus.aborted',
    node: NODE,
    method: 'platform.getTxStatus',
    clauses: ['P.state.tx-status'],
    observed: [],
    spec: 'status one of Committed, Processing, Dropped, Unknown',
    behaviour: 'also Aborted (a proposal tx whose abort option was accepted, e.g. RewardValidatorTx)',
    source: 'facts/platform-chain.md §7.6',
    match: {
      code: 'schema.value',
      clauses: ['P.state.tx-status'],
      rpc: /^platform\.getTxStatus$/,
      path: /^\$\.result\.status$/,
      received: /^"Aborted"$/,
    },
  },
  {
    id: 'getSubnets.primary-appended',
    node: NODE,
    method: 'platform.getSubnets',
    clauses: ['P.m.getSubnets'],
    observed: [],
    spec: 'ids omitted = all subnets',
    behaviour: 'the Primary Network entry {id: 1111…LpoYY, controlKeys: [], threshold: "0"} is appended last',
    source: 'facts/platform-chain.md §7.7',
  },
  {
    id: 'getSubnets.null-when-none',
    node: NODE,
    method: 'platform.getSubnets',
    clauses: ['P.m.getSubnets'],
    observed: [],
    spec: 'subnets is an array',
    behaviour: 'subnets is null when ids were given and none matched',
    source: 'facts/platform-chain.md §3.6',
    match: {
      code: 'schema.type',
      clauses: ['P.m.getSubnets'],
      rpc: /^platform\.getSubnets$/,
      path: /^\$\.result\.subnets$/,
      received: /^null$/,
    },
    nodeForm: {
      rpc: ['platform.getSubnets'],
      read(result) {
        const r = record(result);
        return r && r.subnets === null ? { ...r, subnets: [] } : undefined;
      },
    },
  },
  {
    id: 'getCurrentSupply.height-member',
    node: NODE,
    method: 'platform.getCurrentSupply',
    clauses: ['P.m.getCurrentSupply'],
    observed: [],
    since: '1.10.10',
    spec: 'result supply (int in the signature)',
    behaviour: 'supply as a decimal string, plus an undocumented height member',
    source: 'facts/platform-chain.md §7.8',
  },
  {
    id: 'getHeight.string-int',
    node: NODE,
    method: 'platform.getHeight',
    clauses: ['P.conv.uint64-forms'],
    observed: [],
    spec: 'signature says height: int',
    behaviour: 'height is a decimal string (getProposedHeight too)',
    source: 'facts/platform-chain.md §7.9',
  },
  {
    id: 'getMinStake.string-uint64',
    node: NODE,
    method: 'platform.getMinStake',
    clauses: ['P.conv.uint64-forms'],
    observed: [],
    spec: 'signature says uint64',
    behaviour: 'decimal strings',
    source: 'facts/platform-chain.md §7.10',
  },
  {
    id: 'getRewardUTXOs.numFetched-string',
    node: NODE,
    method: 'platform.getRewardUTXOs',
    clauses: ['P.conv.uint64-forms'],
    observed: [],
    spec: 'numFetched integer',
    behaviour: 'numFetched is a decimal string',
    source: 'facts/platform-chain.md §7.11',
  },
  {
    id: 'getStake.encoding-param',
    node: NODE,
    method: 'platform.getStake',
    clauses: ['P.m.getStake'],
    observed: [],
    spec: 'params addresses, validatorsOnly; staked only in an example',
    behaviour: 'also takes encoding (default hex); always returns staked; stakeds values are strings',
    source: 'facts/platform-chain.md §7.12',
  },
  {
    id: 'getBalance.utxoIDs-null',
    node: NODE,
    method: 'platform.getBalance',
    clauses: ['P.m.getBalance'],
    observed: ALL,
    spec: 'utxoIDs []{txID, outputIndex}',
    behaviour: 'utxoIDs is null (never []) when no UTXO matched',
    source: 'facts/platform-chain.md §7.13',
    match: {
      code: 'schema.type',
      clauses: ['P.m.getBalance'],
      rpc: /^platform\.getBalance$/,
      path: /^\$\.result\.utxoIDs$/,
      received: /^null$/,
    },
    fault: 'real-balance-utxoids-null',
    nodeForm: {
      rpc: ['platform.getBalance'],
      read(result) {
        const r = record(result);
        return r && r.utxoIDs === null ? { ...r, utxoIDs: [] } : undefined;
      },
    },
  },
  {
    id: 'getUTXOs.endindex-last-scanned',
    node: NODE,
    method: 'platform.getUTXOs',
    clauses: ['P.m.getUTXOs.R3'],
    observed: ['1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'],
    spec: 'endIndex names the last UTXO returned: its owner (a requested address) and its UTXO ID',
    behaviour:
      'endIndex names the last address and UTXO scanned: on a last page the address is the highest requested one scanned after it, which may own none of the UTXOs returned',
    source: 'facts/platform-chain.md §3.4',
    match: {
      code: 'utxo.endindex-owner',
      clauses: ['P.m.getUTXOs.R3'],
      rpc: /^platform\.getUTXOs$/,
      path: /^\$\.result\.endIndex\.address$/,
    },
  },
  {
    id: 'getBlock.json-block-members',
    node: NODE,
    method: 'platform.getBlock',
    clauses: ['P.res.block-json'],
    observed: ALL,
    spec: 'Block JSON: parentID, height, txs[]',
    behaviour:
      'commit/abort blocks have no txs; proposal blocks carry tx (Banff ones also txs); blocks add id and (Banff) time',
    source: 'facts/platform-chain.md §6.7, §7.16',
    match: {
      code: 'schema.missing',
      clauses: ['P.res.block-json', 'P.m.getBlockByHeight', 'P.m.getBlock'],
      rpc: /^platform\.getBlock(ByHeight)?$/,
      path: /^\$\.result\.block\.txs$/,
    },
    nodeForm: {
      rpc: ['platform.getBlock', 'platform.getBlockByHeight'],
      read(result) {
        const r = record(result);
        const block = record(r?.block);
        if (!r || !block || 'txs' in block) return undefined;
        return { ...r, block: { ...block, txs: block.tx === undefined ? [] : [block.tx] } };
      },
    },
    seenIn: ['getBlockByHeight.json-form'],
  },
  {
    id: 'sampleValidators.duplicates',
    node: NODE,
    method: 'platform.sampleValidators',
    clauses: ['P.m.sampleValidators'],
    observed: [],
    spec: 'validators []string (distinctness not stated)',
    behaviour: 'samples stake units: the same NodeID may appear several times',
    source: 'facts/platform-chain.md §7.17',
  },
  {
    id: 'getBlockchainStatus.p-chain-syncing',
    node: NODE,
    method: 'platform.getBlockchainStatus',
    clauses: ['P.state.blockchain-status'],
    observed: [],
    spec: 'Syncing: this node takes part as a non-validating node',
    behaviour: 'the P-Chain itself ("P" or its ID) always reports Syncing',
    source: 'facts/platform-chain.md §7.20',
  },
  // ---- node-local APIs (facts/node-local.md §1–§3, §7) ----
  {
    id: 'getContainerRange.wrapped',
    node: NODE,
    method: 'index.getContainerRange',
    clauses: ['I.m.getContainerRange'],
    observed: ALL,
    spec: 'result: an array of containers',
    behaviour: 'result {"containers": [ … ]}',
    source: 'facts/node-local.md §2.3, §7.1',
    match: {
      code: 'schema.type',
      clauses: ['I.m.getContainerRange', 'I.range.R1', 'I.range.R4', 'I.range.R5'],
      rpc: /^index\.getContainerRange$/,
      path: /^\$\.result$/,
      received: /^\{/,
    },
    nodeForm: {
      rpc: ['index.getContainerRange'],
      read(result) {
        const r = record(result);
        return r && Array.isArray(r.containers) && Object.keys(r).length === 1 ? r.containers : undefined;
      },
    },
    fault: 'real-index-range-wrapped',
    seenIn: [
      'index.P-block.range-R1-order',
      'index.P-block.range-agrees-with-by-index',
      'index.P-block.range-R4-at-limit',
      'index.P-block.range-R5-running-out',
    ],
  },
  {
    id: 'getContainerRange.zero',
    node: NODE,
    method: 'index.getContainerRange',
    clauses: ['I.range.R2', 'I.range.R4'],
    observed: ALL,
    spec: 'numToFetch 0 gives an empty response; numToFetch within [0, 1024]',
    behaviour: 'numToFetch 0 is an error: numToFetch must be in [1,1024] but is 0',
    source: 'facts/node-local.md §7.1',
    match: {
      code: 'expected-result',
      clauses: ['I.range.R2'],
      rpc: /^index\.getContainerRange$/,
      path: /^\$\.error$/,
      received: /numToFetch must be in \[1,1024\] but is 0/,
    },
    fault: 'real-index-numtofetch-zero-error',
    seenIn: ['index.P-block.range-R2-zero'],
  },
  {
    id: 'index.encoding-ignored',
    node: NODE,
    method: 'index.getIndex',
    clauses: ['I.encoding'],
    observed: ALL,
    spec: 'the index API is hex only: encoding json is refused',
    behaviour: 'getIndex and isAccepted take no encoding: an encoding param, json included, is ignored',
    source: 'facts/node-local.md §2.3',
    match: {
      code: 'expected-error',
      clauses: ['I.encoding'],
      rpc: /^index\.(getIndex|isAccepted)$/,
      path: /^\$$/,
      received: /"result":\{"(index|isAccepted)":/,
    },
    fault: 'real-index-encoding-ignored',
    seenIn: ['index.P-block.getIndex-json-encoding-rejected', 'index.P-block.isAccepted-json-encoding-rejected'],
  },
  {
    id: 'index.bytes-checksum',
    node: NODE,
    method: 'index.getContainerByIndex',
    clauses: ['I.res.container'],
    observed: [],
    spec: 'bytes: hex byte representation',
    behaviour: 'bytes carry a 4-byte sha256 checksum suffix; index is a decimal string',
    source: 'facts/node-local.md §7.2',
  },
  {
    id: 'index.proposervm-ids',
    node: NODE,
    method: 'index.getContainerByID',
    clauses: ['I.res.container'],
    observed: [],
    spec: 'id: container ID',
    behaviour: 'ids and bytes are proposervm (snowman++) blocks, not the IDs platform.getBlock uses',
    source: 'facts/node-local.md §7.2',
  },
  {
    id: 'health.check-message-string',
    node: NODE,
    method: 'health.health',
    clauses: ['H.res.check'],
    observed: ['1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'],
    spec: 'message: object or array',
    behaviour: 'the bls check carries a string message (e.g. "node has the correct BLS key")',
    source: 'facts/node-local.md §1.5',
    since: '1.12.2',
    match: { code: 'schema.type', clauses: ['H.res.check'], path: /\.checks\.bls\.message$/, received: /^"/ },
    fault: 'real-health-message-string',
    nodeForm: {
      rpc: ['health.health', 'health.readiness', 'health.liveness', 'GET /ext/health'],
      read(result) {
        const r = record(result);
        const checks = record(r?.checks);
        const bls = record(checks?.bls);
        if (!r || !checks || !bls || typeof bls.message !== 'string') return undefined;
        return { ...r, checks: { ...checks, bls: { ...bls, message: [bls.message] } } };
      },
    },
    seenIn: ['health.rpc.check-fields'],
  },
  {
    id: 'health.check-optional-members',
    node: NODE,
    method: 'health.health',
    clauses: ['H.res.check'],
    observed: [],
    spec: 'a check response carries timestamp, duration, contiguousFailures, timeOfFirstFailure',
    behaviour:
      'contiguousFailures omitted when 0, timeOfFirstFailure unless failing; timestamp zero-time for checks not yet run',
    source: 'facts/node-local.md §7.5',
  },
  {
    id: 'health.post-subpaths',
    node: NODE,
    method: 'health.health',
    clauses: ['H.get.paths'],
    observed: [],
    spec: 'GET /ext/health/{health,readiness,liveness}',
    behaviour:
      'those paths ignore the HTTP method (POST gets the report, not a JSON-RPC envelope); HEAD /ext/health is 405',
    source: 'facts/node-local.md §7.5',
  },
  // ---- Release forms the spec permits: what a release's answers hold or lack, recorded so a mock profile answers alike ----
  {
    id: 'health.no-bls-check',
    node: NODE,
    method: 'health.health',
    clauses: ['H.names'],
    observed: ['1.12.1'],
    below: '1.12.2',
    spec: 'the checks the spec has seen, others allowed',
    behaviour: 'no bls check: the node registers it from v1.12.2',
    source: 'fixtures/cassettes/avalanchego-v1.12.1.ndjson; node/node.go of v1.12.1 and v1.12.2',
    fault: 'real-health-no-bls-check',
  },
  {
    id: 'health.no-futureupgrade-check',
    node: NODE,
    method: 'health.health',
    clauses: ['H.names'],
    observed: ['1.12.1', '1.13.5'],
    below: '1.14.1',
    spec: 'the checks the spec has seen, others allowed',
    behaviour: 'no futureupgrade check: the node registers it from v1.14.1',
    source: 'fixtures/cassettes of v1.12.1 and v1.13.5; node/node.go of v1.14.0 and v1.14.1',
    fault: 'real-health-no-futureupgrade',
  },
  {
    id: 'health.no-disk-percentage',
    node: NODE,
    method: 'health.health',
    clauses: ['H.res.check'],
    observed: ['1.12.1', '1.13.5'],
    below: '1.14.1',
    spec: 'a check message is an object or array',
    behaviour: 'the diskspace message has availableDiskBytes only: availableDiskPercentage arrives in v1.14.1',
    source: 'fixtures/cassettes of v1.12.1 and v1.13.5; the diskspace health check of v1.14.0 and v1.14.1',
    fault: 'real-health-no-disk-percentage',
  },
  {
    id: 'health.no-avg-acceptance-time',
    node: NODE,
    method: 'health.health',
    clauses: ['H.res.check'],
    observed: ['1.12.1', '1.13.5'],
    below: '1.14.2',
    spec: 'a check message is an object or array',
    behaviour: "the chains' consensus messages have no avgAcceptanceTime: it arrives in v1.14.2",
    source: 'fixtures/cassettes of v1.12.1, v1.13.5 and v1.14.2; the snowman engine health of v1.14.1 and v1.14.2',
    fault: 'real-health-no-avg-acceptance-time',
  },
  {
    id: 'index.x-tx-empty',
    node: NODE,
    method: 'index.getLastAccepted',
    clauses: ['I.paths'],
    observed: ALL,
    spec: 'each index path serves the containers its chain accepted',
    behaviour:
      "/ext/index/X/tx holds nothing: it is fed only by the X-Chain's pre-linearization DAG, so it stays empty on a network linearized from genesis",
    source: 'facts/node-local.md §2.2; the recorded cassettes',
    fault: 'real-x-tx-index-empty',
  },
  {
    id: 'getCurrentValidators.deprecated-members',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: ['1.12.1'],
    below: '1.12.2',
    spec: 'the members a Primary Network validator has',
    behaviour:
      'also stakeAmount (its weight) and rewardOwner (its validation reward owner), deprecated, after nodeID; gone in v1.12.2',
    source: 'fixtures/cassettes/avalanchego-v1.12.1.ndjson (member order) and -v1.13.5.ndjson',
    fault: 'real-validator-deprecated-members',
  },
  {
    id: 'getL1Validator.no-validationID',
    node: NODE,
    method: 'platform.getL1Validator',
    clauses: ['P.res.l1-validator'],
    observed: ['1.12.1'],
    below: '1.12.2',
    spec: 'the L1 validator record has validationID (string)',
    behaviour: 'the record has no validationID member: the node added it in v1.12.2',
    source: 'facts/platform-chain.md §3.9, §8',
    match: {
      code: 'schema.missing',
      clauses: ['P.res.l1-validator'],
      rpc: /^platform\.getL1Validator$/,
      path: /^\$\.result\.validationID$/,
      received: /^undefined$/,
    },
    seenIn: ['getL1Validator.schema'],
  },
  {
    id: 'keystore.password-strength',
    node: NODE,
    method: 'keystore.createUser',
    clauses: ['K.limit.strength'],
    observed: ['1.12.1'],
    below: '1.12.2',
    spec: 'at least 8 characters with upper- and lower-case letters, numbers and symbols',
    behaviour: 'no minimum length; strength is zxcvbn-go score >= 2 on the first 50 bytes',
    source: 'facts/node-local.md §3.3, §7.7',
    match: {
      code: 'expected-error',
      clauses: ['K.limit.strength'],
      rpc: /^keystore\.createUser$/,
      path: /^\$$/,
      received: /"result":\{\}/,
    },
    // The fault takes every weak password; the node's zxcvbn (score below 2) still refuses the weakest, some of which
    // the keystore fuzz sends: the one form a v1.12.1 profile answers otherwise.
    fault: 'keystore-weak-password-accepted',
    seenIn: ['keystore.createUser.lowercase-password', 'keystore.createUser.short-password'],
  },
];

export const AVALANCHEGO_DEVIATIONS: readonly Deviation[] = ENTRIES.map((d) => {
  const e = AVALANCHEGO_EVIDENCE[d.id];
  return e ? { ...d, evidence: { request: e.request, response: e.response } } : d;
});
