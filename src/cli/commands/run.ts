// `avaconform run`: runs the harness against a target and writes reports; exit 0 all pass, 1 any
// failure, 2 bad input (usage, configuration, I/O, an empty selection, a target that cannot be judged).
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Conformance } from '../../../schemas/conformance.js';
import { RunSummary, SummaryCheck } from '../../../schemas/run-summary.js';
import { InputError } from '../../input-error.js';
import { handleInterrupts, interruption, SIGNAL_EXIT } from '../../interrupt.js';
import { formatClosingList, formatNotRun } from '../../harness/console-format.js';
import { paint, useColors } from '../../harness/console-style.js';
import { PROGRESS_STYLES, type ProgressStyle } from '../../harness/progress-reporter.js';
import { processEnvironment, type Environment } from '../../harness/environment.js';
import { resolveRunOptions, type RunOptions } from '../../harness/options.js';
import { flagHelp, flagSettings, parseOptions, type RunSettings } from '../../harness/run-flags.js';
import { ensureReportDir } from '../../harness/report-dir.js';
import { openRunFolder } from '../../harness/run-folder.js';
import { addChecks, filesHolding, forgetAddedChecks, readCheckManifest } from '../../check-list/check-manifest.js';
import { assertSelection } from '../../harness/selection-input.js';
import { assertBaselineChecks, baselineProblems } from '../../check/baseline.js';
import { selectSuiteFiles, SUITE_DIRS, userSuiteFiles } from '../../harness/suite-files.js';
import { isMockTarget, parseTarget, type TargetSpec } from '../../harness/target.js';
import { assertFaultNames } from '../../mock/faults/fault-registry.js';
import { parseCommandArgs } from '../args.js';
import { withConfig } from '../config.js';
import { EXIT, UsageError } from '../usage.js';
import { readCassetteRecording, type CassetteRecording } from '../../replay/cassette.js';
import { resultOfRecord } from '../../report/check-record.js';
import { notRunCause, runOutcome } from '../../report/outcome.js';
import { REPORT_FILES } from '../../report/write.js';
import ProgressReporter from '../../harness/progress-reporter.js';

export const RUN_HELP = `avaconform run [options]

Runs every conformance suite and property against a target and writes reports.

${flagHelp()}

Every flag has an AVACONFORM_* variable (listed in INTERPRETING.md, "Configuration"); a bearer token
is read from AVACONFORM_TOKEN and the signing key from AVACONFORM_PRIVATE_KEY only.

Exit: 0 every check passed (or is a known deviation), 1 a check failed, 2 bad input: a usage or
configuration error, an I/O error, a selection that matches no check, or a target that cannot be
judged (unreachable, not answering like an Avalanche node, a cassette that cannot be replayed).
Errors are one line on stderr (avaconform --debug run … adds the stack).`;

/** The --reporter values that print for programs on stdout: json (one object at the end), ndjson (one event a line). */
const MACHINE_REPORTERS = ['json', 'ndjson'] as const;

/** The flags of `run` (src/harness/run-flags.ts): the command line's, and the keys of a config file (src/cli/config.ts). */
const RUN_OPTIONS = parseOptions();

export async function runCommand(argv: string[]): Promise<number> {
  try {
    return await run(argv);
  } finally {
    forgetAddedChecks();
  }
}

/** What `avaconform run` made of its command line, config file and environment: the run's options and the command's own. */
export interface ResolvedRun {
  opts: RunOptions;
  /** The --only patterns the files are selected with (or the cassette's, or the files holding --check's checks). */
  only: string[];
  shard?: string;
  maxFailures?: number;
  reporter: string;
  /** The target as given on the command line (or config file), parsed; null when none was. */
  given: TargetSpec | null;
}

/**
 * Resolves `avaconform run ARGV` in the environment `env` (src/harness/environment.ts) into one value: the flags
 * over the config file's values (withConfig), over the environment's, over the defaults, each checked; the
 * user's check files' ids added to the manifest (--suites). Null after printing --help. Writes no variable.
 */
