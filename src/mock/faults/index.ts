// The mock's named faults: each breaks exactly one rule of the spec (or is a real AvalancheGo
// difference from it, prefixed "real-"), so every check can be shown to fail. `avaconform faults`
// lists them; `avaconform selftest` proves each is caught by a check citing one of its clauses.
import type { Aspect } from '../../../schemas/conformance.js';
import type { ClauseId } from '../../spec/clauses.js';
import { UsageError } from '../../cli/usage.js';

export interface FaultSpec {
  clauses: readonly ClauseId[];
  aspect: Aspect;
  description: string;
}

export const FAULTS = {
  // Envelope and transport (src/mock/core.ts).
  'id-not-echoed': { clauses: ['J.id', 'P.env.success'], aspect: 'envelope', description: 'answers with another id than the request\'s' },
  'id-type-changed': { clauses: ['J.id'], aspect: 'envelope', description: 'echoes a number id as a string' },
  'jsonrpc-wrong-version': { clauses: ['J.version'], aspect: 'envelope', description: 'answers with jsonrpc "1.0"' },
  'result-and-error': { clauses: ['J.result-xor-error'], aspect: 'envelope', description: 'success answers carry an error member too' },
  'error-without-code': { clauses: ['J.error-object', 'P.env.error'], aspect: 'envelope', description: 'error objects lack their code' },
  'parse-error-wrong-code': { clauses: ['J.parse-error'], aspect: 'envelope', description: 'invalid JSON gets -32600 instead of -32700' },
  'invalid-request-wrong-code': { clauses: ['J.invalid-request'], aspect: 'envelope', description: 'a wrong jsonrpc version gets -32700 instead of -32600' },
  'real-method-not-found-32000': { clauses: ['J.method-not-found'], aspect: 'envelope', description: 'unknown methods get -32000 (as AvalancheGo does) instead of -32601' },
  'real-invalid-params-32000': { clauses: ['J.invalid-params'], aspect: 'envelope', description: 'bad params get -32000 (as AvalancheGo does) instead of -32602' },
  'real-batch-unsupported': { clauses: ['J.batch'], aspect: 'envelope', description: 'a batch gets one -32700 error (as AvalancheGo does) instead of an array' },
  'notification-answered': { clauses: ['J.notification'], aspect: 'envelope', description: 'requests without id are answered' },
  'platform-path-404': { clauses: ['P.env.path'], aspect: 'envelope', description: 'the P-Chain API is not served at /ext/bc/P (aliases only)' },
  // Encodings.
  'cb58-bad-checksum': { clauses: ['P.conv.id-cb58'], aspect: 'encoding', description: 'getBlockchains IDs carry a broken CB58 checksum' },
  'hex-without-0x': { clauses: ['P.conv.bytes-hex'], aspect: 'encoding', description: 'hex byte strings lack the 0x prefix' },
  'nodeid-without-prefix': { clauses: ['P.conv.nodeid'], aspect: 'encoding', description: 'getCurrentValidators node IDs lack "NodeID-"' },
  'uint64-as-float': { clauses: ['P.conv.uint64-forms'], aspect: 'encoding', description: 'getHeight answers a fractional height' },
  'time-not-rfc3339': { clauses: ['P.conv.rfc3339'], aspect: 'encoding', description: 'fee-state and chain timestamps are not RFC 3339' },
  'address-bad-checksum': { clauses: ['P.conv.address'], aspect: 'encoding', description: 'subnet control keys carry a broken bech32 checksum' },
  'block-hex-mismatch': { clauses: ['P.m.getBlock'], aspect: 'encoding', description: 'hex-encoded blocks are the bytes of another block than the json answer' },
  // Pagination and limits.
  'utxos-limit-ignored': { clauses: ['P.m.getUTXOs.R2'], aspect: 'pagination', description: 'getUTXOs ignores limit and answers up to 1024' },
  'utxos-no-1024-cap': { clauses: ['P.limit.utxos'], aspect: 'limit', description: 'getUTXOs answers more than 1024 UTXOs when limit asks' },
  'utxos-endindex-wrong': { clauses: ['P.m.getUTXOs.R3'], aspect: 'pagination', description: 'endIndex names the first UTXO returned, not the last' },
  'utxos-foreign-address': { clauses: ['P.m.getUTXOs.R1'], aspect: 'pagination', description: 'getUTXOs returns a UTXO of an address not asked for' },
  'utxos-numfetched-mismatch': { clauses: ['P.m.getUTXOs'], aspect: 'pagination', description: 'numFetched is one more than the UTXOs returned' },
  'json-encoding-on-hex-only': { clauses: ['P.limit.encodings'], aspect: 'encoding', description: 'hex-only methods accept encoding json' },
  // Schemas and states.
  'delegators-always': { clauses: ['P.res.current-validator.delegators'], aspect: 'schema', description: 'delegators appear though nodeIDs does not hold exactly one node ID' },
  'unknown-nodeid-included': { clauses: ['P.m.getCurrentValidators.nodeIDs'], aspect: 'schema', description: 'a requested node ID that is not a validator comes back' },
  'l1-endtime-present': { clauses: ['P.res.current-validator.l1'], aspect: 'schema', description: 'L1 validators carry endTime' },
  'subnet-missing-ok': { clauses: ['P.m.getSubnet.required'], aspect: 'schema', description: 'getSubnet without subnetID succeeds' },
  'tx-status-invalid': { clauses: ['P.state.tx-status'], aspect: 'schema', description: 'getTxStatus answers "Accepted"' },
  'blockchain-status-invalid': { clauses: ['P.state.blockchain-status'], aspect: 'schema', description: 'getBlockchainStatus answers "Running"' },
  'getBlockchains-includes-P': { clauses: ['P.m.getBlockchains'], aspect: 'schema', description: 'getBlockchains lists the platform chain' },
  'deprecated-getStake-removed': { clauses: ['P.ver.deprecated'], aspect: 'deprecation', description: 'getStake, deprecated but still served, is gone' },
  'real-getValidatorsAt-unwrapped': { clauses: ['P.m.getValidatorsAt'], aspect: 'schema', description: 'getValidatorsAt answers a bare map of {publicKey, weight} (as AvalancheGo does)' },
  'real-getTotalStake-both': { clauses: ['P.m.getTotalStake.subnet'], aspect: 'schema', description: 'getTotalStake of a subnet carries stake too (as AvalancheGo does)' },
  'real-proofOfPossession-spelling': { clauses: ['P.res.current-validator.primary'], aspect: 'schema', description: 'signer spells proofOfPossession (as AvalancheGo does), not proofOfPosession' },
  // Consistency.
  'block-height-mismatch': { clauses: ['P.m.getBlockByHeight'], aspect: 'consistency', description: 'getBlockByHeight(h) returns block h-1' },
  // Health.
  'health-503-but-healthy': { clauses: ['H.get.status'], aspect: 'health-status', description: 'GET answers 503 while healthy is true' },
  'unhealthy-200': { clauses: ['H.get.status'], aspect: 'health-status', description: 'GET answers 200 while healthy is false' },
  'liveness-with-checks': { clauses: ['H.rpc.liveness'], aspect: 'health-status', description: 'liveness carries checks' },
  'health-tag-filter-ignored': { clauses: ['H.get.tag'], aspect: 'health-status', description: 'the tag filter is ignored' },
  'readiness-without-bootstrapped': { clauses: ['H.rpc.readiness'], aspect: 'health-status', description: 'readiness lacks the bootstrapped check' },
  'failing-check-without-details': { clauses: ['H.res.check.failing'], aspect: 'health-status', description: 'a failing check lacks contiguousFailures and timeOfFirstFailure' },
  // Index.
  'index-range-out-of-order': { clauses: ['I.range.R1', 'I.m.getContainerRange'], aspect: 'index', description: 'getContainerRange answers in descending order' },
  'index-as-number': { clauses: ['I.res.container'], aspect: 'index', description: 'container index is a JSON number, not a string' },
  'real-index-range-wrapped': { clauses: ['I.m.getContainerRange'], aspect: 'index', description: 'getContainerRange answers {containers} (as AvalancheGo does), not an array' },
  'real-index-numtofetch-zero-error': { clauses: ['I.range.R2'], aspect: 'index', description: 'numToFetch 0 is an error (as AvalancheGo does), not an empty answer' },
  'index-range-no-cap': { clauses: ['I.range.R4'], aspect: 'limit', description: 'numToFetch above 1024 is served' },
  // Keystore.
  'keystore-weak-password-accepted': { clauses: ['K.limit.strength'], aspect: 'keystore', description: 'createUser accepts a weak password' },
  'keystore-import-wrong-password-accepted': { clauses: ['K.import.password'], aspect: 'keystore', description: 'importUser accepts a wrong password' },
  'keystore-long-username-accepted': { clauses: ['K.limit.username'], aspect: 'limit', description: 'createUser accepts a 1025-character username' },
} as const satisfies Record<string, FaultSpec>;

export type FaultName = keyof typeof FAULTS;

export function listFaults(): Array<FaultSpec & { name: FaultName }> {
  return (Object.keys(FAULTS) as FaultName[]).sort().map((name) => ({ name, ...FAULTS[name] }));
}

/** Throws a usage error naming any unknown fault. */
export function assertFaultNames(names: readonly string[]): void {
  const unknown = names.filter((n) => !Object.hasOwn(FAULTS, n));
  if (unknown.length) throw new UsageError(`unknown fault ${unknown.map((n) => JSON.stringify(n)).join(', ')} (see avaconform faults)`);
}
