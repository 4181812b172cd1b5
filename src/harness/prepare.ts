// Prepares a run before any suite starts: starts the embedded mock when the target is "mock",
// checks the target answers at all, detects the node version and profile, discovers inputs.
import { join, resolve } from 'node:path';
import { HttpClient } from '../client/http.js';
import type { Exchange } from '../client/exchange.js';
import { callRpc } from '../client/rpc.js';
import { discover } from '../discovery/discover.js';
import type { RunOptions } from './options.js';
import { profileFromNodeVersion } from './profile.js';
import type { RunContext, TargetInfo } from './run-context.js';
import { defaultManifestPath, readManifest, writeManifest, type SeedManifest } from '../seed/manifest.js';
import { seedNetwork, seedNotes, seedingKey } from '../seed/seed.js';
import { SHORT_STAKE_SECONDS } from '../targets/node-binary.js';
import { LOCAL_NETWORK_IDS } from '../tx/key.js';

export class TargetUnreachable extends Error {
  constructor(
    message: string,
    readonly url: string,
    /** How to see the problem again; by default a curl of the health endpoint. */
    readonly reproduce = `curl -sS -i ${url}/ext/health`,
  ) {
    super(message);
  }
}

export interface PreparedRun {
  context: RunContext;
  /** Exchanges sent while preparing (version detection, discovery), for the exchange log and cassettes. */
  setupExchanges: Exchange[];
  /** Requests sent while preparing (version detection, discovery). */
  requests: number;
  stop(): Promise<void>;
}

/** Resolves the target to a base URL, starting what must be started. */
async function startTarget(opts: RunOptions): Promise<{ kind: TargetInfo['kind']; url: string; stop: () => Promise<void>; fresh?: boolean }> {
  if (opts.nodeBinary) {
    const { startNodeFromBinary } = await import('../targets/node-binary.js');
    const logDir = join(resolve(opts.reportDir), 'node-logs');
    let node: Awaited<ReturnType<typeof startNodeFromBinary>>;
    try {
      node = await startNodeFromBinary({ binary: opts.nodeBinary, extraArgs: opts.nodeArgs, logDir });
    } catch (e) {
      // A node that never became healthy is a target that cannot be judged: reported, with what it said.
      throw new TargetUnreachable((e as Error).message, `node-binary:${opts.nodeBinary}`, `less ${join(logDir, 'node.stdout.log')}`);
    }
    return { kind: 'http', url: node.url, stop: () => node.stop(), fresh: true };
  }
  if (opts.target === 'mock') {
    const { startMockServer } = await import('../mock/server.js');
    const server = await startMockServer({ seed: opts.mockSeed, faults: opts.faults, networkId: opts.mockNetworkId, port: 0 });
    return { kind: 'mock', url: server.url, stop: () => server.close() };
  }
  if (opts.target.startsWith('replay:')) {
    const { startReplayServer } = await import('../replay/cassette-server.js');
    const server = await startReplayServer(opts.target.slice('replay:'.length));
    return { kind: 'http', url: server.url, stop: () => server.close() };
  }
  let url: URL;
  try {
    url = new URL(opts.target);
  } catch {
    throw new Error(`--target must be "mock", "replay:FILE" or an http(s):// URL, got ${JSON.stringify(opts.target)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--target URL must be http:// or https://, got ${url.protocol}`);
  return { kind: 'http', url: opts.target.replace(/\/$/, ''), stop: async () => {} };
}

/** A short probe: does anything answer HTTP at the base URL? */
export async function probe(url: string, timeoutMs: number): Promise<string | null> {
  const client = new HttpClient(url, { timeoutMs: Math.min(timeoutMs, 1500), connections: 1 });
  try {
    const x = await client.send({ method: 'GET', path: '/ext/health' });
    // Only "nobody there" is unreachable; a target that accepts and then misbehaves is checked (and fails).
    if (!x.response && /refused|host not found/.test(x.error ?? '')) return x.error ?? 'no answer';
    return null;
  } finally {
    await client.close();
  }
}

/**
 * The seeded state the run can use: a fresh --node-binary network with --allow-writes is seeded now
 * (its manifest kept in the report dir); an http target's manifest from an earlier `avaconform seed`
 * is read. Seeding talks through its own client, so none of its exchanges enter the setup log or a cassette.
 */
async function seedState(opts: RunOptions, target: { kind: TargetInfo['kind']; url: string; fresh?: boolean }): Promise<SeedManifest | null> {
  if (target.fresh && opts.allowWrites) {
    const key = seedingKey(LOCAL_NETWORK_IDS[1]!);
    if (typeof key === 'string') {
      console.error(`avaconform: not seeded: ${key}`);
      return null;
    }
    const client = new HttpClient(target.url, { timeoutMs: Math.max(opts.timeoutMs, 20_000), breakAfter: 0 });
    try {
      const manifest = await seedNetwork(client, { target: target.url, key, stakeSeconds: SHORT_STAKE_SECONDS, progress: (line) => console.error(`avaconform seed: ${line}`) });
      writeManifest(join(resolve(opts.reportDir), 'seed-manifest.json'), manifest);
      return manifest;
    } finally {
      await client.close();
    }
  }
  if (target.kind !== 'http' || opts.target.startsWith('replay:') || target.fresh) return null;
  try {
    return readManifest(opts.seedManifest ?? defaultManifestPath(target.url));
  } catch (e) {
    console.error(`avaconform: ${(e as Error).message}; the run goes on without it`);
    return null;
  }
}

export async function prepareRun(opts: RunOptions): Promise<PreparedRun> {
  const startedAt = new Date().toISOString();
  const target = await startTarget(opts);
  try {
    const problem = await probe(target.url, opts.timeoutMs);
    if (problem) throw new TargetUnreachable(`target ${target.url} is unreachable: ${problem}`, target.url);
    const setupExchanges: Exchange[] = [];
    const client = new HttpClient(target.url, { timeoutMs: opts.timeoutMs, ratePerSecond: opts.ratePerSecond, onExchange: (x) => void setupExchanges.push(x) });
    let nodeVersion: string | null = null;
    try {
      const v = await callRpc(client, { method: 'info.getNodeVersion', params: {}, path: '/ext/info', id: 1 });
      const version = (v.result as { version?: unknown } | undefined)?.version;
      if (typeof version === 'string') nodeVersion = version;
      const seed = await seedState(opts, target);
      const discovery = await discover(client, { seed });
      if (seed && target.fresh) discovery.notes.push(...seedNotes(seed));
      const context: RunContext = {
        target: { kind: target.kind, url: target.url, nodeVersion },
        profile: opts.profile ?? profileFromNodeVersion(nodeVersion),
        seed: opts.seed,
        runs: opts.runs,
        timeoutMs: opts.timeoutMs,
        // A cassette changes no node: replays run the state-changing checks that were recorded.
        allowWrites: opts.allowWrites || opts.target.startsWith('replay:'),
        ratePerSecond: opts.ratePerSecond,
        exchangeDir: null,
        discovery,
        reportDir: opts.reportDir,
        strict: opts.strict,
        faults: opts.faults,
        startedAt,
        setupRequests: client.requests,
        record: opts.record,
        targetDown: client.brokenBecause,
      };
      return { context, setupExchanges, requests: client.requests, stop: target.stop };
    } finally {
      await client.close();
    }
  } catch (e) {
    await target.stop();
    throw e;
  }
}
