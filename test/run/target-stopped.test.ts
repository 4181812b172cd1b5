// A target that stops answering mid-run (the node died): one failed run-level check says when and what it last
// answered, the checks that met only its silence are listed as not run, never as the node's breaches, exit 1.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { TARGET_STOPPED_CHECK } from '../../src/harness/target-stopped.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';
import { runCli } from '../support/cli.js';
import { startWatchingProxy } from '../support/watching-proxy.js';

/** The checks whose first request stops the target: the checks before it ran against a live node. */
const STOPS_AT = 'getUTXOs.';

let mock: MockServer | undefined;
afterAll(async () => mock?.close());

test(
  'a node that stops answering mid-run: one failed check names when, the rest are not run, exit 1',
  { timeout: 120_000 },
  async () => {
    mock = await startMockServer({ seed: 3, port: 0 });
    const proxy = await startWatchingProxy(mock.url, ({ check }) => (check.startsWith(STOPS_AT) ? 'stop' : 'forward'));
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-stopped-'));
    try {
      const out = await runCli([
        'run',
        '--target',
        proxy.url,
        '--only',
        'getHeight',
        '--only',
        'getUTXOs',
        '--only',
        'getTimestamp',
        '--report-dir',
        dir,
      ]);
      expect(proxy.stopped()).toBe(true);
      expect(out.code, out.stderr.slice(-2000)).toBe(1);
      expect(out.stderr).toMatch(/the target stopped answering at \S+ \(.+\); the last exchange it answered: /);
      const c = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
      expect(c.run.targetStopped?.at).toBeDefined();
      const failed = c.checks.filter((x) => x.status === 'failed');
      // The node's silence is one failure; no check that met only it is counted as a breach, passed or skipped.
      expect(failed.map((x) => x.checkId)).toEqual([TARGET_STOPPED_CHECK]);
      expect(c.run.notRun?.some((id) => id.startsWith(STOPS_AT))).toBe(true);
      for (const id of c.run.notRun ?? []) expect(c.checks.some((x) => x.checkId === id)).toBe(false);
      expect(readFileSync(join(dir, 'report.md'), 'utf8')).toMatch(/\*\*TARGET STOPPED\*\*|\*\*FAILED\*\*: 1 of/);
    } finally {
      proxy.close();
    }
  },
);
