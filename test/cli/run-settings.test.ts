// A run's settings as one value: `avaconform run`'s flags, its config file and the AVACONFORM_* variables are
// resolved once into RunOptions (src/cli/commands/run.ts resolveRun, src/harness/options.ts), flag > config file >
// variable > default; the environment is read (src/harness/environment.ts), never written.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { resolveRun } from '../../src/cli/commands/run.js';
import { forgetAddedChecks } from '../../src/check-list/check-manifest.js';
import { environmentOf, processEnvironment } from '../../src/harness/environment.js';
import { readRunOptions } from '../../src/harness/options.js';
import { spawnCli } from '../support/cli.js';

afterAll(() => forgetAddedChecks());

/** The options `avaconform run ARGV` resolves in an environment of these variables. */
async function optionsOf(argv: string[], vars: Record<string, string> = {}) {
  const resolved = await resolveRun(argv, environmentOf(Object.freeze({ ...vars })));
  if (!resolved) throw new Error('--help');
  return resolved.opts;
}

function configFile(values: Record<string, unknown>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'avaconform-settings-')), 'avaconform.config.json');
  writeFileSync(file, JSON.stringify(values));
  return file;
}

describe('run settings', () => {
  test('avaconform run --seed 5 resolves its options and leaves the environment as it was', async () => {
    const before = { ...process.env };
    const resolved = await resolveRun(['--seed', '5', '--only', 'platform/getHeight'], processEnvironment());
    expect(resolved?.opts.seed).toBe(5);
    expect(resolved?.only).toEqual(['platform/getHeight']);
    expect(process.env.AVACONFORM_SEED).toBe(before.AVACONFORM_SEED);
    expect(process.env).toEqual(before);
    // A fresh seed is drawn, not written anywhere: the variables given are frozen (a write would throw).
    const fresh = await optionsOf(['--only', 'platform/getHeight']);
    expect(Number.isSafeInteger(fresh.seed)).toBe(true);
    expect(readRunOptions(Object.freeze({})).seed).toEqual(expect.any(Number));
  });

  test('a flag wins over the config file, the config file over the variable, the variable over the default', async () => {
    const vars = { AVACONFORM_SEED: '9', AVACONFORM_RUNS: '3', AVACONFORM_METHOD: 'platform.getHeight' };
    // The variable alone, and over the default.
    expect(await optionsOf([], vars)).toMatchObject({ seed: 9, runs: 3, strict: false });
    expect((await optionsOf([], vars)).selection.methods).toEqual(['platform.getHeight']);
    expect((await optionsOf([])).runs).toBe(100);
    // The flag over the variable, for each kind: int, list, switch.
    const flagged = await optionsOf(['--seed', '5', '--method', 'platform.getTimestamp', '--strict'], {
      ...vars,
      AVACONFORM_STRICT: '0',
    });
    expect(flagged).toMatchObject({ seed: 5, runs: 3, strict: true });
    expect(flagged.selection.methods).toEqual(['platform.getTimestamp']);
    // The config file over the variable; the flag over both.
    const config = configFile({ seed: 7, runs: 2 });
    expect(await optionsOf(['--config', config], vars)).toMatchObject({ seed: 7, runs: 2 });
    expect(await optionsOf(['--config', config, '--seed', '5'], vars)).toMatchObject({ seed: 5, runs: 2 });
    // A variable given badly is named; a flag given badly is named as the flag.
    await expect(optionsOf([], { AVACONFORM_RUNS: 'many' })).rejects.toThrow(/AVACONFORM_RUNS must be an integer/);
    await expect(optionsOf(['--runs', 'many'], vars)).rejects.toThrow(/--runs must be an integer/);
  });

  test('the secrets and the replay request come from the environment into the options', async () => {
    const opts = await optionsOf([], {
      AVACONFORM_TOKEN: 't',
      AVACONFORM_PRIVATE_KEY: 'PrivateKey-x',
      AVACONFORM_REPLAY_CHECK: 'getHeight.schema',
      AVACONFORM_REPLAY_SEED: '12',
      AVACONFORM_SUITES: 'examples/suites',
      AVACONFORM_WORKERS: '3',
      AVACONFORM_QUIET: '1',
    });
    expect(opts.transport.headers.authorization).toBe('Bearer t');
    expect(opts).toMatchObject({
      privateKey: 'PrivateKey-x',
      replay: { check: 'getHeight.schema', seed: 12 },
      workers: 3,
      quiet: true,
      verbose: false,
    });
    expect(opts.suites).toEqual([join(process.cwd(), 'examples/suites')]);
  });

  test(
    'AVACONFORM_* variables still configure `avaconform run` (its own process, against the mock)',
    { timeout: 300_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'avaconform-settings-run-'));
      const out = await spawnCli(['run', '--only', 'suites/platform/getHeight.test.ts'], {
        AVACONFORM_SEED: '4242',
        AVACONFORM_FAULT: 'uint64-as-float',
        AVACONFORM_REPORT_DIR: dir,
        AVACONFORM_QUIET: '1',
      });
      // The fault the variable names makes getHeight answer a fractional height: its check fails.
      expect(out.code, out.stderr.slice(-2000)).toBe(1);
      expect(out.stderr).toContain('avaconform: seed 4242, faults uint64-as-float');
      const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
      expect(result.run.seed).toBe(4242);
      expect(result.checks.map((c) => [c.checkId, c.status])).toEqual([['getHeight.schema', 'failed']]);
    },
  );
});
