// Shards join into one run: union of checks, roll-ups recomputed, run metadata combined.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeCommand } from '../../src/cli/commands/merge.js';
import type { CommandIo } from '../../src/cli/commands/io.js';
import { reportCommand } from '../../src/cli/commands/report.js';
import { loadConformance } from '../../src/report/load.js';
import { assertShardSet, mergeRuns, type Shard } from '../../src/report/shard-merge.js';
import { writeReports } from '../../src/report/write.js';
import { build, brokenChecks, tempDir, XSS } from '../support/report-fixtures.js';

const quiet = (): CommandIo & { stdout: string; stderr: string } => {
  const io = {
    stdout: '',
    stderr: '',
    out: (s: string) => void (io.stdout += s),
    err: (s: string) => void (io.stderr += s),
  };
  return io;
};

const all = brokenChecks();
const shardA = all.slice(0, 3);
const shardB = all.slice(3);
const runA = () =>
  build(shardA, { run: { seed: 42, startedAt: '2025-01-02T03:04:05.000Z', durationMs: 900, requests: 10 } });
const runB = () =>
  build(shardB, { run: { seed: 42, startedAt: '2025-01-02T03:04:01.000Z', durationMs: 1500, requests: 7 } });

describe('mergeRuns', () => {
  it('equals the union of the shards, with summary, methods and clauses recomputed', () => {
    const merged = mergeRuns([runA(), runB()]);
    const whole = build(all);
    expect(merged.checks).toEqual(whole.checks);
    expect(merged.summary).toEqual(whole.summary);
    expect(merged.methods).toEqual(whole.methods); // keystore.listUsers stays "absent" without checks.json
    expect(merged.clauses).toEqual(whole.clauses);
    expect(merged.run).toEqual({ seed: 42, startedAt: '2025-01-02T03:04:01.000Z', durationMs: 1500, requests: 17 });
  });

  it('keeps one copy of a check two shards both ran, the more severe', () => {
    const merged = mergeRuns([runA(), build(all)]);
    expect(merged.summary).toEqual(build(all).summary);
  });
});

describe('avaconform merge / report', () => {
  it("writes every report for the merged run, with the shards' exchange details", async () => {
    const root = await tempDir('merge');
    await writeReports(join(root, 'a'), runA(), shardA);
    await writeReports(join(root, 'b'), runB(), shardB);
    const io = quiet();
    expect(await mergeCommand([join(root, 'a'), join(root, 'b'), '--report-dir', join(root, 'out')], io)).toBe(1);
    expect(io.stdout).toContain('merged 2 runs: 7 checks');
    const merged = await loadConformance(join(root, 'out'));
    expect(merged.summary).toEqual(build(all).summary);
    const html = await readFile(join(root, 'out', 'report.html'), 'utf8');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(2)'); // response body from shard a's checks.json
    expect(html).not.toContain(XSS);
    for (const f of ['junit.xml', 'report.md', 'checks.json'])
      await expect(readFile(join(root, 'out', f), 'utf8')).resolves.toBeTruthy();
    expect(await mergeCommand([join(root, 'a')], io)).toBe(2);
  });

  it('report: clear errors when there are no allure results or no allure CLI', async () => {
    const root = await tempDir('report');
    const io = quiet();
    expect(await reportCommand([root], io, '/x/allure/cli.js')).toBe(2);
    expect(io.stderr).toContain('no allure results');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(root, 'allure-results')));
    expect(await reportCommand([root], io, null)).toBe(2);
    expect(io.stderr).toContain('npm install --save-dev allure@3');
    expect(await reportCommand(['--help'], io)).toBe(0);
  });
});

/** Shard I/N of one run: runA's checks for shard 1, runB's for shard 2 (a seed, target and tool they share). */
const shard = (
  index: number,
  count = 2,
  over: { seed?: number; given?: string; version?: string; faults?: string[] } = {},
) => {
  const checks = index === 1 ? shardA : shardB;
  return build(checks, {
    toolVersion: over.version ?? '0.1.0',
    target: {
      kind: 'mock',
      url: `http://127.0.0.1:${9650 + index}`,
      nodeVersion: 'avaconform-mock/0.1.0',
      given: over.given ?? 'mock',
    },
    run: {
      seed: over.seed ?? 42,
      startedAt: '2025-01-02T03:04:05.000Z',
      durationMs: 900,
      requests: 10,
      shard: { index, count },
      selection: [],
      faults: over.faults ?? [],
    },
  });
};
const named = (...runs: Array<[string, ReturnType<typeof shard>]>): Shard[] =>
  runs.map(([name, conformance]) => ({ name, conformance }));

