// `avaconform compare A B`: runs the suites against A, sends the same requests to B (or looks them up
// in B's cassette) and compares the answers pair by pair; exit 0 every difference explained or
// normalised, 1 an unexplained difference, 2 usage error or a target that cannot be reached.
import { parseArgs } from 'node:util';
import { TargetUnusable } from '../../harness/prepare.js';
import { DEFAULTS } from '../../harness/options.js';
import { COMPARE_DEFAULT_REPORT_DIR, COMPARE_FILES, runCompare } from '../../compare/run-compare.js';
import { processEnvironment } from '../../harness/environment.js';
import { verdictLine } from '../../compare/compare-markdown.js';
import { parseCompareSide, type CompareSide } from '../../compare/compare-side.js';
import { TARGET_FORMS } from '../../harness/target.js';
import { parseUpgrades } from '../../targets/devnet.js';
import { EXIT, UsageError } from '../usage.js';

export const COMPARE_DEFAULT_SEED = 1;

export const COMPARE_HELP = `avaconform compare A B [options]

Runs the suites against A with every exchange recorded, sends the same requests in the same order
to B (or looks them up in B's cassette) and compares each pair of answers after normalisation
(src/compare/normalise.ts). A and B are target specs:

  ${TARGET_FORMS}

Targets that share no chain state (the mock and a node, two cassettes, two mock seeds) are compared
by shape: member names and order, JSON types, value formats, error codes and message wording, HTTP
status and content type. Two URLs (nodes of one network), one mock seed or one cassette are compared
by value. Differences a known deviation or a version change explains are marked so.

  --by shape|value   force the comparison mode
  --report-dir DIR   where compare.json, compare.md and compare.html go (default: ${COMPARE_DEFAULT_REPORT_DIR});
                     the runs of A (and B) leave their reports in DIR/run-a, DIR/run-b; DIR/report.md
                     and DIR/report.html are A's conformance report followed by the compare section
                     (the compare section alone when A is a cassette)
  --seed N           run seed, and the chain seed of a mock without one (default: ${COMPARE_DEFAULT_SEED})
  --runs N           fast-check runs per property (default ${DEFAULTS.runs})
  --only PATTERN     only suites whose path contains PATTERN (repeatable)
  --timeout MS       per-request deadline (default ${DEFAULTS.timeoutMs})
  --allow-writes     allow state-changing calls against a real node
  --upgrades NAME    start each binary: side as a devnet with NAME and every upgrade before it active
                     (latest: all the binary knows), as run --upgrades
  --quiet            no per-suite progress
  --help

Both targets are checked before either runs (a URL answers as an Avalanche node, a cassette reads).

Exit: 0 every difference explained or normalised, 1 an unexplained difference, 2 usage error,
missing cassette or a target that cannot be judged (one line naming it: A or B).`;

export async function compareCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      by: { type: 'string' },
      'report-dir': { type: 'string' },
      seed: { type: 'string' },
      runs: { type: 'string' },
      only: { type: 'string', multiple: true },
      timeout: { type: 'string' },
      'allow-writes': { type: 'boolean' },
      upgrades: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) {
    console.log(COMPARE_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 2)
    throw new UsageError(`expected two targets (A B), got ${positionals.length}; see avaconform compare --help`);
  const num = (v: string | undefined, flag: string, fallback: number, min: number) => {
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v) || Number(v) < min)
      throw new UsageError(`--${flag} must be an integer >= ${min}, got ${JSON.stringify(v)}`);
    return Number(v);
  };
  if (values.by !== undefined && values.by !== 'shape' && values.by !== 'value')
    throw new UsageError(`--by must be shape or value, got ${JSON.stringify(values.by)}`);
  const upgrades = values.upgrades;
  if (upgrades !== undefined) parseUpgrades(upgrades);
  // --upgrades starts every binary: side as a devnet with those upgrades.
  const withUpgrades = (spec: CompareSide): CompareSide =>
    spec.kind === 'binary' && upgrades !== undefined ? { ...spec, upgrades } : spec;
  const a = withUpgrades(parseCompareSide(positionals[0]!));
  const b = withUpgrades(parseCompareSide(positionals[1]!));
  if (upgrades !== undefined && a.kind !== 'binary' && b.kind !== 'binary')
    throw new UsageError('--upgrades applies only to binary: targets');
  const reportDir = values['report-dir'] ?? COMPARE_DEFAULT_REPORT_DIR;
  try {
    const c = await runCompare({
      a,
      b,
      by: values.by ?? null,
      seed: num(values.seed, 'seed', COMPARE_DEFAULT_SEED, 0),
      runs: num(values.runs, 'runs', DEFAULTS.runs, 1),
      timeoutMs: num(values.timeout, 'timeout', DEFAULTS.timeoutMs, 1),
      allowWrites: values['allow-writes'] ?? false,
      only: values.only ?? [],
      quiet: values.quiet ?? false,
      environment: processEnvironment(),
      reportDir,
    });
    const s = c.summary;
    console.log(
      `avaconform compare: ${c.a.spec} vs ${c.b.spec} by ${c.mode}: ${s.pairs} pairs, ${s.identical} identical, ${s.differing} differing, ${s.onlyA} only A, ${s.onlyB} only B`,
    );
    console.log(`avaconform compare: ${verdictLine(c).replace(/\*\*/g, '')}`);
    console.log(`avaconform compare: reports in ${reportDir}/ (${Object.values(COMPARE_FILES).join(', ')})`);
    if (s.identical + s.differing === 0) {
      // Nothing was compared: never a green comparison.
      console.error(
        'avaconform compare: no pair of answers was compared (do the two sides share any request? does --only match a suite?)',
      );
      return EXIT.failed;
    }
    return s.unexplained > 0 ? EXIT.failed : EXIT.ok;
  } catch (e) {
    if (e instanceof TargetUnusable) {
      console.error(`avaconform compare: ${e.message}`);
      return EXIT.usage;
    }
    throw e;
  }
}
