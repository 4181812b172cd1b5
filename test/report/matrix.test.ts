// avaconform matrix: the grid method × clause × release from several runs, its change marks, deviation
// ids, answer-shape changes between cassettes, the page, and the command's exit codes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Matrix } from '../../schemas/matrix.js';
import { buildMatrix } from '../../src/matrix/matrix-json.js';
import { renderMatrixHtml } from '../../src/matrix/matrix-html.js';
import { readCassette } from '../../src/replay/cassette.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { build, brokenChecks, cleanChecks, XSS } from '../support/report-fixtures.js';
import { runCli } from '../support/cli.js';

const v = (version: string) => ({
  target: { kind: 'http' as const, url: 'http://127.0.0.1:9650', nodeVersion: `avalanchego/${version}` },
});
const cell = (m: Matrix, method: string, clause: string) =>
  m.rows.find((r) => r.method === method && r.clause === clause)!;

describe('release matrix', () => {
  test('columns ordered by release, one cell per run, a changed verdict marked at its column', () => {
    const m = buildMatrix([
      { source: 'new', conformance: build(brokenChecks(), v('1.14.2')), cassette: null },
      { source: 'old', conformance: build(cleanChecks(), v('1.12.1')), cassette: null },
    ]);
    expect(m.columns.map((c) => c.label)).toEqual(['v1.12.1', 'v1.14.2']);
    const height = cell(m, 'platform.getHeight', 'P.m.getHeight');
    expect(height.cells.map((c) => c.status)).toEqual(['passed', 'failed']);
    expect(height.changedAt).toEqual([1]);
    expect(cell(m, 'platform.getBalance', 'P.m.getBalance').changedAt).toEqual([]);
    expect(cell(m, 'keystore.listUsers', 'K.listUsers').cells.map((c) => c.status)).toEqual(['absent', 'absent']);
    for (const r of m.rows) expect(r.cells).toHaveLength(2);
    expect(Matrix.parse(JSON.parse(JSON.stringify(m)))).toBeTruthy();
  });

  test('one release on two networks: two columns named by their last active upgrade, with the build each judged', () => {
    const on = (upgrades: string[]) => ({ target: { ...v('1.15.0').target, gitCommit: 'ab'.repeat(20), upgrades } });
    const m = buildMatrix([
      {
        source: 'devnet',
        conformance: build(cleanChecks(), on(['etna', 'fortuna', 'granite', 'helicon'])),
        cassette: null,
      },
      { source: 'local', conformance: build(cleanChecks(), on(['etna', 'fortuna', 'granite'])), cassette: null },
    ]);
    expect(m.columns.map((c) => c.label)).toEqual(['v1.15.0 · helicon', 'v1.15.0 · granite']);
    expect(m.columns.map((c) => [c.gitCommit, c.upgrades?.length])).toEqual([
      ['ab'.repeat(20), 4],
      ['ab'.repeat(20), 3],
    ]);
    expect(renderMatrixHtml(m)).toContain('<code>abababababab</code>');
  });

  test("an expected-fail cell names the deviations its checks' records say explained them, not a guess from its clause", () => {
    const base = cleanChecks().find((c) => c.name.includes('batch'))!;
    // Two registry entries cite transport's J.method-not-found; the record says which one explained the check.
    const uppercase = {
      ...base,
      checkId: 'jsonrpc.uppercase-method',
      name: 'suites/envelope/jsonrpc.test.ts > a method in the wrong case is not found',
      clauses: ['J.method-not-found' as const],
      status: 'expected-fail' as const,
      message: 'known deviation',
      deviations: ['jsonrpc.uppercase-method'],
    };
    const batch = {
      ...base,
      status: 'expected-fail' as const,
      message: 'known deviation',
      deviations: ['jsonrpc.batch'],
    };
    const checks = [...cleanChecks().map((c) => (c.name.includes('batch') ? batch : c)), uppercase];
    const m = buildMatrix([{ source: 'x', conformance: build(checks, v('1.14.2')), cassette: null }]);
    expect(cell(m, 'transport', 'J.batch').cells[0]).toMatchObject({
      status: 'expected-fail',
      deviation: 'jsonrpc.batch',
    });
    expect(cell(m, 'transport', 'J.method-not-found').cells[0]).toMatchObject({
      status: 'expected-fail',
      deviation: 'jsonrpc.uppercase-method',
    });
    // A record naming none (a baseline entry explained it): no deviation is named.
    const unnamed = checks.map((c) => (c === batch ? { ...batch, deviations: undefined } : c));
    const plain = buildMatrix([{ source: 'x', conformance: build(unnamed, v('1.14.2')), cassette: null }]);
    expect(cell(plain, 'transport', 'J.batch').cells[0]).toMatchObject({ status: 'expected-fail', deviation: null });
  });

  test('between two cassettes the answer-shape changes per method are listed', () => {
    const cassette = (version: string) =>
      readCassette(join(PROJECT_ROOT, 'fixtures/cassettes', `avalanchego-v${version}.ndjson`));
    const m = buildMatrix([
      { source: 'a', conformance: build(cleanChecks(), v('1.12.1')), cassette: cassette('1.12.1') },
      { source: 'b', conformance: build(cleanChecks(), v('1.14.2')), cassette: cassette('1.14.2') },
    ]);
    const validators = m.shapeChanges.find((s) => s.method === 'platform.getCurrentValidators');
    expect(validators).toMatchObject({ column: 1, explained: 2, unexplained: 0 });
    expect(validators!.paths.join('\n')).toContain('stakeAmount');
  });

  test('the page is self-contained, escapes what runs report and runs no script', () => {
    const html = renderMatrixHtml(
      buildMatrix([{ source: XSS, conformance: build(brokenChecks(), v('1.14.2')), cassette: null }]),
    );
    expect(html).toContain("default-src 'none'");
    expect(html).not.toContain('<script');
    expect(html).not.toContain(XSS);
    expect(html).toContain('c-failed');
  });

  test('the command writes matrix.json and matrix.html from earlier runs; bad inputs exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-matrix-'));
    const old = join(dir, 'old.json');
    const cur = join(dir, 'new.json');
    writeFileSync(old, JSON.stringify(build(cleanChecks(), v('1.12.1'))));
    writeFileSync(cur, JSON.stringify(build(brokenChecks(), v('1.14.2'))));
    const out = await runCli(['matrix', cur, old, '--report-dir', join(dir, 'out')]);
    expect(out.code, out.stderr).toBe(0);
    const m = Matrix.parse(JSON.parse(readFileSync(join(dir, 'out', 'matrix.json'), 'utf8')));
    expect(m.columns.map((c) => c.label)).toEqual(['v1.12.1', 'v1.14.2']);
    expect(readFileSync(join(dir, 'out', 'matrix.html'), 'utf8')).toContain('v1.14.2');
    for (const args of [[], [join(dir, 'missing.json')], ['mock:x']]) {
      const bad = await runCli(['matrix', ...args]);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
