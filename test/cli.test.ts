// The command line's contracts: exit codes, usage errors, unreachable targets.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli } from './support/cli.js';

describe.sequential('avaconform command line', () => {
  test('an unreachable target exits 2 with one clear line within 2 s, and still writes reports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-unreachable-'));
    const started = performance.now();
    const out = await runCli(['run', '--target', 'http://127.0.0.1:1', '--report-dir', dir]);
    const runMs = performance.now() - started;
    expect(out.code).toBe(2);
    const lines = out.stderr.trim().split('\n').filter((l) => !l.startsWith('avaconform: seed'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/unreachable: connection refused/);
    // Process start included; the sequential describe keeps other CLI runs off the cores meanwhile.
    expect(runMs).toBeLessThan(2000);
    expect(existsSync(join(dir, 'conformance.json'))).toBe(true);
  });

  test('a bad flag is a usage error: exit 2 and one line', async () => {
    const out = await runCli(['run', '--no-such-flag']);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/avaconform run: .*no-such-flag/);
  });

  test('a malformed number flag is a usage error', async () => {
    const out = await runCli(['run', '--seed', 'abc']);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/--seed must be an integer/);
  });

  test('an unknown fault name is a usage error', async () => {
    const out = await runCli(['run', '--fault', 'no-such-fault']);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/no-such-fault/);
  });

  test('an unknown command exits 2', async () => {
    const out = await runCli(['frobnicate']);
    expect(out.code).toBe(2);
  });

  test('every command prints --help and exits 0', async () => {
    for (const cmd of ['run', 'mock', 'faults', 'selftest', 'replay', 'diff', 'merge', 'report', 'compare', 'matrix']) {
      const out = await runCli([cmd, '--help']);
      expect(out.code, cmd).toBe(0);
      expect(out.stdout, cmd).toMatch(new RegExp(`avaconform ${cmd}`));
    }
  });
});
