// `avaconform selftest` end to end: the clean mock is all green, every fault is caught by a check
// citing its clauses, every check fails under a fault of one of its own clauses, and the clean run's
// conformance.json honours the contract. In a file of its own: the longest test, run beside the others.
// Its run is shared: the state machine's verdicts and a transition fault's replay are read from it too.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { CATALOG } from '../../src/catalog/method-catalog.js';
import { CLAUSES } from '../../src/spec/clauses.js';
import { listFaults } from '../../src/mock/faults/fault-registry.js';
import { checkNameOf } from '../../src/report/check-record.js';
import { STATEFUL_CHECK_IDS } from '../../src/stateful/checks.js';
import { runCli, type CliOutcome } from '../support/cli.js';
import type { SelftestResult } from '../../src/cli/commands/selftest.js';

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `avaconform-${name}-`));
const readConformance = (file: string) => Conformance.parse(JSON.parse(readFileSync(file, 'utf8')));

/** A text with its CB58 IDs (txs, subnets, …) left out. */
const withoutIds = (text: string) => text.replace(/\b[1-9A-HJ-NP-Za-km-z]{40,}\b/g, 'ID');

const SEED = '1';
/** A transition fault whose part runs the state machine, and the check that catches it. */
const TRANSITION = { fault: 'subnet-stops-following', check: 'stateful.getSubnet.follows-txs' } as const;
const TIMEOUT_MS = 1_800_000;

let dir = '';
let out: CliOutcome;
let result: SelftestResult;
/** The replay its part's failure prints, started beside the selftest (it needs none of its output to run). */
let replay: CliOutcome;

beforeAll(async () => {
  dir = tmp('selftest');
  [out, replay] = await Promise.all([
    runCli(['selftest', '--seed', SEED, '--report-dir', dir], {}, TIMEOUT_MS),
    runCli([
      ...['replay', '--target', 'mock', '--fault', TRANSITION.fault, '--check', TRANSITION.check],
      ...['--seed', SEED, '--report-dir', tmp('stateful-replay')],
    ]),
  ]);
  result = JSON.parse(readFileSync(join(dir, 'selftest.json'), 'utf8')) as SelftestResult;
}, TIMEOUT_MS);

describe('avaconform selftest', () => {
  test('the clean mock is all green, every fault is caught by a check citing its clauses, every check fails under a fault of one of its own clauses, and no fault starves a check into a skip', () => {
    const missed = result.faults.filter((f) => !f.caught).map((f) => f.name);
    expect(missed, out.stdout.slice(-3000)).toEqual([]);
    expect(result.clean.failed, out.stdout.slice(-3000)).toBe(0);
    // Every check the clean mock passes fails under some fault: none of them could pass whatever the target did.
    expect(result.checks.filter((c) => c.clean === 'passed' && c.failsUnder.length === 0).map((c) => c.id)).toEqual([]);
    expect(result.faults.length).toBeGreaterThanOrEqual(30);
    // No fault that breaks a check's own rule turns that check into a skip (unless the skip is justified).
    expect(result.skipMasked.filter((m) => !m.justified)).toEqual([]);
    expect(out.code).toBe(0);

    // The clean run's conformance.json honours the contract and names every catalog method and clause.
    const clean = readConformance(join(dir, 'clean', 'conformance.json'));
    for (const m of CATALOG) expect(clean.methods[m.method], m.method).toBeDefined();
    for (const c of CLAUSES) expect(clean.clauses[c.id], c.id).toBeDefined();
    expect(clean.summary.failed).toBe(0);
    expect(clean.summary.total).toBe(clean.checks.length);
    for (const f of ['junit.xml', 'report.md', 'report.html']) expect(existsSync(join(dir, 'clean', f)), f).toBe(true);

    // Each check fails on a rule of its own: under a fault breaking one of its clauses, or one breaking every answer.
    const faultNamed = new Map(listFaults().map((f) => [f.name as string, f]));
    const clausesOf = new Map(clean.checks.map((c) => [checkNameOf(c), c.clauses]));
    const ownRule = (check: string, fault: string) => {
      const f = faultNamed.get(fault)!;
      return f.broad === true || f.clauses.some((cl) => clausesOf.get(check)?.includes(cl));
    };
    expect(
      result.checks.filter((c) => c.failsUnder.some((f) => !ownRule(c.id, f))).map((c) => [c.id, c.failsUnder]),
    ).toEqual([]);

    // Faults run as parts of shared runs, one per wave (src/harness/run-harness.ts runHarnessParts), each
    // part against its own mock: each fault's report is its own. (A part whose requests went to another
    // part's mock shows above: faults missed, checks that never fail.)
    for (const f of result.faults.filter((x) => !x.permitted)) {
      const run = readConformance(join(dir, 'faults', f.name, 'conformance.json'));
      expect(run.run.faults, f.name).toEqual([f.name]);
      expect(run.checks.length, f.name).toBeGreaterThan(0);
    }
    // The permitted forms (node forms the spec allows) run together, every check with them on, none failing.
    const permitted = result.faults.filter((x) => x.permitted).map((x) => x.name);
    expect(permitted.length).toBeGreaterThan(0);
    const forms = readConformance(join(dir, 'faults', 'permitted-forms', 'conformance.json'));
    expect([...(forms.run.faults ?? [])].sort()).toEqual([...permitted].sort());
    expect(forms.summary.failed + forms.summary.warned).toBe(0);
    const waves = new Set(result.faults.filter((x) => !x.permitted).map((f) => f.wave));
    expect(waves.size).toBeGreaterThan(1);
    expect(waves.size).toBeLessThan(result.faults.length);
  });

  // Read off the selftest's runs (its settings, --stateful among them, resolved as run resolves its flags) instead of
  // a `run --stateful` of its own: the clean run and the part of one transition fault.
  test('the state machine gives each of its checks a verdict; a transition fault fails its check, printing a replay that meets the failure again', () => {
    const clean = readConformance(join(dir, 'clean', 'conformance.json'));
    const stateful = clean.checks.filter((c) => c.checkId?.startsWith('stateful.'));
    expect(stateful.map((c) => c.checkId).sort()).toEqual([...STATEFUL_CHECK_IDS].sort());
    expect(stateful.filter((c) => c.status !== 'passed').map((c) => c.checkId)).toEqual([]);

    const part = readConformance(join(dir, 'faults', TRANSITION.fault, 'conformance.json'));
    const f = part.checks.find((c) => c.checkId === TRANSITION.check);
    expect(f?.status).toBe('failed');
    // Reported as it ran: the selftest's parts do not shrink (the replay below does).
    expect(f!.reproduce).toMatch(/^# the sequence \(the tour \(not shrunk\)\):$/m);
    expect(f!.reproduce).toMatch(
      new RegExp(
        `# replay: .* replay --target mock --fault ${TRANSITION.fault} --check ${TRANSITION.check.replace(/\./g, '\\.')} --seed ${SEED}$`,
        'm',
      ),
    );
    expect(JSON.parse(f!.counterexamples![0]!.value)).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'create-subnet' })]),
    );
    // The same breach: the part reports its sequence as it ran, the replay shrinks it (another subnet, another ID).
    expect(replay.code, replay.stderr.slice(-2000)).toBe(1);
    expect(withoutIds(replay.stdout)).toContain(withoutIds(f!.message.split('\n')[0]!));
  });
});
