// `avaconform run`: runs the harness against a target and writes reports; exit 0 all pass, 1 any
// failure, 2 usage error or unreachable target.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../tool.js';
import { readRunOptions } from '../../harness/options.js';
import { probe, TargetUnreachable } from '../../harness/prepare.js';
import { writeUnreachableReports } from '../../harness/unreachable.js';
import { assertFaultNames } from '../../mock/faults/index.js';
import { EXIT, UsageError } from '../usage.js';

export const RUN_HELP = `avaconform run [options]

Runs every conformance suite and property against a target and writes reports.

  --target mock|URL|replay:FILE  target (default: mock, the embedded mock node)
  --report-dir DIR               where reports go (default: reports/latest)
  --seed N                       run seed (default: fresh, printed); also seeds the mock's chain
  --runs N                       fast-check runs per property (default 100)
  --only PATTERN                 only suites whose path contains PATTERN (repeatable)
  --timeout MS                   per-request deadline (default 10000)
  --allow-writes                 allow state-changing calls against a real node; with --node-binary,
                                 first seed the fresh network with the state the suites look for
                                 (about 40 s on 2 cores, 25 s of it waiting for short stakes to end;
                                 bounded to 90 s; see avaconform seed --help)
  --seed-manifest FILE           the seed manifest of --target (default: the one avaconform seed wrote
                                 for that URL, reports/seed/<host>-<port>.json, when it exists)
  --fault NAME                   switch on a mock fault (repeatable; see avaconform faults)
  --strict                       ignore expectations files (known deviations fail)
  --profile vX.Y.Z               version profile instead of detecting it
  --rate N                       at most N requests/s per worker
  --shard I/N                    run the I-th of N slices
  --record FILE                  write every exchange to FILE (NDJSON cassette)
  --mock-seed N                  seed of the mock's chain (default: the run seed)
  --mock-network-id N            network ID the mock simulates (default 12345)
  --node-binary PATH             start a throwaway local network from this AvalancheGo binary
                                 (default: $AVALANCHEGO_PATH when --target is not given) and check it
  --node-arg FLAG=VALUE          extra flag for that node (repeatable)
  --quiet                        one line per suite
  --help

Exit: 0 every check passed (or is a known deviation), 1 a check failed, 2 usage error or unreachable target.`;

export async function runCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      target: { type: 'string' },
      'report-dir': { type: 'string' },
      seed: { type: 'string' },
      runs: { type: 'string' },
      only: { type: 'string', multiple: true },
      timeout: { type: 'string' },
      'allow-writes': { type: 'boolean' },
      fault: { type: 'string', multiple: true },
      strict: { type: 'boolean' },
      profile: { type: 'string' },
      rate: { type: 'string' },
      shard: { type: 'string' },
      record: { type: 'string' },
      'mock-seed': { type: 'string' },
      'mock-network-id': { type: 'string' },
      quiet: { type: 'boolean' },
      'node-binary': { type: 'string' },
      'node-arg': { type: 'string', multiple: true },
      'seed-manifest': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(RUN_HELP);
    return EXIT.ok;
  }
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
  setNum('AVACONFORM_MOCK_SEED', values['mock-seed'], 'mock-seed');
  setNum('AVACONFORM_MOCK_NETWORK_ID', values['mock-network-id'], 'mock-network-id', 1);
  if (values['allow-writes']) env.AVACONFORM_ALLOW_WRITES = '1';
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
  if (values.shard !== undefined && !/^\d+\/\d+$/.test(values.shard)) throw new UsageError(`--shard must be I/N, got ${JSON.stringify(values.shard)}`);
  if (values.fault?.length) {
    if ((values.target ?? 'mock') !== 'mock') throw new UsageError('--fault applies only to --target mock');
    assertFaultNames(values.fault);
    env.AVACONFORM_FAULT = values.fault.join(',');
  }
  if (values.quiet) env.AVACONFORM_QUIET = '1';
  const opts = readRunOptions(env);
  console.error(`avaconform: seed ${opts.seed}${opts.faults.length ? `, faults ${opts.faults.join(',')}` : ''}`);
  try {
    // An HTTP target nobody answers at is reported before the suites (and vitest) are even loaded.
    if (/^https?:\/\//.test(opts.target) && !opts.nodeBinary) {
      const problem = await probe(opts.target.replace(/\/$/, ''), opts.timeoutMs);
      if (problem) {
        const error = new TargetUnreachable(`target ${opts.target} is unreachable: ${problem}`, opts.target.replace(/\/$/, ''));
        await writeUnreachableReports(opts, error, new Date().toISOString(), performance.now());
        throw error;
      }
    }
    const { runHarness } = await import('../../harness/run-harness.js');
    const result = await runHarness(opts, {
      files: values.only ?? [],
      ...(values.shard ? { shard: values.shard } : {}),
      reporters: [join(PROJECT_ROOT, 'src/harness/progress-reporter.ts')],
      onPrepared: (info) => console.error(`avaconform: target ${info.url} (${info.nodeVersion ?? 'version unknown'}, profile ${info.profile})`),
    });
    const s = result.summary;
    console.log(
      `avaconform: ${s.total} checks: ${s.passed} passed, ${s.failed} failed, ${s.warned} warned, ${s.skipped} skipped, ${s.expectedFail} expected-fail (${result.run.requests} requests, ${result.run.durationMs} ms)`,
    );
    console.log(`avaconform: reports in ${opts.reportDir}/ (conformance.json, junit.xml, report.md, report.html)`);
    if (s.total === 0) {
      // Nothing ran: --only matched no suite, or vitest could not start its workers. Never a green run.
      console.error('avaconform: no check ran (does --only match a suite file? vitest errors are printed above)');
      return EXIT.failed;
    }
    return s.failed > 0 ? EXIT.failed : EXIT.ok;
  } catch (e) {
    const message = (e as Error)?.message ?? String(e);
    if (e instanceof TargetUnreachable || (opts.nodeBinary && /--node-binary|the node /.test(message))) {
      console.error(`avaconform: ${message}`);
      return EXIT.usage;
    }
    throw e;
  }
}
