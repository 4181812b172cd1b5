// Reproductions outlive the run: a failed check's reproduction against the mock or a cassette first
// serves the same target again on the port its curl names (src/check/serve-again.ts), so pasted into a
// shell after the run it gets the answer the check judged.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import type { ChecksFile } from '../../src/report/write.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { runCli } from '../support/cli.js';

/** Runs a reproduction in a shell where `avaconform` is this checkout's command; stops what it started. */
function paste(reproduce: string): string {
  const bin = mkdtempSync(join(tmpdir(), 'avaconform-bin-'));
  const shim = join(bin, 'avaconform');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${join(PROJECT_ROOT, 'bin/avaconform.js')}" "$@"\n`);
  chmodSync(shim, 0o755);
  const script = `${reproduce}\nkill $(jobs -p) 2>/dev/null\nwait\n`;
  const out = spawnSync('bash', ['-c', script], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return out.stdout;
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
    expect(lines[0]).toMatch(/^avaconform mock --seed 7 --block-time 0 --fault timestamp-before-tip --port \d+ &/);
    expect(lines.slice(2).every((l) => l.startsWith('curl '))).toBe(true);
    expect(lastBody(paste(check.reproduce))).toBe(answer.trimEnd());
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
    expect(check.reproduce.split('\n')[0]).toMatch(new RegExp(`^avaconform mock --cassette ${cassette} --port \\d+ &`));
    expect(check.reproduce).toContain(`-H 'x-avaconform-check: ${check.checkId}'`);
    expect(lastBody(paste(check.reproduce))).toBe(answer.trimEnd());
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain(`replay:${cassette}`);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain(`replay:${cassette}`);
  });
});
