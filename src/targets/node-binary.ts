// Starts a throwaway single-node local network from an AvalancheGo binary (facts node-local §5.1):
// temporary data dir, memdb, loopback only, index on, a free HTTP port read back from process.json.
// Waits until health.health is healthy, and always stops the node (also on Ctrl-C and on failure).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, mkdirSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpClient } from '../client/http.js';
import { callRpc } from '../client/rpc.js';
import { compareVersions } from '../versions.js';

export interface NodeBinaryOptions {
  binary: string;
  /** Extra flags, "flag=value" (a leading -- is optional). */
  extraArgs?: string[];
  /** Where the node's logs are kept after it stops. */
  logDir: string;
  /** Longest wait for healthy, ms. */
  readyTimeoutMs?: number;
}

export interface StartedNode {
  url: string;
  version: string | null;
  stop(): Promise<void>;
}

/** "avalanchego/1.14.2 [database=…]" -> "1.14.2" (null when the binary does not say). */
export function binaryVersion(binary: string): string | null {
  try {
    const out = execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 15_000 });
    return out.match(/avalanchego\/v?(\d+\.\d+\.\d+)/)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The process's soft limit on open files (ulimit -n), or null when it cannot be read. */
function openFileLimit(): number | null {
  try {
    const n = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
    return Number.isSafeInteger(n) ? n : null;
  } catch {
    return null;
  }
}

export function nodeFlags(dataDir: string, version: string | null, extra: readonly string[] = []): string[] {
  const flags = [
    '--network-id=local',
    '--sybil-protection-enabled=false',
    '--staking-ephemeral-cert-enabled=true',
    '--staking-ephemeral-signer-enabled=true',
    '--db-type=memdb',
    `--data-dir=${dataDir}`,
    '--http-host=127.0.0.1',
    '--http-port=0',
    '--staking-host=127.0.0.1',
    '--staking-port=0',
    '--public-ip=127.0.0.1',
    '--index-enabled=true',
    '--health-check-frequency=2s',
  ];
  // Disk thresholds off. Releases before 1.13 (seen on v1.12.1) only know the byte-based flags and
  // refuse the percentage ones as unknown.
  if (version && compareVersions(version, '1.13.0') < 0)
    flags.push('--system-tracker-disk-required-available-space=0', '--system-tracker-disk-warning-threshold-available-space=0');
  else flags.push('--system-tracker-disk-required-available-space-percentage=0', '--system-tracker-disk-warning-available-space-percentage=0');
  // The node asks for 32768 file descriptors by default and exits when the soft limit is lower.
  const fdLimit = openFileLimit();
  if (fdLimit !== null && fdLimit < 32768) flags.push(`--fd-limit=${fdLimit}`);
  // The keystore exists up to v1.12.1; from v1.12.2 the flag is unknown and the node refuses to start.
  if (version && compareVersions(version, '1.12.2') < 0) flags.push('--api-keystore-enabled=true');
  for (const a of extra) flags.push(a.startsWith('--') ? a : `--${a}`);
  return flags;
}

function logTail(dir: string, lines = 20): string {
  const file = join(dir, 'logs', 'main.log');
  if (!existsSync(file)) return '(no main.log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

async function waitHealthy(proc: ChildProcess, dataDir: string, deadline: number): Promise<string> {
  let url: string | null = null;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the node exited with code ${proc.exitCode} before it was healthy:\n${logTail(dataDir)}`);
    if (!url) {
      const pj = join(dataDir, 'process.json');
      if (existsSync(pj)) {
        try {
          url = (JSON.parse(readFileSync(pj, 'utf8')) as { uri: string }).uri;
        } catch {
          /* half-written; read again */
        }
      }
    }
    if (url) {
      const client = new HttpClient(url, { timeoutMs: 2000, connections: 1 });
      const out = await callRpc(client, { method: 'health.health', params: {}, path: '/ext/health', id: 1 });
      await client.close();
      if ((out.result as { healthy?: unknown } | undefined)?.healthy === true) return url;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the node did not become healthy within the time allowed; log tail:\n${logTail(dataDir)}`);
}

export async function startNodeFromBinary(opts: NodeBinaryOptions): Promise<StartedNode> {
  if (!existsSync(opts.binary)) throw new Error(`--node-binary ${opts.binary}: no such file`);
  const version = binaryVersion(opts.binary);
  const dataDir = mkdtempSync(join(tmpdir(), 'avaconform-node-'));
  mkdirSync(opts.logDir, { recursive: true });
  const out = createWriteStream(join(opts.logDir, 'node.stdout.log'));
  const proc = spawn(opts.binary, nodeFlags(dataDir, version, opts.extraArgs), { stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout?.pipe(out);
  proc.stderr?.pipe(out);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (proc.exitCode === null) {
      proc.kill('SIGTERM');
      const exited = await Promise.race([new Promise((r) => proc.once('exit', r)).then(() => true), new Promise((r) => setTimeout(r, 15_000)).then(() => false)]);
      if (!exited) proc.kill('SIGKILL');
    }
    if (existsSync(join(dataDir, 'logs'))) cpSync(join(dataDir, 'logs'), opts.logDir, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const url = await waitHealthy(proc, dataDir, Date.now() + (opts.readyTimeoutMs ?? 120_000));
    return { url, version, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
