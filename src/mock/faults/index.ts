// The mock's named faults: each breaks exactly one rule of the spec, so every check can be shown to
// fail. Those named real-* reproduce a known real-node deviation (src/deviations/, its `fault` field). `avaconform faults`
// lists them; `avaconform selftest` proves each is caught by a check citing one of its clauses.
import type { Aspect } from '../../../schemas/conformance.js';
import type { ClauseId } from '../../spec/clauses.js';
import type { Json } from '../../json/lossless.js';
import type { NodeContext } from '../node-context.js';
import type { AnswerEffect } from './effect.js';
import { UnknownFaultError } from './unknown-fault.js';
import { VALIDATOR_FAULTS } from './validators.js';

export { UnknownFaultError };

export interface FaultSpec {
  clauses: readonly ClauseId[];
  aspect: Aspect;
  description: string;
  /** Breaks every answer of its kind: the selftest runs all files and any failing check catches it. */
  broad?: boolean;
  /**
   * Reproduces a node's form the spec permits (a member it does not list, an empty list as null): no rule breaks, so
   * no check may fail on it; the selftest proves the run against it stays green. Release profiles use them.
   */
  permitted?: true;
  /** What it does to the answers of the methods it names (src/mock/faults/effect.ts); absent for a deep fault. */
  effect?: AnswerEffect;
  /** The state change a deep fault makes, where that state is made (the handlers that test its name say so). */
  deep?: string;
}

