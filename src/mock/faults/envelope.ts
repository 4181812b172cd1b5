// The faults of the JSON-RPC envelope and the transport (src/mock/core.ts, node.ts), each whole: the rule it breaks
// and what it does to an answer's envelope where its text is made (core.ts answers as JSON-RPC 2.0 says), or, for the
// deep ones, how the request is read or routed (the members of DeepChanges they set). Envelope effects apply in
// this file's order: the error codes by the kind of failure, then the error's members, then result and error, then
// the version and the id.
import type { Json } from '../../json/lossless.js';
import {
  editMembers,
  methodGone,
  type AnswerEffect,
  type Envelope,
  type EnvelopeEffect,
  type Failure,
} from './effect.js';
import type { DeepChange } from './deep.js';
import type { FaultSpec } from './fault-spec.js';

/** A registry entry whose effect changes an answer's envelope, or a deep one naming its change. */
type EnvelopeFault = FaultSpec & ({ envelope: EnvelopeEffect } | { effect: AnswerEffect } | { deep: DeepChange });

/** The envelope with its member `key` changed by `edit` (undefined drops it), in the same place. */
const editMember = (answer: Envelope, key: string, edit: (member: Json) => Json | undefined): Envelope =>
  editMembers(answer, (k, m) => (k === key ? edit(m) : m)) as Envelope;

/** The errors of the `failures` answered with `code`. */
const codeOf = (failures: readonly Failure[], code: number): EnvelopeEffect => ({
  envelope: (answer, { failure }) =>
    failure !== null && failures.includes(failure)
      ? editMember(answer, 'error', (error) => editMembers(error, (k, m) => (k === 'code' ? code : m)))
      : answer,
});

