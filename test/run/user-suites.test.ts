// --suites DIR: a user's own check files run beside the built-in suites, in their context (target,
// discovery, reports, --check by id, reproduction); an id clashing with a built-in one exits 2.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { runCli } from '../support/cli.js';

const conformanceOf = (dir: string) =>
  Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
const newDir = (what: string) => mkdtempSync(join(tmpdir(), `avaconform-suites-${what}-`));

/** A suites dir outside the project holding one check file. */
function userSuites(body: string): string {
  const dir = join(newDir('src'), 'my-checks');
  mkdirSync(join(dir, 'nested'), { recursive: true });
  writeFileSync(join(dir, 'nested', 'mine.test.ts'), `import { check } from 'avaconform';\n${body}\n`);
  return dir;
}

const FAILING = `check('the tip is below height 1', { id: 'mine.tip-below-1', method: 'platform.getHeight', aspect: 'consistency', clauses: ['P.m.getHeight'] }, async (t) => {
  const res = await t.rpc('platform.getHeight', {});
  t.assert(Number((res.result as { height: string }).height) < 1, 'the tip is not below 1', { expected: '< 1', received: String(t.discovery.height), path: '$.result.height' });
});`;

describe.concurrent('avaconform run --suites', () => {
  test("the README's example: examples/suites runs beside the built-ins, selected by --check", async () => {
    const dir = newDir('readme');
    const out = await runCli([
      'run',
      '--suites',
      'examples/suites',
      '--check',
      'example.*',
      '--check',
      'getHeight.schema',
      '--report-dir',
      dir,
    ]);
    expect(out.code, out.stderr).toBe(0);
    const c = conformanceOf(dir);
    expect(c.checks.map((k) => [k.checkId, k.status]).sort()).toEqual([
      ['example.fee-config-schema', 'passed'],
      ['example.height-not-behind', 'passed'],
      ['getHeight.schema', 'passed'],
    ]);
  });

  test('a user check outside the project fails with its finding, its JSON path and a curl that reproduces it', async () => {
    const dir = newDir('fail');
    const out = await runCli([
      'run',
      '--suites',
      userSuites(FAILING),
      '--check',
      'mine.*',
      '--check',
      'getHeight.schema',
      '--report-dir',
      dir,
    ]);
    expect(out.code, out.stderr).toBe(1);
    const c = conformanceOf(dir);
    const mine = c.checks.find((k) => k.checkId === 'mine.tip-below-1')!;
    expect(mine.status).toBe('failed');
    expect(mine.findings?.[0]?.path).toBe('$.result.height');
    expect(mine.reproduce).toMatch(/curl .*platform\.getHeight/);
    expect(c.checks.some((k) => k.checkId === 'getHeight.schema' && k.status === 'passed')).toBe(true);
  });

  test('a user check id that is a built-in one exits 2 with one line', async () => {
    const body = `check('mine', { id: 'getHeight.schema', method: 'platform.getHeight', aspect: 'schema', clauses: ['P.m.getHeight'] }, async () => {});`;
    const out = await runCli(['run', '--suites', userSuites(body), '--report-dir', newDir('clash')]);
    expect(out.code, out.stderr).toBe(2);
    const lines = out.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('avaconform: seed'));
    expect(lines, out.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/getHeight\.schema.*built-in/);
  });
});