export async function resolveRun(argv: string[], env: Environment): Promise<ResolvedRun | null> {
  const parsed = parseCommandArgs('run', argv, { options: RUN_OPTIONS });
  if (parsed.values.help) {
    console.log(RUN_HELP);
    return null;
  }
  const values = withConfig('run', RUN_OPTIONS, parsed.values, parsed.values.config);
  const [target, ...peers] = values.target ?? [];
  if (values['node-binary'] && target !== undefined)
    throw new UsageError('--node-binary and --target exclude each other');
  const given = target === undefined ? null : parseTarget(target);
  // --target binary:PATH names the binary as --node-binary does.
  const binary =
    values['node-binary'] ??
    (given?.kind === 'binary' ? given.binary : target === undefined ? (env.avalanchegoPath ?? undefined) : undefined);
  for (const url of peers.length ? [target!, ...peers] : [])
    if (parseTarget(url).kind !== 'http')
      throw new UsageError(
        `--target given more than once names the nodes of one network: each must be an http(s) URL, got ${JSON.stringify(url)}`,
      );
  if (values.nodes !== undefined && !binary) throw new UsageError('--nodes applies only to --node-binary');
  if (values.upgrades !== undefined && !binary) throw new UsageError('--upgrades applies only to --node-binary');
  // The mock's size of state: another target has its own.
  if (values.scale !== undefined && (binary || !isMockTarget(target ?? 'mock')))
    throw new UsageError('--scale applies only to --target mock');
  if (values.fault?.length) {
    if (!isMockTarget(target ?? 'mock')) throw new UsageError('--fault applies only to --target mock');
    assertFaultNames(values.fault);
  }
  const flags = flagSettings({ ...values, ...(binary ? { 'node-binary': binary } : {}) });
  if (values.shard !== undefined) checkShard(values.shard);
  const reporter = values.reporter ?? 'progress';
  if (
    !(MACHINE_REPORTERS as readonly string[]).includes(reporter) &&
    !(PROGRESS_STYLES as readonly string[]).includes(reporter)
  )
    throw new UsageError(
      `--reporter must be one of ${[...PROGRESS_STYLES, ...MACHINE_REPORTERS].join(', ')}, got ${JSON.stringify(reporter)}`,
    );
  // A cassette says how it was recorded: a replay sends the same requests without repeating the flags (a flag
  // still wins; the cassette wins over the environment). (An unreadable cassette is reported by the run itself, with its reports.)
  const recording = given?.kind === 'replay' ? recordingOf(given.file) : null;
  const recorded: RunSettings = recording ? { seed: String(recording.seed), runs: String(recording.runs) } : {};
  const maxFailures = values['max-failures'];
  if (maxFailures !== undefined && (!/^\d+$/.test(maxFailures) || Number(maxFailures) < 1))
    throw new UsageError(`--max-failures must be an integer >= 1, got ${JSON.stringify(maxFailures)}`);
  const opts = resolveRunOptions({ ...recorded, ...flags }, env);
  // The user's check files (--suites): their ids join the manifest's before anything selects by id.
  if (values.suites?.length) {
    const files = userSuiteFiles(opts.suites);
    if (!files.length)
      throw new UsageError(
        `--suites ${values.suites.join(', ')}: no *.test.ts file in ${values.suites.length > 1 ? 'them' : 'it'}`,
      );
    const { assertOwnIds, collectUserChecks } = await import('../../harness/user-suites.js');
    const user = await collectUserChecks(files, opts);
    assertOwnIds(user);
    addChecks(user);
  }
  // --check alone runs only the files that hold the checks it names (the manifest says which), and records
  // them as the run's selection, which a replay of its cassette runs again. (runHarness narrows every
  // check selection to its files: src/harness/selection.ts filesDeclaring.)
  const only = values.only ?? recording?.selection ?? (values.check?.length ? filesHolding(values.check) : []);
  if (only.length && selectSuiteFiles(only, opts.stateful !== null, opts.suites).length === 0)
    throw new UsageError(
      `--only ${only.map((p) => JSON.stringify(p)).join(', ')} matches no suite file (paths under ${SUITE_DIRS.join('/, ')}/)`,
    );
  const knownIds = readCheckManifest().checks.map((c) => c.id);
  assertSelection(opts.selection, knownIds);
  if (opts.baseline) assertBaselineChecks(opts.baseline, knownIds);
  return {
    opts,
    only,
    reporter,
    given,
    ...(values.shard !== undefined ? { shard: values.shard } : {}),
    ...(maxFailures !== undefined ? { maxFailures: Number(maxFailures) } : {}),
  };
}

