// `avaconform selftest`: proves the harness can fail. Runs it against the clean mock (must be all
// green) and against every named fault (each must be caught by a check citing one of its clauses).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processEnvironment } from '../../harness/environment.js';
import { resolveRunOptions } from '../../harness/options.js';
import type { RunSettings } from '../../harness/run-flags.js';
import { ensureReportDir } from '../../harness/report-dir.js';
import type { Conformance } from '../../../schemas/conformance.js';
import { filesWhere } from '../../check-list/check-manifest.js';
import { allSuiteFiles } from '../../harness/suite-files.js';
import { checkNameOf } from '../../report/check-record.js';
import { assertFaultNames, listFaults } from '../../mock/faults/fault-registry.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

export const SELFTEST_HELP = `avaconform selftest [--report-dir DIR] [--fault NAME]… [--seed N]

Runs the harness against the clean mock and against every mock fault; writes selftest.json.
Exit 0 only when the clean run is green, every fault is caught by a check citing one of its clauses, and every
permitted node form (a fault marked permitted: a form the spec allows) leaves the run green.`;

export interface SelftestResult {
  clean: { failed: number; passed: number; warned: number; skipped: number };
  /**
   * `wave`: the shared run the fault ran in (with the other faults of that wave); absent when no file cites its clauses.
   * The `permitted` forms run together: each is "caught" (its verdict holds) when no check fails with them on; `caughtBy`
   * then lists the checks that wrongly did.
   */
  faults: Array<{
    name: string;
    clauses: string[];
    caught: boolean;
    caughtBy: string[];
    permitted?: true;
    wave?: number;
  }>;
  /**
   * Every check of the clean run, with the faults under which it failed (or warned): faults breaking one of its own
   * clauses (a fault's run holds only the checks citing one of them), or a broad fault.
   */
  checks: Array<{ id: string; clean: string; failsUnder: string[] }>;
  /**
   * Checks that pass on the clean mock but skip under a fault that breaks one of their own clauses:
   * a skip that could hide a failure. Each must be empty, or carry the reason the skip is right.
   */
  skipMasked: Array<{ check: string; fault: string; reason: string; justified?: string }>;
}

/** Skips under a fault that are right, with why (the fault takes away the input itself, and another check fails). */
const JUSTIFIED_SKIPS: Record<string, string> = {};

/** Files holding a check that cites any of the clauses (from the manifest): the only ones that can catch a fault of those clauses. */
function filesCiting(clauses: readonly string[]): string[] {
  return filesWhere((c) => c.clauses.some((cl) => clauses.includes(cl)));
}

/**
 * Faults whose files do not overlap run together, as the parts of one run (runHarnessParts): vitest and
 * its suite workers start once per wave (16 waves for 82 faults) instead of once per fault. Selftest on
 * 2 cores: 75–103 s of CPU and 43–58 s wall with a run per fault (three at a time); 40–52 s of CPU and
 * 24–31 s wall with waves, two or three at a time, one suite worker each (the mocks answer on the main thread).
 * Since the setup asks the mock in this process, two waves at a time against three (farm-bench, 4 pairs):
 * 0.91× the CPU, 0.95× the wall, peak 458 MiB against 560.
 */
const WAVES_AT_ONCE = 2;
const WORKERS_PER_WAVE = 1;

/** Faults packed into waves whose faults share no file: the fault with the most files first, each in the first wave it fits. */
export function packWaves<T extends { files: readonly string[] }>(faults: readonly T[]): T[][] {
  const waves: Array<{ used: Set<string>; faults: T[] }> = [];
  for (const fault of [...faults].sort((a, b) => b.files.length - a.files.length)) {
    let wave = waves.find((w) => fault.files.every((f) => !w.used.has(f)));
    if (!wave) waves.push((wave = { used: new Set(), faults: [] }));
    for (const f of fault.files) wave.used.add(f);
    wave.faults.push(fault);
  }
  return waves.map((w) => w.faults);
}

