// What a run prints: each failure as it happens (id, clauses, expected/received, curl), a closing list,
// colours only on a TTY without NO_COLOR, and with --reporter json one summary object on stdout.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RunSummary } from '../schemas/run-summary.js';
import { formatCheckBlock, formatClosingList } from '../src/harness/console-format.js';
import { paint, useColors } from '../src/harness/console-style.js';
import { runCli } from './support/cli.js';

const FAULT_RUN = ['run', '--only', 'platform/getUTXOs', '--fault', 'utxos-limit-ignored', '--seed', '1', '--runs', '5'];
const CAUGHT_BY = 'suites/platform/getUTXOs.test.ts > returns at most limit UTXOs (R2)';
const CAUGHT_BY_ID = 'getUTXOs.R2-at-most-limit';
const ESC = '\x1b[';

describe.concurrent('console output of a failing run', () => {
  test('--reporter json prints one summary object on stdout naming the failing check and its curl', { timeout: 300_000 }, async () => {
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
    const failure = summary.failures.find((f) => f.id === CAUGHT_BY);
    expect(failure, JSON.stringify(summary.failures.map((f) => f.id))).toBeDefined();
    expect(failure!.slug).toBe(CAUGHT_BY_ID);
    expect(failure!.clauses).toContain('P.m.getUTXOs.R2');
    expect(failure!.message).toMatch(/expected: .*\n.*received: .* at \$\.result\.utxos/);
    expect(failure!.reproduce).toMatch(/^curl .*\/ext\/bc\/P.*"method":"platform\.getUTXOs"/m);
  });

  test('--reporter plain prints the failure as it happens and a closing list, with no colour when piped', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-plain-'));
    const out = await runCli([...FAULT_RUN, '--report-dir', dir, '--reporter', 'plain']);
    expect(out.code, out.stderr.slice(-2000)).toBe(1);
    const block = out.stderr.slice(out.stderr.indexOf(` FAIL  ${CAUGHT_BY_ID} ${CAUGHT_BY}`));
    expect(block).toMatch(/^ FAIL {2}getUTXOs\.R2-at-most-limit suites\/platform\/getUTXOs\.test\.ts > .*\n {6}clauses: P\.m\.getUTXOs\.R2\n/);
    expect(block).toMatch(/expected: .*\n.*received: .* at \$\.result\.utxos/);
    expect(block).toMatch(/reproduce:\n {8}curl -sS/);
    // The block comes before the suite's line, and the closing list after it.
    expect(out.stderr.indexOf(` FAIL  ${CAUGHT_BY_ID} ${CAUGHT_BY}`)).toBeLessThan(out.stderr.indexOf('✗ suites/platform/getUTXOs.test.ts'));
    expect(out.stderr).toMatch(/Failures \(1\):\n {2}✗ getUTXOs\.R2-at-most-limit — /);
    expect(out.stdout).toMatch(/1 failed/);
    for (const text of [out.stdout, out.stderr]) expect(text).not.toContain(ESC);
  });

  test('the default reporter, piped (or with NO_COLOR), prints no colour codes either', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-progress-'));
    const out = await runCli([...FAULT_RUN, '--report-dir', dir], { NO_COLOR: '1' });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(` FAIL  ${CAUGHT_BY_ID} ${CAUGHT_BY}`);
    for (const text of [out.stdout, out.stderr]) expect(text).not.toContain(ESC);
  });
});

describe('colours', () => {
  test('only on a TTY, and never with NO_COLOR set', () => {
    expect(useColors({ isTTY: true }, {})).toBe(true);
    expect(useColors({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(useColors({ isTTY: false }, {})).toBe(false);
    expect(useColors({}, {})).toBe(false);
    // no-color.org: an empty NO_COLOR does not switch colours off.
    expect(useColors({ isTTY: true }, { NO_COLOR: '' })).toBe(true);
  });

  test('a coloured block carries the same text as a plain one', () => {
    const check = { id: 'f.test.ts > t', clauses: ['J.id'], status: 'failed' as const, message: 'wrong id\n  expected: 1\n  received: 2 at $.id', reproduce: 'curl -sS x' };
    const coloured = formatCheckBlock(check, paint(true));
    expect(coloured).toContain(ESC);
    expect(coloured.replace(/\x1b\[\d+m/g, '')).toBe(formatCheckBlock(check, paint(false)));
  });

  test('the closing list has failures first, then warnings, one line each', () => {
    const checks = [
      { id: 'a > warned', clauses: [], status: 'warned' as const, message: 'should\nmore', reproduce: '' },
      { id: 'b > failed', clauses: [], status: 'failed' as const, message: 'must', reproduce: '' },
      { id: 'c > passed', clauses: [], status: 'passed' as const, message: '', reproduce: '' },
    ];
    expect(formatClosingList(checks, paint(false))).toBe('\nFailures (1):\n  ✗ b > failed — must\n\nWarnings (1):\n  ! a > warned — should\n');
  });
});
