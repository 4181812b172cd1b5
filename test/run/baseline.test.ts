// --baseline FILE: accepted findings turn expected-fail, never hide another; an expired or stale entry
// fails the run with one line each; a bad file exits 2 with one line.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { pathMatches, readBaseline } from '../../src/check/baseline.js';
import { InputError } from '../../src/input-error.js';
import { runCli } from '../support/cli.js';

const FAILING = 'getTimestamp.not-before-last-block';
const PASSING = 'getTimestamp.schema';
/** One suite file, run under a fault that fails FAILING at $.result.timestamp; PASSING stays green. */
const RUN = ['run', '--only', 'getTimestamp', '--fault', 'timestamp-before-tip', '--reporter', 'plain'];

function baselineFile(text: string, ext = 'yaml'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'avaconform-baseline-')), `baseline.${ext}`);
  writeFileSync(file, text);
  return file;
}
const conformanceOf = (dir: string) =>
  Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
const newDir = () => mkdtempSync(join(tmpdir(), 'avaconform-baseline-run-'));
const baselineLines = (stderr: string) => stderr.split('\n').filter((l) => l.includes('baseline'));

describe('a baseline file', () => {
  test('reads YAML and JSON; a bad file is one InputError naming the file and the entry', () => {
    const entry = { check: FAILING, path: '$.result.timestamp', reason: 'tracked as NODE-1', expires: '2999-12-31' };
    expect(readBaseline(baselineFile(JSON.stringify({ entries: [entry] }), 'json')).entries).toEqual([entry]);
    expect(
      readBaseline(
        baselineFile(
          `entries:\n  - check: ${FAILING}\n    path: $.result.timestamp\n    reason: tracked as NODE-1\n    expires: 2999-12-31\n`,
        ),
      ).entries,
    ).toEqual([entry]);
    const bad = (text: string) => () => readBaseline(baselineFile(text));
    expect(bad('entries:\n  - check: a.b\n    path: $\n    reason: r\n    expires: 31/12/2999\n')).toThrow(
      /entries\[0\]\.expires/,
    );
    expect(bad('entries:\n  - check: a.b\n    path: $\n    expires: 2999-12-31\n')).toThrow(/entries\[0\]\.reason/);
    expect(bad('entries: [ {')).toThrow(InputError);
    expect(
      bad(
        `entries:\n  - {check: a.b, path: $, reason: r, expires: 2999-12-31}\n  - {check: a.b, path: $, reason: s, expires: 2999-12-31}\n`,
      ),
    ).toThrow(/twice/);
  });

  test('a path is exact, or a pattern where * stands for any run of characters', () => {
    expect(pathMatches('$.result.timestamp', '$.result.timestamp')).toBe(true);
    expect(pathMatches('$.result.timestamp', '$.result.timestamps')).toBe(false);
    expect(pathMatches('$.result.utxos[*]', '$.result.utxos[12]')).toBe(true);
    expect(pathMatches('$.result.*', '$.result.a.b[0]')).toBe(true);
    expect(pathMatches('$.result.*', '$.error.code')).toBe(false);
    expect(pathMatches('$.result.[x]', '$.result.ax')).toBe(false);
  });
});

describe.concurrent('avaconform run --baseline', () => {
  test('a matched finding is expected-fail, marked baselined with its reason in conformance.json and report.md: exit 0', async () => {
    const dir = newDir();
    const file = baselineFile(
      `entries:\n  - check: ${FAILING}\n    path: $.result.timestamp\n    reason: chain time lags, tracked as NODE-1\n    expires: 2999-12-31\n`,
    );
    const out = await runCli([...RUN, '--baseline', file, '--report-dir', dir]);
    expect(out.code, out.stderr).toBe(0);
    const c = conformanceOf(dir);
    const check = c.checks.find((k) => k.checkId === FAILING)!;
    expect(check.status).toBe('expected-fail');
    expect(check.findings?.[0]?.baseline).toEqual({
      path: '$.result.timestamp',
      reason: 'chain time lags, tracked as NODE-1',
      expires: '2999-12-31',
    });
    expect(c.baseline?.entries).toEqual([expect.objectContaining({ check: FAILING, state: 'matched' })]);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain('chain time lags, tracked as NODE-1');
  });

  test('an expired entry and a stale one fail the run with one line each; an entry of a check not run is neither', async () => {
    const dir = newDir();
    const file = baselineFile(
      [
        'entries:',
        `  - {check: ${FAILING}, path: "$.result.*", reason: lag, expires: 2999-12-31}`,
        `  - {check: ${FAILING}, path: $.result.timestamp, reason: old lag, expires: 2001-01-01}`,
        `  - {check: ${PASSING}, path: $.result.timestamp, reason: was broken once, expires: 2999-12-31}`,
        '  - {check: getHeight.schema, path: $.result.height, reason: not selected, expires: 2999-12-31}',
        '',
      ].join('\n'),
    );
    const out = await runCli([...RUN, '--baseline', file, '--report-dir', dir]);
    expect(out.code, out.stderr).toBe(1);
    const lines = baselineLines(out.stderr);
    expect(lines, out.stderr).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`${FAILING} at \\$\\.result\\.timestamp: expired after 2001-01-01`));
    expect(lines[1]).toMatch(new RegExp(`${PASSING} at \\$\\.result\\.timestamp: stale`));
    const c = conformanceOf(dir);
    expect(c.checks.find((k) => k.checkId === FAILING)!.status).toBe('expected-fail');
    expect(c.baseline?.entries.map((e) => e.state)).toEqual(['matched', 'expired', 'stale', 'not-run']);
  });

  test('a baseline never hides a finding it does not match', async () => {
    const dir = newDir();
    const file = baselineFile(
      `entries:\n  - {check: ${FAILING}, path: $.result.height, reason: another field, expires: 2999-12-31}\n`,
    );
    const out = await runCli([...RUN, '--baseline', file, '--report-dir', dir]);
    expect(out.code).toBe(1);
    expect(conformanceOf(dir).checks.find((k) => k.checkId === FAILING)!.status).toBe('failed');
    expect(conformanceOf(dir).baseline?.entries[0]?.state).toBe('stale');
  });

  test('a bad file, or an entry naming no check, exits 2 with one line', async () => {
    for (const text of [
      'entries: [ {',
      'entries:\n  - {check: nosuch.check, path: $, reason: r, expires: 2999-12-31}\n',
    ]) {
      const out = await runCli([...RUN, '--baseline', baselineFile(text), '--report-dir', newDir()]);
      expect(out.code, out.stderr).toBe(2);
      const lines = out.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('avaconform: seed'));
      expect(lines, out.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/baseline/);
    }
  });
});
