// Starts a throwaway single-node local network from an AvalancheGo binary (facts node-local §5.1):
// temporary data dir, memdb, loopback only, index on, a free HTTP port read back from process.json.
// Waits until health.health is healthy, and always stops the node (also on Ctrl-C and on failure).
import { execFile, spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  mkdirSync,
  cpSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpClient } from '../client/http.js';
import { callRpc } from '../client/rpc.js';
import { interruptsHandled } from '../interrupt.js';
import { compareVersions } from '../versions.js';
import { methodEntry } from '../catalog/method-catalog.js';
import {
  HEALTH_CHECK_PERIOD_MS,
  MAX_GAS_CAPACITY,
  MAX_GAS_PER_SECOND,
  PROPOSER_MIN_BLOCK_DELAY,
  SHORT_STAKE_SECONDS,
} from './local-rules.js';

export interface NodeBinaryOptions {
  binary: string;
  /** Extra flags, "flag=value" (a leading -- is optional). */
  extraArgs?: string[];
  /** Where the node's logs are kept after it stops. */
  logDir: string;
  /** Longest wait for healthy, ms. */
  readyTimeoutMs?: number;
  /**
   * Start a node that cannot bootstrap: its only beacon is an address nobody listens on, so its
   * `bootstrapped` check fails for as long as it runs. It is ready once its health report says so.
   */
  unbootstrapped?: boolean;
  /** Bootstrap from this node of the same network (a further node of an N-node network). */
  bootstrapFrom?: { stakingAddress: string; nodeId: string };
}

export interface StartedNode {
  url: string;
  version: string | null;
  /** host:port other nodes reach it at (its process context), for bootstrapping from it. */
  stakingAddress: string | null;
  /** When each step of its start was seen (ms after the spawn), and how long the harness took before the spawn. */
  start: StartSteps & { beforeSpawn: number };
  stop(): Promise<void>;
}

/**
 * What one binary said to --version and --help, by path, size and change time: the nodes of a run (and the
 * unbootstrapped node beside them) ask it once, not three times per node (each a start of the node's process).
 */
const asked = new Map<string, string>();
function askOnce(what: string, binary: string, ask: () => string): string {
  let key: string;
  try {
    const st = statSync(binary);
    key = `${what} ${binary} ${st.size} ${st.mtimeMs}`;
  } catch {
    return ask();
  }
  let said = asked.get(key);
  if (said === undefined) asked.set(key, (said = ask()));
  return said;
}

/** What a finished process wrote on both streams ('' when it could not be run). */
const saidBy = (binary: string, arg: string) =>
  new Promise<string>((resolve) =>
    execFile(binary, [arg], { encoding: 'utf8', timeout: 15_000 }, (_e, stdout, stderr) =>
      resolve(`${stdout ?? ''}${stderr ?? ''}`),
    ),
  );

/** Where what a binary said is kept between runs, one file per binary (path, size, change time). */
const PROBE_CACHE = join(tmpdir(), 'avaconform-binary-probes');

/**
 * Asks the binary its --version and its --help side by side (two starts of its process, about 0.3 s each on a
 * quiet machine, 1.5 s on a loaded one), so the synchronous binaryVersion and binaryHelp that follow read what it
 * said instead of asking one after the other. What it said is kept on disk: a later run of the same binary (same
 * path, size and change time) starts its nodes without asking again.
 */
