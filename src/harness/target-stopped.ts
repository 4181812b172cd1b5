// A target that stopped answering during the run (a node that died, was stopped, lost its port): one failed run-level
// check says when, and the checks that met only its silence afterwards are not reached, listed in run.notRun, never
// counted as the node's breaches. A target that answers again by the end broke rules instead: each check says which.
import type { RunContext } from '../check/run-context.js';
import { readTargetLiveness, stoppedAnswering } from '../check/target-liveness.js';
import { curlOf } from '../client/curl.js';
import type { Conformance } from '../../schemas/conformance.js';
import type { CheckResult } from '../report/report-input.js';
import { probe } from './prepare.js';

/** The stable id of the run-level check that fails when the target stopped answering. */
export const TARGET_STOPPED_CHECK = 'transport.target-stopped';

export type TargetStopped = NonNullable<Conformance['run']['targetStopped']>;

const iso = (ms: number) => new Date(ms).toISOString();

/** When the run's target stopped answering, if it did and still does not answer. */
export async function targetStopped(ctx: RunContext): Promise<TargetStopped | null> {
  if (!ctx.exchangeDir) return null;
  const stop = stoppedAnswering(readTargetLiveness(ctx.exchangeDir));
  if (!stop) return null;
  if ((await probe(ctx.target.url, ctx.timeoutMs, ctx.transport)) === null) return null;
  return {
    at: iso(stop.at),
    error: stop.error,
    lastAnswered: stop.lastAnswered ? { method: stop.lastAnswered.method, at: iso(stop.lastAnswered.at) } : null,
  };
}

/** A check that failed, warned or skipped after the target gave it no answer, having found nothing before: it never reached it. */
const metOnlySilence = (c: CheckResult) => c.silenced === true && c.status !== 'passed' && c.status !== 'expected-fail';

/**
 * Takes the checks that never reached a stopped target out of `checks` (their ids into `notRun`) and adds the
 * run-level check that says when it stopped.
 */
export function reportTargetStopped(
  checks: CheckResult[],
  notRun: string[],
  stop: TargetStopped,
  targetUrl: string,
): void {
  const unreached = checks.filter(metOnlySilence);
  for (const c of unreached) {
    checks.splice(checks.indexOf(c), 1);
    if (c.checkId) notRun.push(c.checkId);
  }
  const last = stop.lastAnswered
    ? `${stop.lastAnswered.method} at ${stop.lastAnswered.at}`
    : "none of the checks' requests (only the run's setup was answered)";
  checks.push({
    checkId: TARGET_STOPPED_CHECK,
    name: 'transport > the target answers until the run ends',
    method: 'transport',
    aspect: 'robustness',
    clauses: ['P.env.path'],
    status: 'failed',
    durationMs: 0,
    message: `the target stopped answering at ${stop.at} (${stop.error}) and still did not answer at the end of the run; the last exchange it answered: ${last}; ${unreached.length} checks met only its silence and are reported not run (run.notRun)`,
    findings: [
      {
        code: 'transport.no-answer',
        summary: 'the target stopped answering during the run',
        expected: 'an answer to every request until the run ends',
        received: `no answer from ${stop.at} on (${stop.error}); last answered: ${last}`,
        path: '$',
        clause: 'P.env.path',
      },
    ],
    reproduce: curlOf(targetUrl, { method: 'GET', path: '/ext/health', headers: {}, body: '' }),
  });
}
