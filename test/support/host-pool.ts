// The command hosts of one `npm test` (a global setup: it runs in vitest's main process), shared by every test
// worker. A host's first command pays its warm-up (about 3 s of CPU: Node, the command line, vitest and the
// suites' libraries loading); a pool per test worker started a host for each command running at once in it.
// Here at most MAX_HOSTS run the commands of any test, the others wait for one; commands given a name of
// hosts (runCli's `hosts`) run only in hosts of that name, at most MAX_NAMED_HOSTS of them.
// A test worker sends a command over a local TCP connection (runCli, test/support/cli.ts): one line of JSON,
// the command; it receives one line, its outcome, and the connection's end. A connection that closes before
// kills the command's host.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { commandInHost, isAlive, startHost, type CliOutcome, type Host } from './host.js';

/** The variable that gives the test workers the pool's port. */
export const HOST_POOL_ENV = 'AVACONFORM_TEST_HOST_POOL';

/** What a test worker sends: the command, its whole environment, its time limit and its hosts' name. */
export interface PoolCommand {
  args: string[];
  env: Record<string, string>;
  /** The environment a new host starts in, before any command's. */
  hostEnv: Record<string, string>;
  timeoutMs: number;
  /** '' for any host of the shared pool. */
  hosts: string;
}

/**
 * Hosts of the shared pool: two cores stay busy with them (a run's main thread and its suite thread, the
 * tests' own work beside them) while fewer hosts pay a warm-up.
 */
const MAX_HOSTS = 5;
/** Hosts of one name (the hostile targets' runs, whose peak memory is measured, run three at a time). */
const MAX_NAMED_HOSTS = 2;
/** Commands a host runs before it is replaced: a bound on what runs leave behind (sockets, caches). */
const COMMANDS_PER_HOST = 50;

class Pool {
  private readonly idle = new Map<string, Host[]>();
  /** Hosts started and not yet ended, by name. */
  private readonly started = new Map<string, number>();
  /** Commands waiting for a host, by name: a host given back, or a slot freed, serves only its own name's. */
  private readonly waiting = new Map<string, Array<() => void>>();
  private readonly all = new Set<Host>();

  async run(command: PoolCommand, connection: Socket): Promise<CliOutcome> {
    const host = await this.take(command.hosts, command.hostEnv);
    const drop = () => host.child.kill('SIGKILL');
    connection.once('close', drop);
    const outcome = await commandInHost(host, command.args, command.env, command.timeoutMs);
    connection.off('close', drop);
    this.give(host, command.hosts);
    return outcome;
  }

  private async take(name: string, env: Record<string, string>): Promise<Host> {
    for (;;) {
      const host = this.idle.get(name)?.pop();
      if (host) return host;
      const count = this.started.get(name) ?? 0;
      if (count < (name === '' ? MAX_HOSTS : MAX_NAMED_HOSTS)) {
        this.started.set(name, count + 1);
        const started = startHost(env);
        this.all.add(started);
        return started;
      }
      await new Promise<void>((resolve) => this.waiting.set(name, [...(this.waiting.get(name) ?? []), resolve]));
    }
  }

  private give(host: Host, name: string): void {
    if (isAlive(host) && host.commands < COMMANDS_PER_HOST) this.idle.set(name, [...(this.idle.get(name) ?? []), host]);
    else {
      host.child.kill();
      this.all.delete(host);
      this.started.set(name, (this.started.get(name) ?? 1) - 1);
    }
    this.waiting.get(name)?.shift()?.();
  }

  /** Ends every host and waits until each has exited: none outlives the tests (and each one's CPU is counted in theirs). */
  async end(): Promise<void> {
    await Promise.all(
      [...this.all].map(
        (host) =>
          new Promise<void>((resolve) => {
            if (!isAlive(host)) return resolve();
            host.child.once('exit', () => resolve());
            host.child.kill('SIGKILL');
          }),
      ),
    );
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const pool = new Pool();
  const server = createServer((connection) => {
    let text = '';
    let sent = false;
    connection.setEncoding('utf8');
    connection.on('error', () => connection.destroy());
    // The connection stays open while the command runs: its close (the test gone) is seen at once.
    connection.on('data', (d: string) => {
      text += d;
      const line = text.indexOf('\n');
      if (sent || line < 0) return;
      sent = true;
      void (async () => pool.run(JSON.parse(text.slice(0, line)) as PoolCommand, connection))().then(
        (outcome) => connection.end(`${JSON.stringify(outcome)}\n`),
        (e: unknown) => connection.destroy(e instanceof Error ? e : new Error(String(e))),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env[HOST_POOL_ENV] = String((server.address() as AddressInfo).port);
  return async () => {
    await pool.end();
    await new Promise((resolve) => server.close(resolve));
  };
}
