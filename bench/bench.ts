// `npm run bench`: how fast the harness is, and how much slower than the bare requests it sends.
// For each workload (default runs, --runs 1000, one method: --only platform/getHeight, the mock at
// mainnet scale: --scale mainnet): 5 runs of `avaconform run` against the embedded mock (wall time,
// requests, checks/s, peak RSS), then the floor: the requests of one more run, recorded with --record
// (a seed's runs send the same requests), sent 5 times with a bare undici keep-alive Pool to a mock
// server of the same seed and scale, no checks. Prints medians, then the fixed and per-request costs of
// the harness and of the floor (from the default and --runs 1000 workloads).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { Conformance } from '../schemas/conformance.js';
import type { MockScale } from '../src/mock/chain/scale.js';
import { startMockServer } from '../src/mock/server.js';
import { readCassette } from '../src/replay/cassette.js';
import { PROJECT_ROOT } from '../src/tool.js';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const SEED = 1;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface HarnessRun {
  wallMs: number;
  requests: number;
  checks: number;
  peakRssMb: number;
  cassette: string;
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
    useTime ? ['-f', 'peak-rss-kb=%M', process.execPath, ...cli] : cli,
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    },
  );
  const wallMs = performance.now() - started;
  const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
  const peak = Number(r.stderr.match(/peak-rss-kb=(\d+)/)?.[1] ?? NaN);
  return { wallMs, requests: result.run.requests, checks: result.summary.total, peakRssMb: peak / 1024, cassette };
}

/** Sends the recorded requests with a bare keep-alive pool, `concurrency` at a time; returns wall ms. */
async function floorRun(
  cassette: string,
  concurrency: number,
  scale: MockScale,
): Promise<{ wallMs: number; requests: number }> {
  const requests = readCassette(cassette)
    .filter((x) => x.response)
    .map((x) => x.request);
  const server = await startMockServer({ seed: SEED, networkId: 12345, port: 0, scale });
  const pool = new Pool(server.url, { connections: 16 });
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
  await pool.close();
  await server.close();
  return { wallMs, requests: requests.length };
}

interface Measured {
  wallMs: number;
  floorMs: number;
  requests: number;
}

async function workload(runs: number, only: string[] = [], scale: MockScale = 'default'): Promise<Measured> {
  const harness: HarnessRun[] = [];
  for (let i = 0; i < REPEATS; i++) harness.push(harnessRun(runs, i, only, scale));
  const recorded = harnessRun(runs, REPEATS, only, scale, true);
  const floors: number[] = [];
  for (let i = 0; i < REPEATS; i++) floors.push((await floorRun(recorded.cassette, 16, scale)).wallMs);
  const wall = median(harness.map((h) => h.wallMs));
  const floor = median(floors);
  const requests = median(harness.map((h) => h.requests));
  const checks = median(harness.map((h) => h.checks));
  console.log(
    `\n--runs ${runs}${only.map((o) => ` --only ${o}`).join('')}${scale === 'default' ? '' : ` --scale ${scale}`} (median of ${REPEATS})`,
  );
  console.log(`  harness wall      ${wall.toFixed(0)} ms`);
  console.log(`  requests          ${requests}`);
  console.log(`  checks            ${checks}  (${((checks / wall) * 1000).toFixed(0)} checks/s)`);
  console.log(`  peak RSS          ${median(harness.map((h) => h.peakRssMb)).toFixed(0)} MB`);
  console.log(`  floor (bare pool) ${floor.toFixed(0)} ms for the same ${requests} requests`);
  console.log(`  ratio             ${(wall / floor).toFixed(2)}× harness/floor`);
  return { wallMs: wall, floorMs: floor, requests };
}

/** Fixed cost and cost per request, from two workloads of one kind that differ in requests sent. */
function costs(small: Measured, large: Measured, of: 'wallMs' | 'floorMs'): { fixedMs: number; perRequestMs: number } {
  const perRequestMs = (large[of] - small[of]) / (large.requests - small.requests);
  return { fixedMs: small[of] - perRequestMs * small.requests, perRequestMs };
}

console.log(`avaconform bench: node ${process.version}, ${REPEATS} repeats per workload`);
const runs100 = await workload(100);
const runs1000 = await workload(1000);
await workload(100, ['platform/getHeight']);
await workload(100, [], 'mainnet');
const harnessCost = costs(runs100, runs1000, 'wallMs');
const floorCost = costs(runs100, runs1000, 'floorMs');
console.log('\ncost model (from --runs 100 and --runs 1000)');
console.log(
  `  harness           ${(harnessCost.fixedMs / 1000).toFixed(2)} s fixed + ${harnessCost.perRequestMs.toFixed(2)} ms per request`,
);
console.log(
  `  floor             ${(floorCost.fixedMs / 1000).toFixed(2)} s fixed + ${floorCost.perRequestMs.toFixed(2)} ms per request`,
);
console.log(`  per request       ${(harnessCost.perRequestMs / floorCost.perRequestMs).toFixed(2)}× the floor's`);