export const FAULTS = {
  ...VALIDATOR_FAULTS,
  // Envelope and transport (src/mock/core.ts).
  'id-not-echoed': {
    clauses: ['J.id', 'P.env.success'],
    aspect: 'envelope',
    description: "answers with another id than the request's",
  },
  'id-type-changed': { clauses: ['J.id'], aspect: 'envelope', description: 'echoes a number id as a string' },
  'jsonrpc-wrong-version': { clauses: ['J.version'], aspect: 'envelope', description: 'answers with jsonrpc "1.0"' },
  'result-and-error': {
    clauses: ['J.result-xor-error'],
    aspect: 'envelope',
    description: 'success answers carry an error member too',
  },
  'error-without-code': {
    clauses: ['J.error-object', 'P.env.error'],
    aspect: 'envelope',
    description: 'error objects lack their code',
  },
  'parse-error-wrong-code': {
    clauses: ['J.parse-error'],
    aspect: 'envelope',
    description: 'invalid JSON gets -32600 instead of -32700',
  },
  'invalid-request-wrong-code': {
    clauses: ['J.invalid-request'],
    aspect: 'envelope',
    description: 'a wrong jsonrpc version gets -32700 instead of -32600',
  },
  'real-method-not-found-32000': {
    clauses: ['J.method-not-found'],
    aspect: 'envelope',
    description: 'unknown methods get -32000 (as AvalancheGo does) instead of -32601',
  },
  'real-invalid-params-32000': {
    clauses: ['J.invalid-params'],
    aspect: 'envelope',
    description: 'bad params get -32000 (as AvalancheGo does) instead of -32602',
  },
  'peer-diverges': {
    clauses: ['P.m.getBlockByHeight', 'P.m.getValidatorsAt', 'P.m.getTxStatus', 'P.m.getUTXOs'],
    aspect: 'consistency',
    description:
      'asked as a peer of the network, the mock disagrees with the target: another block ID, another validator weight, a committed tx Unknown, one UTXO fewer',
  },
  'real-trailing-bytes-ignored': {
    clauses: ['J.parse-error'],
    aspect: 'envelope',
    description:
      "bytes after the request's JSON object are ignored (as AvalancheGo does) instead of a -32700 parse error",
  },
  'real-id-any-type': {
    clauses: ['J.invalid-request'],
    aspect: 'envelope',
    description: 'a boolean, object or array id is answered and echoed (as AvalancheGo does) instead of -32600',
  },
  'real-batch-unsupported': {
    clauses: ['J.batch'],
    aspect: 'envelope',
    description: 'a batch gets one -32700 error (as AvalancheGo does) instead of an array',
  },
  'real-null-body-silent': {
    clauses: ['J.invalid-request', 'J.parse-error'],
    aspect: 'envelope',
    description:
      'a body whose first JSON value is null (null alone, or null then a request) gets HTTP 200 and an empty body (as AvalancheGo does) instead of -32600 or -32700',
  },
  'real-invalid-request-as-parse-error': {
    clauses: ['J.invalid-request'],
    aspect: 'envelope',
    description:
      'a body that is JSON but no request object, or a request member of the wrong JSON type, gets -32700 "json: cannot unmarshal …" (as AvalancheGo does) instead of -32600',
  },
  'real-missing-method-32000': {
    clauses: ['J.invalid-request'],
    aspect: 'envelope',
    description:
      'a request without a method gets -32000 "rpc: service/method request ill-formed" (as AvalancheGo does) instead of -32600',
  },
  'notification-answered': {
    clauses: ['J.notification'],
    aspect: 'envelope',
    description: 'requests without id are answered',
  },
  'result-member-dropped': {
    clauses: ['P.env.success', 'N.env.jsonrpc'],
    aspect: 'schema',
    description: 'every JSON-RPC result object (and GET health report) lacks its first member',
    broad: true,
  },
  'method-errors-as-results': {
    clauses: ['P.env.error', 'P.err.envelope'],
    aspect: 'envelope',
    description: 'every request a method refuses is answered with an empty result instead of an error',
    broad: true,
  },
  'empty-params-refused': {
    clauses: ['P.env.request'],
    aspect: 'envelope',
    description: 'params {} is refused with -32602 (methods must be called without params)',
  },
  'uint64-number-params-refused': {
    clauses: ['P.conv.uint64-forms'],
    aspect: 'encoding',
    description: 'a uint64 parameter given as a JSON number is refused (decimal strings only)',
  },
  'platform-path-404': {
    clauses: ['P.env.path'],
    aspect: 'envelope',
    description: 'the P-Chain API is not served at /ext/bc/P (aliases only)',
  },
  // Encodings.
  'cb58-bad-checksum': {
    clauses: ['P.conv.id-cb58'],
    aspect: 'encoding',
    description: 'getBlockchains IDs carry a broken CB58 checksum',
  },
  'hex-without-0x': {
    clauses: ['P.conv.bytes-hex'],
    aspect: 'encoding',
    description: 'hex byte strings lack the 0x prefix',
  },

  'uint64-as-float': {
    clauses: ['P.conv.uint64-forms'],
    aspect: 'encoding',
    description: 'getHeight answers a fractional height',
  },
  'time-not-rfc3339': {
    clauses: ['P.conv.rfc3339'],
    aspect: 'encoding',
    description: 'fee-state and chain timestamps are not RFC 3339',
  },
  'address-bad-checksum': {
    clauses: ['P.conv.address'],
    aspect: 'encoding',
    description: 'subnet control keys carry a broken bech32 checksum',
  },
  'block-hex-mismatch': {
    clauses: ['P.m.getBlock'],
    aspect: 'encoding',
    description: 'hex-encoded blocks are the bytes of another block than the json answer',
  },
  'hex-bad-checksum': {
    clauses: ['P.env.encoding-default', 'P.conv.bytes-hex', 'K.exportUser'],
    aspect: 'encoding',
    description: 'hex byte strings carry a 4-byte checksum that does not match their payload',
  },
  'real-encoding-any-case': {
    clauses: ['P.err.encoding', 'P.limit.encodings', 'I.encoding'],
    aspect: 'encoding',
    description: 'encoding names are read in any letter case, and hexc/hexnc are accepted (as AvalancheGo does)',
  },
  // Pagination and limits.
  'utxos-limit-ignored': {
    clauses: ['P.m.getUTXOs.R2'],
    aspect: 'pagination',
    description: 'getUTXOs ignores limit and answers up to 1024',
  },
  'utxos-no-1024-cap': {
    clauses: ['P.limit.utxos'],
    aspect: 'limit',
    description: 'getUTXOs answers more than 1024 UTXOs when limit asks',
  },
  'utxos-endindex-wrong': {
    clauses: ['P.m.getUTXOs.R3'],
    aspect: 'pagination',
    description: 'endIndex names the first UTXO returned, not the last',
  },
  'utxos-foreign-address': {
    clauses: ['P.m.getUTXOs.R1'],
    aspect: 'pagination',
    description: 'getUTXOs returns a UTXO of an address not asked for',
  },
  'utxos-numfetched-mismatch': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'pagination',
    description: 'numFetched is one more than the UTXOs returned',
  },
  'json-encoding-on-hex-only': {
    clauses: ['P.limit.encodings', 'I.encoding', 'K.exportUser'],
    aspect: 'encoding',
    description: 'hex-only methods (P-Chain, index, keystore exportUser) accept encoding json',
  },
  // Schemas and states.

  'subnet-missing-ok': {
    clauses: ['P.m.getSubnet.required'],
    aspect: 'schema',
    description: 'getSubnet without subnetID succeeds',
  },
  'tx-status-invalid': {
    clauses: ['P.state.tx-status'],
    aspect: 'schema',
    description: 'getTxStatus answers "Accepted"',
  },
  'blockchain-status-invalid': {
    clauses: ['P.state.blockchain-status'],
    aspect: 'schema',
    description: 'getBlockchainStatus answers "Running"',
  },
  'getBlockchains-includes-P': {
    clauses: ['P.m.getBlockchains'],
    aspect: 'schema',
    description: 'getBlockchains lists the platform chain',
  },
  'deprecated-getStake-removed': {
    clauses: ['P.ver.deprecated'],
    aspect: 'deprecation',
    description: 'getStake, deprecated but still served, is gone',
  },

  'real-balance-utxoids-null': {
    clauses: ['P.m.getBalance'],
    aspect: 'schema',
    description: 'getBalance answers utxoIDs null when no UTXO is found (as AvalancheGo does) instead of []',
  },

  // Consistency.
  'validatedby-primary-network': {
    clauses: ['P.m.validatedBy'],
    aspect: 'consistency',
    description: 'validatedBy answers the Primary Network for every blockchain',
  },
  'issuetx-signatures-unchecked': {
    clauses: ['P.m.issueTx'],
    aspect: 'consistency',
    description: 'issueTx takes a tx whose inputs are not signed by their owners (or spend nothing known)',
  },
  'issued-tx-never-lands': {
    clauses: ['P.m.issueTx', 'P.m.getTxStatus'],
    aspect: 'consistency',
    description:
      'an issued tx turns Committed after a block time but no block holds it: getTx does not find it, its UTXOs do not change',
  },

  'elastic-subnet-control-keys': {
    clauses: ['P.res.subnet.poa'],
    aspect: 'schema',
    description: 'getSubnet of a subnet that is not proof-of-authority answers control keys and threshold 1',
  },
  'tx-json-id-wrong': {
    clauses: ['P.res.tx-json'],
    aspect: 'consistency',
    description: 'a tx in json encoding carries the id of another tx',
  },
  'atomic-utxos-bad-checksum': {
    clauses: ['P.m.getUTXOs.sourceChain'],
    aspect: 'encoding',
    description: 'atomic UTXOs (sourceChain X) carry a broken 4-byte checksum',
  },

  'proposed-height-above-tip': {
    clauses: ['P.m.getProposedHeight'],
    aspect: 'consistency',
    description: 'getProposedHeight answers five above the last accepted height',
  },
  'deprecated-methods-removed': {
    clauses: ['P.ver.deprecated'],
    aspect: 'deprecation',
    description:
      'every deprecated P-Chain method (getBalance, getBlockchains, getRewardUTXOs, getStake, getSubnets) answers method not found',
  },
  // Values that another method or the chain's own blocks contradict (each answer well-formed and consistent within itself).
  'utxo-amount-changed': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'consistency',
    description:
      'getUTXOs answers the first UTXO of a page with one nAVAX more than the tx that made it gave (bytes, checksum and UTXO ID intact)',
  },
  'balance-off-by-one': {
    clauses: ['P.m.getBalance'],
    aspect: 'consistency',
    description: "getBalance answers one nAVAX more than the address's UTXOs hold, in every total alike",
  },
  'balance-lock-split-wrong': {
    clauses: ['P.m.getBalance'],
    aspect: 'consistency',
    description: 'getBalance answers the unlocked amount as locked-stakeable (the totals kept)',
  },
  'blockchain-renamed': {
    clauses: ['P.m.getBlockchains'],
    aspect: 'consistency',
    description: 'getBlockchains lists the last chain under another name than its CreateChainTx gave it',
  },
  'subnet-locktime-changed': {
    clauses: ['P.m.getSubnet'],
    aspect: 'consistency',
    description: "getSubnet answers an owner locktime one second later than the subnet's ownership tx set",
  },

  'getStake-omits-output': {
    clauses: ['P.m.getStake'],
    aspect: 'consistency',
    description: 'getStake leaves out the last staked output of the addresses, and its amount from the totals',
  },
  'conversion-id-other': {
    clauses: ['P.m.getSubnet'],
    aspect: 'consistency',
    description:
      "getSubnet answers an L1's conversionID that is not the hash of its ConvertSubnetToL1Tx's conversion data",
  },
  'fee-state-time-behind': {
    clauses: ['P.m.getFeeState', 'P.m.getValidatorFeeState'],
    aspect: 'consistency',
    description:
      'getFeeState and getValidatorFeeState answer a timestamp a minute before the chain time getTimestamp answers',
  },
  'fee-price-off': {
    clauses: ['P.res.fee-state'],
    aspect: 'consistency',
    description:
      "getFeeState answers a price one more than its excess gives with getFeeConfig's minPrice and excessConversionConstant",
  },
  'fee-excess-inflated': {
    clauses: ['P.res.fee-state'],
    aspect: 'consistency',
    description: 'getFeeState answers more excess than the blocks could have added (its price computed from it)',
  },
  'fee-capacity-drained': {
    clauses: ['P.res.fee-state'],
    aspect: 'consistency',
    description: 'getFeeState answers capacity 0, lower than its excess allows since capacity last refilled',
  },
  'validator-fee-price-off': {
    clauses: ['P.res.validator-fee-state'],
    aspect: 'consistency',
    description:
      "getValidatorFeeState answers a price one more than its excess gives with getValidatorFeeConfig's minPrice and excessConversionConstant",
  },
  'validator-fee-excess-inflated': {
    clauses: ['P.res.validator-fee-state'],
    aspect: 'consistency',
    description:
      'getValidatorFeeState answers an excess that L1 validators below the target cannot build up (its price computed from it)',
  },

  'timestamp-before-tip': {
    clauses: ['P.m.getTimestamp'],
    aspect: 'consistency',
    description: "getTimestamp answers a chain time an hour before the last accepted block's time",
  },
  'staking-asset-other': {
    clauses: ['P.m.getStakingAssetID'],
    aspect: 'consistency',
    description: 'getStakingAssetID answers another well-formed ID than the asset every Primary Network stake locked',
  },

  'getSubnets-omits-last': {
    clauses: ['P.m.getSubnets'],
    aspect: 'consistency',
    description: 'getSubnets leaves out the last subnet the blocks created',
  },
  'blockchain-status-unknown': {
    clauses: ['P.m.getBlockchainStatus'],
    aspect: 'consistency',
    description: 'getBlockchainStatus answers Unknown for every chain of a subnet, though getBlockchains lists them',
  },
  'reward-utxos-numfetched-off': {
    clauses: ['P.m.getRewardUTXOs'],
    aspect: 'consistency',
    description: 'getRewardUTXOs answers numFetched one more than the UTXOs it returns',
  },
  'tx-json-period-changed': {
    clauses: ['P.res.tx-json'],
    aspect: 'encoding',
    description:
      "getTx in json encoding answers an AddAutoRenewedValidatorTx's period one second longer than its bytes hold",
  },
  'tx-json-amount-changed': {
    clauses: ['P.res.tx-json'],
    aspect: 'encoding',
    description: "getTx in json encoding answers the first output one nAVAX more than the tx's bytes hold",
  },
  'block-json-amount-changed': {
    clauses: ['P.res.block-json', 'P.res.tx-json'],
    aspect: 'encoding',
    description:
      "blocks in json encoding answer their first tx's first output one nAVAX more than the block's bytes hold",
  },
  'block-height-mismatch': {
    clauses: ['P.m.getBlockByHeight'],
    aspect: 'consistency',
    description: 'getBlockByHeight(h) returns block h-1',
  },
  // Health.
  'health-503-but-healthy': {
    clauses: ['H.get.status'],
    aspect: 'health-status',
    description: 'GET answers 503 while healthy is true',
  },
  'unhealthy-200': {
    clauses: ['H.get.status'],
    aspect: 'health-status',
    description: 'GET answers 200 while healthy is false',
  },
  'liveness-with-checks': {
    clauses: ['H.rpc.liveness'],
    aspect: 'health-status',
    description: 'liveness carries checks',
  },
  'healthy-flag-inverted': {
    clauses: ['H.res.result'],
    aspect: 'health-status',
    description: 'healthy is the negation of "no check fails" (the GET status follows it)',
  },
  'health-subpaths-differ': {
    clauses: ['H.get.paths', 'H.rpc.liveness'],
    aspect: 'health-status',
    description:
      'GET /ext/health/health and /readiness drop the router check; GET /ext/health/liveness carries a check',
  },
  'health-duration-fractional': {
    clauses: ['H.res.check'],
    aspect: 'health-status',
    description: 'check durations are fractional numbers',
  },
  'real-health-message-string': {
    clauses: ['H.res.check'],
    aspect: 'schema',
    description: 'the bls check carries a string message (as AvalancheGo does) instead of an object or array',
  },
  'real-health-no-bls-check': {
    clauses: ['H.names'],
    aspect: 'health-status',
    permitted: true,
    description: 'no bls check (AvalancheGo before v1.12.2)',
  },
  'real-health-no-futureupgrade': {
    clauses: ['H.names'],
    aspect: 'health-status',
    permitted: true,
    description: 'no futureupgrade check (AvalancheGo before v1.14.1)',
  },
  'real-health-no-disk-percentage': {
    clauses: ['H.res.check'],
    aspect: 'health-status',
    permitted: true,
    description: "the diskspace check's message has no availableDiskPercentage (AvalancheGo before v1.14.1)",
  },
  'real-health-no-avg-acceptance-time': {
    clauses: ['H.res.check'],
    aspect: 'health-status',
    permitted: true,
    description: "the chains' consensus messages have no avgAcceptanceTime (AvalancheGo before v1.14.2)",
  },
  'health-rpc-duration-changed': {
    clauses: ['H.rpc.health', 'H.rpc.readiness'],
    aspect: 'health-status',
    description:
      "health.health and health.readiness answer each check's duration one nanosecond longer than the GET report of the same moment",
  },
  'health-tags-last-only': {
    clauses: ['H.get.tag'],
    aspect: 'health-status',
    description: 'of repeated tags only the last one filters',
  },
  'health-tag-drops-application': {
    clauses: ['H.get.tag', 'H.rpc.readiness'],
    aspect: 'health-status',
    description:
      'a tag filter drops the application-wide checks (and readiness with tags answers checks it does not have unfiltered)',
  },
  'health-tag-filter-ignored': {
    clauses: ['H.get.tag'],
    aspect: 'health-status',
    description: 'the tag filter is ignored',
  },
  'readiness-without-bootstrapped': {
    clauses: ['H.rpc.readiness'],
    aspect: 'health-status',
    description: 'readiness lacks the bootstrapped check',
  },
  'failing-check-without-details': {
    clauses: ['H.res.check.failing'],
    aspect: 'health-status',
    description: 'a failing check lacks contiguousFailures and timeOfFirstFailure',
  },
  // Index.
  'index-range-out-of-order': {
    clauses: ['I.range.R1', 'I.m.getContainerRange'],
    aspect: 'index',
    description: 'getContainerRange answers in descending order',
  },
  'index-as-number': {
    clauses: ['I.res.container'],
    aspect: 'index',
    description: 'container index is a JSON number, not a string',
  },
  'index-p-block-foreign': {
    clauses: ['I.paths'],
    aspect: 'consistency',
    description: "the P-Chain index's last container wraps a block the P-Chain never accepted (one byte changed)",
  },
  'real-x-tx-index-empty': {
    clauses: ['I.paths'],
    aspect: 'index',
    permitted: true,
    description: 'the X/tx index holds no container (as on an AvalancheGo network linearized from genesis)',
  },
  'real-index-encoding-ignored': {
    clauses: ['I.encoding'],
    aspect: 'encoding',
    description: 'getIndex and isAccepted ignore their encoding param, json included (as AvalancheGo does)',
  },
  'real-index-range-wrapped': {
    clauses: ['I.m.getContainerRange'],
    aspect: 'index',
    description: 'getContainerRange answers {containers} (as AvalancheGo does), not an array',
  },
  'real-index-numtofetch-zero-error': {
    clauses: ['I.range.R2'],
    aspect: 'index',
    description: 'numToFetch 0 is an error (as AvalancheGo does), not an empty answer',
  },
  'index-path-500': {
    clauses: ['I.paths', 'I.enabled'],
    aspect: 'index',
    description: '/ext/index/C/block answers HTTP 500 with an HTML page',
  },
  'index-vtx-after-block': {
    clauses: ['I.vtx.legacy'],
    aspect: 'index',
    description: '/ext/index/X/vtx holds a vertex accepted after /ext/index/X/block began',
  },
  'index-range-no-cap': { clauses: ['I.range.R4'], aspect: 'limit', description: 'numToFetch above 1024 is served' },
  'index-range-cap-1023': {
    clauses: ['I.range.R4'],
    aspect: 'limit',
    description: 'numToFetch 1024, the maximum, is refused (the cap is one too low)',
  },
  // Keystore.
  'keystore-weak-password-accepted': {
    clauses: ['K.limit.strength'],
    aspect: 'keystore',
    description: 'createUser accepts a weak password',
  },
  'keystore-import-wrong-password-accepted': {
    clauses: ['K.import.password'],
    aspect: 'keystore',
    description: 'importUser accepts a wrong password',
  },
  'keystore-removed': {
    clauses: ['K.ver.deprecated'],
    aspect: 'deprecation',
    description: 'the keystore answers 404, though deprecated only (the mock claims a version that serves it)',
  },
  'keystore-long-password-accepted': {
    clauses: ['K.limit.password'],
    aspect: 'limit',
    description: 'createUser accepts a password of 1025 characters',
  },
  'keystore-password-max-1023': {
    clauses: ['K.limit.password', 'K.createUser'],
    aspect: 'limit',
    description: 'createUser refuses a password of 1024 characters',
  },
  'keystore-delete-noop': {
    clauses: ['K.deleteUser'],
    aspect: 'keystore',
    description: 'deleteUser answers {} but the user stays listed',
  },
  'keystore-long-username-accepted': {
    clauses: ['K.limit.username'],
    aspect: 'limit',
    description: 'createUser accepts a 1025-character username',
  },
} as const satisfies Record<string, FaultSpec>;

