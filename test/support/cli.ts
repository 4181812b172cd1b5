// Runs the avaconform command line for the project's tests: in a host process that runs one command after another
// (test/support/cli-host.js), or as a process of its own.
import { fork, spawn, type ChildProcess } from 'node:child_process';
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

/** What a command did: its exit code (null if it was killed), what it printed, how long it took. */
export interface CliOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  /**
   * The peak resident memory of the host that ran it, in KiB, from its start to the command's end (absent
   * for a process of its own): an upper bound of the command's own, which a host's earlier commands can
   * only raise.
   */
  hostPeakRssKb?: number;
}

/** The environment a command runs in: the test process's, one suite worker, CI set, then the test's own. */
function commandEnv(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ ...TEST_WORKERS, ...process.env, CI: '1', ...env }).filter(
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
 * Whether a command may add a user's checks to its process's manifest (src/checks/manifest.ts addChecks), an
 * effect that outlives it: --suites given as a flag or in a config file. The host that ran such a command is
 * not used again.
 */
function addsChecks(args: readonly string[]): boolean {
  return args.some((a) => ['--suites', '--config'].includes(a.split('=')[0]!));
}
/** Commands a host runs before it is replaced: a bound on what runs leave behind (sockets, caches). */
const COMMANDS_PER_HOST = 20;

/**
 * Runs the avaconform command line on `args`, as `avaconform ARGS` in the project's root would, and returns its
 * exit code (null if it was killed after `timeoutMs`) and what it printed. It runs in a host process
 * (test/support/cli-host.js) that runs one command at a time and has loaded the CLI already; tests of the
 * process itself (its signals, its entry, a closed pipe) start it with spawnCli or their own spawn. Commands
 * given `hosts` run only in hosts of that name, which run no other command (their peak memory is theirs).
 */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 600_000,
  { hosts = '' }: { hosts?: string } = {},
): Promise<CliOutcome> {
  if (READ_AT_START.some((k) => k in env)) return spawnCli(args, env, timeoutMs);
  return runInHost(args, commandEnv(env), timeoutMs, addsChecks(args), hosts);
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

/** Written by the host after each command's output, on stdout and on stderr: each stream is read up to it. */
const END_OF_COMMAND = '\u0000avaconform-host: end of command\u0000\n';

interface Host {
  child: ChildProcess;
  /** Whether the host has loaded the command line (false: it exited first). */
  ready: Promise<boolean>;
  commands: number;
  stdout: string;
  stderr: string;
}

/** Hosts of this test worker waiting for a command, by the name of the commands they run ('' for any). */
const idleHosts = new Map<string, Host[]>();

function startHost(): Host {
  const child = fork(join(PROJECT_ROOT, 'test/support/cli-host.js'), [], {
    cwd: PROJECT_ROOT,
    execArgv: [...NODE_FLAGS],
    env: commandEnv({}),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const host: Host = { child, commands: 0, stdout: '', stderr: '', ready: Promise.resolve(false) };
  child.stdout!.on('data', (d: Buffer) => (host.stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (host.stderr += d.toString()));
  host.ready = new Promise((resolve) => {
    child.once('message', () => resolve(true));
    child.once('exit', () => resolve(false));
  });
  return host;
}

/** An idle host does not keep the test worker alive; it exits when the worker does (its channel closes). */
function park(host: Host, hosts: string): void {
  host.child.unref();
  host.child.channel?.unref();
  idleHosts.set(hosts, [...(idleHosts.get(hosts) ?? []), host]);
}

/**
 * Runs the commands one after another in one host of their own, which is then ended: for tests of what
 * one command leaves to the next in the same process. A command's `before` runs just before it is sent.
 */
export async function runInOneHost(
  commands: ReadonlyArray<{ args: string[]; env?: Record<string, string>; before?: () => void }>,
  timeoutMs = 600_000,
): Promise<CliOutcome[]> {
  const host = startHost();
  const outcomes: CliOutcome[] = [];
  for (const { args, env = {}, before } of commands) {
    before?.();
    outcomes.push(await commandInHost(host, args, commandEnv(env), timeoutMs));
  }
  host.child.kill();
  return outcomes;
}

async function runInHost(
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
  retireAfter: boolean,
  hosts: string,
): Promise<CliOutcome> {
  const host = idleHosts.get(hosts)?.pop() ?? startHost();
  const outcome = await commandInHost(host, args, env, timeoutMs);
  const alive = host.child.exitCode === null && host.child.signalCode === null;
  if (alive && !retireAfter && host.commands < COMMANDS_PER_HOST) park(host, hosts);
  else if (alive) host.child.kill();
  return outcome;
}

/** Runs one command in `host` and waits for its exit code and all it printed. */
async function commandInHost(
  host: Host,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<CliOutcome> {
  const started = performance.now();
  host.child.ref();
  host.child.channel?.ref();
  // What an earlier command printed after its end marker (output of work it left running) is not this one's.
  host.stdout = '';
  host.stderr = '';
  const outcome = await new Promise<Omit<CliOutcome, 'ms'>>((resolve) => {
    const killer = setTimeout(() => host.child.kill('SIGKILL'), timeoutMs);
    let code: number | undefined;
    let hostPeakRssKb: number | undefined;
    const ended = (text: string) => text.indexOf(END_OF_COMMAND);
    // Done when the code has come and each stream has reached its marker (streams and channel are not ordered).
    const check = () => {
      if (code === undefined || ended(host.stdout) < 0 || ended(host.stderr) < 0) return;
      finish({
        code,
        stdout: host.stdout.slice(0, ended(host.stdout)),
        stderr: host.stderr.slice(0, ended(host.stderr)),
        ...(hostPeakRssKb === undefined ? {} : { hostPeakRssKb }),
      });
    };
    const onMessage = (m: { code?: number; peakRssKb?: number }) => {
      if (m.code === undefined) return;
      code = m.code;
      hostPeakRssKb = m.peakRssKb;
      check();
    };
    // The command ended the process (process.exit, a crash, the timeout's kill): its exit code is the command's.
    const onClose = (exitCode: number | null) => finish({ code: exitCode, stdout: host.stdout, stderr: host.stderr });
    const finish = (o: Omit<CliOutcome, 'ms'>) => {
      clearTimeout(killer);
      host.child.off('message', onMessage);
      host.child.off('close', onClose);
      host.child.stdout!.off('data', check);
      host.child.stderr!.off('data', check);
      resolve(o);
    };
    host.child.on('message', onMessage);
    host.child.once('close', onClose);
    // Listeners added after the host's own: they see the text the host has appended.
    host.child.stdout!.on('data', check);
    host.child.stderr!.on('data', check);
    void host.ready.then((ready) => ready && host.child.send({ args, env, endMarker: END_OF_COMMAND }));
  });
  host.commands++;
  return { ...outcome, ms: performance.now() - started };
}
