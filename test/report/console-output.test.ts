// What a run prints: each failure as it happens (id, clauses, expected/received, curl), a closing list,
// colours only on a TTY without NO_COLOR, and with --reporter json one summary object on stdout.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { RunSummary } from '../../schemas/run-summary.js';
import { formatCheckBlock, formatClosingList } from '../../src/harness/console-format.js';
import { paint, useColors } from '../../src/harness/console-style.js';
import { environmentOf } from '../../src/harness/environment.js';
import { runCli } from '../support/cli.js';

const FAULT_RUN = [
  'run',
  '--only',
  'platform/getUTXOs',
  '--fault',
  'utxos-limit-ignored',
  '--seed',
  '1',
  '--runs',
  '5',
];
const CAUGHT_BY = 'suites/platform/getUTXOs.test.ts > returns at most limit UTXOs (R2)';
const CAUGHT_BY_ID = 'getUTXOs.R2-at-most-limit';
const ESC = '\x1b[';

describe.concurrent('console output of a failing run', () => {
  test(
    '--reporter json prints one summary object on stdout naming the failing check and its curl',
    { timeout: 300_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'avaconform-json-'));
      const out = await runCli([...FAULT_RUN, '--report-dir', dir, '--reporter', 'json']);
      expect(out.code, out.stderr.slice(-2000)).toBe(1);
      // Exactly one JSON value on stdout, nothing else.
      const summary = RunSummary.parse(JSON.parse(out.stdout));
      expect(out.stdout.trim().split('\n')).toHaveLength(1);
      expect(summary.exitCode).toBe(1);
      expect(summary.reportDir).toBe(dir);
      expect(existsSync(join(summary.reportDir, 'conformance.json'))).toBe(true);
      expect(summary.summary.failed).toBe(summary.failures.length);
      const failure = summary.failures.find((f) => f.name === CAUGHT_BY);
      expect(failure, JSON.stringify(summary.failures.map((f) => f.name))).toBeDefined();
      expect(failure!.checkId).toBe(CAUGHT_BY_ID);
      expect(failure!.clauses).toContain('P.m.getUTXOs.R2');
      expect(failure!.message).toMatch(/expected: .*\n.*received: .* at \$\.result\.utxos/);
      expect(failure!.reproduce).toMatch(/^curl .*\/ext\/bc\/P.*"method":"platform\.getUTXOs"/m);
    },
  );

  test(
    '--reporter plain --verbose prints the failure as it happens and a closing list, with no colour when piped',
    { timeout: 300_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'avaconform-plain-'));
      const out = await runCli([...FAULT_RUN, '--report-dir', dir, '--reporter', 'plain', '--verbose']);
      expect(out.code, out.stderr.slice(-2000)).toBe(1);
      const block = out.stderr.slice(out.stderr.indexOf(` FAIL  ${CAUGHT_BY_ID} ${CAUGHT_BY}`));
      expect(block).toMatch(
        /^ FAIL {2}getUTXOs\.R2-at-most-limit suites\/platform\/getUTXOs\.test\.ts > .*\n {6}clauses: P\.m\.getUTXOs\.R2\n/,
      );
      expect(block).toMatch(/expected: .*\n.*received: .* at \$\.result\.utxos/);
      // Against the mock, the reproduction first serves the run's mock again on the port the curl names.
      expect(block).toMatch(
        /reproduce:\n {8}node bin\/avaconform\.js mock --seed \d+ .*--port \d+ &.*\n[^]* {8}curl -sS/,
      );
      // The block comes before the suite's line, and the closing list after it.
      expect(out.stderr.indexOf(` FAIL  ${CAUGHT_BY_ID} ${CAUGHT_BY}`)).toBeLessThan(
        out.stderr.indexOf('✗ suites/platform/getUTXOs.test.ts'),
      );
      expect(out.stderr).toMatch(/Failures \(1\):\n {2}✗ getUTXOs\.R2-at-most-limit — /);
      expect(out.stdout).toMatch(/1 failed/);
      for (const text of [out.stdout, out.stderr]) expect(text).not.toContain(ESC);
    },
  );

  test(
    'the default reporter, piped (or with NO_COLOR), prints no colour codes either',
    { timeout: 300_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'avaconform-progress-'));
      const out = await runCli([...FAULT_RUN, '--report-dir', dir], { NO_COLOR: '1' });
      expect(out.code).toBe(1);
      // Without --verbose the failure is one line of the closing list.
      expect(out.stderr).not.toContain(` FAIL  ${CAUGHT_BY_ID}`);
      expect(out.stderr).toMatch(
        /Failures \(1\):\n {2}✗ getUTXOs\.R2-at-most-limit — more than min\(limit, 1024\) = 5 UTXOs came back at \$\.result\.utxos\n/,
      );
      for (const text of [out.stdout, out.stderr]) expect(text).not.toContain(ESC);
    },
  );
});

