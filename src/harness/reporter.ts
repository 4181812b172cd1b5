// The vitest reporter that turns finished checks into conformance.json and the other reports.
// Runs in vitest's main process for both `avaconform run` and a plain `npx vitest run`.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { relative } from 'node:path';
import type { Reporter, TestModule, TestCase, TestSpecification, Vitest } from 'vitest/node';
import { readCheckManifest, type ManifestEntry } from '../check-list/check-manifest.js';
import { selectsCheck } from '../check/selection.js';
import { reportTargetStopped, targetStopped } from './target-stopped.js';
import { CATALOG } from '../catalog/method-catalog.js';
import { deviationsFor } from '../deviations/registry.js';
import { interruption, NOT_RUN_INTERRUPTED } from '../interrupt.js';
import { buildConformance } from '../report/conformance-json.js';
import type { CheckResult } from '../report/report-input.js';
import { writeReports } from '../report/write.js';
import { writeCassette } from '../replay/cassette.js';
import { scanExchangeLog } from '../check/exchange-log.js';
import { TOOL_VERSION } from '../tool.js';
import { baselineOutcome, runDate } from '../check/baseline.js';
import type { CheckMeta } from '../check/meta.js';
import type { RunContext } from '../check/run-context.js';

/** A finished check's result as the reports take it. */
export function resultOf(test: TestCase, meta: CheckMeta): CheckResult {
  const r = test.result();
  const durationMs = test.diagnostic()?.duration ?? 0;
  let status: CheckResult['status'];
  let message = meta.message ?? '';
  if (r.state === 'skipped') {
    status = 'skipped';
    message ||= r.note ?? 'skipped';
  } else if (r.state === 'failed') {
    status = 'failed';
    message ||= r.errors?.[0]?.message ?? 'failed';
  } else if (r.state === 'passed')
    status = meta.outcome === 'warned' || meta.outcome === 'expected-fail' ? meta.outcome : 'passed';
  else status = 'skipped';
  return {
    checkId: meta.id,
    // A check vitest skipped before it started carries only what it declared: its name is built here.
    name: meta.name || `${test.module.relativeModuleId} > ${test.fullName}`,
    method: meta.method,
    aspect: meta.aspect,
    clauses: meta.clauses,
    status,
    durationMs,
    message,
    reproduce: meta.reproduce ?? '',
    level: meta.level,
    ...(meta.absent ? { absent: true } : {}),
    ...(meta.silenced ? { silenced: true } : {}),
    ...(meta.observed ? { observed: meta.observed } : {}),
    ...(meta.exchanges ? { exchanges: meta.exchanges } : {}),
    ...(meta.findings?.length ? { findings: meta.findings } : {}),
    ...(meta.deviations?.length ? { deviations: meta.deviations } : {}),
    ...(meta.breaches ? { breaches: meta.breaches } : {}),
    ...(meta.counterexamples?.length ? { counterexamples: meta.counterexamples } : {}),
  };
}

/** How many requests were sent again, and how many of those because the target throttled (HTTP 429); nothing when none. */
/** A test file that failed to load becomes one failed check, so nothing disappears silently. */
export function moduleFailure(mod: TestModule): CheckResult | null {
  const errors = mod.errors();
  if (errors.length === 0) return null;
  return {
    name: `${mod.relativeModuleId} > (file failed to load)`,
    method: 'transport',
    aspect: 'robustness',
    clauses: [],
    status: 'failed',
    durationMs: 0,
    message: `harness error: ${errors[0]?.message ?? 'unknown'}`,
    reproduce: '',
  };
}

/** A check of the manifest as the reports take it, with the status and message the run gave it. */
export function resultOfEntry(c: ManifestEntry, status: CheckResult['status'], message: string): CheckResult {
  const { id: checkId, name, method, aspect, clauses } = c;
  return { checkId, name, method, aspect, clauses: [...clauses], status, durationMs: 0, message, reproduce: '' };
}

/** The checks of the run's files that have no result: a suite worker died before they finished (src/harness/run-harness.ts). */
function unfinished(files: ReadonlySet<string>, reported: ReadonlySet<string>, death: Error): CheckResult[] {
  return readCheckManifest()
    .checks.filter((c) => files.has(c.file) && !reported.has(c.name))
    .map((c) =>
      resultOfEntry(
        c,
        'failed',
        `did not finish: the suite worker running ${c.file} died (${death.message}; out of memory on a very large answer is the usual cause)`,
      ),
    );
}

export default class ConformanceReporter implements Reporter {
  private vitest!: Vitest;
  private started = performance.now();
  private runFiles = new Set<string>();

