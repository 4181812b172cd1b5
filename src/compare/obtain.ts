// The exchanges of one side of a comparison: a cassette as recorded, or the suites run against a live
// target (the embedded mock or a URL) through the recording proxy.
import { join } from 'node:path';
import { readCassette } from '../replay/cassette.js';
import type { Exchange } from '../client/exchange.js';
import type { Environment } from '../harness/environment.js';
import { DEFAULTS, runOptionsWith, type RunOptions } from '../harness/options.js';
import { assertJudgeable, probe, TargetUnreachable, TargetUnusable } from '../harness/prepare.js';
import { startMockServer } from '../mock/server.js';
import { LANDS_AT_NEXT_REQUEST } from '../mock/mock-contracts.js';
import { startRecorder } from './recorder.js';
import type { CompareSide } from './compare-side.js';
import { InputError } from '../input-error.js';
import ProgressReporter from '../harness/progress-reporter.js';

export interface SideOptions {
  seed: number;
  runs: number;
  timeoutMs: number;
  allowWrites: boolean;
  /** Suite path filters (substrings), as run --only. */
  only: string[];
  /** Where the side's own run reports go. */
  reportDir: string;
  quiet: boolean;
  /** The process's environment (src/harness/environment.ts): the side's run takes its workers, user check dirs, console and signing key from it. */
  environment: Environment;
}

/** The console of a side's run: none with --quiet. */
function progress(runOpts: RunOptions, opts: SideOptions): ProgressReporter[] {
  if (opts.quiet) return [];
  const { quiet, verbose } = runOpts;
  return [new ProgressReporter({ quiet, verbose, terminal: opts.environment.terminal })];
}

export interface Side {
  spec: CompareSide;
  /** info.getNodeVersion's version, when the side answered it. */
  nodeVersion: string | null;
  exchanges: Exchange[];
}

/** The version a side's exchanges report (info.getNodeVersion), or null. */
export function nodeVersionOf(exchanges: readonly Exchange[]): string | null {
  for (const x of exchanges) {
    if (!x.response || !x.request.body.includes('info.getNodeVersion')) continue;
    try {
      const v = (JSON.parse(x.response.body) as { result?: { version?: unknown } }).result?.version;
      if (typeof v === 'string') return v;
    } catch {
      /* not JSON: keep looking */
    }
  }
  return null;
}

/** A base URL serving the target, and how to stop it. */
export async function startLive(
  spec: CompareSide & { kind: 'mock' | 'url' | 'binary' },
  seed: number,
  timeoutMs: number,
  logDir: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  if (spec.kind === 'binary') {
    const [{ startNodeFromBinary }, { devnetArgs }] = await Promise.all([
      import('../targets/node-binary.js'),
      import('../targets/devnet.js'),
    ]);
    const extraArgs = devnetArgs(join(logDir, 'node-logs', 'devnet'), spec.upgrades ?? null);
    const node = await startNodeFromBinary({ binary: spec.binary, extraArgs, logDir: join(logDir, 'node-logs') });
    return { url: node.url, stop: node.stop };
  }
  if (spec.kind === 'mock') {
    const server = await startMockServer({
      seed: spec.seed ?? seed,
      faults: spec.faults,
      networkId: DEFAULTS.mockNetworkId,
      profile: spec.profile,
      // Both sides of one seed, fed one sequence of requests, answer alike however far apart the requests come.
      blockTimeMs: LANDS_AT_NEXT_REQUEST,
      port: 0,
    });
    return { url: server.url, stop: () => server.close() };
  }
  const problem = await probe(spec.url, timeoutMs);
  if (problem) throw new TargetUnreachable(`target ${spec.url} is unreachable: ${problem}`, spec.url);
  return { url: spec.url, stop: async () => {} };
}

/** Runs the suites against a live target through the recorder and returns what was exchanged. */
async function recordRun(spec: CompareSide & { kind: 'mock' | 'url' }, opts: SideOptions): Promise<Exchange[]> {
  const live = await startLive(spec, opts.seed, opts.timeoutMs, opts.reportDir);
  const recorder = await startRecorder(live.url, opts.timeoutMs);
  try {
    const runOpts = runOptionsWith(
      {
        target: recorder.url,
        seed: opts.seed,
        mockSeed: spec.kind === 'mock' ? (spec.seed ?? opts.seed) : opts.seed,
        faults: spec.kind === 'mock' ? spec.faults : [],
        runs: opts.runs,
        timeoutMs: opts.timeoutMs,
        // The embedded mock is no real node: its write checks run, as they do with --target mock.
        allowWrites: spec.kind === 'mock' || opts.allowWrites,
        reportDir: opts.reportDir,
      },
      opts.environment,
    );
    const { runHarness } = await import('../harness/run-harness.js');
    await runHarness(runOpts, { files: opts.only, reporters: progress(runOpts, opts) });
    return [...recorder.exchanges];
  } finally {
    await recorder.close();
    await live.stop();
  }
}

function readCassetteOrRefuse(file: string): Exchange[] {
  try {
    return readCassette(file);
  } catch (e) {
    throw new InputError(`cassette ${(e as Error).message}`);
  }
}

/**
 * Throws, naming the side ("B (http://…)"), when its run could not judge it: a URL that nothing answers or
 * that is no Avalanche node, a cassette that cannot be read. Asked of both sides before either runs. The
 * mock always serves; a binary is only known once started (when its side runs).
 */
export async function assertSideUsable(spec: CompareSide, side: 'A' | 'B', timeoutMs: number): Promise<void> {
  const label = `${side} (${spec.spec})`;
  if (spec.kind === 'url') await assertJudgeable(spec.url, label, timeoutMs);
  if (spec.kind === 'replay') {
    try {
      readCassette(spec.file);
    } catch (e) {
      throw new TargetUnusable(
        `target ${label}: cassette ${(e as Error).message}`,
        spec.spec,
        'cassette can be replayed',
        '',
      );
    }
  }
}

/** A run against a local network started from a binary (seeded with --allow-writes, as run does), recorded as a cassette. */
async function recordBinaryRun(spec: CompareSide & { kind: 'binary' }, opts: SideOptions): Promise<Exchange[]> {
  const cassette = join(opts.reportDir, 'cassette.ndjson');
  const runOpts = runOptionsWith(
    {
      target: 'mock',
      nodeBinary: spec.binary,
      upgrades: spec.upgrades ?? null,
      seed: opts.seed,
      runs: opts.runs,
      timeoutMs: opts.timeoutMs,
      allowWrites: opts.allowWrites,
      reportDir: opts.reportDir,
      record: cassette,
    },
    opts.environment,
  );
  const { runHarness } = await import('../harness/run-harness.js');
  await runHarness(runOpts, { files: opts.only, reporters: progress(runOpts, opts) });
  return readCassetteOrRefuse(cassette);
}

export async function obtainSide(spec: CompareSide, opts: SideOptions): Promise<Side> {
  const exchanges =
    spec.kind === 'replay'
      ? readCassetteOrRefuse(spec.file)
      : spec.kind === 'binary'
        ? await recordBinaryRun(spec, opts)
        : await recordRun(spec, opts);
  return { spec, nodeVersion: nodeVersionOf(exchanges), exchanges };
}
