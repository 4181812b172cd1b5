// What one named fault is: the rule it breaks (clauses, aspect, description) and what it does (an effect of
// src/mock/faults/effect.ts, or a deep change of src/mock/faults/deep.ts). The area files declare their faults with it;
// src/mock/faults/fault-registry.ts lists them by name.
import type { Aspect } from '../../../schemas/conformance.js';
import type { ClauseId } from '../../spec/clauses.js';
import type { DeepChange } from './deep.js';
import type { AnswerEffect, EnvelopeEffect, HttpEffect } from './effect.js';

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
  /**
   * The JSON-RPC methods it puts a stale cache in front of: each is answered, for the same params, as it first was (its
   * result or its error), whatever the chain has become since (src/mock/core.ts).
   */
  stale?: readonly string[];
  /** What it does to every JSON-RPC answer's envelope (id, jsonrpc, result, error); absent for most faults. */
  envelope?: EnvelopeEffect;
  /** Caught by the state machine (a transition): the selftest runs its checks with --stateful. */
  stateful?: true;
  /**
   * A deep fault's change: the node's reading rules or states it sets (src/mock/faults/deep.ts, each documented there
   * once), which the handlers read from NodeContext.deep; absent for a fault that has an effect.
   */
  deep?: DeepChange;
}
