// What each check records on its vitest task (task.meta.avaconform), read by the reporters.
import type { Aspect } from '../../schemas/conformance.js';
import type { ClauseId, ClauseLevel } from '../spec/clauses.js';
import type { Exchange } from '../client/exchange.js';

export interface CheckMeta {
  /** Stable id: "<file> > <describe…> > <title>". Expectations, Allure history and replay key on it. */
  id: string;
  /** Catalog method, or "transport" for checks of the HTTP/JSON-RPC layer itself. */
  method: string;
  aspect: Aspect;
  clauses: ClauseId[];
  level: ClauseLevel;
  /** Set when the check ends other than a plain pass/fail: a warning (SHOULD/INFO breach) or a precondition skip. */
  outcome?: 'warned' | 'skipped' | 'expected-fail';
  /** The method is absent on this target, as its version profile expects. */
  absent?: boolean;
  /** Failure, warning or skip reason. */
  message?: string;
  /** curl commands (and for properties a replay line) that reproduce the failure. */
  reproduce?: string;
  /** The exchanges the check made (bodies trimmed), attached to failures in reports. */
  exchanges?: Exchange[];
  /** Facts observed for reports, e.g. { deprecated: "served" }. */
  observed?: Record<string, string>;
}

declare module 'vitest' {
  interface TaskMeta {
    avaconform?: CheckMeta;
  }
}
