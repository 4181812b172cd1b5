// Runs the avaconform command line as a child process, as a user would.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/tool.js';
import { NODE_FLAGS } from '../../bin/node-flags.js';
import { DEFAULTS } from '../../src/harness/defaults.js';
import { RUN_FLAGS } from '../../src/harness/run-flags.js';

/**
 * Suite workers per harness run in these tests: one. The tests start up to nine runs at once on two
 * cores, where a second worker only loads the suites again (about 0.5 s of CPU a run). Tests of the
 * workers themselves, and test/run/hostile.test.ts, run the default (DEFAULT_WORKERS).
 */
const TEST_WORKERS = { [RUN_FLAGS.workers.env]: '1' };
/** The command's own default number of suite workers, for tests that need it. */
export const DEFAULT_WORKERS = { [RUN_FLAGS.workers.env]: String(DEFAULTS.workers) };

/** bin/avaconform.js runs the build when it is as new as the sources, else the sources: the tests test what is checked out. */
export interface CliOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export function runCli(args: string[], env: Record<string, string> = {}, timeoutMs = 600_000): Promise<CliOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Node is started with the command's V8 flags, so the command does not start it again with them
    // (test/run/hostile.test.ts runs the command as installed, re-execution included).
    const child = spawn(process.execPath, [...NODE_FLAGS, join(PROJECT_ROOT, 'bin/avaconform.js'), ...args], {
      cwd: PROJECT_ROOT,
      env: { ...TEST_WORKERS, ...process.env, CI: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
  });
}
