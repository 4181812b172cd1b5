// What a run came to, read from its record (conformance.json) alone. The console's closing lines, report.md's
// banner, junit.xml, the ndjson stream's run-end and `avaconform diff` all take it from here, so an interrupted
// run says so everywhere and every output names the same checks as not run.
import type { Conformance } from '../../schemas/conformance.js';

export type RunVerdict = 'failed' | 'interrupted' | 'stopped' | 'empty' | 'passed';

export interface RunOutcome {
  verdict: RunVerdict;
  /** The signal that interrupted the run, or null. */
  interrupted: 'SIGINT' | 'SIGTERM' | null;
  /** Stable ids of the checks the run's selection held that never ran, sorted: never passed, skipped or failed. */
  notRun: readonly string[];
  /** Baseline entries that fail the run as a failed check does (expired or stale). */
  baselineDue: number;
  /** The verdict in one sentence, without a mark (the renderers add their own). */
  headline: string;
}

/** Why the checks of `notRun` did not run, for a line that lists them. */
export function notRunCause(c: Conformance): string {
  if (c.run.targetStopped) return 'the target stopped answering';
  if (c.run.interrupted) return `interrupted by ${c.run.interrupted}`;
  return 'the run ended before them';
}

export function runOutcome(c: Conformance): RunOutcome {
  const s = c.summary;
  const notRun = [...(c.run.notRun ?? [])].sort();
  const interrupted = c.run.interrupted ?? null;
  const baselineDue = c.baseline?.entries.filter((e) => e.state === 'expired' || e.state === 'stale').length ?? 0;
  const unfinished = notRun.length ? `; ${notRun.length} checks did not run: ${notRunCause(c)}` : '';
  if (s.failed > 0)
    return {
      verdict: 'failed',
      interrupted,
      notRun,
      baselineDue,
      headline: `FAILED: ${s.failed} of ${s.total} checks failed${unfinished}`,
    };
  if (baselineDue)
    return {
      verdict: 'failed',
      interrupted,
      notRun,
      baselineDue,
      headline: `FAILED: no check failed, but ${baselineDue} baseline entr${baselineDue === 1 ? 'y is' : 'ies are'} expired or stale${unfinished}`,
    };
  if (c.run.targetStopped)
    return {
      verdict: 'stopped',
      interrupted,
      notRun,
      baselineDue,
      headline: `TARGET STOPPED: ${s.total} checks ran${unfinished}`,
    };
  if (interrupted)
    return {
      verdict: 'interrupted',
      interrupted,
      notRun,
      baselineDue,
      headline: `INTERRUPTED (${interrupted}): ${s.total === 0 ? 'no check ran' : `${s.total} checks ran, none failed`}${notRun.length ? `; ${notRun.length} did not run` : ''}`,
    };
  if (s.total === 0) return { verdict: 'empty', interrupted, notRun, baselineDue, headline: 'EMPTY: no check ran' };
  return {
    verdict: 'passed',
    interrupted,
    notRun,
    baselineDue,
    headline: `PASSED: no check failed (${s.total} checks)`,
  };
}
