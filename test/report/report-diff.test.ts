// avaconform diff: identical runs -> "no changes", exit 0; one newly failing check -> exactly it, exit 1.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffCommand } from '../../src/cli/commands/diff.js';
import type { CommandIo } from '../../src/cli/commands/io.js';
import { diffRuns, renderDiffMarkdown, type DiffResult } from '../../src/report/run-diff.js';
import { validateConformance } from '../../src/report/conformance-json.js';
import { checkIdOf, checkNameOf, resultOfRecord } from '../../src/report/check-record.js';
import { loadConformance } from '../../src/report/load.js';
import { writeReports } from '../../src/report/write.js';
import { BROKEN_NAME, build, brokenChecks, cleanChecks, tempDir } from '../support/report-fixtures.js';

function capture(): CommandIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    out: (s: string) => void (io.stdout += s),
    err: (s: string) => void (io.stderr += s),
  };
  return io;
}

async function runDir(name: string, checks = cleanChecks()): Promise<string> {
  const dir = join(await tempDir('diff'), name);
  await writeReports(dir, build(checks), checks);
  return dir;
}

describe('diffRuns', () => {
  it('finds nothing between a run and itself', () => {
    const d = diffRuns(build(cleanChecks()), build(cleanChecks()));
    expect(d.changed).toBe(false);
    expect(d.regressed).toBe(false);
    expect(renderDiffMarkdown(d)).toContain('no changes');
  });

  it('lists exactly the newly failing check and the clause it breached', () => {
    const d = diffRuns(build(cleanChecks()), build(brokenChecks()));
    expect(d.checks.becameFailing.map((c) => [c.id, c.from, c.to])).toEqual([[BROKEN_NAME, 'passed', 'failed']]);
    expect(d.checks.becamePassing).toEqual([]);
    expect(d.clauses.becameFailing.map((c) => c.id)).toEqual(['P.m.getHeight']);
    expect(d.regressed).toBe(true);
    const back = diffRuns(build(brokenChecks()), build(cleanChecks()));
    expect(back.checks.becamePassing.map((c) => c.id)).toEqual([BROKEN_NAME]);
    expect(back.regressed).toBe(false);
  });

  it('reports appeared / disappeared checks and methods that stopped being served', () => {
    const before = cleanChecks();
    const after = cleanChecks()
      .filter((c) => !c.name.includes('batch'))
      .map((c) => (c.method === 'platform.getBalance' ? { ...c, status: 'skipped' as const, absent: true } : c));
    after.push({ ...before[0]!, name: 'suites/platform/getHeight.test.ts > new check' });
    const d: DiffResult = diffRuns(build(before), build(after));
    expect(d.checks.appeared.map((c) => c.id)).toEqual(['suites/platform/getHeight.test.ts > new check']);
    expect(d.checks.disappeared.map((c) => c.id)).toEqual(['suites/envelope/batch.test.ts > answers a batch']);
    expect(d.methods.removed).toEqual([{ method: 'platform.getBalance', from: 'passed', to: 'absent' }]);
    expect(d.regressed).toBe(true);
  });
});

describe('a check record', () => {
  const named = () => cleanChecks().map((c, i) => ({ ...c, checkId: `area.rule-${i}` }));

  it('carries checkId and name, and the deprecated slug and id with the same values', () => {
    const [r] = build(named()).checks;
    expect(r).toMatchObject({ checkId: 'area.rule-0', slug: 'area.rule-0' });
    expect(r!.name).toBe(cleanChecks()[0]!.name);
    expect(r!.id).toBe(r!.name);
  });

  it('of a report written before checkId (id and slug only) still reads: same check, same name, no changes', () => {
    const current = build(named());
    const earlier = validateConformance(
      JSON.parse(
        JSON.stringify({ ...current, checks: current.checks.map(({ checkId: _c, name: _n, ...old }) => old) }),
      ),
    );
    const [old] = earlier.checks;
    expect(old).not.toHaveProperty('checkId');
    expect(checkIdOf(old!)).toBe('area.rule-0');
    expect(checkNameOf(old!)).toBe(cleanChecks()[0]!.name);
    expect(resultOfRecord(old!)).toMatchObject({ checkId: 'area.rule-0', name: cleanChecks()[0]!.name });
    expect(diffRuns(earlier, current).changed).toBe(false);
  });
});

describe('avaconform diff', () => {
  it('exits 0 with "no changes" for a run against itself, and writes diff.json next to NEW', async () => {
    const dir = await runDir('clean');
    const io = capture();
    expect(await diffCommand([dir, join(dir, 'conformance.json')], io)).toBe(0);
    expect(io.stdout).toContain('no changes');
    const written = JSON.parse(await readFile(join(dir, 'diff.json'), 'utf8')) as DiffResult;
    expect(written.changed).toBe(false);
  });

  it('exits 1 and names exactly the check the fault broke', async () => {
    const clean = await runDir('clean');
    const broken = await runDir('broken', brokenChecks());
    const out = join(await tempDir('diff-out'), 'd.json');
    const io = capture();
    expect(await diffCommand([clean, broken, '--out', out], io)).toBe(1);
    expect(io.stdout).toContain('regressed');
    expect(io.stdout).toContain(`### became failing (1)\n\n- \`${BROKEN_NAME}\`: passed → failed`);
    const written = JSON.parse(await readFile(out, 'utf8')) as DiffResult;
    expect(written.checks.becameFailing.map((c) => c.id)).toEqual([BROKEN_NAME]);
  });

  it('exits 2 on usage errors and unreadable runs, with one clear line', async () => {
    const io = capture();
    expect(await diffCommand(['only-one'], io)).toBe(2);
    expect(await diffCommand(['/nonexistent/a', '/nonexistent/b'], io)).toBe(2);
    expect(io.stderr).toContain('/nonexistent/a: no such file or directory');
    const dir = await tempDir('bad');
    await import('node:fs/promises').then((fs) => fs.writeFile(join(dir, 'conformance.json'), '{"schemaVersion": 2}'));
    await expect(loadConformance(dir)).rejects.toThrow(/schemaVersion 1 contract/);
    expect(await diffCommand(['--help'], io)).toBe(0);
    expect(io.stdout).toContain('usage: avaconform diff OLD NEW');
  });
});

describe('a regressed property', () => {
  it("is listed with the breach its counterexample met and how many more, not the runner's wrapper", () => {
    const property = {
      run: 'failed after 3 run(s) (fast-check seed 1, path "2:0", 1 shrink(s))',
      counterexample: '{"height":"0"}',
      replay: 'avaconform replay --check heights.x --seed 1 --path 2:0',
    };
    const checks = brokenChecks().map((c) =>
      c.name === BROKEN_NAME
        ? {
            ...c,
            message: `property ${property.run}\n  counterexample: {"height":"0"}\n  height differs`,
            findings: [{ summary: 'height differs', path: '$.result.height', property, deviation: null }],
            breaches: 3,
          }
        : c,
    );
    const md = renderDiffMarkdown(diffRuns(build(cleanChecks()), build(checks)));
    expect(md).toContain('passed → failed — height differs at $.result.height (and 2 more breaches)');
    expect(md).not.toContain('property failed after');
  });
});