describe('a run with two faults', () => {
  test(
    'prints a line per breach many checks share and per other failed check (its first breach, a count of the rest), the skips by reason and the report.html link',
    { timeout: 300_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'avaconform-two-faults-'));
      const out = await runCli([
        'run',
        '--fault',
        'hex-bad-checksum',
        '--fault',
        'validator-end-changed',
        '--seed',
        '1',
        '--runs',
        '5',
        '--report-dir',
        dir,
      ]);
      expect(out.code, out.stderr.slice(-2000)).toBe(1);
      const conformance = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
      const { failed, warned } = conformance.summary;
      expect(failed).toBeGreaterThan(5);
      const skipReasons = new Set(conformance.checks.filter((c) => c.status === 'skipped').map((c) => c.message)).size;
      // Every line but the one per finished suite: the run's header and summary lines, one per failed or warned check, one per skip reason.
      const lines = `${out.stderr}${out.stdout}`
        .split('\n')
        .filter((l) => l.trim() && !/^[✓✗] \S+\.test\.ts — /.test(l));
      const SUMMARY_LINES = 10;
      expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(
        failed + warned + Math.min(skipReasons, 10) + SUMMARY_LINES,
      );
      const failureLines = lines.filter((l) => l.startsWith('  ✗ '));
      // A breach five or more checks share is one line with their number (src/harness/console-format.ts); every
      // other failed check has a line of its own.
      const floods = failureLines.flatMap((l) => /^ {2}✗ (\d+) checks — /.exec(l)?.[1] ?? []).map(Number);
      expect(floods.length).toBeGreaterThan(0);
      expect(failureLines.length).toBeLessThan(failed);
      expect(floods.reduce((a, n) => a + n, 0) + failureLines.length - floods.length).toBeGreaterThanOrEqual(failed);
      // Each gives its reason, never the property runner's wrapper, and no detail line is printed.
      for (const l of failureLines)
        expect(l).not.toMatch(/property failed after|^\s+(expected|received|reproduce|clauses):/);
      expect(failureLines.join('\n')).toMatch(
        /^ {2}✗ \d+ checks — hex payload does not carry a valid 4-byte checksum: invalid input checksum at \$\.result\.block \(heights\.block-parent-chain, /m,
      );
      expect(lines.join('\n')).not.toMatch(/^\s+(expected|received|curl|reproduce)/m);
      expect(out.stderr).toMatch(/^Skipped \(\d+\), by reason:\n {2}\d+ × /m);
      expect(out.stdout).toContain(`file://${join(dir, 'report.html')}`);
      // The reports keep the full detail.
      const blockHeights = conformance.checks.find((c) => c.checkId === 'heights.block-parent-chain')!;
      expect(blockHeights.message).toMatch(/property failed after .*\n {2}counterexample: /);
    },
  );

  test('--verbose prints each failure in full as it finishes', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-verbose-'));
    const out = await runCli([...FAULT_RUN, '--report-dir', dir, '--verbose']);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(
      / FAIL {2}getUTXOs\.R2-at-most-limit .*\n {6}clauses: P\.m\.getUTXOs\.R2\n[^]*reproduce:\n {8}node bin\/avaconform\.js mock [^]* {8}curl -sS/,
    );
  });
});

describe('colours', () => {
  test('only on a TTY, and never with NO_COLOR set', () => {
    // The terminal as the edge reads it from these variables (src/harness/environment.ts).
    const terminal = (vars: Record<string, string>) => environmentOf(vars).terminal;
    expect(useColors({ isTTY: true }, terminal({}))).toBe(true);
    expect(useColors({ isTTY: true }, terminal({ NO_COLOR: '1' }))).toBe(false);
    expect(useColors({ isTTY: false }, terminal({}))).toBe(false);
    expect(useColors({}, terminal({}))).toBe(false);
    // no-color.org: an empty NO_COLOR does not switch colours off.
    expect(useColors({ isTTY: true }, terminal({ NO_COLOR: '' }))).toBe(true);
  });

  test('a coloured block carries the same text as a plain one', () => {
    const check = {
      name: 'f.test.ts > t',
      clauses: ['J.id'],
      status: 'failed' as const,
      message: 'wrong id\n  expected: 1\n  received: 2 at $.id',
      reproduce: 'curl -sS x',
    };
    const coloured = formatCheckBlock(check, paint(true));
    expect(coloured).toContain(ESC);
    expect(coloured.replace(/\x1b\[\d+m/g, '')).toBe(formatCheckBlock(check, paint(false)));
  });

  test('the closing list has failures first, then warnings, one line each', () => {
    const checks = [
      { name: 'a > warned', clauses: [], status: 'warned' as const, message: 'should\nmore', reproduce: '' },
      { name: 'b > failed', clauses: [], status: 'failed' as const, message: 'must', reproduce: '' },
      { name: 'c > passed', clauses: [], status: 'passed' as const, message: '', reproduce: '' },
    ];
    expect(formatClosingList(checks, paint(false))).toBe(
      '\nFailures (1):\n  ✗ b > failed — must\n\nWarnings (1):\n  ! a > warned — should\n',
    );
  });

  test('a failure is listed by its first unexplained breach, with the count of the rest; skips are counted by reason', () => {
    const findings = [
      { summary: 'known', path: '$.a', deviation: 'some-deviation' },
      {
        summary: 'UTXO X:1 differs from output 1 of its tx',
        expected: '{"amount":1}',
        received: '{"amount":2}',
        path: '$.result.utxos[0]',
        deviation: null,
      },
      { summary: 'UTXO Y:0 differs from output 0 of its tx', path: '$.result.utxos[0]', deviation: null },
    ];
    const skip = (reason: string) => ({
      name: `s > ${reason}`,
      clauses: [],
      status: 'skipped' as const,
      message: reason,
      reproduce: '',
    });
    const checks = [
      {
        checkId: 'getUTXOs.agrees-with-blocks',
        name: 'f > utxos',
        clauses: [],
        status: 'failed' as const,
        message: '2 breach(es) beyond the known deviations of this release:\n…',
        reproduce: '',
        findings,
        breaches: 229,
      },
      skip('no subnet on this target'),
      skip('no L1 validator on this target'),
      skip('no subnet on this target'),
    ];
    expect(formatClosingList(checks, paint(false))).toBe(
      '\nFailures (1):\n  ✗ getUTXOs.agrees-with-blocks — UTXO X:1 differs from output 1 of its tx at $.result.utxos[0] (and 228 more breaches)\n' +
        '\nSkipped (3), by reason:\n  2 × no subnet on this target\n  1 × no L1 validator on this target\n',
    );
  });
});
