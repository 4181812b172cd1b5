// `avaconform run`: runs the harness against a target and writes reports; exit 0 all pass, 1 any
// failure, 2 bad input (usage, configuration, I/O, an empty selection, a target that cannot be judged).
import { join, resolve } from 'node:path';
import type { Conformance } from '../../../schemas/conformance.js';
import { RunSummary, SummaryCheck } from '../../../schemas/run-summary.js';
import { InputError } from '../../errors.js';
import { existsSync } from 'node:fs';
import { PROJECT_ROOT } from '../../tool.js';
import { formatClosingList } from '../../harness/console-format.js';
import { paint, useColors } from '../../harness/console-style.js';
import { PROGRESS_STYLES, type ProgressStyle } from '../../harness/progress-reporter.js';
import { readRunOptions, SEED_DEPTHS } from '../../harness/options.js';
import { ensureReportDir } from '../../harness/report-dir.js';
import { runHarness } from '../../harness/run-harness.js';
import { filesHolding, readManifest } from '../../checks/manifest.js';
import { assertSelection } from '../../harness/selection.js';
import { selectSuiteFiles, SUITE_DIRS } from '../../harness/suite-files.js';
import { parseTarget } from '../../harness/target.js';
import { assertFaultNames } from '../../mock/faults/index.js';
import { parseHeader } from '../../client/transport.js';
import { parseCommandArgs } from '../args.js';
import { withConfig } from '../config.js';
import { EXIT, UsageError } from '../usage.js';
import { readCassetteRecording, type CassetteRecording } from '../../replay/cassette.js';

export const RUN_HELP = `avaconform run [options]

Runs every conformance suite and property against a target and writes reports.

  --target mock|URL|replay:FILE  target (default: mock, the embedded mock node)
  --report-dir DIR               where reports go (default: reports/latest)
  --seed N                       run seed (default: fresh, printed); also seeds the mock's chain
  --runs N                       fast-check runs per property (default 100)
  --only PATTERN                 only suite files whose path contains PATTERN (repeatable);
                                 a substring: --only getBlock also runs getBlockchains.test.ts
  --check ID                     only this check: its stable id, e.g. getUTXOs.R2-limit-capped, or a
                                 prefix ending in *, e.g. 'getUTXOs.*' (repeatable; avaconform list)
  --exclude-check ID             leave out this check, or every check of a '…*' prefix (repeatable)
  --method NAME                  only checks of this exact catalog method, e.g. platform.getBlock
                                 (repeatable; transport-level checks have method "transport")
  --clause ID                    only checks citing this exact clause id, e.g. P.m.getUTXOs.R2
                                 (repeatable; ids from the spec's clauses.json)
  --aspect A                     only checks of this aspect (repeatable): envelope, schema, encoding,
                                 pagination, limit, deprecation, health-status, consistency,
                                 robustness, keystore, index
  --exclude-deprecated           leave out checks of methods the spec marks deprecated
                                 (getBalance, getStake, … and the whole keystore API)
  --max-failures N               stop after N failed checks (the checks not run are not reported)
                                 Selections combine: files by --only, then checks by every other
                                 flag (AND across flags, OR within one); an empty selection exits 2.
  --timeout MS                   per-request deadline (default 10000)
  --allow-writes                 allow state-changing calls against a real node; with --node-binary,
                                 first seed the fresh network with the state the suites look for
                                 (about 40 s on 2 cores, 25 s of it waiting for short stakes to end;
                                 bounded to 90 s; see avaconform seed --help)
  --seed-depth full|basic        with --node-binary --allow-writes: full (default) builds the state every
                                 check needs (about 40 s); basic commits one self-transfer (a few seconds,
                                 fewer checks run; the recorded cassettes in fixtures/ use it)
  --seed-manifest FILE           the seed manifest of --target (default: the one avaconform seed wrote
                                 for that URL, reports/seed/<host>-<port>.json, when it exists)
  --fault NAME                   switch on a mock fault (repeatable; see avaconform faults)
  --strict                       ignore expectations files (known deviations fail)
  --profile vX.Y.Z               version profile instead of detecting it
  --rate N                       at most N requests/s per worker
  --header 'Name: value'         send this header on every request to the target (repeatable)
  --auth USER:PASSWORD           HTTP Basic auth on every request (or AVACONFORM_AUTH); a bearer
                                 token comes from AVACONFORM_TOKEN. Neither is written to any report
                                 or cassette, nor are --header values: add them to a printed curl
  --ca FILE                      trust this PEM certificate authority for an https target
  --insecure                     accept any certificate (a self-signed devnet)
  --retries N                    send a request again, up to N times (0..10, default 0), after a
                                 transport failure before any answer (refused, reset, closed) or an
                                 HTTP 429 (waiting Retry-After); each retry is listed with the exchange.
                                 A wrong answer or a timeout is never retried
  --shard I/N                    run the I-th of N slices (1 <= I <= N)
  --record FILE                  write every exchange to FILE (NDJSON cassette)
  --mock-seed N                  seed of the mock's chain (default: the run seed)
  --mock-network-id N            network ID the mock simulates (default 12345)
  --node-binary PATH             start a throwaway local network from this AvalancheGo binary
                                 (default: $AVALANCHEGO_PATH when --target is not given) and check it;
                                 a second node of it that cannot bootstrap (unreachable beacon) runs
                                 beside it, so the health rules' failing side (503, failing checks) is
                                 judged on a node too
  --node-arg FLAG=VALUE          extra flag for that node (repeatable)
  --reporter progress|plain|json what the console shows (default progress):
                                   progress  each failed check as it finishes (id, clauses, expected/
                                             received at its JSON path, curl or replay line), a live
                                             line on a TTY, and a closing list of failures and warnings
                                   plain     the same as lines only: one per finished suite, no colours
                                   json      nothing while running; then ONE JSON object on stdout:
                                             tool, exitCode, target, seed, reportDir, summary (counts by
                                             status), failures and warnings (id, method, aspect, clauses,
                                             message, reproduce); see schemas/run-summary.ts
                                 Colours only on a TTY, never with NO_COLOR set or when piped.
  --workers N                    suites run in N worker threads (default 2; AVACONFORM_WORKERS)
  --config FILE                  read flags from FILE (JSON or YAML: flag names as keys, e.g.
                                 {"target": "http://…", "only": ["platform/"], "allow-writes": true});
                                 default: avaconform.config.json/.yaml/.yml in the working directory.
                                 A flag given on the command line wins over the file
  --quiet                        one line per suite; failures only in the closing list
  --help

Every flag has an AVACONFORM_* variable (listed in INTERPRETING.md, "Configuration"); a bearer token
is read from AVACONFORM_TOKEN and the signing key from AVACONFORM_PRIVATE_KEY only.

Exit: 0 every check passed (or is a known deviation), 1 a check failed, 2 bad input: a usage or
configuration error, an I/O error, a selection that matches no check, or a target that cannot be
judged (unreachable, not answering like an Avalanche node, a cassette that cannot be replayed).
Errors are one line on stderr (avaconform --debug run … adds the stack).`;

