// `avaconform selftest`: proves the harness can fail. Runs it against the clean mock (must be all
// green) and against every named fault (each must be caught by a check citing one of its clauses).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readRunOptions } from '../../harness/options.js';
import { runHarness } from '../../harness/run-harness.js';
import { listFaults } from '../../mock/faults/index.js';
import { PROJECT_ROOT } from '../../tool.js';
import { EXIT } from '../usage.js';

export const SELFTEST_HELP = `avaconform selftest [--report-dir DIR] [--fault NAME]… [--seed N]

Runs the harness against the clean mock and against every mock fault; writes selftest.json.
Exit 0 only when the clean run is green and every fault is caught by a check citing one of its clauses.`;

export interface SelftestResult {
  clean: { failed: number; passed: number; warned: number; skipped: number };
  faults: Array<{ name: string; clauses: string[]; caught: boolean; caughtBy: string[] }>;
}

function suiteFiles(dir: string): string[] {
  const out: string[] = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...suiteFiles(p));
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** Suite files that cite any of the clauses: the only ones that can catch a fault of those clauses. */
function filesCiting(clauses: readonly string[]): string[] {
  const files = [...suiteFiles(join(PROJECT_ROOT, 'suites')), ...suiteFiles(join(PROJECT_ROOT, 'properties'))];
  return files
    .filter((f) => {
      const text = readFileSync(f, 'utf8');
      return clauses.some((c) => text.includes(`'${c}'`) || text.includes(`"${c}"`));
    })
    .map((f) => relative(PROJECT_ROOT, f));
}

export async function selftestCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'report-dir': { type: 'string', default: 'reports/selftest' },
      fault: { type: 'string', multiple: true },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(SELFTEST_HELP);
    return EXIT.ok;
  }
  const dir = resolve(values['report-dir']);
  mkdirSync(dir, { recursive: true });
  const base = { ...process.env, AVACONFORM_TARGET: 'mock', AVACONFORM_SEED: values.seed, AVACONFORM_RUNS: process.env.AVACONFORM_RUNS ?? '20' };
  const quiet = { reporters: [] as string[] };
  const clean = await runHarness(readRunOptions({ ...base, AVACONFORM_REPORT_DIR: join(dir, 'clean') }), quiet);
  console.log(`selftest: clean mock: ${clean.summary.passed} passed, ${clean.summary.failed} failed, ${clean.summary.warned} warned, ${clean.summary.skipped} skipped`);
  const result: SelftestResult = {
    clean: { failed: clean.summary.failed + clean.summary.warned, passed: clean.summary.passed, warned: clean.summary.warned, skipped: clean.summary.skipped },
    faults: [],
  };
  const selected = listFaults().filter((f) => !values.fault?.length || values.fault.includes(f.name));
  for (const fault of selected) {
    const files = filesCiting(fault.clauses);
    let caughtBy: string[] = [];
    if (files.length) {
      const run = await runHarness(
        readRunOptions({ ...base, AVACONFORM_FAULT: fault.name, AVACONFORM_REPORT_DIR: join(dir, 'faults', fault.name) }),
        { ...quiet, files },
      );
      caughtBy = run.checks
        .filter((c) => (c.status === 'failed' || c.status === 'warned') && c.clauses.some((cl) => (fault.clauses as readonly string[]).includes(cl)))
        .map((c) => c.id);
    }
    const caught = caughtBy.length > 0;
    result.faults.push({ name: fault.name, clauses: [...fault.clauses], caught, caughtBy });
    console.log(`selftest: ${caught ? 'caught ' : 'MISSED '} ${fault.name} (${fault.clauses.join(', ')})${caught ? ` by ${caughtBy.length} check(s)` : files.length ? '' : ': no suite cites its clauses'}`);
  }
  writeFileSync(join(dir, 'selftest.json'), JSON.stringify(result, null, 2) + '\n');
  const missed = result.faults.filter((f) => !f.caught).length;
  console.log(`selftest: clean ${result.clean.failed === 0 ? 'green' : `has ${result.clean.failed} failing/warning checks`}; ${result.faults.length - missed}/${result.faults.length} faults caught; ${join(dir, 'selftest.json')}`);
  return result.clean.failed === 0 && missed === 0 ? EXIT.ok : EXIT.failed;
}
