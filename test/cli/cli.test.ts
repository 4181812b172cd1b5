// The command line's contracts: exit codes, usage errors, unreachable targets.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { NODE_FLAGS } from '../../bin/node-flags.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { runCli, type CliOutcome } from '../support/cli.js';

/** The error lines of a run: stderr without the seed line every run prints first. */
const errorLines = (out: CliOutcome) =>
  out.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('avaconform: seed'));

/** Bad input: exit 2 and exactly one line matching `reason`, no stack trace. */
function expectOneLineError(out: CliOutcome, reason: RegExp): void {
  expect(out.code, out.stderr).toBe(2);
  const lines = errorLines(out);
  expect(lines, out.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(reason);
  expect(out.stderr).not.toMatch(/^\s+at /m);
}

/** The single check of the reports written for a run whose target could not be judged. */
function reportedCheck(dir: string) {
  const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
  expect(result.checks).toHaveLength(1);
  return result.checks[0]!;
}

describe.sequential('avaconform command line', () => {
  test('an unreachable target exits 2 with one clear line, and still writes reports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-unreachable-'));
    const out = await runCli(['run', '--target', 'http://127.0.0.1:1', '--report-dir', dir]);
    expect(out.code).toBe(2);
    const lines = out.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('avaconform: seed'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/unreachable: connection refused/);
    expect(existsSync(join(dir, 'conformance.json'))).toBe(true);
  });

  test('a reader that closes the pipe early (| head -2) does not stop the run: its usual exit code, its reports, nothing hidden left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-pipe-'));
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          join(PROJECT_ROOT, 'bin/avaconform.js'),
          'run',
          '--only',
          'getHeight',
          '--fault',
          'timestamp-before-tip',
          '--only',
          'getTimestamp',
          '--report-dir',
          dir,
        ],
        {
          cwd: PROJECT_ROOT,
          env: { ...process.env, CI: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      // Both pipes closed after their first bytes, as head does once it has its lines.
      for (const stream of [child.stdout, child.stderr]) stream.once('data', () => stream.destroy());
      child.on('exit', resolve);
    });
    expect(code).toBe(1);
    expect(
      Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8'))).summary.failed,
    ).toBeGreaterThan(0);
    expect(readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  test("a run that cannot start replaces an earlier run's reports whole: no Allure results of the earlier run stay beside them", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-stale-'));
    expect((await runCli(['run', '--only', 'getHeight', '--report-dir', dir])).code).toBe(0);
    expect(existsSync(join(dir, 'allure-results'))).toBe(true);
    const out = await runCli(['run', '--target', 'replay:typo.ndjson', '--report-dir', dir]);
    expect(out.code).toBe(2);
    expect(reportedCheck(dir).status).toBe('failed');
    expect(readdirSync(dir).filter((f) => f === 'allure-results' || f.startsWith('.'))).toEqual([]);
  });

  test('Ctrl-C: the checks under way finish, the reports are written and marked interrupted, exit 130, nothing hidden left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-sigint-'));
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [...NODE_FLAGS, join(PROJECT_ROOT, 'bin/avaconform.js'), 'run', '--reporter', 'plain', '--report-dir', dir],
        {
          cwd: PROJECT_ROOT,
          env: { ...process.env, CI: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      // Interrupted once the first suite file has finished (the plain reporter's first line, on stderr).
      child.stderr.on('data', (d: Buffer) => {
        const before = stderr;
        stderr += d.toString();
        if (!/\[1\/\d+\]/.test(before) && /\[1\/\d+\]/.test(stderr)) child.kill('SIGINT');
      });
      child.stdout.resume();
      child.on('exit', (c) => resolve({ code: c, stderr }));
    });
    expect(code, stderr).toBe(130);
    const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
    expect(result.run.interrupted).toBe('SIGINT');
    expect(result.summary.total).toBeGreaterThan(0);
    expect(result.checks.every((c) => c.message !== 'not run: the run was interrupted')).toBe(true);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain('**INTERRUPTED** (SIGINT)');
    expect(readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([]);
    expect(stderr).toMatch(/interrupted by SIGINT: \d+ checks finished/);
  });

  test('a number beyond 2^53 names its flag; --scale with another target than the mock is a usage error', async () => {
    expectOneLineError(
      await runCli(['run', '--runs', '99999999999999999999']),
      /--runs must be an integer from 1 to 9007199254740991/,
    );
    expectOneLineError(
      await runCli(['run', '--target', 'replay:fixtures/cassettes/avalanchego-v1.14.2.ndjson', '--scale', 'mainnet']),
      /--scale applies only to --target mock/,
    );
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

  test('an unknown command exits 2', async () => {
    const out = await runCli(['frobnicate']);
    expect(out.code).toBe(2);
  });

  const tmp = mkdtempSync(join(tmpdir(), 'avaconform-bad-input-'));
  const aFile = join(tmp, 'a-file');
  writeFileSync(aFile, 'not a directory\n');
  const BAD_INPUT: Array<{ what: string; args: string[]; reason: RegExp }> = [
    {
      what: 'a target with a misspelt scheme',
      args: ['run', '--target', 'htp:/nonsense'],
      reason: /bad target "htp:\/nonsense": expected .* \(scheme htp\)/,
    },
    {
      what: 'a target with a port that is not a number',
      args: ['run', '--target', 'http://127.0.0.1:notaport'],
      reason: /bad target .*not a valid URL/,
    },
    {
      what: 'a report dir that is a file',
      args: ['run', '--report-dir', aFile],
      reason: /--report-dir .*a-file: is a file, not a directory/,
    },
    {
      what: 'a shard past the last one',
      args: ['run', '--shard', '3/2'],
      reason: /--shard must be I\/N with 1 <= I <= N, got "3\/2"/,
    },
    {
      what: 'a negative --runs',
      args: ['run', '--runs', '-5'],
      reason: /^avaconform run: --runs must be an integer from 1 to 9007199254740991, got "-5"$/,
    },
    { what: 'a port out of range', args: ['mock', '--port', '99999'], reason: /--port must be 0\.\.65535, got 99999/ },
    { what: 'an unknown fault for run', args: ['run', '--fault', 'nosuch'], reason: /unknown fault "nosuch"/ },
    {
      what: 'an unknown fault for selftest',
      args: ['selftest', '--fault', 'nosuch', '--report-dir', join(tmp, 'selftest')],
      reason: /unknown fault "nosuch"/,
    },
    {
      what: 'an --only that matches no suite',
      args: ['run', '--only', 'no-such-method-anywhere'],
      reason: /--only "no-such-method-anywhere" matches no suite file/,
    },
    {
      what: 'an option without its value',
      args: ['run', '--target'],
      reason: /^avaconform run: --target needs a value/,
    },
    {
      what: 'an unknown method',
      args: ['run', '--method', 'getBlock'],
      reason: /unknown method "getBlock" \(exact catalog names/,
    },
    { what: 'an unknown clause', args: ['run', '--clause', 'P.nope'], reason: /unknown clause "P\.nope"/ },
    {
      what: 'an unknown aspect',
      args: ['run', '--aspect', 'speed'],
      reason: /unknown aspect "speed" \(one of envelope, /,
    },
    {
      what: 'a zero --max-failures',
      args: ['run', '--max-failures', '0'],
      reason: /--max-failures must be an integer >= 1, got "0"/,
    },
    {
      what: 'a second --target that is no URL',
      args: ['run', '--target', 'mock', '--target', 'http://127.0.0.1:1'],
      reason: /--target given more than once names the nodes of one network: each must be an http\(s\) URL, got "mock"/,
    },
    {
      what: 'a further --target nobody answers at',
      args: [
        'run',
        '--target',
        'http://127.0.0.1:1',
        '--target',
        'http://127.0.0.1:2',
        '--report-dir',
        join(tmp, 'peers'),
      ],
      reason: /unreachable/,
    },
    {
      what: '--nodes without --node-binary',
      args: ['run', '--nodes', '3'],
      reason: /--nodes applies only to --node-binary/,
    },
    {
      what: 'a network of one node',
      args: ['network', '--node-binary', '/bin/true', '--nodes', '1'],
      reason: /--nodes must be an integer 2\.\.16, got "1"/,
    },
    {
      what: 'a network from a binary that does not exist',
      args: ['network', '--node-binary', '/no/such/avalanchego'],
      reason: /the network did not start: --node-binary \/no\/such\/avalanchego: no such file/,
    },
    {
      what: 'an unknown seed depth',
      args: ['run', '--seed-depth', 'deep'],
      reason: /--seed-depth must be one of full, basic, got "deep"/,
    },
    {
      what: 'an unknown reporter',
      args: ['run', '--reporter', 'fancy'],
      reason: /--reporter must be one of progress, plain, json, ndjson, got "fancy"/,
    },
  ];
  for (const { what, args, reason } of BAD_INPUT)
    test(`${what} exits 2 with one line`, async () => {
      expectOneLineError(await runCli(args), reason);
    });

  const CASSETTES: Array<{ what: string; make: (path: string) => void; reason: RegExp }> = [
    { what: 'missing', make: () => {}, reason: /cassette .*missing\.ndjson: not found/ },
    // A directory: unreadable as a file for any user (file modes do not stop root).
    { what: 'unreadable', make: (path) => mkdirSync(path), reason: /cassette .*unreadable\.ndjson: is a directory/ },
    {
      what: 'empty',
      make: (path) => writeFileSync(path, ''),
      reason: /cassette .*empty\.ndjson: holds no recorded answer \(empty\)/,
    },
    {
      what: 'garbage',
      make: (path) => writeFileSync(path, 'garbage\n'),
      reason: /cassette .*garbage\.ndjson:1: not a JSON exchange/,
    },
  ];
  for (const { what, make, reason } of CASSETTES)
    test(`a ${what} cassette exits 2 with one line, and the reports say why`, async () => {
      const file = join(tmp, `${what}.ndjson`);
      make(file);
      const dir = join(tmp, `report-${what}`);
      expectOneLineError(await runCli(['run', '--target', `replay:${file}`, '--report-dir', dir]), reason);
      const check = reportedCheck(dir);
      expect(check.status).toBe('failed');
      expect(check.message).toMatch(reason);
    });

  test('a plain HTTP server answering HTML is not judged: exit 2, one line saying what it answered', async () => {
    const html = '<!DOCTYPE html><html><body>Directory listing for /</body></html>';
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const dir = join(tmp, 'report-html');
    try {
      const out = await runCli(['run', '--target', url, '--report-dir', dir]);
      expectOneLineError(
        out,
        /does not answer like an Avalanche node: info\.getNodeVersion at \/ext\/info got HTTP 200 text\/html "<!DOCTYPE html>[^"]*"…?; platform\.getHeight at \/ext\/bc\/P got HTTP 200 text\/html/,
      );
      expect(out.stdout).not.toMatch(/checks:/);
      expect(reportedCheck(dir).id).toBe('transport > target answers as an Avalanche node');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  test('every command prints --help and exits 0', async () => {
    for (const cmd of ['run', 'mock', 'faults', 'selftest', 'replay', 'diff', 'merge', 'report', 'compare', 'matrix']) {
      const out = await runCli([cmd, '--help']);
      expect(out.code, cmd).toBe(0);
      expect(out.stdout, cmd).toMatch(new RegExp(`avaconform ${cmd}`));
    }
  });
});