async function run(argv: string[]): Promise<number> {
  const env = processEnvironment();
  const resolved = await resolveRun(argv, env);
  if (!resolved) return EXIT.ok;
  const { opts, only, reporter, given, shard, maxFailures } = resolved;
  const spec = opts.nodeBinary ? null : (given ?? parseTarget(opts.target));
  if (spec?.kind === 'http' && spec.droppedPath)
    console.error(
      `avaconform: --target ${opts.target}: the node is ${spec.url}; each suite adds its API's path (${spec.droppedPath} dropped)`,
    );
  // With a history the report dir becomes a link: its parent holds the runs.
  ensureReportDir(opts.history ? dirname(opts.reportDir) : opts.reportDir);
  console.error(`avaconform: seed ${opts.seed}${opts.faults.length ? `, faults ${opts.faults.join(',')}` : ''}`);
  // The harness (the mock, discovery, the client, vitest) is loaded once the input is known to be good:
  // bad input is reported without it.
  const { runHarness } = await import('../../harness/run-harness.js');
  const events = reporter === 'ndjson' ? new (await import('../../harness/ndjson-reporter.js')).default() : null;
  let result;
  // The run writes into a fresh folder that replaces the report dir once its reports are written (src/harness/run-folder.ts).
  const folder = openRunFolder(opts.reportDir, opts.history);
  // Ctrl-C (or SIGTERM): the checks under way finish, the target stops, the reports are written and marked (src/interrupt.ts).
  const stopHandlingInterrupts = handleInterrupts(folder.work, (signal) =>
    console.error(
      `avaconform: ${signal}: finishing the checks under way, then writing the reports (${signal} again stops at once)`,
    ),
  );
  try {
    result = await runHarness(opts, {
      folder,
      files: only,
      ...(shard ? { shard } : {}),
      ...(maxFailures ? { maxFailures } : {}),
      reporters: events
        ? [events]
        : reporter === 'json'
          ? []
          : [
              new ProgressReporter({
                style: reporter as ProgressStyle,
                quiet: opts.quiet,
                verbose: opts.verbose,
                terminal: env.terminal,
              }),
            ],
      onPrepared: (info) => {
        console.error(
          `avaconform: target ${info.url} (${info.nodeVersion ?? 'version unknown'}, profile ${info.profile})`,
        );
        events?.start(info, opts.seed, opts.reportDir);
      },
    });
  } catch (e) {
    // A node started from --node-binary that does not come up is a target that cannot be judged.
    const message = (e as Error)?.message ?? String(e);
    if (opts.nodeBinary && !(e instanceof InputError) && /--node-binary|the node /.test(message))
      throw new InputError(message);
    throw e;
  } finally {
    stopHandlingInterrupts();
  }
  const s = result.summary;
  // An expired or stale baseline entry fails the run as a failed check does.
  const baselineDue = baselineProblems(result.baseline);
  // Where the reports are: the report dir, or with a history the run's own folder (the report dir links to it).
  const shown = folder.history ? join(dirname(opts.reportDir), basename(folder.dir)) : opts.reportDir;
  // Nothing ran: the selection (or shard) holds no check, or vitest could not start its workers. Never a verdict.
  const exitCode = s.total === 0 ? EXIT.usage : s.failed > 0 || baselineDue.length ? EXIT.failed : EXIT.ok;
  if (reporter === 'json') {
    process.stdout.write(JSON.stringify(runSummary(result, exitCode, shown)) + '\n');
  } else if (!events) {
    process.stderr.write(
      formatClosingList(
        result.checks.map(resultOfRecord),
        paint(reporter === 'progress' && useColors(process.stderr, env.terminal)),
      ),
    );
    console.log(
      `avaconform: ${s.total} checks: ${s.passed} passed, ${s.failed} failed, ${s.warned} warned, ${s.skipped} skipped, ${s.expectedFail} expected-fail (${result.run.requests} requests, ${result.run.durationMs} ms)`,
    );
    console.log(
      `avaconform: reports in ${shown}/ (${folder.history ? `${opts.reportDir} links to it; ` : ''}conformance.json, junit.xml, report.md, report.html)`,
    );
    const html = resolve(shown, REPORT_FILES.html);
    console.log(`avaconform: report.html: ${html} (${pathToFileURL(html).href})`);
  }
  for (const line of baselineDue) console.error(`avaconform run: ${line}`);
  if (maxFailures && s.failed >= maxFailures)
    console.error(
      `avaconform run: stopped at --max-failures ${maxFailures}: checks not yet started were not run (the ones running finished)`,
    );
  const signal = interruption();
  const outcome = runOutcome(result);
  if (exitCode === EXIT.usage && !signal && !outcome.notRun.length)
    console.error(
      'avaconform run: no check ran (the selection holds no check, or vitest failed to start: its errors are printed above)',
    );
  const stop = result.run.targetStopped;
  if (stop)
    console.error(
      `avaconform run: the target stopped answering at ${stop.at} (${stop.error}); the last exchange it answered: ${stop.lastAnswered ? `${stop.lastAnswered.method} at ${stop.lastAnswered.at}` : "none of the checks' requests"}`,
    );
  if (outcome.notRun.length)
    console.error(
      `avaconform run: ${formatNotRun(outcome.notRun, notRunCause(result))} (all in conformance.json's run.notRun)`,
    );
  // What the console says of the signal follows the record: one that came once the reports were written stopped nothing.
  if (signal && result.run.interrupted)
    console.error(
      `avaconform run: interrupted by ${signal}: ${s.total === 0 ? 'no check had finished' : `${s.total} checks finished and are reported`} (marked interrupted in ${shown}/)`,
    );
  else if (signal)
    console.error(
      `avaconform run: ${signal} came as the reports were written: the run had finished, its reports are whole`,
    );
  const code = signal ? SIGNAL_EXIT[signal] : exitCode;
  events?.end(result, code, shown);
  return code;
}

/** The --reporter json object. */
function runSummary(result: Conformance, exitCode: 0 | 1 | 2, reportDir: string): RunSummary {
  const pick = (status: string) => result.checks.filter((c) => c.status === status).map((c) => SummaryCheck.parse(c));
  return RunSummary.parse({
    tool: result.tool,
    exitCode,
    target: result.target,
    seed: result.run.seed,
    reportDir: resolve(reportDir),
    summary: result.summary,
    failures: pick('failed'),
    warnings: pick('warned'),
  });
}

/** --shard I/N with 1 <= I <= N. */
function checkShard(shard: string): void {
  const m = /^(\d+)\/(\d+)$/.exec(shard);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2]))
    throw new UsageError(`--shard must be I/N with 1 <= I <= N, got ${JSON.stringify(shard)}`);
}

/** A cassette's recording header, or null when it has none or cannot be read. */
function recordingOf(file: string): CassetteRecording | null {
  try {
    return readCassetteRecording(file);
  } catch {
    return null;
  }
}
