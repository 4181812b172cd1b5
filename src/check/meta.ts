// What each check records on its vitest task (task.meta.avaconform), read by the reporters.
import type { Aspect } from '../../schemas/conformance.js';
import type { ClauseId, ClauseLevel } from '../spec/clauses.js';
import type { Exchange } from '../client/exchange.js';
import type { Finding } from '../spec/finding.js';

export interface CheckMeta {
  /** The stable check id ("getUTXOs.R2-limit-capped"): deviations, replay, pinned examples, diff and Allure history key on it. */
  id: string;
  /** "<file> > <describe…> > <title>": where the check is and what it says; empty until the check runs. */
  name: string;
  /** Catalog method, or "transport" for checks of the HTTP/JSON-RPC layer itself. */
  method: string;
  aspect: Aspect;
  clauses: ClauseId[];
  level: ClauseLevel;
  /** The check changes node state (runs on a real node only with --allow-writes). */
  writes?: boolean;
  /**
   * Set when the check ends other than a plain pass/fail: a warning (SHOULD/INFO breach), a failure
   * every finding of which a known deviation of the target's release explains, or a precondition skip.
   */
  outcome?: 'warned' | 'expected-fail' | 'skipped';
  /** The breached assertions, unexplained first (each explained one names its deviation). */
  findings?: Finding[];
  /** Ids of the known deviations that explained findings. */
  deviations?: string[];
  /** How many distinct breaches no known deviation explains (findings keeps the first 20). */
  breaches?: number;
  /** The method is absent on this target, as its version profile expects. */
  absent?: boolean;
  /** The target gave the check no answer before it had found anything: its findings may all be the target's silence. */
  silenced?: boolean;
  /** Failure, warning or skip reason. */
  message?: string;
  /** curl commands (and for properties a replay line) that reproduce the failure. */
  reproduce?: string;
  /** The exchanges the check made (bodies trimmed), attached to failures in reports. */
  exchanges?: Exchange[];
  /** Facts observed for reports, e.g. { deprecated: "served" }. */
  observed?: Record<string, string>;
  /** A property's values that met a breach (conformance.json's checks[].counterexamples). */
  counterexamples?: Counterexample[];
}

/** A value a property drew that met a breach, as lossless JSON text, with the breach and its deviation (null: unexplained). */
export interface Counterexample {
  value: string;
  summary: string;
  deviation: string | null;
}

declare module 'vitest' {
  interface TaskMeta {
    avaconform?: CheckMeta;
  }
}