export function probeBinary(binary: string): Promise<void> {
  let st;
  try {
    st = statSync(binary);
  } catch {
    return Promise.resolve();
  }
  const key = `${binary} ${st.size} ${st.mtimeMs}`;
  let probing = probes.get(key);
  if (!probing) {
    const file = join(PROBE_CACHE, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
    const keep = (version: string, help: string) => {
      // Only a version it printed is kept: binaryVersion asks again otherwise.
      if (/avalanchego\//.test(version)) asked.set(`version ${key}`, version);
      asked.set(`help ${key}`, help);
    };
    probing = (async () => {
      try {
        const kept = JSON.parse(readFileSync(file, 'utf8')) as { key?: unknown; version?: unknown; help?: unknown };
        if (kept.key === key && typeof kept.version === 'string' && typeof kept.help === 'string')
          return keep(kept.version, kept.help);
      } catch {
        /* not kept yet, or unreadable: asked below */
      }
      const [version, help] = await Promise.all([saidBy(binary, '--version'), saidBy(binary, '--help')]);
      keep(version, help);
      if (/avalanchego\//.test(version) && help.includes('--'))
        try {
          mkdirSync(PROBE_CACHE, { recursive: true });
          writeFileSync(`${file}.${process.pid}`, JSON.stringify({ key, version, help }));
          renameSync(`${file}.${process.pid}`, file);
        } catch {
          /* a cache that cannot be written is only slower next time */
        }
    })();
    probes.set(key, probing);
  }
  return probing;
}

/** The probes under way or done, by binary (path, size, change time): the nodes of a run started together share one. */
const probes = new Map<string, Promise<void>>();

/** "avalanchego/1.14.2 [database=…]" -> "1.14.2" (null when the binary does not say). */
export function binaryVersion(binary: string): string | null {
  const said = askOnce('version', binary, () => {
    try {
      return execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 15_000 });
    } catch {
      return '';
    }
  });
  return said.match(/avalanchego\/v?(\d+\.\d+\.\d+)/)?.[1] ?? null;
}

let fdLimit: number | null | undefined;
/** The process's soft limit on open files (ulimit -n), or null when it cannot be read; asked once per process. */
function openFileLimit(): number | null {
  if (fdLimit !== undefined) return fdLimit;
  try {
    const n = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
    return (fdLimit = Number.isSafeInteger(n) ? n : null);
  } catch {
    return (fdLimit = null);
  }
}

/** The flags a binary's `--help` lists ("  --name type   description (default X)"), each with its stated default or null. */
export function helpFlags(help: string): Map<string, string | null> {
  const flags = new Map<string, string | null>();
  for (const line of help.split('\n')) {
    const m = /^\s+(?:-\w, )?--([a-z0-9][a-z0-9-]*)\b/.exec(line);
    if (m) flags.set(m[1]!, /\(default ([^)]*)\)\s*$/.exec(line)?.[1] ?? null);
  }
  return flags;
}

/** What `BINARY --help` prints (AvalancheGo writes it to stderr), or '' when it cannot be run. */
export function binaryHelp(binary: string): string {
  return askOnce('help', binary, () => {
    const out = spawnSync(binary, ['--help'], { encoding: 'utf8', timeout: 15_000 });
    return `${out.stdout ?? ''}${out.stderr ?? ''}`;
  });
}

/** Disk thresholds off (facts node-local §5.1): the percentage pair where listed, else the byte-based pair of older releases. */
const DISK_FLAG_PAIRS = [
  ['system-tracker-disk-required-available-space-percentage', 'system-tracker-disk-warning-available-space-percentage'],
  ['system-tracker-disk-required-available-space', 'system-tracker-disk-warning-threshold-available-space'],
] as const;

/** The keystore's switch: listed up to v1.12.1, unknown (refused) from v1.12.2. */
const KEYSTORE_FLAG = 'api-keystore-enabled';
/** The first release without the keystore (the catalog's fact). */
const KEYSTORE_REMOVED_IN = methodEntry('keystore.listUsers')!.removedIn!;

/**
 * Local-network parameters that let seeding end a staker within its time budget (facts node-local
 * §5.5: staking and fee flags are honoured on local and custom networks): stakes as short as SHORT_STAKE_SECONDS,
 * rewards paid whatever the (untracked) uptime, blocks built without the proposer's 1 s delay, gas refilled fast.
 * Each value is the smallest the releases accept; src/targets/local-rules.ts says where each bound comes from.
 */
export { SHORT_STAKE_SECONDS };
const SEEDING_FLAGS: ReadonlyArray<readonly [string, string]> = [
  ['min-stake-duration', `${SHORT_STAKE_SECONDS}s`],
  // Helicon's own minimum (v1.15.0), in force on a devnet with Helicon active.
  ['helicon-min-stake-duration', `${SHORT_STAKE_SECONDS}s`],
  // Every release takes a requirement in [0, 1]: 0 rewards a staker whose node was never seen up.
  ['uptime-requirement', '0'],
  ['proposervm-min-block-delay', PROPOSER_MIN_BLOCK_DELAY],
  ['dynamic-fees-max-gas-per-second', String(MAX_GAS_PER_SECOND)],
  ['dynamic-fees-max-gas-capacity', String(MAX_GAS_CAPACITY)],
];

