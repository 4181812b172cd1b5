// Runs the avaconform command line for the project's tests: in a host process that runs one command after another
// (test/support/cli-host.js), or as a process of its own.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/tool.js';
import { NODE_FLAGS } from '../../bin/node-flags.js';
import { DEFAULTS } from '../../src/harness/defaults.js';
import { RUN_FLAGS } from '../../src/harness/run-flags.js';
import { commandInHost, startHost, type CliOutcome } from './host.js';
import { HOST_POOL_ENV, type PoolCommand } from './host-pool.js';
import { TEST_SEED_ENV } from './run-seed.js';

export type { CliOutcome } from './host.js';

/**
 * Suite workers per harness run in these tests: one. The tests start up to nine runs at once on two
 * cores, where a second worker only loads the suites again (about 0.5 s of CPU a run). Tests of the
 * workers themselves, and test/run/hostile.test.ts, run the default (DEFAULT_WORKERS).
 */
const TEST_WORKERS = { [RUN_FLAGS.workers.env]: '1' };
/** The command's own default number of suite workers, for tests that need it. */
export const DEFAULT_WORKERS = { [RUN_FLAGS.workers.env]: String(DEFAULTS.workers) };

/**
 * The environment a command runs in: one suite worker and the tests' run seed (test/support/run-seed.ts), then the
 * test process's, CI set, then the test's own. A --seed in the command's arguments is its own.
 */
function commandEnv(env: Record<string, string>): Record<string, string> {
  const seed = { [RUN_FLAGS.seed.env]: process.env[TEST_SEED_ENV] };
  return Object.fromEntries(
    Object.entries({ ...TEST_WORKERS, ...seed, ...process.env, CI: '1', ...env }).filter(
      (e): e is [string, string] => e[1] !== undefined,
    ),
  );
}

/**
 * Variables read when Node or bin/avaconform.js starts, which a host already started cannot honour: a command
 * given one runs as a process of its own.
 */
const READ_AT_START = ['NODE_OPTIONS', 'AVACONFORM_ENTRY', 'AVACONFORM_DEBUG_ENTRY'];

/**
 * Runs the avaconform command line on `args`, as `avaconform ARGS` in the project's root would, and returns its
 * exit code (null if it was killed after `timeoutMs`) and what it printed. It runs in a host process
 * (test/support/cli-host.js) that runs one command at a time and has loaded the CLI already, one of the pool
 * every test worker shares (test/support/host-pool.ts); tests of the process itself (its signals, its entry,
 * a closed pipe) start it with spawnCli or their own spawn. Commands given `hosts` run only in hosts of that
 * name, which run no other command (their peak memory is theirs; commands of a name sent one after another
 * run in one host).
 */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 600_000,
  { hosts = '' }: { hosts?: string } = {},
): Promise<CliOutcome> {
  if (READ_AT_START.some((k) => k in env)) return spawnCli(args, env, timeoutMs);
  return runInHost(args, commandEnv(env), timeoutMs, hosts);
}

/**
 * Runs the command as a process of its own: `node bin/avaconform.js ARGS`, which runs the build when it is as new
 * as the sources, else the sources: the tests test what is checked out.
 */
export function spawnCli(args: string[], env: Record<string, string> = {}, timeoutMs = 600_000): Promise<CliOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Node is started with the command's V8 flags, so the command does not start it again with them
    // (test/run/hostile.test.ts runs the command as installed, re-execution included).
    const child = spawn(process.execPath, [...NODE_FLAGS, join(PROJECT_ROOT, 'bin/avaconform.js'), ...args], {
      cwd: PROJECT_ROOT,
      env: commandEnv(env),
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

/**
 * Runs the commands one after another in one host of their own, which is then ended: for tests of what
 * one command leaves to the next in the same process. A command's `before` runs just before it is sent.
 */
export async function runInOneHost(
  commands: ReadonlyArray<{ args: string[]; env?: Record<string, string>; before?: () => void }>,
  timeoutMs = 600_000,
): Promise<CliOutcome[]> {
  const host = startHost(commandEnv({}));
  const outcomes: CliOutcome[] = [];
  for (const { args, env = {}, before } of commands) {
    before?.();
    outcomes.push(await commandInHost(host, args, commandEnv(env), timeoutMs));
  }
  host.child.kill();
  return outcomes;
}

/** Runs the command in a host of the tests' pool (test/support/host-pool.ts), over its local connection. */
function runInHost(args: string[], env: Record<string, string>, timeoutMs: number, hosts: string): Promise<CliOutcome> {
  const port = Number(process.env[HOST_POOL_ENV]);
  if (!port)
    return Promise.reject(
      new Error(`${HOST_POOL_ENV} is not set: the tests run under test/vitest.config.ts's global setup`),
    );
  const command: PoolCommand = { args, env, hostEnv: commandEnv({}), timeoutMs, hosts };
  return new Promise((resolve, reject) => {
    const connection = connect(port, '127.0.0.1');
    let text = '';
    connection.setEncoding('utf8');
    connection.on('data', (d: string) => (text += d));
    connection.on('error', reject);
    connection.on('end', () => {
      try {
        resolve(JSON.parse(text) as CliOutcome);
      } catch {
        reject(new Error(`the tests' host pool ended the connection without an outcome: ${text.slice(0, 200)}`));
      }
    });
    connection.write(`${JSON.stringify(command)}\n`);
  });
}
