// The mock's named faults: each breaks exactly one rule of the spec, so every check can be shown to
// fail. Those named real-* reproduce a known real-node deviation (src/deviations/, its `fault` field). `avaconform faults`
// lists them; `avaconform selftest` proves each is caught by a check citing one of its clauses.
import type { Json } from '../../json/lossless.js';
import type { NodeContext } from '../node-context.js';
import { deepChangesOf, DEEP_MEMBERS, type DeepChanges } from './deep.js';
import {
  isMethodRefusal,
  type AnswerEffect,
  type EnvelopeEffect,
  type HttpAnswer,
  type HttpCall,
  type HttpEffect,
} from './effect.js';
import { ENVELOPE_FAULTS } from './envelope.js';
import { NODE_LOCAL_FAULTS } from './node-local-faults.js';
import { PLATFORM_STATE_FAULTS } from './platform-state.js';
import { TRANSITION_FAULTS } from './transitions.js';
import { TX_STATUS_FAULTS } from './tx-status.js';
import type { FaultSpec } from './fault-spec.js';
import { UnknownFaultError } from './unknown-fault.js';
import { ENCODING_READ_FAULTS, UTXO_TX_FAULTS } from './utxos-txs.js';
import { VALIDATOR_FAULTS } from './validator-faults.js';

export { UnknownFaultError };

export const FAULTS = {
  ...ENCODING_READ_FAULTS, // first: the answer it turns a refusal into is changed by every other effect
  ...VALIDATOR_FAULTS,
  ...TX_STATUS_FAULTS,
  ...TRANSITION_FAULTS,
  ...PLATFORM_STATE_FAULTS,
  ...NODE_LOCAL_FAULTS,
  ...ENVELOPE_FAULTS,
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

/** The reading rules and states the deep faults switched on make, in the registry's order (NodeContext.deep). */
export function deepChanges(faults: ReadonlySet<FaultName>): DeepChanges {
  return deepChangesOf(
    (Object.keys(FAULTS) as FaultName[]).flatMap((name) => {
      const deep = (FAULTS[name] as FaultSpec).deep;
      return deep && faults.has(name) ? [deep] : [];
    }),
  );
}

/** Each deep fault with the members it sets, their values under it and what each changes (`avaconform faults --deep`). */
export function listDeepFaults(): Array<{
  name: FaultName;
  changes: Array<{ member: keyof DeepChanges; value: DeepChanges[keyof DeepChanges]; changes: string }>;
}> {
  return listFaults().flatMap(({ name, deep }) =>
    deep
      ? [
          {
            name,
            changes: (Object.keys(deep) as Array<keyof DeepChanges>).map((member) => ({
              member,
              value: deep[member]!,
              changes: DEEP_MEMBERS[member].changes,
            })),
          },
        ]
      : [],
  );
}

/** The methods the faults switched on keep stale answers of (FaultSpec.stale). */
export function staleMethods(faults: ReadonlySet<FaultName>): ReadonlySet<string> {
  return new Set(
    (Object.keys(FAULTS) as FaultName[]).flatMap((name) =>
      faults.has(name) ? ((FAULTS[name] as FaultSpec).stale ?? []) : [],
    ),
  );
}

/**
 * The REST-answer-changing faults switched on in `faults`, by the path whose answers they change, in the registry's
 * order: what src/mock/node.ts applies to each health GET report as it leaves its route.
 */
export function httpEffects(faults: ReadonlySet<FaultName>): ReadonlyMap<string, readonly HttpEffect[]> {
  return effectsBy(faults, 'http', (e) => e.paths);
}

/**
 * The envelope-changing faults switched on in `faults`, in the registry's order: what src/mock/core.ts applies to each
 * JSON-RPC answer where its text is made.
 */
export function envelopeEffects(faults: ReadonlySet<FaultName>): readonly EnvelopeEffect[] {
  return effectsOn(faults, 'envelope');
}

/** One kind of effect of the faults switched on, in the registry's order. */
function effectsOn<K extends 'effect' | 'http' | 'envelope'>(
  faults: ReadonlySet<FaultName>,
  kind: K,
): NonNullable<FaultSpec[K]>[] {
  return (Object.keys(FAULTS) as FaultName[]).flatMap((name) => {
    const effect = (FAULTS[name] as FaultSpec)[kind];
    return effect && faults.has(name) ? [effect] : [];
  });
}

/** One kind of effect of the faults switched on, by each method or path it names, in the registry's order. */
function effectsBy<K extends 'effect' | 'http'>(
  faults: ReadonlySet<FaultName>,
  kind: K,
  keys: (e: NonNullable<FaultSpec[K]>) => readonly string[],
): ReadonlyMap<string, readonly NonNullable<FaultSpec[K]>[]> {
  const out = new Map<string, NonNullable<FaultSpec[K]>[]>();
  for (const effect of effectsOn(faults, kind))
    for (const k of keys(effect)) out.set(k, [...(out.get(k) ?? []), effect]);
  return out;
}

/**
 * A method's answer as the faults switched on in the node change it: `run` answers the method as the spec says; each
 * effect in turn sees the result or the refusal (an RpcMethodError, an UnmarshalError) left by those before it. The
 * answer is returned, a refusal thrown; `again` answers the method to other params.
 */
export async function faultedAnswer(
  effects: ReadonlyMap<string, readonly AnswerEffect[]>,
  node: NodeContext,
  call: { method: string; params: Json | undefined; again: (params: Json) => Json | Promise<Json> },
  run: () => Json | Promise<Json>,
): Promise<Json> {
  let answer: { result: Json } | { error: unknown };
  try {
    answer = { result: await run() };
  } catch (error) {
    answer = { error };
  }
  for (const e of effects.get(call.method) ?? []) {
    try {
      if ('result' in answer) {
        if (e.result) answer = { result: await e.result(answer.result, { ...call, node }) };
      } else if (e.refused && isMethodRefusal(answer.error))
        answer = { result: await e.refused(answer.error, { ...call, node }) };
    } catch (error) {
      answer = { error };
    }
  }
  if ('error' in answer) throw answer.error;
  return answer.result;
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
