// A signal in each phase of a run (before the target is ready, during discovery, during the suites, as the reports
// are written), sent when the run reaches that phase (the proxy in front of the target, or the last suite's line,
// says so), through the bin as a person runs it and through npx: the command exits 130/143 only once the reports
// exist, and the console, report.md and conformance.json agree on what ran and what did not.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { readCheckManifest } from '../../src/check-list/check-manifest.js';
import { RUN_FLAGS } from '../../src/harness/run-flags.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { TEST_SEED_ENV } from '../support/run-seed.js';
import { startWatchingProxy, type SeenRequest } from '../support/watching-proxy.js';

const FILES = ['getHeight', 'getTimestamp', 'getUTXOs'];
/** The checks the run's selection holds: what ran and what did not must add up to them. */
const SELECTED = readCheckManifest().checks.filter((c) => FILES.some((f) => c.file.endsWith(`/${f}.test.ts`)));

type Phase = 'target' | 'discovery' | 'suites' | 'reports';

/** Whether this request (or stderr line) is where the phase begins. */
const REACHED: Record<Exclude<Phase, 'reports'>, (r: SeenRequest) => boolean> = {
  // The first request of all: the run's probe of whether the target answers.
  target: () => true,
  // The setup's first P-Chain read: discovery (version detection asks /ext/info).
  discovery: (r) => r.check === '' && r.path === '/ext/bc/P',
  suites: (r) => r.check !== '',
};

/**
 * A project that installed avaconform (its bin linked into node_modules/.bin, as npm links it) with the checkout's
 * .npmrc, as the README tells such a project to set it: npx runs the linked bin there. (npx in the checkout itself
 * would first install the checkout into npm's cache, whose `prepare` rebuilds dist/ under the other tests' CLIs.)
 */
function userProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'avaconform-npx-project-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'avaconform-user', private: true }));
  copyFileSync(join(PROJECT_ROOT, '.npmrc'), join(dir, '.npmrc'));
  mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'bin/avaconform.js'), join(dir, 'node_modules', '.bin', 'avaconform'));
  return dir;
}

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ seed: 5, port: 0, blockTimeMs: 0 });
});
afterAll(async () => mock.close());

async function interruptAt(phase: Phase, via: 'bin' | 'npx', signal: 'SIGINT' | 'SIGTERM') {
  const dir = mkdtempSync(join(tmpdir(), `avaconform-signal-${phase}-`));
  let send = () => {};
  let sent = false;
  const sendOnce = () => {
    if (sent) return;
    sent = true;
    send();
  };
  const proxy = await startWatchingProxy(mock.url, (r) => {
    if (phase !== 'reports' && REACHED[phase](r)) sendOnce();
    return 'forward';
  });
  const args = ['run', '--target', proxy.url, ...FILES.flatMap((f) => ['--only', f]), '--reporter', 'plain'];
  const [cmd, argv] =
    via === 'bin'
      ? [process.execPath, [join(PROJECT_ROOT, 'bin/avaconform.js'), ...args]]
      : ['npx', ['avaconform', ...args]];
  const child = spawn(cmd, argv, {
    cwd: via === 'bin' ? PROJECT_ROOT : userProject(),
    env: {
      ...process.env,
      CI: '1',
      [RUN_FLAGS['report-dir'].env]: dir,
      [RUN_FLAGS.workers.env]: '1',
      [RUN_FLAGS.seed.env]: process.env[TEST_SEED_ENV] ?? '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  send = () => child.kill(signal);
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (phase === 'reports' && new RegExp(`\\[${FILES.length}/${FILES.length}\\]`).test(stderr)) sendOnce();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  proxy.close();
  // The reports exist when the command has exited.
  const written = existsSync(join(dir, 'conformance.json'));
  return { code, stderr, stdout, dir, written, sent };
}

describe('a signal in each phase of a run', () => {
  const cases: Array<[Phase, 'bin' | 'npx', 'SIGINT' | 'SIGTERM']> = [
    ['target', 'bin', 'SIGTERM'],
    ['discovery', 'bin', 'SIGINT'],
    ['suites', 'bin', 'SIGTERM'],
    ['reports', 'bin', 'SIGINT'],
    ['target', 'npx', 'SIGTERM'],
    ['discovery', 'npx', 'SIGTERM'],
    ['suites', 'npx', 'SIGTERM'],
    ['reports', 'npx', 'SIGTERM'],
  ];
  test.each(cases)('%s, through %s, %s', { timeout: 120_000 }, async (phase, via, signal) => {
    const out = await interruptAt(phase, via, signal);
    const all = `${out.stderr}${out.stdout}`;
    expect(out.sent, all.slice(-2000)).toBe(true);
    expect(out.code, all.slice(-2000)).toBe(signal === 'SIGINT' ? 130 : 143);
    expect(out.written).toBe(true);
    const c = Conformance.parse(JSON.parse(readFileSync(join(out.dir, 'conformance.json'), 'utf8')));
    const notRun = c.run.notRun ?? [];
    // What ran and what did not add up to the selection, and nothing is both.
    expect(c.summary.total + notRun.length).toBe(SELECTED.length);
    for (const id of notRun) expect(c.checks.some((x) => x.checkId === id)).toBe(false);
    if (phase !== 'reports') {
      expect(c.run.interrupted).toBe(signal);
      expect(notRun.length).toBeGreaterThan(0);
    }
    // The console and report.md say the same.
    const md = readFileSync(join(out.dir, 'report.md'), 'utf8');
    expect(all).toContain(`avaconform: ${c.summary.total} checks: `);
    if (notRun.length) {
      expect(all).toContain(`avaconform run: ${notRun.length} checks did not run (interrupted by ${signal})`);
      expect(md).toContain(`## Not run (${notRun.length})`);
    } else {
      expect(all).not.toContain('did not run');
      expect(md).not.toContain('## Not run');
    }
    expect(md.includes('PASSED')).toBe(!c.run.interrupted && c.summary.failed === 0);
    expect(all.includes(`interrupted by ${signal}:`)).toBe(c.run.interrupted === signal);
    // No suite file that did not run is marked as passed on the console.
    for (const f of FILES)
      if (SELECTED.filter((x) => x.file.endsWith(`/${f}.test.ts`)).every((x) => notRun.includes(x.id)))
        expect(all).not.toMatch(new RegExp(`✓ \\S*/${f}\\.test\\.ts`));
  });
});