/** The flags of `run`: the command line's, and the keys of a config file (src/cli/config.ts). */
const RUN_OPTIONS = {
  target: { type: 'string' },
  'report-dir': { type: 'string' },
  seed: { type: 'string' },
  runs: { type: 'string' },
  only: { type: 'string', multiple: true },
  check: { type: 'string', multiple: true },
  'exclude-check': { type: 'string', multiple: true },
  method: { type: 'string', multiple: true },
  clause: { type: 'string', multiple: true },
  aspect: { type: 'string', multiple: true },
  'exclude-deprecated': { type: 'boolean' },
  'max-failures': { type: 'string' },
  timeout: { type: 'string' },
  'allow-writes': { type: 'boolean' },
  'seed-depth': { type: 'string' },
  fault: { type: 'string', multiple: true },
  strict: { type: 'boolean' },
  profile: { type: 'string' },
  rate: { type: 'string' },
  header: { type: 'string', multiple: true },
  auth: { type: 'string' },
  ca: { type: 'string' },
  insecure: { type: 'boolean' },
  retries: { type: 'string' },
  shard: { type: 'string' },
  record: { type: 'string' },
  'mock-seed': { type: 'string' },
  'mock-network-id': { type: 'string' },
  quiet: { type: 'boolean' },
  reporter: { type: 'string' },
  workers: { type: 'string' },
  config: { type: 'string' },
  'node-binary': { type: 'string' },
  'node-arg': { type: 'string', multiple: true },
  'seed-manifest': { type: 'string' },
  help: { type: 'boolean' },
} as const;

