// Reproductions outlive the run: a failed check's reproduction against the mock or a cassette first
// serves the same target again on the port its curl names (src/check/serve-again.ts), so pasted into a
// shell after the run it gets the answer the check judged.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import type { ChecksFile } from '../../src/report/write.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { runCli } from '../support/cli.js';

/**
 * Runs a reproduction as pasted into a person's shell in the checkout (PATH without npm's node_modules/.bin, no
 * avaconform on it); returns what it printed, and whether anything still answers on the port it served.
 */
async function paste(reproduce: string): Promise<{ stdout: string; leftRunning: boolean }> {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((d) => !/node_modules[\\/]\.bin$/.test(d))
    .join(delimiter);
  const out = spawnSync('bash', ['-c', reproduce], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PATH: path },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const port = /--port (\d+)/.exec(reproduce)?.[1];
  return { stdout: out.stdout, leftRunning: port !== undefined && (await answers(Number(port))) };
}

/** Whether something accepts a connection on the loopback port (after the server had a moment to exit). */
async function answers(port: number): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (!open) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** The body of the last HTTP answer curl -i printed. */
const lastBody = (curlOutput: string) =>
  curlOutput
    .trimEnd()
    .split(/\r?\n\r?\n/)
    .at(-1);

/** The run's reports: a check by its stable id, with the last exchange it read. */
function reported(dir: string, pick: (c: Conformance['checks'][number]) => boolean) {
  const conformance = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
  const check = conformance.checks.find(pick);
  expect(check).toBeDefined();
  const details = (JSON.parse(readFileSync(join(dir, 'checks.json'), 'utf8')) as ChecksFile).checks.find(
    (c) => c.name === check!.name,
  )!;
  return { conformance, check: check!, answer: details.exchanges!.at(-1)!.response!.body };
}

describe('reproductions that outlive the run', () => {
  test('against the mock: the reproduction starts the same mock (seed, faults) on the port its curl names, and gets the answer the check judged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-repro-mock-'));
    const out = await runCli([
      'run',
      '--seed',
      '7',
      '--fault',
      'timestamp-before-tip',
      '--only',
      'getTimestamp',
      '--report-dir',
      dir,
    ]);
    expect(out.code, out.stderr).toBe(1);
    const { check, answer } = reported(dir, (c) => c.status === 'failed');
    const lines = check.reproduce.split('\n');
    // Named as a person runs it in a checkout (no avaconform on PATH there), and stopped at the end.
    expect(lines[0]).toMatch(
      /^node bin\/avaconform\.js mock --seed 7 --block-time 0 --fault timestamp-before-tip --port \d+ & served=/,
    );
    expect(lines.slice(2, -1).every((l) => l.startsWith('curl '))).toBe(true);
    expect(lines.at(-1)).toMatch(/^kill \$served /);
    const pasted = await paste(check.reproduce);
    expect(lastBody(pasted.stdout)).toBe(answer.trimEnd());
    expect(pasted.leftRunning).toBe(false);
  });

  test('against a cassette: the reproduction serves the cassette again and sends the check header it answers by; the reports name the cassette as the target', async () => {
    const cassette = 'fixtures/cassettes/avalanchego-v1.14.2.ndjson';
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-repro-replay-'));
    const out = await runCli([
      'run',
      '--target',
      `replay:${cassette}`,
      '--only',
      'envelope/jsonrpc',
      '--report-dir',
      dir,
    ]);
    expect(out.code, out.stderr).toBe(0);
    const { check, answer } = reported(dir, (c) => c.status === 'expected-fail' && !c.reproduce.includes('\n# replay'));
    expect(check.reproduce.split('\n')[0]).toMatch(
      new RegExp(`^node bin/avaconform\\.js mock --cassette ${cassette} --port \\d+ &`),
    );
    expect(check.reproduce).toContain(`-H 'x-avaconform-check: ${check.checkId}'`);
    const pasted = await paste(check.reproduce);
    expect(lastBody(pasted.stdout)).toBe(answer.trimEnd());
    expect(pasted.leftRunning).toBe(false);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain(`replay:${cassette}`);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain(`replay:${cassette}`);
  });
});
