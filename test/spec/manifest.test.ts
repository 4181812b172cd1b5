// Stable check ids: every check has one, the manifest lists each once, everything downstream that
// names a check (deviations, pinned counterexamples, cassettes) names an id the manifest holds, and a
// reworded title changes nothing for diff. (That the committed manifest matches the suites is
// `npm run check-generated`, run by CI before the tests.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readCheckManifest } from '../../src/check-list/check-manifest.js';
import { DEVIATIONS } from '../../src/deviations/registry.js';
import { CHECK_ID } from '../../src/check/check.js';
import { allSuiteFiles } from '../../src/harness/suite-files.js';
import { diffRuns } from '../../src/report/run-diff.js';
import type { CheckResult } from '../../src/report/report-input.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { loadPinned } from '../../properties/_support/property.js';
import { build } from '../support/report-fixtures.js';
import { runCli } from '../support/cli.js';

const manifest = readCheckManifest();
const ids = new Set(manifest.checks.map((c) => c.id));

describe('check manifest', () => {
  test('every check has a well-formed id, each id once, and every suite file holds a check', () => {
    expect(ids.size).toBe(manifest.checks.length);
    for (const c of manifest.checks) expect(c.id, c.name).toMatch(CHECK_ID);
    expect(new Set(manifest.checks.map((c) => c.file))).toEqual(new Set(allSuiteFiles()));
  });

  test('deviations, pinned counterexamples and recorded cassettes name checks by ids the manifest holds', () => {
    for (const d of DEVIATIONS) for (const id of d.seenIn ?? []) expect(ids.has(id), `${d.id} seenIn ${id}`).toBe(true);
    for (const p of loadPinned(readFileSync(join(PROJECT_ROOT, 'properties/pinned.json'), 'utf8')))
      expect(ids.has(p.check), p.check).toBe(true);
    const dir = join(PROJECT_ROOT, 'fixtures/cassettes');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ndjson'))) {
      const named = new Set<string>();
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        const m = /^\{"check":("(?:[^"\\]|\\.)*")/.exec(line);
        if (m) named.add(JSON.parse(m[1]!) as string);
      }
      expect(named.size, f).toBeGreaterThan(0);
      expect(
        [...named].filter((id) => !ids.has(id)),
        f,
      ).toEqual([]);
    }
  });

  test('diff matches checks by stable id: a reworded title is the same check, a report without ids is matched through the manifest', () => {
    const entry = manifest.checks.find((c) => c.id === 'getUTXOs.R2-limit-capped')!;
    const check = (over: Partial<CheckResult>): CheckResult => ({
      name: entry.name,
      method: entry.method,
      aspect: entry.aspect,
      clauses: entry.clauses,
      status: 'passed' as const,
      durationMs: 1,
      message: '',
      reproduce: '',
      ...over,
    });
    const old = build([check({})]); // tool 0.1: no stable id
    const renamed = build([
      check({ name: `${entry.file} > a limit over 1024 gets 1024 at most (R2)`, checkId: entry.id, status: 'failed' }),
    ]);
    const d = diffRuns(old, renamed);
    expect(d.checks.appeared).toEqual([]);
    expect(d.checks.disappeared).toEqual([]);
    expect(d.checks.becameFailing.map((c) => c.id)).toEqual([entry.id]);
  });

  test('avaconform list prints the manifest, narrowed like run; --json parses', async () => {
    const out = await runCli(['list', '--check', 'getUTXOs.*', '--aspect', 'limit', '--json']);
    expect(out.code, out.stderr).toBe(0);
    const listed = JSON.parse(out.stdout) as Array<{ id: string; aspect: string }>;
    expect(listed.map((c) => c.id).sort()).toEqual(
      manifest.checks
        .filter((c) => c.id.startsWith('getUTXOs.') && c.aspect === 'limit')
        .map((c) => c.id)
        .sort(),
    );
    expect(listed.length).toBeGreaterThan(0);
  });
});
