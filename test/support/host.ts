// A command host: a process (test/support/cli-host.js) that has loaded the avaconform command line and runs
// one command after another, printing as `node bin/avaconform.js ARGS` would. Started and driven from here, by the
// tests' pool of hosts (test/support/host-pool.ts) and by runInOneHost (test/support/cli.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/tool.js';
import { NODE_FLAGS } from '../../bin/node-flags.js';

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

/** Written by the host after each command's output, on stdout and on stderr: each stream is read up to it. */
const END_OF_COMMAND = '\u0000avaconform-host: end of command\u0000\n';

export interface Host {
  child: ChildProcess;
  /** Whether the host has loaded the command line (false: it exited first). */
  ready: Promise<boolean>;
  commands: number;
  stdout: string;
  stderr: string;
}

/** A new host, in environment `env` (each command then runs in the environment it is given). */
export function startHost(env: Record<string, string>): Host {
  const child = fork(join(PROJECT_ROOT, 'test/support/cli-host.js'), [], {
    cwd: PROJECT_ROOT,
    execArgv: [...NODE_FLAGS],
    env,
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

/** Whether the host's process is still running. */
export function isAlive(host: Host): boolean {
  return host.child.exitCode === null && host.child.signalCode === null;
}

/** Runs one command in `host` and waits for its exit code and all it printed; killed after `timeoutMs`. */
export async function commandInHost(
  host: Host,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<CliOutcome> {
  const started = performance.now();
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