/** `fn` over `items`, at most `limit` at a time. */
async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) await fn(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * The state machine in the selftest: the clean run and each transition fault's part run its tour
 * (src/stateful/commands.ts TOUR), which reaches every check and catches every transition fault, and two drawn
 * sequences: under a fault that makes the node take a tx the model holds refused, the tour ends there (the model cannot
 * say what the tx changed) and the drawn sequences reach what follows it.
 */
const STATEFUL_PART = { stateful: '1', sequences: '2' } as const;

export async function selftestCommand(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs('selftest', argv, {
    options: {
      'report-dir': { type: 'string', default: 'reports/selftest' },
      fault: { type: 'string', multiple: true },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(SELFTEST_HELP);
    return EXIT.ok;
  }
  if (!/^\d+$/.test(values.seed))
    throw new UsageError(`--seed must be a non-negative integer, got ${JSON.stringify(values.seed)}`);
  assertFaultNames(values.fault ?? []);
  const dir = ensureReportDir(values['report-dir']);
  // Each part's options: the environment's settings (transport, workers, …), under the selftest's own.
  const env = processEnvironment();
  const base: RunSettings = { target: 'mock', seed: values.seed, runs: env.settings.runs ?? '20' };
  // A state machine's failure is reported as it ran, not shrunk: the selftest asks only whether a check fails (a
  // transition fault's shrinking, on fresh mocks, was 0.4x the CPU of its state machine's runs).
  const optionsOf = (own: RunSettings) => {
    const o = resolveRunOptions({ ...base, ...own }, env);
    return o.stateful ? { ...o, stateful: { ...o.stateful, shrink: false as const } } : o;
  };
  const quiet = { reporters: [] };
  // The harness is loaded once the input is known to be good (as run does).
  const { runHarness, runHarnessParts } = await import('../../harness/run-harness.js');
  // The clean run runs the state machine too: its checks must pass clean and fail under a transition fault.
  const cleanOpts = optionsOf({ 'report-dir': join(dir, 'clean'), ...STATEFUL_PART });
  // The user's check dirs (AVACONFORM_SUITES), whose files a broad fault runs too.
  const suiteDirs = cleanOpts.suites;
  const clean = await runHarness(cleanOpts, quiet);
  console.log(
    `selftest: clean mock: ${clean.summary.passed} passed, ${clean.summary.failed} failed, ${clean.summary.warned} warned, ${clean.summary.skipped} skipped`,
  );
  const result: SelftestResult = {
    clean: {
      failed: clean.summary.failed + clean.summary.warned,
      passed: clean.summary.passed,
      warned: clean.summary.warned,
      skipped: clean.summary.skipped,
    },
    faults: [],
    checks: [],
    skipMasked: [],
  };
  const cleanStatus = new Map(clean.checks.map((c) => [checkNameOf(c), c.status]));
  const failsUnder = new Map<string, string[]>(clean.checks.map((c) => [checkNameOf(c), []]));
  const chosen = listFaults().filter((f) => !values.fault?.length || values.fault.includes(f.name));
  const selected = chosen.filter((f) => !f.permitted);
  const permitted = chosen.filter((f) => f.permitted);
  const planned = selected.map((fault) => {
    // A broad fault breaks answers of every kind: every file runs, and any failing check catches it.
    const broad = fault.broad === true;
    return { fault, broad, files: broad ? allSuiteFiles(suiteDirs) : filesCiting(fault.clauses) };
  });
  const results = new Map<string, { run: Conformance; wave: number }>();
  const workers = env.settings.workers ? undefined : WORKERS_PER_WAVE;
  const waves = packWaves(planned.filter((p) => p.files.length)).map((faults, index) => ({ faults, index }));
  await forEachConcurrently(waves, WAVES_AT_ONCE, async ({ faults, index }) => {
    const parts = faults.map(({ fault, broad, files }) => ({
      opts: optionsOf({
        // Only the checks citing one of the fault's clauses: the ones that can catch it, and a check failing here
        // fails on a rule of its own. (The selftest took 0.83× the CPU of parts running all their files' checks.)
        ...(broad ? {} : { clause: fault.clauses.join(',') }),
        fault: fault.name,
        // A transition fault is caught by the state machine: its part runs it.
        ...(fault.stateful ? STATEFUL_PART : {}),
        'report-dir': join(dir, 'faults', fault.name),
      }),
      files,
    }));
    const runs = await runHarnessParts(parts, { ...quiet, ...(workers ? { workers } : {}) });
    faults.forEach(({ fault }, i) => results.set(fault.name, { run: runs[i]!, wave: index }));
  });
  // The permitted forms together, in one run of every file: a form the spec allows may fail no check.
  const formsRun = permitted.length
    ? (
        await runHarnessParts(
          [
            {
              opts: optionsOf({
                fault: permitted.map((f) => f.name).join(','),
                'report-dir': join(dir, 'faults', 'permitted-forms'),
              }),
              files: allSuiteFiles(suiteDirs),
            },
          ],
          { ...quiet, ...(workers ? { workers } : {}) },
        )
      )[0]!
    : null;
  const flagged = formsRun
    ? formsRun.checks.filter((c) => c.status === 'failed' || c.status === 'warned').map((c) => checkNameOf(c))
    : [];
  for (const fault of permitted) {
    result.faults.push({
      name: fault.name,
      clauses: [...fault.clauses],
      caught: flagged.length === 0,
      caughtBy: flagged,
      permitted: true,
    });
    console.log(
      `selftest: ${flagged.length === 0 ? 'held   ' : 'FLAGGED'} ${fault.name} (a permitted form)${flagged.length === 0 ? ': no check fails on it' : `: with the permitted forms on, ${flagged.join(', ')} failed`}`,
    );
  }
  const runs = planned.map((p) => ({
    ...p,
    run: results.get(p.fault.name)?.run ?? null,
    wave: results.get(p.fault.name)?.wave,
  }));
  for (const { fault, broad, files, run, wave } of runs) {
    let caughtBy: string[] = [];
    if (run) {
      for (const c of run.checks)
        if (c.status === 'failed' || c.status === 'warned') failsUnder.get(checkNameOf(c))?.push(fault.name);
      // A check catches the fault when it breached and cites, or found a breach of, one of its clauses.
      const cites = (c: (typeof run.checks)[number]) =>
        [...c.clauses, ...(c.findings ?? []).flatMap((f) => (f.clause ? [f.clause] : []))].some((cl) =>
          (fault.clauses as readonly string[]).includes(cl),
        );
      caughtBy = run.checks
        .filter((c) => (c.status === 'failed' || c.status === 'warned') && (broad || cites(c)))
        .map((c) => checkNameOf(c));
      for (const c of run.checks)
        if (c.status === 'skipped' && cleanStatus.get(checkNameOf(c)) === 'passed' && cites(c)) {
          const key = `${fault.name} ${checkNameOf(c)}`;
          result.skipMasked.push({
            check: checkNameOf(c),
            fault: fault.name,
            reason: c.message,
            ...(JUSTIFIED_SKIPS[key] ? { justified: JUSTIFIED_SKIPS[key] } : {}),
          });
        }
    }
    const caught = caughtBy.length > 0;
    result.faults.push({
      name: fault.name,
      clauses: [...fault.clauses],
      caught,
      caughtBy,
      ...(wave === undefined ? {} : { wave }),
    });
    console.log(
      `selftest: ${caught ? 'caught ' : 'MISSED '} ${fault.name} (${fault.clauses.join(', ')})${caught ? ` by ${caughtBy.length} check(s)` : files.length ? '' : ': no suite cites its clauses'}`,
    );
  }
  result.checks = clean.checks.map((c) => ({
    id: checkNameOf(c),
    clean: c.status,
    failsUnder: failsUnder.get(checkNameOf(c)) ?? [],
  }));
  writeFileSync(join(dir, 'selftest.json'), JSON.stringify(result, null, 2) + '\n');
  const missed = result.faults.filter((f) => !f.caught).length;
  // A check the clean mock passes must fail under a fault of its own clauses, or it could not fail at all. (With
  // --fault only some faults run, so this is reported, not judged.)
  const unproven = result.checks.filter((c) => c.clean === 'passed' && c.failsUnder.length === 0);
  const proven = result.checks.filter((c) => c.failsUnder.length > 0).length;
  for (const c of unproven) console.log(`selftest: NEVER FAILS ${checkNameOf(c)}`);
  const masking = result.skipMasked.filter((m) => !m.justified);
  for (const m of masking) console.log(`selftest: SKIP MASKS ${m.fault}: ${m.check} (${m.reason})`);
  console.log(
    `selftest: ${proven}/${result.checks.length} checks fail under a fault of their clauses (${result.checks.filter((c) => c.clean === 'skipped').length} skip on the clean mock)`,
  );
  console.log(
    `selftest: clean ${result.clean.failed === 0 ? 'green' : `has ${result.clean.failed} failing/warning checks`}; ${result.faults.length - missed}/${result.faults.length} faults caught; ${join(dir, 'selftest.json')}`,
  );
  const allFaults = !values.fault?.length;
  return result.clean.failed === 0 && missed === 0 && masking.length === 0 && (!allFaults || unproven.length === 0)
    ? EXIT.ok
    : EXIT.failed;
}