/** The beacon of a node that must never bootstrap: the empty NodeID at a port nobody listens on. */
export const UNREACHABLE_BEACON = [
  '--bootstrap-ips=127.0.0.1:1',
  '--bootstrap-ids=NodeID-111111111111111111116DBWJs',
] as const;

/** The flag's name in "--name=value" / "name=value" / "--name". */
const flagName = (arg: string) => arg.replace(/^--/, '').split('=')[0]!;

/** A user's --node-arg flags for a further node of the run: its ports are its own, or it would collide with the first. */
export function withoutPorts(args: readonly string[]): string[] {
  return args.filter((a) => !['http-port', 'staking-port'].includes(flagName(a)));
}

/** How often a started node re-runs its health checks, ms (it answers health calls from its last run). */
export { HEALTH_CHECK_PERIOD_MS };

/**
 * Waits, at most two health-check periods, until each check of the node's health answer ran after
 * `since` (ms since the epoch; the node runs on this machine's clock). After seeding, the run's health
 * checks then see the seeded chain, not a snapshot taken before it. False when the wait ran out.
 */
export async function waitForHealthAfter(url: string, since: number): Promise<boolean> {
  const client = new HttpClient(url, { timeoutMs: 2000, connections: 1 });
  try {
    for (
      const deadline = Date.now() + 2 * HEALTH_CHECK_PERIOD_MS + 1000;
      Date.now() < deadline;
      await new Promise((r) => setTimeout(r, HEALTH_CHECK_PERIOD_MS / 2))
    ) {
      const out = await callRpc(client, { method: 'health.health', params: {}, path: '/ext/health', id: 1 });
      const checks = (out.result as { checks?: Record<string, { timestamp?: unknown }> } | undefined)?.checks;
      const times = Object.values(checks ?? {}).map((c) =>
        typeof c.timestamp === 'string' ? Date.parse(c.timestamp) : NaN,
      );
      if (times.length && times.every((t) => t > since)) return true;
    }
    return false;
  } finally {
    await client.close();
  }
}

/**
 * The node's command line, chosen from the flags its `--help` lists (`listed`), never from its version:
 * the base flags of §5.1 (real on every release since v1.12.1), then each optional flag only where
 * the binary knows it. `extra` flags come last and replace a default of the same name.
 */
export function nodeFlags(
  dataDir: string,
  listed: ReadonlyMap<string, string | null>,
  extra: readonly string[] = [],
  fdSoftLimit: number | null = openFileLimit(),
  release: string | null = null,
): string[] {
  const chosen: Array<readonly [string, string]> = [
    ['network-id', 'local'],
    ['sybil-protection-enabled', 'false'],
    ['staking-ephemeral-cert-enabled', 'true'],
    ['staking-ephemeral-signer-enabled', 'true'],
    ['db-type', 'memdb'],
    ['data-dir', dataDir],
    ['http-host', '127.0.0.1'],
    ['http-port', '0'],
    ['staking-host', '127.0.0.1'],
    ['staking-port', '0'],
    ['public-ip', '127.0.0.1'],
    ['index-enabled', 'true'],
    ['health-check-frequency', `${HEALTH_CHECK_PERIOD_MS}ms`],
  ];
  const disk = DISK_FLAG_PAIRS.find((pair) => pair.every((f) => listed.has(f)));
  if (disk) for (const f of disk) chosen.push([f, '0']);
  // The node raises its file-descriptor limit to the flag's default (32768) and exits when the soft limit is lower.
  const fdDefault = Number(listed.get('fd-limit') ?? NaN);
  if (listed.has('fd-limit') && fdSoftLimit !== null && (!Number.isSafeInteger(fdDefault) || fdSoftLimit < fdDefault))
    chosen.push(['fd-limit', String(fdSoftLimit)]);
  // v1.12.1's --help hides the deprecated keystore switch: it is also on for a release below the keystore's removal.
  if (listed.has(KEYSTORE_FLAG) || (release !== null && compareVersions(release, KEYSTORE_REMOVED_IN) < 0))
    chosen.push([KEYSTORE_FLAG, 'true']);
  for (const [f, v] of SEEDING_FLAGS) if (listed.has(f)) chosen.push([f, v]);
  const overridden = new Set(extra.map(flagName));
  return [
    ...chosen.filter(([f]) => !overridden.has(f)).map(([f, v]) => `--${f}=${v}`),
    ...extra.map((a) => (a.startsWith('--') ? a : `--${a}`)),
  ];
}

