// What the report writers take in: a check's conformance.json record plus the details kept for
// people (exchanges, observations), which conformance.json leaves out.
import type { BaselineOutcome } from '../../schemas/baseline.js';
import type { CheckRecord, Conformance } from '../../schemas/conformance.js';
import type { Exchange } from '../client/exchange.js';
import type { ClauseLevel } from '../spec/clauses.js';

/**
 * A check as the harness holds it: its conformance.json record under the current names (`checkId`, and
 * `name` always set), without the deprecated `id`/`slug` written for earlier readers (check-record.ts).
 */
export type CheckResult = Omit<CheckRecord, 'id' | 'slug' | 'name'> & {
  name: string;
  /** Skipped because the version profile expects the method to be absent on this target. */
  absent?: boolean;
  /** Facts observed for reports, e.g. { deprecated: "served" | "removed" }. */
  observed?: Record<string, string>;
  /** The last exchanges of the check (bodies trimmed), shown with failures. */
  exchanges?: Exchange[];
  level?: ClauseLevel;
  /** The target gave it no answer before it had found anything (src/check/meta.ts `silenced`); not in conformance.json. */
  silenced?: boolean;
};

export interface BuildInput {
  toolVersion: string;
  target: Conformance['target'];
  /** The known deviations that applied to the target's release. */
  deviations?: Conformance['deviations'];
  run: Conformance['run'];
  /** Every catalog method name, so each appears in conformance.json even without checks. */
  methods: string[];
  checks: CheckResult[];
  /** The --baseline file's entries and what became of each. */
  baseline?: BaselineOutcome;
}

/** The API a method belongs to ("platform.getUTXOs" -> "platform"; "transport" stays itself). */
export function apiOf(method: string): string {
  const dot = method.indexOf('.');
  return dot < 0 ? method : method.slice(0, dot);
}
