// The tests' command host (test/support/cli-host.js) answers as the command's own process does: the same exit
// code and the same output, for a command that prints a list, one that fails on bad input and one that
// runs checks; and a command after them sees none of their environment, nor the checks a user's suites added.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { runCli, spawnCli } from '../support/cli.js';

/** A run's conformance.json without what differs between any two runs (times, folders). */
function verdicts(dir: string) {
  const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
  return { summary: result.summary, checks: result.checks.map((c) => [c.id, c.status]) };
}

/** The hosts of the tests of one command after another: one host, its commands run in turn (the tests are). */
const ONE_HOST = 'one-after-another';

describe('the command host', () => {
  test('list and a bad flag: the same exit code, stdout and stderr as the process', async () => {
    for (const args of [['list'], ['run', '--seed', 'x']]) {
      const [hosted, own] = await Promise.all([runCli(args), spawnCli(args)]);
      expect({ code: hosted.code, stdout: hosted.stdout, stderr: hosted.stderr }, args.join(' ')).toEqual({
        code: own.code,
        stdout: own.stdout,
        stderr: own.stderr,
      });
    }
    expect((await runCli(['run', '--seed', 'x'])).code).toBe(2);
  });

  test('a run under a fault: the same exit code and verdicts as the process', async () => {
    const args = (dir: string) => [
      'run',
      '--only',
      'platform/getHeight',
      '--fault',
      'uint64-as-float',
      '--seed',
      '1',
      '--report-dir',
      dir,
    ];
    const [a, b] = [mkdtempSync(join(tmpdir(), 'avaconform-hosted-')), mkdtempSync(join(tmpdir(), 'avaconform-own-'))];
    const [hosted, own] = await Promise.all([runCli(args(a)), spawnCli(args(b))]);
    expect(hosted.code, hosted.stderr).toBe(1);
    expect(own.code, own.stderr).toBe(1);
    expect(verdicts(a)).toEqual(verdicts(b));
  });

  test("a command's variables end with it: the next command in the same host runs without them", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-env-'));
    const run = (d: string, env: Record<string, string> = {}) =>
      runCli(['run', '--only', 'platform/getHeight', '--seed', '1', '--report-dir', join(dir, d)], env, undefined, {
        hosts: ONE_HOST,
      });
    // The fault given as a variable fails the run; the next run, in the same host, without the variable, passes.
    expect((await run('a', { AVACONFORM_FAULT: 'uint64-as-float' })).code).toBe(1);
    expect((await run('b')).code).toBe(0);
    const faults = (d: string) =>
      Conformance.parse(JSON.parse(readFileSync(join(dir, d, 'conformance.json'), 'utf8'))).run.faults ?? [];
    expect(faults('a')).toEqual(['uint64-as-float']);
    expect(faults('b')).toEqual([]);
  });

  test("a user's checks (--suites, here from a config file) stay with their command: the next command lists none", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-suites-'));
    const config = join(dir, 'avaconform.config.json');
    writeFileSync(config, JSON.stringify({ suites: [join(PROJECT_ROOT, 'examples/suites')] }));
    const run = await runCli(
      ['run', '--config', config, '--check', 'example.*', '--seed', '1', '--report-dir', dir],
      {},
      undefined,
      { hosts: ONE_HOST },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8'))).checks.length).toBe(2);
    const list = await runCli(['list'], {}, undefined, { hosts: ONE_HOST });
    expect(list.stdout).toContain('getHeight.schema');
    expect(list.stdout).not.toContain('example.height-not-behind');
  });
});
