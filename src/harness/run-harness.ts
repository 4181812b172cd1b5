// Runs the harness suites through vitest's Node API against a prepared target and returns the
// conformance result the reporter wrote. vitest is loaded only once the target is prepared, so bad
// input and a target that cannot be judged are reported within moments.
import { interruptsHandled } from '../interrupt.js';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Conformance, RunShard } from '../../schemas/conformance.js';
import type { ProvidedContext } from 'vitest';
import type { Reporter } from 'vitest/node';
import { PROJECT_ROOT } from '../tool.js';
import type { Discovery } from '../discovery/discovered-inputs.js';
import type { RunOptions } from './options.js';
import { prepareRun, TargetUnusable, type NodeStart, type PreparedRun } from './prepare.js';
import { resetFailureCounter } from '../check/max-failures.js';
import { ensureReportDir } from './report-dir.js';
import { writeTargetUnusableReports } from './target-unusable.js';
import { harnessTestOptions, mixesReadsAndWrites, writesLast } from './vitest-options.js';
import { selectSuiteFiles } from './suite-files.js';
import { filesDeclaring } from './selection-input.js';
import { discoveryNeeds } from './discovery-needs.js';
import { writeSetupLog } from '../check/exchange-log.js';
import type { SeededState } from '../check/run-context.js';
import { filesBeforeSeeded, SEEDED_STATE_FILE, writeSeededState } from './seed-schedule.js';
import { commitRunFolder, discardRunFolder, finalPath, holdsReports, type RunFolder } from './run-folder.js';

export interface HarnessRunOptions {
  /** File filters (substrings of suite paths), e.g. ["getUTXOs"]. Empty = everything. */
  files?: string[];
  /** vitest shard "I/N". */
  shard?: string;
  /** Suite worker threads, instead of the run's --workers (RunOptions.workers) or the default. */
  workers?: number;
  /** Stop starting checks after this many failed (src/check/max-failures.ts); 0 or absent = never. */
  maxFailures?: number;
  /** vitest reporters besides the conformance reporters (default: vitest's 'default'). */
  reporters?: Array<Reporter | 'default'>;
  /**
   * The run's folder (src/harness/run-folder.ts): the run writes there instead of into its report dir,
   * and puts it in the report dir's place once the reports are written (discards it when none were).
   */
  folder?: RunFolder;
  /** Called once the target is prepared (e.g. to print the seed and node version). */
  onPrepared?: (info: { url: string; nodeVersion: string | null; profile: string }) => void;
}

/** "I/N" as a RunShard (the command line has checked 1 <= I <= N). */
function parseShard(shard: string): RunShard {
  const [index, count] = shard.split('/').map(Number);
  return RunShard.parse({ index, count });
}

/** What vitest's thread pool says when a worker thread ends without finishing its files. */
const WORKER_DEATH = /^Worker exited unexpectedly/;

/** A run prepared for the suites: its target started and discovered, its report and exchange dirs ready. */
async function prepareFor(
  opts: RunOptions,
  files: readonly string[],
  selected: readonly string[],
  run: HarnessRunOptions,
  whileSeeding = false,
): Promise<PreparedRun> {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const reportDir = ensureReportDir(opts.reportDir);
  let prepared: PreparedRun;
  try {
    prepared = await prepareRun(opts, discoveryNeeds(selected), whileSeeding);
  } catch (e) {
    if (e instanceof TargetUnusable)
      await writeTargetUnusableReports(opts, e, startedAt, started, (text) =>
        run.folder ? finalPath(run.folder, text) : text,
      );
    throw e;
  }
  prepared.context.reportDir = reportDir;
  prepared.context.selection = [...files];
  if (run.maxFailures) prepared.context.maxFailures = run.maxFailures;
  resetFailureCounter(reportDir);
  if (run.shard) prepared.context.shard = parseShard(run.shard);
  prepared.context.exchangeDir = join(reportDir, '.exchanges');
  rmSync(prepared.context.exchangeDir, { recursive: true, force: true });
  writeSetupLog(prepared.context.exchangeDir, prepared.setupExchanges, prepared.context.record !== null);
  if (!prepared.seeded) modelToFile(prepared.context.discovery, prepared.context.exchangeDir);
  rmSync(join(reportDir, 'allure-results'), { recursive: true, force: true });
  return prepared;
}

/**
 * Moves the chain model's text (megabytes on a seeded chain) out of the discovery every test file
 * receives into a file of the run's exchange dir: only the files that use the model read it.
 */
function modelToFile(d: Discovery, exchangeDir: string): void {
  if (d.chainModel === null) return;
  const file = join(exchangeDir, 'chain-model.json');
  mkdirSync(exchangeDir, { recursive: true });
  writeFileSync(file, d.chainModel);
  d.chainModel = null;
  d.chainModelFile = file;
}

