// check(): the one way suites declare a conformance check. It registers a vitest test that carries
// its clauses, aspect and method, gates it on the target's version profile and on --allow-writes,
// runs the body with a CheckContext, and turns its findings into a verdict (src/check/verdict.ts)
// with expected/received, the JSON path, the known deviations that apply and a curl reproduction.
import { test, type TestContext } from 'vitest';
import type { Aspect } from '../../schemas/conformance.js';
import { methodEntry } from '../catalog/method-catalog.js';
import { redact } from '../client/redact.js';
import { deviationsFor } from '../deviations/registry.js';
import type { AppliedDeviation } from '../deviations/deviation.js';
import { levelOf, type ClauseId } from '../spec/clauses.js';
import { parseNodeVersion } from '../versions.js';
import { entriesFor, runDate } from './baseline.js';
import { CheckContext } from './context.js';
import { CheckFailure, CheckSkipped } from './failure.js';
import type { CheckMeta } from './meta.js';
import type { Finding } from '../spec/finding.js';
import { absenceReason } from '../catalog/version-profile.js';
import type { RunContext } from './run-context.js';
import { selectsCheck } from './selection.js';
import { judge } from './verdict.js';
import { getRun } from './worker.js';
import { trimExchange } from './trim-exchange.js';

export { CheckContext } from './context.js';
export type { RpcOptions } from './context.js';

export interface CheckSpec {
  /**
   * The check's stable id ("getUTXOs.R2-limit-capped"): "<area>.<rule>", where the area is
   * the method's short name or the suite's. Deviations, replay, pinned counterexamples, diff and Allure
   * history key on it, so a title can be reworded freely. Listed in suites/manifest.json.
   */
  id: string;
  /** Catalog method name ("platform.getUTXOs"), or "transport" for HTTP/JSON-RPC layer checks. */
  method: string;
  aspect: Aspect;
  /** Clause ids from clauses.json the check tests; the check's level is the strongest of them. */
  clauses: readonly ClauseId[];
  /** The check changes node state: skipped on real targets without --allow-writes. */
  writes?: boolean;
  /** Run even when the profile says the method is absent (checks that verify the absence itself). */
  runWhenAbsent?: boolean;
  /** vitest timeout for the whole check (default from the config). */
  timeoutMs?: number;
}

type TaskLike = { name: string; suite?: TaskLike; file?: { name: string } };

/** A check's name: "<file> > <describe…> > <title>". */
function checkNameOfTask(task: TaskLike & { file: { name: string } }): string {
  const names: string[] = [];
  for (let t: TaskLike | undefined = task; t && t !== (task.file as unknown); t = t.suite)
    if (t.name && t.name !== task.file.name) names.unshift(t.name);
  return [task.file.name, ...names].join(' > ');
}

/** The deviations that explain failures in this worker's run (none under --strict); computed once. */
let appliedCache: { run: RunContext; applied: AppliedDeviation[] } | undefined;
function appliedDeviations(run: RunContext): AppliedDeviation[] {
  if (appliedCache?.run !== run)
    appliedCache = { run, applied: run.strict ? [] : deviationsFor(run.target.nodeVersion) };
  return appliedCache.applied;
}

