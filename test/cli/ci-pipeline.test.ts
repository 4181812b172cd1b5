// docs/ci.md's pipeline end to end: two shards of one run (same seed), merge, then the Allure report.
// Each shard's progress counts its own files; the merge joins checks and allure-results.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { selectSuiteFiles } from '../../src/harness/suite-files.js';
import { runCli } from '../support/cli.js';

const ONLY = 'suites/platform/getB';
const load = (dir: string) => Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
const results = (dir: string) => readdirSync(join(dir, 'allure-results')).filter((f) => f.endsWith('-result.json'));

describe('the docs/ci.md pipeline', () => {
  test('shard 1/2 and 2/2, merge, report', { timeout: 600_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'avaconform-ci-'));
    const shardDirs: string[] = [];
    const totals: number[] = [];
    for (const shard of ['1/2', '2/2']) {
      const dir = join(root, `shard-${shard[0]}`);
      shardDirs.push(dir);
      const out = await runCli([
        'run',
        '--only',
        ONLY,
        '--seed',
        '3',
        '--runs',
        '5',
        '--shard',
        shard,
        '--report-dir',
        dir,
        '--reporter',
        'plain',
      ]);
      expect(out.code, out.stderr.slice(-2000)).toBe(0);
      // Each suite line ends [done/total]: total is this shard's own file count.
      const counts = [...out.stderr.matchAll(/ \[(\d+)\/(\d+)\]$/gm)].map((m) => Number(m[2]));
      expect(new Set(counts).size).toBe(1);
      expect(counts.length).toBe(counts[0]);
      totals.push(counts[0]!);
      expect(load(dir).run.shard).toEqual({ index: Number(shard[0]), count: 2 });
    }
    expect(totals[0]! + totals[1]!).toBe(selectSuiteFiles([ONLY]).length);

    const merged = join(root, 'merged');
    const merge = await runCli(['merge', ...shardDirs, '--report-dir', merged]);
    expect(merge.code, merge.stderr).toBe(0);
    const whole = load(merged);
    expect(whole.summary.total).toBe(load(shardDirs[0]!).summary.total + load(shardDirs[1]!).summary.total);
    expect(whole.run.shard).toBeUndefined();
    expect(results(merged).length).toBe(results(shardDirs[0]!).length + results(shardDirs[1]!).length);

    const report = await runCli(['report', merged]);
    expect(report.code, report.stderr).toBe(0);
    expect(existsSync(join(merged, 'allure-report', 'index.html'))).toBe(true);
  });
});