/** The last lines a process wrote, kept in memory to explain an early exit. */
export class OutputTail {
  /** Why the process could not be spawned (EACCES, ENOENT…), once known. */
  spawnError: string | null = null;
  private lines: string[] = [];
  private partial = '';
  constructor(private readonly keep = 20) {}
  push(chunk: Buffer | string): void {
    const parts = (this.partial + chunk.toString()).split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts);
    if (this.lines.length > this.keep) this.lines.splice(0, this.lines.length - this.keep);
  }
  text(): string {
    return [...this.lines, ...(this.partial ? [this.partial] : [])].slice(-this.keep).join('\n').trimEnd();
  }
}

function logTail(dir: string, lines = 20): string | null {
  const file = join(dir, 'logs', 'main.log');
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** What the node said before it stopped: its stdout/stderr tail and its main.log tail, whichever exist. */
function nodeOutput(dataDir: string, output: OutputTail): string {
  const parts: string[] = [];
  const said = output.text();
  if (said) parts.push(`node stdout/stderr (last lines):\n${said}`);
  const log = logTail(dataDir);
  if (log) parts.push(`logs/main.log (last lines):\n${log}`);
  return parts.length ? parts.join('\n') : '(the node wrote nothing to stdout, stderr or logs/main.log)';
}

/** Resolves once the process's output streams are closed (all it wrote is read), or after `ms`. */
const closed = (proc: ChildProcess, ms: number) =>
  new Promise<void>((r) =>
    proc.stdout?.readableEnded && proc.stderr?.readableEnded
      ? r()
      : (proc.once('close', () => r()), setTimeout(r, ms).unref()),
  );

/** The node's staking address from its process context (process.json), or null when it does not say. */
function stakingAddressOf(dataDir: string): string | null {
  try {
    const address = (JSON.parse(readFileSync(join(dataDir, 'process.json'), 'utf8')) as { stakingAddress?: unknown })
      .stakingAddress;
    return typeof address === 'string' ? address : null;
  } catch {
    return null;
  }
}

/** Whether a health.health result is what the node was started for: healthy, or failing its bootstrapped check. */
function ready(result: unknown, unbootstrapped: boolean): boolean {
  const r = result as { healthy?: unknown; checks?: Record<string, { error?: unknown }> } | undefined;
  return unbootstrapped ? r?.healthy === false && r.checks?.bootstrapped?.error !== undefined : r?.healthy === true;
}

/** How often the start is looked at: process.json on disk, then the node's health answer (each a local call). */
const START_POLL_MS = 50;

/**
 * When each step of a node's start was seen, ms after its process was spawned: process.json written (its HTTP
 * server bound), the first HTTP answer, its bootstrapped check passing, and the health the run waits for.
 */
export interface StartSteps {
  processJson: number | null;
  httpUp: number | null;
  bootstrapped: number | null;
  ready: number | null;
}

async function waitHealthy(
  proc: ChildProcess,
  dataDir: string,
  output: OutputTail,
  deadline: number,
  unbootstrapped: boolean,
  steps: StartSteps,
  spawnedAt: number,
): Promise<string> {
  let url: string | null = null;
  let client: HttpClient | null = null;
  const seen = (step: keyof StartSteps) => void (steps[step] ??= Math.round(performance.now() - spawnedAt));
  try {
    while (Date.now() < deadline) {
      if (output.spawnError) throw new Error(`the node could not be started: ${output.spawnError}`);
      if (proc.exitCode !== null || proc.signalCode !== null) {
        await closed(proc, 2000);
        throw new Error(
          `the node exited (${proc.exitCode !== null ? `code ${proc.exitCode}` : `signal ${proc.signalCode}`}) before it was ${unbootstrapped ? 'up' : 'healthy'}; ${nodeOutput(dataDir, output)}`,
        );
      }
      if (!url) {
        const pj = join(dataDir, 'process.json');
        if (existsSync(pj)) {
          try {
            url = (JSON.parse(readFileSync(pj, 'utf8')) as { uri: string }).uri;
            seen('processJson');
          } catch {
            /* half-written; read again */
          }
        }
      }
      if (url) {
        client ??= new HttpClient(url, { timeoutMs: 2000, connections: 1 });
        const out = await callRpc(client, { method: 'health.health', params: {}, path: '/ext/health', id: 1 });
        if (out.exchange.response) seen('httpUp');
        const checks = (out.result as { checks?: Record<string, { error?: unknown }> } | undefined)?.checks;
        if (checks?.bootstrapped && checks.bootstrapped.error === undefined) seen('bootstrapped');
        if (ready(out.result, unbootstrapped)) {
          seen('ready');
          return url;
        }
      }
      await new Promise((r) => setTimeout(r, START_POLL_MS));
    }
  } finally {
    await client?.close();
  }
  throw new Error(
    `the node did not become ${unbootstrapped ? 'ready (its bootstrapped check failing)' : 'healthy'} within the time allowed; ${nodeOutput(dataDir, output)}`,
  );
}

export async function startNodeFromBinary(opts: NodeBinaryOptions): Promise<StartedNode> {
  const called = performance.now();
  if (!existsSync(opts.binary)) throw new Error(`--node-binary ${opts.binary}: no such file`);
  await probeBinary(opts.binary);
  const version = binaryVersion(opts.binary);
  const dataDir = mkdtempSync(join(tmpdir(), 'avaconform-node-'));
  mkdirSync(opts.logDir, { recursive: true });
  const out = createWriteStream(join(opts.logDir, 'node.stdout.log'));
  const beacon = opts.bootstrapFrom
    ? [`--bootstrap-ips=${opts.bootstrapFrom.stakingAddress}`, `--bootstrap-ids=${opts.bootstrapFrom.nodeId}`]
    : [];
  const extra = [...(opts.extraArgs ?? []), ...(opts.unbootstrapped ? UNREACHABLE_BEACON : beacon)];
  const proc = spawn(
    opts.binary,
    nodeFlags(dataDir, helpFlags(binaryHelp(opts.binary)), extra, openFileLimit(), version),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const spawnedAt = performance.now();
  const steps: StartSteps = { processJson: null, httpUp: null, bootstrapped: null, ready: null };
  const output = new OutputTail();
  proc.on('error', (e) => (output.spawnError = e.message));
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.pipe(out, { end: false });
    stream?.on('data', (chunk: Buffer) => output.push(chunk));
  }
  proc.once('close', () => out.end());
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', killAtExit);
    if (proc.exitCode === null && proc.signalCode === null && !output.spawnError) {
      proc.kill('SIGTERM');
      const exited = await Promise.race([
        new Promise((r) => proc.once('exit', r)).then(() => true),
        new Promise((r) => setTimeout(r, 15_000)).then(() => false),
      ]);
      if (!exited) proc.kill('SIGKILL');
    }
    if (existsSync(join(dataDir, 'logs'))) cpSync(join(dataDir, 'logs'), opts.logDir, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C stops the node and the process, unless a run handles it (src/interrupt.ts): that run stops the node once
  // the checks under way finished. Whatever ends the process, the node does not outlive it.
  const onSignal = () => void (interruptsHandled() ? undefined : stop().then(() => process.exit(130)));
  const killAtExit = () => void (proc.exitCode === null && proc.signalCode === null && proc.kill('SIGKILL'));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', killAtExit);
  try {
    const url = await waitHealthy(
      proc,
      dataDir,
      output,
      Date.now() + (opts.readyTimeoutMs ?? 120_000),
      opts.unbootstrapped === true,
      steps,
      spawnedAt,
    );
    const start = { ...steps, beforeSpawn: Math.round(spawnedAt - called) };
    return { url, version, stakingAddress: stakingAddressOf(dataDir), start, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
