// `avaconform matrix INPUT…`: one grid, method × clause × release, from earlier runs (conformance.json
// files or report dirs) and targets run now (cassettes, the mock, URLs); writes matrix.json and a
// self-contained matrix.html. Exit 0 when written, 2 on usage errors or an input that cannot be read.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Conformance } from '../../../schemas/conformance.js';
import { isCompareSide, parseCompareSide, type CompareSide } from '../../compare/compare-side.js';
import { processEnvironment, type Environment } from '../../harness/environment.js';
import { DEFAULTS, runOptionsWith } from '../../harness/options.js';
import { probe, TargetUnreachable } from '../../harness/prepare.js';
import { mockTarget, TARGET_FORMS } from '../../harness/target.js';
import { buildMatrix, type MatrixInput } from '../../matrix/matrix-json.js';
import { renderMatrixHtml } from '../../matrix/matrix-html.js';
import { readCassette } from '../../replay/cassette.js';
import { loadConformance, LoadError } from '../../report/load.js';
import { EXIT, UsageError } from '../usage.js';
import ProgressReporter from '../../harness/progress-reporter.js';

export const MATRIX_FILES = { json: 'matrix.json', html: 'matrix.html' } as const;
export const MATRIX_DEFAULT_REPORT_DIR = 'reports/matrix';
const MATRIX_DEFAULT_SEED = 1;

export const MATRIX_HELP = `avaconform matrix INPUT… [options]

One grid of verdicts, method × clause × release, from several runs. Each INPUT is an earlier run
(a conformance.json file or a report dir) or a target run now (${TARGET_FORMS};
a *.ndjson file stands for replay:FILE). Columns are ordered by node version. Each cell is passed,
failed, warned, expected-fail (with the ids of the known deviations that explained it), skipped or
absent; a cell whose verdict differs from the column before is marked, and between neighbouring runs that have a
cassette (replay inputs, and targets run now) the answer-shape differences per method are shown
(as avaconform compare finds them).

  --report-dir DIR   where matrix.json and matrix.html go (default: ${MATRIX_DEFAULT_REPORT_DIR}); runs made now
                     leave their reports in DIR/runs/N
  --seed N           seed of the runs made now (default ${MATRIX_DEFAULT_SEED})
  --runs N           fast-check runs per property (default ${DEFAULTS.runs})
  --timeout MS       per-request deadline (default ${DEFAULTS.timeoutMs})
  --quiet            no per-suite progress
  --help

Exit: 0 the matrix is written, 2 usage error or an input that cannot be read or reached.`;

type Input = { kind: 'run'; path: string } | { kind: 'target'; spec: CompareSide };

function classify(text: string): Input {
  if (isCompareSide(text)) return { kind: 'target', spec: parseCompareSide(text) };
  if (text.endsWith('.ndjson')) return { kind: 'target', spec: parseCompareSide(`replay:${text}`) };
  if (!existsSync(text))
    throw new UsageError(`${text}: no such file or directory (expected a conformance.json, a report dir or a target)`);
  return { kind: 'run', path: text };
}

async function runTarget(
  spec: CompareSide,
  n: number,
  reportDir: string,
  o: { seed: number; runs: number; timeoutMs: number; quiet: boolean; environment: Environment },
): Promise<MatrixInput> {
  if (spec.kind === 'url') {
    const problem = await probe(spec.url, o.timeoutMs);
    if (problem) throw new TargetUnreachable(`target ${spec.url} is unreachable: ${problem}`, spec.url);
  }
  const dir = join(reportDir, 'runs', String(n + 1));
  const cassette = spec.kind === 'replay' ? spec.file : join(dir, 'cassette.ndjson');
  await mkdir(dir, { recursive: true });
  const opts = runOptionsWith(
    {
      target:
        spec.kind === 'mock'
          ? mockTarget(spec.profile)
          : spec.kind === 'binary'
            ? 'mock'
            : spec.kind === 'url'
              ? spec.url
              : `replay:${spec.file}`,
      ...(spec.kind === 'binary' ? { nodeBinary: spec.binary } : {}),
      seed: o.seed,
      mockSeed: spec.kind === 'mock' ? (spec.seed ?? o.seed) : o.seed,
      faults: spec.kind === 'mock' ? spec.faults : [],
      runs: o.runs,
      timeoutMs: o.timeoutMs,
      reportDir: dir,
      record: spec.kind === 'replay' ? null : cassette,
    },
    o.environment,
  );
  const { runHarness } = await import('../../harness/run-harness.js');
  const { quiet, verbose } = opts;
  const conformance = await runHarness(opts, {
    reporters: o.quiet ? [] : [new ProgressReporter({ quiet, verbose, terminal: o.environment.terminal })],
  });
  return { source: spec.spec, conformance: Conformance.parse(conformance), cassette: readCassette(cassette) };
}

export async function matrixCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      'report-dir': { type: 'string' },
      seed: { type: 'string' },
      runs: { type: 'string' },
      timeout: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) {
    console.log(MATRIX_HELP);
    return EXIT.ok;
  }
  if (positionals.length === 0)
    throw new UsageError(
      'expected at least one input (a conformance.json, a report dir or a target); see avaconform matrix --help',
    );
  const num = (v: string | undefined, flag: string, fallback: number, min: number) => {
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v) || Number(v) < min)
      throw new UsageError(`--${flag} must be an integer >= ${min}, got ${JSON.stringify(v)}`);
    return Number(v);
  };
  const o = {
    seed: num(values.seed, 'seed', MATRIX_DEFAULT_SEED, 0),
    runs: num(values.runs, 'runs', DEFAULTS.runs, 1),
    timeoutMs: num(values.timeout, 'timeout', DEFAULTS.timeoutMs, 1),
    quiet: values.quiet ?? false,
    environment: processEnvironment(),
  };
  const reportDir = resolve(values['report-dir'] ?? MATRIX_DEFAULT_REPORT_DIR);
  const parsed = positionals.map(classify);
  const inputs: MatrixInput[] = [];
  try {
    for (const [n, input] of parsed.entries())
      inputs.push(
        input.kind === 'run'
          ? { source: input.path, conformance: await loadConformance(input.path), cassette: null }
          : await runTarget(input.spec, n, reportDir, o),
      );
  } catch (e) {
    if (e instanceof LoadError || e instanceof TargetUnreachable) {
      console.error(`avaconform matrix: ${e.message}`);
      return EXIT.usage;
    }
    throw e;
  }
  const matrix = buildMatrix(inputs);
  await mkdir(reportDir, { recursive: true });
  await writeFile(join(reportDir, MATRIX_FILES.json), JSON.stringify(matrix, null, 2) + '\n', 'utf8');
  await writeFile(join(reportDir, MATRIX_FILES.html), renderMatrixHtml(matrix), 'utf8');
  const changed = matrix.rows.filter((r) => r.changedAt.length).length;
  console.log(
    `avaconform matrix: ${matrix.rows.length} rows × ${matrix.columns.length} columns (${matrix.columns.map((c) => c.label).join(', ')}); ${changed} rows change between neighbouring columns, ${matrix.shapeChanges.length} method answer-shape changes`,
  );
  console.log(
    `avaconform matrix: ${join(values['report-dir'] ?? MATRIX_DEFAULT_REPORT_DIR, MATRIX_FILES.json)}, ${MATRIX_FILES.html}`,
  );
  return EXIT.ok;
}