export type FaultName = keyof typeof FAULTS;

export function listFaults(): Array<FaultSpec & { name: FaultName }> {
  return (Object.keys(FAULTS) as FaultName[]).sort().map((name) => ({ name, ...FAULTS[name] }));
}

/** Throws an UnknownFaultError naming every unknown fault. */
export function assertFaultNames(names: readonly string[]): void {
  const unknown = names.filter((n) => !Object.hasOwn(FAULTS, n));
  if (unknown.length) throw new UnknownFaultError(unknown);
}

/**
 * The answer-changing faults switched on in `faults`, by the method whose results they change, in the registry's
 * order: what src/mock/core.ts applies to each result as it leaves its method.
 */
export function answerEffects(faults: ReadonlySet<FaultName>): ReadonlyMap<string, readonly AnswerEffect[]> {
  const out = new Map<string, AnswerEffect[]>();
  for (const name of Object.keys(FAULTS) as FaultName[]) {
    const effect = (FAULTS[name] as FaultSpec).effect;
    if (!effect || !faults.has(name)) continue;
    for (const m of effect.methods) out.set(m, [...(out.get(m) ?? []), effect]);
  }
  return out;
}

/** A method's result as the faults switched on in the node change it; `again` answers the method to other params. */
export async function faultedResult(
  effects: ReadonlyMap<string, readonly AnswerEffect[]>,
  node: NodeContext,
  call: { method: string; params: Json | undefined; again: (params: Json) => Json | Promise<Json> },
  result: Json,
): Promise<Json> {
  for (const e of effects.get(call.method) ?? []) result = await e.result(result, { ...call, node });
  return result;
}
