// `npm run bench`: how fast the harness is, and how much slower than the bare requests it sends.
// For each workload (default runs, --runs 1000, one method: --only platform/getHeight, the mock at
// mainnet scale: --scale mainnet): 5 runs of `avaconform run` against the embedded mock (wall time,
// requests, checks/s, peak RSS), then two floors for the requests of one more run, recorded with
// --record (a seed's runs send the same requests), each sent 5 times to a mock server of the same seed
// and scale in this process's main thread, nothing checked:
// - the floor (bare pool): a bare undici keep-alive Pool in the main thread, 16 requests at a time;
// - the worker-side floor: as many worker threads as a default run has suite workers, each sending
//   through the harness's HttpClient and reading each answer with readRpc (lossless JSON), 16 requests
//   in flight in all (bench/floor-worker.ts). Its wall starts once every worker has loaded its modules
//   and made its client: that start-up is printed apart, not counted.
// Prints medians, then the fixed and per-request costs of the harness and of both floors (from the
// default and --runs 1000 workloads).
// With AVALANCHEGO_PATH (an AvalancheGo binary) it first reports that release's verdict: BENCH_VERDICT_REPEATS
// (default 3) runs of `avaconform run --node-binary $AVALANCHEGO_PATH --allow-writes`, each part of one (the node's
// start, seeding, the checks that waited for it, the stop and reports, from the run's node-logs/timings.json and its
// seed manifest) beside the floor: the node's start plus the one stake seeding waits to end. BENCH_ONLY=verdict
// leaves out the mock's workloads.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Pool } from 'undici';
import { Conformance } from '../schemas/conformance.js';
import type { Exchange, RawRequest } from '../src/client/exchange.js';
import { DEFAULTS } from '../src/harness/defaults.js';
import type { MockScale } from '../src/mock/chain/scale.js';
import { startMockServer } from '../src/mock/server.js';
import { readCassette } from '../src/replay/cassette.js';
import { PROJECT_ROOT } from '../src/tool.js';
import type { FloorWorkerData, FloorWorkerDone } from './floor-worker.js';
import { RUN_TIMINGS_FILE, type RunTimings } from '../src/harness/run-harness.js';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const SEED = 1;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Requests in flight in each floor, in all. */
const IN_FLIGHT = 16;
/** A default run's suite workers (src/harness/vitest-options.ts maxWorkers). */
const WORKERS = DEFAULTS.workers;
// Node 20 runs a worker's .ts entry through tsx only once tsx's loader is registered in that worker
// (`execArgv: ['--import', 'tsx']` is not enough): a two-line boot, evaluated as the worker's script.
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./floor-worker.ts', import.meta.url).href)});
});`;

interface HarnessRun {
  wallMs: number;
  /** User + system CPU of the command and its child (NaN without /usr/bin/time). */
  cpuMs: number;
  requests: number;
  checks: number;
  peakRssMb: number;
  /** The requests the run's cassette holds (with `record`), else none. */
  recorded: Array<Exchange['request']>;
  /** The CLI the launcher ran (bin/avaconform.js: dist/ when built and fresh, else the sources through tsx). */
  entry: string;
}

/** One `avaconform run`; with `record`, also writes its cassette (about 1 s more at default runs: not a timed run). */
function harnessRun(runs: number, i: number, only: string[], scale: MockScale, record = false): HarnessRun {
  const dir = mkdtempSync(join(tmpdir(), `avaconform-bench-${runs}-${i}-`));
  const cassette = join(dir, 'cassette.ndjson');
  const cli = [
    join(PROJECT_ROOT, 'bin/avaconform.js'),
    'run',
    '--target',
    'mock',
    '--seed',
    String(SEED),
    '--runs',
    String(runs),
    '--report-dir',
    dir,
    ...(record ? ['--record', cassette] : []),
    '--quiet',
    '--scale',
    scale,
    ...only.flatMap((o) => ['--only', o]),
  ];
  const useTime = existsSync('/usr/bin/time');
  const started = performance.now();
  const r = spawnSync(
    useTime ? '/usr/bin/time' : process.execPath,
    useTime ? ['-f', 'peak-rss-kb=%M cpu-s=%U+%S', process.execPath, ...cli] : cli,
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', AVACONFORM_DEBUG_ENTRY: '1' },
    },
  );
  const wallMs = performance.now() - started;
  const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
  const peak = Number(r.stderr.match(/peak-rss-kb=(\d+)/)?.[1] ?? NaN);
  const cpu = r.stderr.match(/cpu-s=([\d.]+)\+([\d.]+)/);
  const entry = r.stderr.match(/^avaconform: entry (.+)$/m)?.[1] ?? '?';
  const recorded = record ? recordedRequests(cassette) : [];
  // Its reports and cassette are read: nothing of the run stays behind.
  rmSync(dir, { recursive: true, force: true });
  return {
    wallMs,
    cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : NaN,
    requests: result.run.requests,
    checks: result.summary.total,
    peakRssMb: peak / 1024,
    recorded,
    entry,
  };
}

/** The answered requests of a cassette, in its order. */
const recordedRequests = (cassette: string): Array<Exchange['request']> =>
  readCassette(cassette)
    .filter((x) => x.response)
    .map((x) => x.request);

/** This process's CPU (every thread) since `from`, in ms. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1000;
};

/** Sends the recorded requests with a bare keep-alive pool, `concurrency` at a time; returns wall and CPU ms. */
async function floorRun(
  requests: Array<Exchange['request']>,
  concurrency: number,
  scale: MockScale,
): Promise<{ wallMs: number; cpuMs: number }> {
  const server = await startMockServer({ seed: SEED, networkId: 12345, port: 0, scale });
  const pool = new Pool(server.url, { connections: 16 });
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++]!;
      const body = req.bodyBase64 ? Buffer.from(req.body, 'base64') : req.body;
      const res = await pool.request({
        path: req.path,
        method: req.method as 'POST',
        headers: req.headers,
        ...(body.length ? { body } : {}),
      });
      await res.body.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = performance.now() - started;
  const cpuMs = cpuSince(cpu);
  await pool.close();
  await server.close();
  return { wallMs, cpuMs };
}

/**
 * Sends the recorded requests from `workers` worker threads (bench/floor-worker.ts), IN_FLIGHT in all;
 * returns the wall from the go signal to the last answer read, and the workers' start-up before it.
 */
async function workerFloorRun(
  recorded: Array<Exchange['request']>,
  workers: number,
  scale: MockScale,
): Promise<{ wallMs: number; cpuMs: number; startMs: number }> {
  const requests: RawRequest[] = recorded.map((r) => ({
    method: r.method,
    path: r.path,
    headers: r.headers,
    ...(r.body ? { body: r.bodyBase64 ? Buffer.from(r.body, 'base64') : r.body } : {}),
  }));
  const server = await startMockServer({ seed: SEED, networkId: 12345, port: 0, scale });
  const next = new SharedArrayBuffer(4);
  const started = performance.now();
  const threads = Array.from({ length: workers }, (_, i) => {
    const workerData: FloorWorkerData = {
      url: server.url,
      requests,
      concurrency: Math.floor(IN_FLIGHT / workers) + (i < IN_FLIGHT % workers ? 1 : 0),
      next,
    };
    return new Worker(WORKER_BOOT, { eval: true, workerData });
  });
  const exited = threads.map((w) => once(w, 'exit'));
  await Promise.all(threads.map((w) => once(w, 'message')));
  const startMs = performance.now() - started;
  const cpu = process.cpuUsage();
  const go = performance.now();
  const done = Promise.all(threads.map(async (w) => (await once(w, 'message'))[0] as FloorWorkerDone));
  for (const w of threads) w.postMessage('go');
  const results = await done;
  const wallMs = performance.now() - go;
  const cpuMs = cpuSince(cpu);
  await Promise.all(exited);
  await server.close();
  const sent = results.reduce((n, r) => n + r.sent, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  if (sent !== requests.length || failed)
    throw new Error(`worker-side floor: ${sent} of ${requests.length} requests sent, ${failed} not answered`);
  return { wallMs, cpuMs, startMs };
}

/** A workload's medians: wall and CPU of the harness and of each floor. */
interface Measured {
  wallMs: number;
  floorMs: number;
  workerFloorMs: number;
  cpuMs: number;
  floorCpuMs: number;
  workerFloorCpuMs: number;
  requests: number;
}

async function workload(runs: number, only: string[] = [], scale: MockScale = 'default'): Promise<Measured> {
  // The recorded run first (its recording makes it slower: not measured), then the harness and both floors
  // in turn, so a slow spell of the machine falls on all three alike.
  const { recorded } = harnessRun(runs, REPEATS, only, scale, true);
  const harness: HarnessRun[] = [];
  const floors: Array<{ wallMs: number; cpuMs: number }> = [];
  const workerFloors: Array<{ wallMs: number; cpuMs: number; startMs: number }> = [];
  for (let i = 0; i < REPEATS; i++) {
    harness.push(harnessRun(runs, i, only, scale));
    floors.push(await floorRun(recorded, IN_FLIGHT, scale));
    workerFloors.push(await workerFloorRun(recorded, WORKERS, scale));
  }
  const m: Measured = {
    wallMs: median(harness.map((h) => h.wallMs)),
    floorMs: median(floors.map((f) => f.wallMs)),
    workerFloorMs: median(workerFloors.map((w) => w.wallMs)),
    cpuMs: median(harness.map((h) => h.cpuMs)),
    floorCpuMs: median(floors.map((f) => f.cpuMs)),
    workerFloorCpuMs: median(workerFloors.map((w) => w.cpuMs)),
    requests: median(harness.map((h) => h.requests)),
  };
  const { wallMs: wall, floorMs: floor, workerFloorMs: workerFloor, requests } = m;
  const cpuS = (ms: number) => `CPU ${(ms / 1000).toFixed(2)} s`;
  const checks = median(harness.map((h) => h.checks));
  console.log(
    `\n--runs ${runs}${only.map((o) => ` --only ${o}`).join('')}${scale === 'default' ? '' : ` --scale ${scale}`} (median of ${REPEATS})`,
  );
  console.log(`  harness wall      ${wall.toFixed(0)} ms  (${cpuS(m.cpuMs)})`);
  console.log(`  requests          ${requests}`);
  console.log(`  checks            ${checks}  (${((checks / wall) * 1000).toFixed(0)} checks/s)`);
  console.log(`  peak RSS          ${median(harness.map((h) => h.peakRssMb)).toFixed(0)} MB`);
  console.log(
    `  floor (bare pool) ${floor.toFixed(0)} ms for the same ${requests} requests  (${cpuS(m.floorCpuMs)}; ${IN_FLIGHT} in flight from the main thread)`,
  );
  console.log(`  ratio             ${(wall / floor).toFixed(2)}× harness/floor`);
  console.log(
    `  worker-side floor ${workerFloor.toFixed(0)} ms  (${cpuS(m.workerFloorCpuMs)}; ${WORKERS} worker threads, HttpClient + lossless parse, ${IN_FLIGHT} in flight)`,
  );
  console.log(
    `    worker start-up ${median(workerFloors.map((w) => w.startMs)).toFixed(0)} ms (tsx, imports, client: not counted in its wall or CPU)`,
  );
  console.log(`  ratio             ${(wall / workerFloor).toFixed(2)}× harness/worker-side floor`);
  const sources = harness.filter((h) => !h.entry.endsWith('/dist/src/cli/main.js')).length;
  if (sources)
    console.log(`  note: ${sources} of ${harness.length} runs ran the CLI from its sources (dist/ missing or stale)`);
  return m;
}

/** Fixed cost and cost per request, from two workloads of one kind that differ in requests sent. */
function costs(
  small: Measured,
  large: Measured,
  of: Exclude<keyof Measured, 'requests'>,
): { fixedMs: number; perRequestMs: number } {
  const perRequestMs = (large[of] - small[of]) / (large.requests - small.requests);
  return { fixedMs: small[of] - perRequestMs * small.requests, perRequestMs };
}

/** One part of a release verdict (medians of its runs). */
interface VerdictRun {
  wallMs: number;
  cpuMs: number;
  summary: Conformance['summary'];
  timings: RunTimings;
  seedMs: number;
  /** Seconds the seeding's short stakes lasted (its rewards step), null when they were not made. */
  stakeSeconds: number | null;
}

function verdictRun(binary: string, i: number): VerdictRun {
  const dir = mkdtempSync(join(tmpdir(), `avaconform-bench-verdict-${i}-`));
  const cli = [
    join(PROJECT_ROOT, 'bin/avaconform.js'),
    'run',
    '--node-binary',
    binary,
    '--allow-writes',
    '--seed',
    String(SEED),
    '--report-dir',
    dir,
    '--quiet',
  ];
  const useTime = existsSync('/usr/bin/time');
  const started = performance.now();
  const r = spawnSync(
    useTime ? '/usr/bin/time' : process.execPath,
    useTime ? ['-f', 'cpu-s=%U+%S', process.execPath, ...cli] : cli,
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    },
  );
  const wallMs = performance.now() - started;
  try {
    const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
    const timings = JSON.parse(readFileSync(join(dir, RUN_TIMINGS_FILE), 'utf8')) as RunTimings;
    const manifest = existsSync(join(dir, 'seed-manifest.json'))
      ? (JSON.parse(readFileSync(join(dir, 'seed-manifest.json'), 'utf8')) as {
          durationMs: number;
          steps: Record<string, { detail: string }>;
        })
      : null;
    const stake = /ended after (\d+) s/.exec(manifest?.steps.rewards?.detail ?? '')?.[1];
    const cpu = r.stderr.match(/cpu-s=([\d.]+)\+([\d.]+)/);
    return {
      wallMs,
      cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : NaN,
      summary: result.summary,
      timings,
      seedMs: manifest?.durationMs ?? 0,
      stakeSeconds: stake ? Number(stake) : null,
    };
  } catch (e) {
    throw new Error(`the verdict run left no reports (${(e as Error).message}); it said:\n${r.stderr.slice(-2000)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The release verdict of `binary`, each part beside the floor (the node's start and the one stake seeding waits). */
function releaseVerdict(binary: string): void {
  const repeats = Number(process.env.BENCH_VERDICT_REPEATS ?? 3);
  const runs = Array.from({ length: repeats }, (_, i) => verdictRun(binary, i));
  const med = (f: (r: VerdictRun) => number) => median(runs.map(f));
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const target = (r: VerdictRun) => r.timings.nodeStart.nodes.find((n) => n.role === 'target');
  const step = (k: 'processJson' | 'httpUp' | 'bootstrapped' | 'ready') => med((r) => target(r)?.[k] ?? NaN);
  const seeded = (r: VerdictRun) => r.timings.seededAtMs ?? r.timings.preparedAtMs;
  const start = med((r) => r.timings.nodeStart.wallMs);
  const stakes = runs.flatMap((r) => (r.stakeSeconds === null ? [] : [r.stakeSeconds]));
  const stakeMs = stakes.length ? median(stakes) * 1000 : 0;
  const wall = med((r) => r.wallMs);
  console.log(`\nrelease verdict: run --node-binary ${binary} --allow-writes (median of ${repeats})`);
  console.log(`  wall              ${s(wall)}  (CPU ${s(med((r) => r.cpuMs))})`);
  for (const r of runs)
    console.log(
      `    run             ${s(r.wallMs)}: ${r.summary.passed} passed, ${r.summary.failed} failed, ${r.summary.skipped} skipped, ${r.summary.expectedFail} expected-fail`,
    );
  console.log(
    `  node start        ${s(start)}  (the target's process: ${s(med((r) => target(r)?.beforeSpawn ?? NaN))} before its spawn, then process.json at ${s(step('processJson'))}, HTTP up ${s(step('httpUp'))}, bootstrapped ${s(step('bootstrapped'))}, healthy ${s(step('ready'))}; both nodes up)`,
  );
  console.log(`  prepared at       ${s(med((r) => r.timings.preparedAtMs))}  (the CLI's start, the nodes', version)`);
  console.log(
    `  seeding           ${s(med((r) => r.seedMs))}, its discovery after it ${s(med((r) => seeded(r) - r.timings.preparedAtMs - r.seedMs))}  (${med((r) => r.timings.earlyFiles)} files ran meanwhile)`,
  );
  console.log(
    `  checks after it   ${s(med((r) => (r.timings.checkedAtMs ?? NaN) - seeded(r)))}, then stop and reports ${s(med((r) => r.wallMs - (r.timings.checkedAtMs ?? NaN)))}`,
  );
  console.log(
    `  floor             ${s(start + stakeMs)}  (the node's start ${s(start)} + the stake seeding waits to end, ${s(stakeMs)})`,
  );
  console.log(`  ratio             ${(wall / (start + stakeMs)).toFixed(2)}× the floor`);
}

console.log(`avaconform bench: node ${process.version}, ${REPEATS} repeats per workload`);
const avalanchego = process.env.AVALANCHEGO_PATH;
if (avalanchego) releaseVerdict(avalanchego);
if (process.env.BENCH_ONLY === 'verdict') process.exit(0);
const runs100 = await workload(100);
const runs1000 = await workload(1000);
await workload(100, ['platform/getHeight']);
await workload(100, [], 'mainnet');
const harnessCost = costs(runs100, runs1000, 'wallMs');
const floorCost = costs(runs100, runs1000, 'floorMs');
const workerFloorCost = costs(runs100, runs1000, 'workerFloorMs');
console.log('\ncost model (from --runs 100 and --runs 1000)');
console.log(
  `  harness           ${(harnessCost.fixedMs / 1000).toFixed(2)} s fixed + ${harnessCost.perRequestMs.toFixed(2)} ms per request`,
);
console.log(
  `  floor             ${(floorCost.fixedMs / 1000).toFixed(2)} s fixed + ${floorCost.perRequestMs.toFixed(2)} ms per request`,
);
console.log(
  `  worker-side floor ${(workerFloorCost.fixedMs / 1000).toFixed(2)} s fixed + ${workerFloorCost.perRequestMs.toFixed(2)} ms per request (worker start-up not counted)`,
);
console.log(`  per request       ${(harnessCost.perRequestMs / floorCost.perRequestMs).toFixed(2)}× the floor's`);
console.log(
  `  per request       ${(harnessCost.perRequestMs / workerFloorCost.perRequestMs).toFixed(2)}× the worker-side floor's`,
);
const cpuCost = costs(runs100, runs1000, 'cpuMs');
const workerFloorCpuCost = costs(runs100, runs1000, 'workerFloorCpuMs');
console.log(
  `  CPU per request   harness ${cpuCost.perRequestMs.toFixed(2)} ms, worker-side floor ${workerFloorCpuCost.perRequestMs.toFixed(2)} ms (${(cpuCost.perRequestMs / workerFloorCpuCost.perRequestMs).toFixed(2)}×; less moved by a loaded machine than wall)`,
);