async function runCheck(spec: CheckSpec, body: (t: CheckContext) => Promise<void>, ctx: TestContext): Promise<void> {
  const task = ctx.task;
  const meta: CheckMeta = {
    ...declared(spec),
    name: checkNameOfTask(task as unknown as TaskLike & { file: { name: string } }),
  };
  task.meta.avaconform = meta;
  const id = spec.id;
  const run = getRun();
  const skip = (reason: string, absent = false) => {
    meta.outcome = 'skipped';
    meta.message = reason;
    if (absent) meta.absent = true;
    ctx.skip(reason);
  };
  const entry = methodEntry(spec.method);
  if (entry && !spec.runWhenAbsent) {
    const reason = absenceReason(entry, run.profile);
    if (reason) return skip(reason, true);
  }
  if (spec.writes && !run.allowWrites && run.target.kind !== 'mock')
    return skip('changes node state: needs --allow-writes');
  const applied = appliedDeviations(run);
  const t = new CheckContext(id, run, spec.clauses, applied);
  let skipped: CheckSkipped | undefined;
  let harnessError: unknown;
  try {
    await body(t);
  } catch (e) {
    if (e instanceof CheckSkipped) skipped = e;
    else if (e instanceof CheckFailure) {
      if (!t.findings.includes(e.finding)) t.findings.push(e.finding);
    } else harnessError = e;
  } finally {
    if (Object.keys(t.observations).length) meta.observed = { ...t.observations };
  }
  if (t.findingsBeforeSilence === 0) meta.silenced = true;
  if (harnessError !== undefined) {
    meta.message = redact(`harness error: ${(harnessError as Error)?.stack ?? String(harnessError)}`);
    return fail(meta, t);
  }
  const verdict = judge(t.findings, {
    checkId: id,
    clauses: spec.clauses,
    applied,
    release: parseNodeVersion(run.target.nodeVersion)?.release ?? null,
    baseline: entriesFor(run.baseline, id, runDate(run.startedAt)),
  });
  // A skip after a breach is no skip: what was found fails the check (a broken target never starves one).
  if (skipped && verdict.findings.length === 0) return skip(skipped.reason);
  if (verdict.findings.length) meta.findings = verdict.findings.map(reported);
  if (verdict.deviations.length) meta.deviations = verdict.deviations;
  if (verdict.breaches) meta.breaches = verdict.breaches;
  if (t.counterexamples.length) meta.counterexamples = t.counterexamples;
  if (verdict.status === 'passed') {
    if (verdict.message) meta.message = verdict.message;
    return;
  }
  meta.message = redact(
    skipped && verdict.status !== 'expected-fail'
      ? `${verdict.message}\n(the check then skipped: ${skipped.reason})`
      : verdict.message,
  );
  meta.reproduce = t.reproduce();
  meta.exchanges = t.exchanges.slice(-3).map(trimExchange);
  if (verdict.status === 'failed') return fail(meta, t);
  meta.outcome = verdict.status;
}

/** A finding as reports hold it: without the values and request kept for matching (src/spec/finding.ts). */
function reported({ receivedValue: _v, answer: _a, requestBody: _b, ...f }: Finding): Finding {
  return f;
}

/** Ends the check as failed in vitest, with its message and reproduction. */
function fail(meta: CheckMeta, t: CheckContext): never {
  meta.reproduce ??= t.reproduce();
  meta.exchanges ??= t.exchanges.slice(-3).map(trimExchange);
  const err = new Error(`${meta.message}${meta.reproduce ? `\nreproduce:\n${meta.reproduce}` : ''}`);
  err.stack = err.message;
  throw err;
}

/** A check id: dot-separated words of letters, digits, "-" and "_", at least two ("getHeight.schema"). */
export const CHECK_ID = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/** What a check says of itself before it runs: on its vitest task from collection on (the manifest reads it). */
function declared(spec: CheckSpec): CheckMeta {
  return {
    id: spec.id,
    name: '',
    method: spec.method,
    aspect: spec.aspect,
    clauses: [...spec.clauses],
    level: levelOf(spec.clauses),
    ...(spec.writes ? { writes: true } : {}),
  };
}

/** Declares one check: one behaviour, a stable id, and a title that says what must hold. */
export function check(title: string, spec: CheckSpec, body: (t: CheckContext) => Promise<void>): void {
  if (!CHECK_ID.test(spec.id))
    throw new Error(
      `check "${title}": id ${JSON.stringify(spec.id)} is not a check id ("<area>.<rule>", e.g. "getHeight.schema")`,
    );
  if (!selectsCheck(getRun().checkSelection, spec)) return; // outside --check/--method/--clause/--aspect: not declared
  test(title, { ...(spec.timeoutMs ? { timeout: spec.timeoutMs } : {}), meta: { avaconform: declared(spec) } }, (ctx) =>
    runCheck(spec, body, ctx),
  );
}