export async function runCommand(argv: string[]): Promise<number> {
  const parsed = parseCommandArgs('run', argv, { options: RUN_OPTIONS });
  if (parsed.values.help) {
    console.log(RUN_HELP);
    return EXIT.ok;
  }
  const values = withConfig('run', RUN_OPTIONS, parsed.values, parsed.values.config);
  const env = process.env;
  const setNum = (name: string, v: string | undefined, flag: string, min = 0) => {
    if (v === undefined) return;
    if (!/^\d+$/.test(v) || Number(v) < min) throw new UsageError(`--${flag} must be an integer >= ${min}, got ${JSON.stringify(v)}`);
    env[name] = v;
  };
  if (values.target !== undefined) env.AVACONFORM_TARGET = values.target;
  if (values['report-dir'] !== undefined) env.AVACONFORM_REPORT_DIR = values['report-dir'];
  setNum('AVACONFORM_SEED', values.seed, 'seed');
  setNum('AVACONFORM_RUNS', values.runs, 'runs', 1);
  setNum('AVACONFORM_TIMEOUT', values.timeout, 'timeout', 1);
  setNum('AVACONFORM_RATE', values.rate, 'rate');
  setNum('AVACONFORM_WORKERS', values.workers, 'workers', 1);
  if (values.header?.length) {
    for (const h of values.header) parseHeader(h);
    env.AVACONFORM_HEADERS = values.header.join('\n');
  }
  if (values.auth !== undefined) env.AVACONFORM_AUTH = values.auth;
  if (values.ca !== undefined) {
    if (!existsSync(values.ca)) throw new UsageError(`--ca ${values.ca}: no such file`);
    env.AVACONFORM_CA = values.ca;
  }
  if (values.insecure) env.AVACONFORM_INSECURE = '1';
  if (values.retries !== undefined) env.AVACONFORM_RETRIES = values.retries;
  setNum('AVACONFORM_MOCK_SEED', values['mock-seed'], 'mock-seed');
  setNum('AVACONFORM_MOCK_NETWORK_ID', values['mock-network-id'], 'mock-network-id', 1);
  if (values['allow-writes']) env.AVACONFORM_ALLOW_WRITES = '1';
  if (values['seed-depth'] !== undefined) {
    if (!(SEED_DEPTHS as readonly string[]).includes(values['seed-depth'])) throw new UsageError(`--seed-depth must be one of ${SEED_DEPTHS.join(', ')}, got ${JSON.stringify(values['seed-depth'])}`);
    env.AVACONFORM_SEED_DEPTH = values['seed-depth'];
  }
  if (values.strict) env.AVACONFORM_STRICT = '1';
  if (values.profile !== undefined) {
    if (!/^v?\d+\.\d+\.\d+$/.test(values.profile)) throw new UsageError(`--profile must look like v1.14.2, got ${JSON.stringify(values.profile)}`);
    env.AVACONFORM_PROFILE = values.profile;
  }
  if (values.record !== undefined) env.AVACONFORM_RECORD = values.record;
  const binary = values['node-binary'] ?? (values.target === undefined ? env.AVALANCHEGO_PATH : undefined);
  if (binary) {
    if (values.target !== undefined) throw new UsageError('--node-binary and --target exclude each other');
    env.AVACONFORM_NODE_BINARY = binary;
    env.AVACONFORM_NODE_ARGS = (values['node-arg'] ?? []).join('\n');
  }
  if (values['seed-manifest'] !== undefined) {
    if (!existsSync(values['seed-manifest'])) throw new UsageError(`--seed-manifest ${values['seed-manifest']}: no such file`);
    env.AVACONFORM_SEED_MANIFEST = values['seed-manifest'];
  }
  if (values.shard !== undefined) checkShard(values.shard);
  if (values.fault?.length) {
    if ((values.target ?? 'mock') !== 'mock') throw new UsageError('--fault applies only to --target mock');
    assertFaultNames(values.fault);
    env.AVACONFORM_FAULT = values.fault.join(',');
  }
  if (values.quiet) env.AVACONFORM_QUIET = '1';
  const reporter = values.reporter ?? 'progress';
  if (reporter !== 'json' && !(PROGRESS_STYLES as readonly string[]).includes(reporter))
    throw new UsageError(`--reporter must be one of ${[...PROGRESS_STYLES, 'json'].join(', ')}, got ${JSON.stringify(reporter)}`);
  // A cassette says how it was recorded: a replay sends the same requests without repeating the flags.
  // (An unreadable cassette is reported by the run itself, with its reports.)
  const recording = values.target?.startsWith('replay:') ? recordingOf(values.target.slice('replay:'.length)) : null;
  if (recording) {
    if (values.seed === undefined) env.AVACONFORM_SEED = String(recording.seed);
    if (values.runs === undefined) env.AVACONFORM_RUNS = String(recording.runs);
  }
  // --check alone runs only the files that hold the checks it names (the manifest says which).
  const only = values.only ?? recording?.selection ?? (values.check?.length ? filesHolding(values.check) : []);
  if (only.length && selectSuiteFiles(only).length === 0)
    throw new UsageError(`--only ${only.map((p) => JSON.stringify(p)).join(', ')} matches no suite file (paths under ${SUITE_DIRS.join('/, ')}/)`);
  for (const [name, flag] of [['AVACONFORM_CHECK', 'check'], ['AVACONFORM_EXCLUDE_CHECK', 'exclude-check'], ['AVACONFORM_METHOD', 'method'], ['AVACONFORM_CLAUSE', 'clause'], ['AVACONFORM_ASPECT', 'aspect']] as const) {
    const given = values[flag];
    if (given?.length) env[name] = given.join(',');
  }
  if (values['exclude-deprecated']) env.AVACONFORM_EXCLUDE_DEPRECATED = '1';
  const maxFailures = values['max-failures'];
  if (maxFailures !== undefined && (!/^\d+$/.test(maxFailures) || Number(maxFailures) < 1)) throw new UsageError(`--max-failures must be an integer >= 1, got ${JSON.stringify(maxFailures)}`);
  const opts = readRunOptions(env);
  assertSelection(opts.selection, readManifest().checks.map((c) => c.id));
  if (!opts.nodeBinary) parseTarget(opts.target);
  ensureReportDir(opts.reportDir);
  console.error(`avaconform: seed ${opts.seed}${opts.faults.length ? `, faults ${opts.faults.join(',')}` : ''}`);
  let result;
  try {
    result = await runHarness(opts, {
      files: only,
      ...(values.shard ? { shard: values.shard } : {}),
      ...(maxFailures ? { maxFailures: Number(maxFailures) } : {}),
      reporters: reporter === 'json' ? [] : [[join(PROJECT_ROOT, 'src/harness/progress-reporter.ts'), { style: reporter as ProgressStyle }]],
      onPrepared: (info) => console.error(`avaconform: target ${info.url} (${info.nodeVersion ?? 'version unknown'}, profile ${info.profile})`),
    });
  } catch (e) {
    // A node started from --node-binary that does not come up is a target that cannot be judged.
    const message = (e as Error)?.message ?? String(e);
    if (opts.nodeBinary && !(e instanceof InputError) && /--node-binary|the node /.test(message)) throw new InputError(message);
    throw e;
  }
  const s = result.summary;
  // Nothing ran: the selection (or shard) holds no check, or vitest could not start its workers. Never a verdict.
  const exitCode = s.total === 0 ? EXIT.usage : s.failed > 0 ? EXIT.failed : EXIT.ok;
  if (reporter === 'json') {
    process.stdout.write(JSON.stringify(runSummary(result, exitCode, opts.reportDir)) + '\n');
  } else {
    process.stderr.write(formatClosingList(result.checks, paint(reporter === 'progress' && useColors(process.stderr))));
    console.log(
      `avaconform: ${s.total} checks: ${s.passed} passed, ${s.failed} failed, ${s.warned} warned, ${s.skipped} skipped, ${s.expectedFail} expected-fail (${result.run.requests} requests, ${result.run.durationMs} ms)`,
    );
    console.log(`avaconform: reports in ${opts.reportDir}/ (conformance.json, junit.xml, report.md, report.html)`);
  }
  if (maxFailures && s.failed >= Number(maxFailures))
    console.error(`avaconform run: stopped at --max-failures ${maxFailures}: checks not yet started were not run (the ones running finished)`);
  if (exitCode === EXIT.usage) console.error('avaconform run: no check ran (the selection holds no check, or vitest failed to start: its errors are printed above)');
  return exitCode;
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
  if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2])) throw new UsageError(`--shard must be I/N with 1 <= I <= N, got ${JSON.stringify(shard)}`);
}

/** A cassette's recording header, or null when it has none or cannot be read. */
function recordingOf(file: string): CassetteRecording | null {
  try {
    return readCassetteRecording(file);
  } catch {
    return null;
  }
}
