// Hostile targets (issue 8): whatever a target does, `avaconform run` finishes (a generous hang guard),
// writes its reports, fails the affected checks with a one-line reason, and exits 1 (2 when nothing
// listens, or nothing answers like an Avalanche node) — never an unhandled exception, a hang or
// unbounded memory.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { startHostile, type Scenario } from '../support/hostile-servers.js';
import { DEFAULT_WORKERS, runCli as runInHost } from '../support/cli.js';

const TIMEOUT_MS = 1000;
/**
 * Hang guard, not a speed measure: a run still going after this long is killed and the test fails.
 * Generous enough for a loaded machine (measured speed belongs to `npm run bench`).
 */
const HANG_GUARD_MS = 240_000;

/** `avaconform run` against the hostile server at `url`, its reports in `dir`, with the test's own flags. */
function runArgs(url: string, dir: string, ...extra: string[]): string[] {
  return [
    'run',
    '--target',
    url,
    '--timeout',
    String(TIMEOUT_MS),
    '--report-dir',
    dir,
    '--seed',
    '1',
    ...extra,
    '--quiet',
  ];
}

const SCENARIOS: Array<{ scenario: Scenario; exit: number; reason: RegExp }> = [
  { scenario: 'never-answers', exit: 1, reason: /no answer within|not sent: the target failed/ },
  { scenario: 'drips', exit: 1, reason: /not complete within|no answer within|not sent: the target failed/ },
  { scenario: 'resets-mid-body', exit: 1, reason: /reset|closed|not sent: the target failed/ },
  { scenario: 'huge-body', exit: 1, reason: /larger than the \d+-byte cap|not sent: the target failed/ },
  { scenario: 'invalid-utf8', exit: 1, reason: /not valid UTF-8/ },
  { scenario: 'not-json', exit: 1, reason: /not JSON/ },
  { scenario: 'html-502', exit: 1, reason: /HTTP 502/ },
  { scenario: 'deep-nesting', exit: 1, reason: /nested deeper/ },
  { scenario: 'huge-numbers', exit: 1, reason: /exceeds|expected|id|not/ },
  { scenario: 'text-plain', exit: 1, reason: /content-type|expected|does not match|not/i },
  { scenario: 'nothing-listening', exit: 2, reason: /unreachable/ },
  { scenario: 'not-found', exit: 1, reason: /HTTP 404/ },
];

describe.concurrent('hostile targets', () => {
  for (const { scenario, exit, reason } of SCENARIOS) {
    test(`${scenario}: the run ends, writes reports, exit ${exit}`, { timeout: HANG_GUARD_MS + 60_000 }, async () => {
      const server = await startHostile(scenario);
      const dir = mkdtempSync(join(tmpdir(), `avaconform-hostile-${scenario}-`));
      try {
        // In hosts that run these runs alone, with the command's own number of suite workers: a host's peak
        // memory so far bounds each of its runs' from above.
        const out = await runInHost(runArgs(server.url, dir, '--runs', '5'), DEFAULT_WORKERS, HANG_GUARD_MS, {
          hosts: 'hostile',
        });
        expect(out.code, `still running after ${HANG_GUARD_MS} ms: hung`).not.toBeNull();
        expect(out.stderr).not.toMatch(/internal error|Unhandled|unhandled/);
        expect(out.code, out.stderr.slice(-2000)).toBe(exit);
        // These hosts peaked at 210–320 MB on a 2-core machine (2026-11-27); the bound catches growth with
        // what the target sends (bodies are capped at 16 MiB).
        expect(out.hostPeakRssKb).toBeGreaterThan(0);
        expect(out.hostPeakRssKb).toBeLessThan(700 * 1024);
        for (const f of ['conformance.json', 'junit.xml', 'report.md', 'report.html'])
          expect(existsSync(join(dir, f)), f).toBe(true);
        const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
        const failed = result.checks.filter((c) => c.status === 'failed');
        expect(failed.length).toBeGreaterThan(0);
        expect(failed.some((c) => reason.test(c.message))).toBe(true);
        // One-line reasons: the summary line names what the target did.
        for (const c of failed) expect(c.message.split('\n')[0]!.length).toBeLessThan(600);
      } finally {
        await server.close();
      }
    });
  }
});

describe.concurrent('targets that answer nothing like an Avalanche node', () => {
  for (const scenario of ['html-502', 'not-json', 'never-answers'] as const) {
    test(
      `${scenario} everywhere: stops before the suites, exit 2, one line saying what it answered, reports written`,
      { timeout: HANG_GUARD_MS + 60_000 },
      async () => {
        const server = await startHostile(scenario, { identify: false });
        const dir = mkdtempSync(join(tmpdir(), `avaconform-not-a-node-${scenario}-`));
        try {
          // No suite runs, so no memory is measured: the command runs in a test host (test/support/cli.ts).
          const out = await runInHost(runArgs(server.url, dir), {}, HANG_GUARD_MS);
          expect(out.code, `still running after ${HANG_GUARD_MS} ms: hung`).not.toBeNull();
          expect(out.code, out.stderr.slice(-2000)).toBe(2);
          const lines = out.stderr
            .split('\n')
            .filter((l) => l.startsWith('avaconform') && !l.startsWith('avaconform: seed'));
          expect(lines).toHaveLength(1);
          expect(lines[0]).toMatch(
            /does not answer like an Avalanche node: info\.getNodeVersion at \/ext\/info got .+; platform\.getHeight at \/ext\/bc\/P got /,
          );
          // No suite ran: the one check of the report says why the target was not judged.
          const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
          expect(result.checks.map((c) => [c.name, c.status])).toEqual([
            ['transport > target answers as an Avalanche node', 'failed'],
          ]);
        } finally {
          await server.close();
        }
      },
    );
  }
});