export const ENVELOPE_FAULTS = {
  // How the request is read (src/mock/core.ts).
  'real-trailing-bytes-ignored': {
    clauses: ['J.parse-error'],
    aspect: 'envelope',
    description:
      "bytes after the request's JSON object are ignored (as AvalancheGo does) instead of a -32700 parse error",
    deep: { trailingBytesIgnored: true },
  },
  'real-id-any-type': {
    clauses: ['J.invalid-request'],
    aspect: 'envelope',
    description: 'a boolean, object or array id is answered and echoed (as AvalancheGo does) instead of -32600',
    deep: { idOfAnyType: true },
  },
  'real-batch-unsupported': {
    clauses: ['J.batch'],
    aspect: 'envelope',
    description: 'a batch gets one -32700 error (as AvalancheGo does) instead of an array',
    deep: { batchRead: false },
  },
  'real-null-body-silent': {
    clauses: ['J.invalid-request', 'J.parse-error'],
    aspect: 'envelope',
    description:
      'a body whose first JSON value is null (null alone, or null then a request) gets HTTP 200 and an empty body (as AvalancheGo does) instead of -32600 or -32700',
    deep: { leadingNullIsNoRequest: true },
  },
  'notification-answered': {
    clauses: ['J.notification'],
    aspect: 'envelope',
    description: 'requests without id are answered',
    deep: { notificationsAnswered: true },
  },
  'empty-params-refused': {
    clauses: ['P.env.request'],
    aspect: 'envelope',
    description: 'params {} is refused with -32602 (methods must be called without params)',
    deep: { emptyParamsRefused: true },
  },
  'uint64-number-params-refused': {
    clauses: ['P.conv.uint64-forms'],
    aspect: 'encoding',
    description: 'a uint64 parameter given as a JSON number is refused (decimal strings only)',
    deep: { numberUint64ParamsRefused: true },
  },
  // How the request is routed (src/mock/core.ts, node.ts, platform/platform-methods.ts).
  'peer-diverges': {
    clauses: ['P.m.getBlockByHeight', 'P.m.getValidatorsAt', 'P.m.getTxStatus', 'P.m.getUTXOs'],
    aspect: 'consistency',
    description:
      'asked as a peer of the network, the mock disagrees with the target: another block ID, another validator weight, a committed tx Unknown, one UTXO fewer',
    deep: { peersDiverge: true },
  },
  'platform-path-404': {
    clauses: ['P.env.path'],
    aspect: 'envelope',
    description: 'the P-Chain API is not served at /ext/bc/P (aliases only)',
    deep: { pChainPathRouted: false },
  },
  'deprecated-methods-removed': {
    clauses: ['P.ver.deprecated'],
    aspect: 'deprecation',
    description:
      'every deprecated P-Chain method (getBalance, getBlockchains, getRewardUTXOs, getStake, getSubnets) answers method not found',
    effect: methodGone([
      'platform.getBalance',
      'platform.getBlockchains',
      'platform.getRewardUTXOs',
      'platform.getStake',
      'platform.getSubnets',
    ]),
  },
  'index-path-500': {
    clauses: ['I.paths', 'I.enabled'],
    aspect: 'index',
    description: '/ext/index/C/block answers HTTP 500 with an HTML page',
    deep: { cIndexPathFails: true },
  },
  'keystore-removed': {
    clauses: ['K.ver.deprecated'],
    aspect: 'deprecation',
    description: 'the keystore answers 404, though deprecated only (the mock claims a version that serves it)',
    deep: { keystoreRouted: false },
  },
  // The error codes, by the kind of failure.
  'parse-error-wrong-code': {
    clauses: ['J.parse-error'],
    aspect: 'envelope',
    description: 'invalid JSON gets -32600 instead of -32700',
    envelope: codeOf(['parse'], -32600),
  },
  'invalid-request-wrong-code': {
    clauses: ['J.invalid-request'],
    aspect: 'envelope',
    description: 'a wrong jsonrpc version gets -32700 instead of -32600',
    envelope: codeOf(['invalid-request', 'decode', 'no-method'], -32700),
  },
  'real-invalid-request-as-parse-error': {
    clauses: ['J.invalid-request'],
    aspect: 'envelope',
    description:
      'a body that is JSON but no request object, or a request member of the wrong JSON type, gets -32700 "json: cannot unmarshal …" (as AvalancheGo does) instead of -32600',
    envelope: codeOf(['decode'], -32700),
  },
  'real-missing-method-32000': {
    clauses: ['J.invalid-request'],
    aspect: 'envelope',
    description:
      'a request without a method gets -32000 "rpc: service/method request ill-formed" (as AvalancheGo does) instead of -32600',
    envelope: codeOf(['no-method'], -32000),
  },
  'real-method-not-found-32000': {
    clauses: ['J.method-not-found'],
    aspect: 'envelope',
    description: 'unknown methods get -32000 (as AvalancheGo does) instead of -32601',
    envelope: codeOf(['method-not-found'], -32000),
  },
  'real-invalid-params-32000': {
    clauses: ['J.invalid-params'],
    aspect: 'envelope',
    description: 'bad params get -32000 (as AvalancheGo does) instead of -32602',
    envelope: codeOf(['params', 'method-params'], -32000),
  },
  // The error's members; then result and error.
  'error-without-code': {
    clauses: ['J.error-object', 'P.env.error'],
    aspect: 'envelope',
    description: 'error objects lack their code',
    envelope: {
      envelope: (answer) =>
        editMember(answer, 'error', (error) => editMembers(error, (k, m) => (k === 'code' ? undefined : m))),
    },
  },
  'method-errors-as-results': {
    clauses: ['P.env.error', 'P.err.envelope'],
    aspect: 'envelope',
    description: 'every request a method refuses is answered with an empty result instead of an error',
    broad: true,
    envelope: {
      envelope: (answer, { failure }) =>
        failure === 'method' || failure === 'method-params'
          ? Object.fromEntries(Object.entries(answer).map(([k, m]) => (k === 'error' ? ['result', {}] : [k, m])))
          : answer,
    },
  },
  'result-and-error': {
    clauses: ['J.result-xor-error'],
    aspect: 'envelope',
    description: 'success answers carry an error member too',
    envelope: {
      envelope: (answer) =>
        Object.fromEntries(
          Object.entries(answer).flatMap(([k, m]) =>
            k === 'result'
              ? [
                  [k, m],
                  ['error', { code: -32000, message: 'ok', data: null }],
                ]
              : [[k, m]],
          ),
        ),
    },
  },
  // The version and the id (the id's type first: an id not echoed is another whatever its type).
  'jsonrpc-wrong-version': {
    clauses: ['J.version'],
    aspect: 'envelope',
    description: 'answers with jsonrpc "1.0"',
    envelope: { envelope: (answer) => editMember(answer, 'jsonrpc', () => '1.0') },
  },
  'id-type-changed': {
    clauses: ['J.id'],
    aspect: 'envelope',
    description: 'echoes a number id as a string',
    envelope: {
      envelope: (answer) =>
        editMember(answer, 'id', (id) => (typeof id === 'number' || typeof id === 'bigint' ? String(id) : id)),
    },
  },
  'id-not-echoed': {
    clauses: ['J.id', 'P.env.success'],
    aspect: 'envelope',
    description: "answers with another id than the request's",
    envelope: {
      envelope: (answer, { id }) =>
        editMember(answer, 'id', () => (typeof id === 'string' ? `${id}-other` : 987654321)),
    },
  },
} as const satisfies Record<string, EnvelopeFault>;
