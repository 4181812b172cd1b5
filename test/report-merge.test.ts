// Shards join into one run: union of checks, roll-ups recomputed, run metadata combined.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeCommand } from '../src/cli/commands/merge.js';
import type { CommandIo } from '../src/cli/commands/io.js';
import { reportCommand } from '../src/cli/commands/report.js';
import { loadConformance } from '../src/report/load.js';
import { mergeRuns } from '../src/report/merge.js';
import { writeReports } from '../src/report/write.js';
import { build, brokenChecks, tempDir, XSS } from './report-fixtures.js';

const quiet = (): CommandIo & { stdout: string; stderr: string } => {
  const io = { stdout: '', stderr: '', out: (s: string) => void (io.stdout += s), err: (s: string) => void (io.stderr += s) };
  return io;
};

const all = brokenChecks();
const shardA = all.slice(0, 3);
const shardB = all.slice(3);
const runA = () => build(shardA, { run: { seed: 42, startedAt: '2025-01-02T03:04:05.000Z', durationMs: 900, requests: 10 } });
const runB = () => build(shardB, { run: { seed: 42, startedAt: '2025-01-02T03:04:01.000Z', durationMs: 1500, requests: 7 } });

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
  it('writes every report for the merged run, with the shards\' exchange details', async () => {
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
    for (const f of ['junit.xml', 'report.md', 'checks.json']) await expect(readFile(join(root, 'out', f), 'utf8')).resolves.toBeTruthy();
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