describe('assertShardSet', () => {
  it('accepts every shard 1..N exactly once, in any order, though each shard ran on its own port', () => {
    expect(() => assertShardSet(named(['b', shard(2)], ['a', shard(1)]))).not.toThrow();
    const merged = mergeRuns([shard(1), shard(2)]);
    expect(merged.run.shard).toBeUndefined();
    expect(merged.target.given).toBe('mock');
  });

  it.each([
    ['a missing shard', named(['a', shard(1)]), /^shard 2\/2 missing \(given: 1\/2\)$/],
    ['missing shards of three', named(['b', shard(2, 3)]), /^shards 1\/3, 3\/3 missing \(given: 2\/3\)$/],
    [
      'a shard given twice',
      named(['a', shard(1)], ['a2', shard(1)], ['b', shard(2)]),
      /^shard 1\/2 given 2 times: a, a2$/,
    ],
    ['shards of different counts', named(['a', shard(1)], ['b', shard(2, 3)]), /^b is shard 2\/3, a one of 2$/],
    [
      'a different seed',
      named(['a', shard(1)], ['b', shard(2, 2, { seed: 7 })]),
      /^b is not a shard of the same run as a: seed 42 vs 7$/,
    ],
    [
      'a different target',
      named(['a', shard(1)], ['b', shard(2, 2, { given: 'http://127.0.0.1:9650' })]),
      /target "mock" vs "http:\/\/127\.0\.0\.1:9650"/,
    ],
    [
      'a different tool version',
      named(['a', shard(1)], ['b', shard(2, 2, { version: '0.2.0' })]),
      /tool version "0\.1\.0" vs "0\.2\.0"/,
    ],
    [
      'different faults',
      named(['a', shard(1)], ['b', shard(2, 2, { faults: ['hex-without-0x'] })]),
      /faults "\[\]" vs "\[hex-without-0x\]"/,
    ],
    [
      'a run that is not a shard',
      [...named(['a', shard(1)]), { name: 'whole', conformance: build(shardB, { target: shard(2).target }) }],
      /^whole: not a shard run/,
    ],
  ])('refuses %s', (_what, shards, reason) => {
    expect(() => assertShardSet(shards)).toThrow(reason);
  });

  it('joins runs from before run.shard as given', () => {
    expect(() => assertShardSet([{ conformance: runA() }, { conformance: runB() }])).not.toThrow();
  });
});

describe('avaconform merge of shards', () => {
  it('refuses a lone shard and a shard given twice with exit 2 and one line, and writes nothing', async () => {
    const root = await tempDir('merge-refuse');
    await writeReports(join(root, 'a'), shard(1), shardA);
    for (const dirs of [['a'], ['a', 'a']]) {
      const io = quiet();
      expect(await mergeCommand([...dirs.map((d) => join(root, d)), '--report-dir', join(root, 'out')], io)).toBe(2);
      expect(io.stderr.trim().split('\n')).toHaveLength(1);
      expect(io.stderr).toMatch(
        dirs.length === 1 ? /^avaconform merge: shard 2\/2 missing/ : /^avaconform merge: shard 1\/2 given 2 times/,
      );
    }
    await expect(readdir(join(root, 'out'))).rejects.toThrow(/ENOENT/);
  });

  it("joins the shards' allure-results into OUT/allure-results", async () => {
    const root = await tempDir('merge-allure');
    for (const [dir, index, files] of [
      ['a', 1, ['1-result.json', '2-attachment.txt']],
      ['b', 2, ['3-result.json']],
    ] as const) {
      await writeReports(join(root, dir), shard(index), index === 1 ? shardA : shardB);
      await mkdir(join(root, dir, 'allure-results'));
      for (const f of files) await writeFile(join(root, dir, 'allure-results', f), `{"from":"${dir}"}`);
    }
    const io = quiet();
    expect(await mergeCommand([join(root, 'a'), join(root, 'b'), '--report-dir', join(root, 'out')], io)).toBe(1);
    expect((await readdir(join(root, 'out', 'allure-results'))).sort()).toEqual([
      '1-result.json',
      '2-attachment.txt',
      '3-result.json',
    ]);
    expect(io.stdout).toContain('allure-results/ (3 files)');
  });
});
