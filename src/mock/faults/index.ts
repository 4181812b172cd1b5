// The mock's named faults: each breaks exactly one rule of the spec, so every check can be shown to
// fail. Those named real-* reproduce a known real-node deviation (src/deviations/, its `fault` field). `avaconform faults`
// lists them; `avaconform selftest` proves each is caught by a check citing one of its clauses.
import type { Aspect } from '../../../schemas/conformance.js';
import type { ClauseId } from '../../spec/clauses.js';
import type { Json } from '../../json/lossless.js';
import type { NodeContext } from '../node-context.js';
import type { AnswerEffect, HttpAnswer, HttpCall, HttpEffect } from './effect.js';
import { NODE_LOCAL_FAULTS } from './node-local.js';
import { PLATFORM_STATE_FAULTS } from './platform-state.js';
import { TX_STATUS_FAULTS } from './tx-status.js';
import { UnknownFaultError } from './unknown-fault.js';
import { UTXO_TX_FAULTS } from './utxos-txs.js';
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
  /** What it does to the answers of the REST paths it names (health's GET reports); absent for a deep fault. */
  http?: HttpEffect;
  /** The state change a deep fault makes, where that state is made (the handlers that test its name say so). */
  deep?: string;
}

export const FAULTS = {
  ...VALIDATOR_FAULTS,
  ...TX_STATUS_FAULTS,
  ...PLATFORM_STATE_FAULTS,
  ...NODE_LOCAL_FAULTS,
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
  // Consistency.
  'deprecated-methods-removed': {
    clauses: ['P.ver.deprecated'],
    aspect: 'deprecation',
    description:
      'every deprecated P-Chain method (getBalance, getBlockchains, getRewardUTXOs, getStake, getSubnets) answers method not found',
  },
  // The index and keystore routes (src/mock/node.ts).
  'index-path-500': {
    clauses: ['I.paths', 'I.enabled'],
    aspect: 'index',
    description: '/ext/index/C/block answers HTTP 500 with an HTML page',
  },
  'keystore-removed': {
    clauses: ['K.ver.deprecated'],
    aspect: 'deprecation',
    description: 'the keystore answers 404, though deprecated only (the mock claims a version that serves it)',
  },
  ...UTXO_TX_FAULTS, // last: its effects break the bytes and times the others' effects answered
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
  return effectsBy(faults, 'effect', (e) => e.methods);
}

/**
 * The REST-answer-changing faults switched on in `faults`, by the path whose answers they change, in the registry's
 * order: what src/mock/node.ts applies to each health GET report as it leaves its route.
 */
export function httpEffects(faults: ReadonlySet<FaultName>): ReadonlyMap<string, readonly HttpEffect[]> {
  return effectsBy(faults, 'http', (e) => e.paths);
}

/** One kind of effect of the faults switched on, by each method or path it names, in the registry's order. */
function effectsBy<K extends 'effect' | 'http'>(
  faults: ReadonlySet<FaultName>,
  kind: K,
  keys: (e: NonNullable<FaultSpec[K]>) => readonly string[],
): ReadonlyMap<string, readonly NonNullable<FaultSpec[K]>[]> {
  const out = new Map<string, NonNullable<FaultSpec[K]>[]>();
  for (const name of Object.keys(FAULTS) as FaultName[]) {
    const effect = (FAULTS[name] as FaultSpec)[kind];
    if (!effect || !faults.has(name)) continue;
    for (const k of keys(effect)) out.set(k, [...(out.get(k) ?? []), effect]);
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

/** A REST route's answer as the faults switched on in the node change it. */
export function faultedResponse(
  effects: ReadonlyMap<string, readonly HttpEffect[]>,
  call: HttpCall,
  answer: HttpAnswer,
): HttpAnswer {
  for (const e of effects.get(call.path) ?? []) answer = e.response(answer, call);
  return answer;
}