/** The conformance.json the reporter wrote into `reportDir`. */
function readConformance(reportDir: string): Conformance {
  return Conformance.parse(JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')));
}

interface SuitesRun {
  /** The run's worker threads and user check dirs (RunOptions). */
  options: Pick<RunOptions, 'workers' | 'suites'>;
  /** The run context, vitest's one hand-over to the suites' workers. */
  provide: ProvidedContext;
  /** vitest's file filters. */
  filters: string[];
  /** Whether the writing files run after the others (vitest-options.ts). */
  grouped: boolean;
  /** The files that run while the node is seeded, before all others (src/harness/seed-schedule.ts); [] when none. */
  early?: readonly string[];
  /** Where the Allure results go; null: none are written. */
  allureDir: string | null;
}

/** vitest's Node API and the run's reporters, loaded once per process (a run starts loading them as its target starts). */
let vitestModules: Promise<
  [typeof import('vitest/node'), typeof import('./reporter.js'), typeof import('./allure-reporter.js')]
> | null = null;
const loadVitest = () =>
  (vitestModules ??= Promise.all([import('vitest/node'), import('./reporter.js'), import('./allure-reporter.js')]));

/** Runs the suites through vitest's Node API; the conformance reporter writes each target's reports. */
async function runSuites(suites: SuitesRun, run: HarnessRunOptions): Promise<void> {
  // A suite worker that dies (out of memory on a very large answer) surfaces as an uncaught 'error'
  // event of vitest's Worker: kept, so the run still ends and writes its reports, the checks that did
  // not finish failed (src/harness/reporter.ts). Any other uncaught error still ends the process.
  const workerDeaths: Error[] = [];
  const onWorkerDeath = (e: Error) => {
    if (!WORKER_DEATH.test(e.message)) throw e;
    workerDeaths.push(e);
  };
  process.on('uncaughtException', onWorkerDeath);
  // vitest ends the process on SIGINT/SIGTERM; while a run handles them (src/interrupt.ts) that would lose its reports,
  // so the signal listeners vitest adds are taken off again as it starts.
  const signalListeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const leaveInterruptsToTheRun = {
    onInit: () => {
      if (!interruptsHandled()) return;
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        for (const listener of process.listeners(signal))
          if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
    },
  };
  try {
    const [{ startVitest }, { default: ConformanceReporter }, { default: ConformanceAllureReporter }] =
      await loadVitest();
    // Options and reporters are given inline: no config file or reporter module for vite to bundle per run.
    const vitest = await startVitest('test', suites.filters, {
      config: false,
      root: PROJECT_ROOT,
      ...harnessTestOptions(suites.options, suites.grouped, suites.early ?? []),
      ...(run.workers ? { maxWorkers: run.workers } : {}),
      watch: false,
      provide: suites.provide,
      reporters: [
        leaveInterruptsToTheRun,
        ...(run.reporters ?? ['default']),
        ...(suites.allureDir
          ? [new ConformanceAllureReporter({ resultsDir: suites.allureDir, reportMatchers: false })]
          : []),
        new ConformanceReporter({ workerDeaths }),
      ],
      ...(run.shard ? { shard: run.shard } : {}),
      passWithNoTests: true,
    });
    await vitest.close();
  } finally {
    process.off('uncaughtException', onWorkerDeath);
  }
  if (workerDeaths.length)
    console.error(
      `avaconform: a suite worker died (${workerDeaths[0]!.message}): the checks it had not finished are reported failed`,
    );
}

export async function runHarness(opts: RunOptions, run: HarnessRunOptions = {}): Promise<Conformance> {
  if (!run.folder) return runHarnessIn(opts, run);
  const folder = run.folder;
  try {
    return await runHarnessIn({ ...opts, reportDir: folder.work }, run);
  } finally {
    if (holdsReports(folder)) commitRunFolder(folder);
    else discardRunFolder(folder);
  }
}

/** runHarness, writing into `opts.reportDir`. */
async function runHarnessIn(opts: RunOptions, run: HarnessRunOptions): Promise<Conformance> {
  const selected = filesDeclaring(
    selectSuiteFiles(run.files ?? [], opts.stateful !== null, opts.suites),
    opts.selection,
  );
  // vitest loads while a node starts (a second or more, spent waiting on it): the suites then start as soon as it
  // answers. The mock starts in a moment, busy on the CPU itself: its run loads vitest once prepared, as before.
  if (opts.nodeBinary) void loadVitest().catch(() => {});
  const prepared = await prepareFor(opts, run.files ?? [], selected, run, true);
  const reportDir = prepared.context.reportDir;
  run.onPrepared?.({
    url: prepared.context.target.url,
    nodeVersion: prepared.context.target.nodeVersion,
    profile: prepared.context.profile,
  });
  const preparedAt = performance.now();
  let seededAt: number | null = null;
  let checkedAt: number | null = null;
  let seeded: Promise<void> | null = null;
  try {
    const grouped =
      writesLast(prepared.context.target, prepared.context.allowWrites, prepared.replay) &&
      mixesReadsAndWrites(selected);
    const early = prepared.seeded ? filesBeforeSeeded(selected) : [];
    if (prepared.seeded)
      seeded = awaitSeeding(prepared, prepared.seeded, early).then(() => void (seededAt = performance.now()));
    // vitest is given the selected files by absolute path: the files it runs are exactly those whose
    // discovery parts were gathered (a selection of none keeps its filters: vitest then finds none either).
    const filters = selected.length ? selected.map((f) => join(PROJECT_ROOT, f)) : (run.files ?? []);
    await runSuites(
      {
        options: opts,
        provide: { avaconform: prepared.context },
        filters,
        grouped,
        early,
        allureDir: join(reportDir, 'allure-results'),
      },
      run,
    );
    checkedAt = performance.now();
  } finally {
    resetFailureCounter(reportDir);
    await prepared.stop();
    await seeded;
  }
  if (prepared.nodeStart)
    writeRunTimings(reportDir, {
      nodeStart: prepared.nodeStart,
      preparedAtMs: Math.round(preparedAt),
      seededAtMs: seededAt === null ? null : Math.round(seededAt),
      checkedAtMs: checkedAt === null ? null : Math.round(checkedAt),
      stoppedAtMs: Math.round(performance.now()),
      earlyFiles: prepared.context.seeding?.earlyFiles.length ?? 0,
    });
  return readConformance(reportDir);
}

/**
 * When the parts of a run on a network it started were done, ms since this process started (`npm run bench`
 * reads them): the node's start (NodeStart), the target prepared, seeding and its discovery done (null when the
 * run did not seed), the checks done and the network stopped. Written to node-logs/timings.json.
 */
export interface RunTimings {
  nodeStart: NodeStart;
  preparedAtMs: number;
  seededAtMs: number | null;
  checkedAtMs: number | null;
  stoppedAtMs: number;
  /** Files that ran while the node was seeded. */
  earlyFiles: number;
}

export const RUN_TIMINGS_FILE = join('node-logs', 'timings.json');

function writeRunTimings(reportDir: string, timings: RunTimings): void {
  mkdirSync(join(reportDir, 'node-logs'), { recursive: true });
  writeFileSync(join(reportDir, RUN_TIMINGS_FILE), JSON.stringify(timings, null, 2) + '\n');
}

/**
 * A run prepared while it seeds (src/harness/seed-schedule.ts): its context says which files run meanwhile and
 * where the others find the seeded state; that state is written there once seeding and discovery are done, their
 * exchanges added to the setup log first (a cassette holds them as it would have). Never rejects.
 */
function awaitSeeding(prepared: PreparedRun, seeding: Promise<SeededState>, early: readonly string[]): Promise<void> {
  const exchangeDir = prepared.context.exchangeDir!;
  const logged = prepared.setupExchanges.length;
  prepared.context.seeding = { contextFile: join(exchangeDir, SEEDED_STATE_FILE), earlyFiles: [...early] };
  return seeding.then(
    (state) => {
      writeSetupLog(exchangeDir, prepared.setupExchanges.slice(logged), prepared.context.record !== null);
      modelToFile(state.discovery, exchangeDir);
      prepared.context.discovery = state.discovery;
      prepared.context.setupRequests = state.setupRequests;
      prepared.context.targetDown = state.targetDown;
      writeSeededState(exchangeDir, state);
    },
    (e: unknown) => void writeSeededState(exchangeDir, { error: (e as Error)?.message ?? String(e) }),
  );
}

/** One part of a run of several parts: a target (its options) and the suite files to run against it. */
export interface HarnessPart {
  opts: RunOptions;
  /** File filters, as HarnessRunOptions.files; the parts' selected files must not overlap. */
  files: string[];
}

/**
 * Runs several targets in one vitest run, each part's files against its own target (src/check/run-context.ts
 * RunPart): vitest and its workers start once for all (`avaconform selftest` runs its faults so). Each
 * part's reports go to its own report dir, without Allure results. Results in the parts' order. For
 * targets whose writes need no order (the mock, a replay): the writing files run with the others.
 */
export async function runHarnessParts(
  parts: readonly HarnessPart[],
  run: Omit<HarnessRunOptions, 'files' | 'shard' | 'onPrepared'> = {},
): Promise<Conformance[]> {
  const selections = parts.map((p) =>
    filesDeclaring(selectSuiteFiles(p.files, p.opts.stateful !== null, p.opts.suites), p.opts.selection),
  );
  const all = selections.flat();
  const twice = all.find((f, i) => all.indexOf(f) !== i);
  if (twice) throw new Error(`runHarnessParts: ${twice} is in two parts`);
  const prepared: PreparedRun[] = [];
  try {
    for (const [i, part] of parts.entries())
      prepared.push(await prepareFor(part.opts, part.files, selections[i]!, run));
    const provide: ProvidedContext = {
      avaconform: prepared[0]!.context,
      avaconformParts: prepared.map((p, i) => ({ files: selections[i]!, context: p.context })),
    };
    if (all.length)
      await runSuites(
        {
          // The parts are of one process: its workers and user check dirs are the first part's.
          options: parts[0]!.opts,
          provide,
          filters: all.map((f) => join(PROJECT_ROOT, f)),
          grouped: false,
          allureDir: null,
        },
        run,
      );
  } finally {
    for (const p of prepared) {
      resetFailureCounter(p.context.reportDir);
      await p.stop();
    }
  }
  return prepared.map((p) => readConformance(p.context.reportDir));
}