  /** `workerDeaths`: filled by the caller with each suite worker that died during the run. */
  constructor(private readonly options: { workerDeaths?: readonly Error[] } = {}) {}

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.started = performance.now();
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.runFiles = new Set(specifications.map((s) => relative(this.vitest.config.root, s.moduleId)));
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>): Promise<void> {
    const provided = this.vitest.getRootProject().getProvidedContext();
    const ctx = provided.avaconform as RunContext | undefined;
    if (!ctx) return;
    // A run stopped by --max-failures (vitest bail) may hand over fewer modules than ran: take every
    // module the run state knows, so a failure that stopped the run is never missing from the reports.
    const known = new Map<string, TestModule>(this.vitest.state.getTestModules().map((m) => [m.moduleId, m]));
    for (const m of testModules) known.set(m.moduleId, m);
    const modules = [...known.values()];
    const parts = provided.avaconformParts;
    if (!parts?.length) return this.report(ctx, modules, this.runFiles);
    // A run of several parts: each part's files are reported on their own, in the part's report dir.
    for (const part of parts) {
      const files = new Set(part.files);
      await this.report(
        part.context,
        modules.filter((m) => files.has(this.fileOf(m))),
        new Set([...this.runFiles].filter((f) => files.has(f))),
      );
    }
  }

  private fileOf(mod: TestModule): string {
    return relative(this.vitest.config.root, mod.moduleId);
  }

  /** Writes conformance.json and the other reports of one target's checks. */
  private async report(ctx: RunContext, modules: readonly TestModule[], runFiles: ReadonlySet<string>): Promise<void> {
    const checks: CheckResult[] = [];
    const notRun: string[] = [];
    const started = new Set<string>();
    for (const mod of modules) {
      const failure = moduleFailure(mod);
      if (failure) checks.push(failure);
      const tests = [...mod.children.allTests()];
      if (tests.length || failure) started.add(this.fileOf(mod));
      for (const test of tests) {
        const meta = test.meta().avaconform;
        if (!meta) continue;
        // A check an interruption kept from starting did not run: it has no verdict, only its id in run.notRun.
        const r = test.result();
        if (r.state === 'skipped' && r.note === NOT_RUN_INTERRUPTED) notRun.push(meta.id);
        else checks.push(resultOf(test, meta));
      }
    }
    // A file the run never started (interrupted first): the selected checks the manifest lists for it did not run.
    if (interruption())
      for (const c of readCheckManifest().checks)
        if (runFiles.has(c.file) && !started.has(c.file) && selectsCheck(ctx.checkSelection, c)) notRun.push(c.id);
    // A target that stopped answering: its silence is one failed check, not every check's breach.
    const stop = await targetStopped(ctx);
    if (stop) reportTargetStopped(checks, notRun, stop, ctx.target.url);
    const death = this.options.workerDeaths?.[0];
    if (death) checks.push(...unfinished(runFiles, new Set(checks.map((c) => c.name)), death));
    const applied = ctx.strict ? [] : deviationsFor(ctx.target.nodeVersion);
    checks.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // The exchange log is read line by line, never held whole: memory stays flat however long the run.
    const log = await scanExchangeLog(ctx.exchangeDir, Boolean(ctx.record));
    if (ctx.record)
      await writeCassette(
        ctx.record,
        {
          seed: ctx.seed,
          runs: ctx.runs,
          ...(ctx.selection?.length ? { selection: ctx.selection } : {}),
          profile: ctx.profile,
          nodeVersion: ctx.target.nodeVersion,
          target: ctx.target.given ?? ctx.target.url,
          tool: TOOL_VERSION,
          ...(ctx.target.unbootstrappedUrl ? { unbootstrappedNode: true } : {}),
          ...(ctx.target.peerUrls?.length ? { peers: ctx.target.peerUrls.length } : {}),
        },
        log.inCassetteOrder(),
      );
    if (ctx.exchangeDir) rmSync(ctx.exchangeDir, { recursive: true, force: true });
    const conformance = buildConformance({
      toolVersion: TOOL_VERSION,
      target: { ...ctx.target, profile: ctx.profile },
      deviations: applied.map(({ deviation: d, confirmed }) => ({
        id: d.id,
        confirmed,
        source: d.source,
        behaviour: d.behaviour,
        clauses: [...d.clauses],
      })),
      run: {
        seed: ctx.seed,
        startedAt: ctx.startedAt,
        durationMs: Math.round(performance.now() - this.started),
        requests: log.requests,
        ...(log.retried ? { retried: { requests: log.retried, throttled: log.throttled } } : {}),
        ...(ctx.shard ? { shard: ctx.shard } : {}),
        ...(ctx.selection ? { selection: ctx.selection } : {}),
        faults: ctx.faults,
        ...(interruption() ? { interrupted: interruption()! } : {}),
        notRun,
        ...(stop ? { targetStopped: stop } : {}),
      },
      methods: CATALOG.map((m) => m.method),
      checks,
      ...(ctx.baseline ? { baseline: baselineOutcome(ctx.baseline, checks, runDate(ctx.startedAt)) } : {}),
    });
    await writeReports(resolve(ctx.reportDir), conformance, checks);
  }
}
