// Selecting checks: --method (exact catalog name), --clause, --aspect, --exclude-deprecated, and
// --max-failures; each one end to end through the command line, and the matching rules as units.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { assertSelection, filesDeclaring } from '../../src/harness/selection-input.js';
import { EVERY_CHECK, selectsCheck } from '../../src/check/selection.js';
import { readCheckManifest } from '../../src/check-list/check-manifest.js';
import { allSuiteFiles } from '../../src/harness/suite-files.js';
import { runCli } from '../support/cli.js';

async function run(name: string, args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), `avaconform-select-${name}-`));
  const out = await runCli(['run', '--seed', '2', '--runs', '5', '--report-dir', dir, '--quiet', ...args]);
  const result =
    out.code === 2 && !out.stdout
      ? null
      : Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
  return { out, result };
}

describe('filesDeclaring', () => {
  const all = allSuiteFiles();
  test('a selection runs only the files holding one of its checks; every check, or none, keeps every file', () => {
    const getBlock = [
      ...new Set(
        readCheckManifest()
          .checks.filter((c) => c.method === 'platform.getBlock')
          .map((c) => c.file),
      ),
    ];
    expect(getBlock.length).toBeGreaterThan(0);
    expect(filesDeclaring(all, { ...EVERY_CHECK, methods: ['platform.getBlock'] }).sort()).toEqual(getBlock.sort());
    // Within the files given (--only) too.
    expect(
      filesDeclaring(['suites/platform/getHeight.test.ts', ...getBlock], {
        ...EVERY_CHECK,
        methods: ['platform.getHeight'],
      }),
    ).toEqual(['suites/platform/getHeight.test.ts']);
    expect(filesDeclaring(all, EVERY_CHECK)).toEqual(all);
    expect(filesDeclaring(all, undefined)).toEqual(all);
    expect(
      filesDeclaring(['suites/platform/getHeight.test.ts'], { ...EVERY_CHECK, methods: ['platform.getBlock'] }),
    ).toEqual(['suites/platform/getHeight.test.ts']);
  });
});

describe('selectsCheck', () => {
  const spec = {
    id: 'getUTXOs.R2-limit-capped',
    method: 'platform.getUTXOs',
    clauses: ['P.m.getUTXOs.R2', 'P.limit.utxos'],
    aspect: 'pagination',
  };
  test('every flag narrows; values of one flag widen', () => {
    expect(selectsCheck(EVERY_CHECK, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, methods: ['platform.getUTXOs'] }, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, methods: ['platform.getUTXO'] }, spec)).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, methods: ['platform.getHeight', 'platform.getUTXOs'] }, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, clauses: ['P.limit.utxos'] }, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, clauses: ['P.m.getUTXOs'] }, spec)).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, aspects: ['limit'] }, spec)).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, methods: ['platform.getUTXOs'], aspects: ['limit'] }, spec)).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, excludeDeprecated: true }, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, excludeDeprecated: true }, { ...spec, method: 'platform.getBalance' })).toBe(
      false,
    );
    expect(selectsCheck({ ...EVERY_CHECK, excludeDeprecated: true }, { ...spec, method: 'keystore.listUsers' })).toBe(
      false,
    );
    expect(selectsCheck({ ...EVERY_CHECK, checks: ['getUTXOs.R2-limit-capped'] }, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, checks: ['getUTXOs.R2'] }, spec)).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, checks: ['getUTXOs.*'] }, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, checks: ['getHeight.*', 'getUTXOs.R2-limit-capped'] }, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, excludeChecks: ['getUTXOs.R2-*'] }, spec)).toBe(false);
    expect(
      selectsCheck({ ...EVERY_CHECK, checks: ['getUTXOs.*'], excludeChecks: ['getUTXOs.R2-limit-capped'] }, spec),
    ).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, excludeMethods: ['platform.getUTXOs'] }, spec)).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, excludeMethods: ['platform.getHeight'] }, spec)).toBe(true);
    expect(selectsCheck({ ...EVERY_CHECK, excludeClauses: ['P.limit.utxos'] }, spec)).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, excludeAspects: ['pagination'] }, spec)).toBe(false);
    expect(selectsCheck({ ...EVERY_CHECK, excludeAspects: ['limit'] }, spec)).toBe(true);
  });

  test('names that do not exist are refused', () => {
    const ids = ['getHeight.schema', 'getUTXOs.R2-limit-capped'];
    expect(() =>
      assertSelection(
        {
          ...EVERY_CHECK,
          checks: ['getUTXOs.*'],
          excludeChecks: ['getHeight.schema'],
          methods: ['platform.getHeight'],
          clauses: ['P.m.getUTXOs.R2'],
          aspects: ['schema'],
        },
        ids,
      ),
    ).not.toThrow();
    expect(() => assertSelection({ ...EVERY_CHECK, methods: ['getHeight'] }, ids)).toThrow(
      /unknown method "getHeight"/,
    );
    expect(() => assertSelection({ ...EVERY_CHECK, checks: ['getHeight'] }, ids)).toThrow(
      /unknown check id "getHeight"/,
    );
    expect(() => assertSelection({ ...EVERY_CHECK, excludeChecks: ['nosuch.*'] }, ids)).toThrow(
      /unknown check id "nosuch\.\*"/,
    );
  });
});

describe.concurrent('selection through the command line', () => {
  test(
    '--method runs exactly the checks of that catalog method, not those of methods sharing its prefix',
    { timeout: 300_000 },
    async () => {
      const { out, result } = await run('method', ['--method', 'platform.getBlock']);
      expect(out.code, out.stderr.slice(-2000)).toBe(0);
      expect(result!.checks.length).toBeGreaterThan(0);
      expect(new Set(result!.checks.map((c) => c.method))).toEqual(new Set(['platform.getBlock']));
    },
  );

  test(
    '--clause and --aspect run exactly the checks citing the clause / of the aspect',
    { timeout: 300_000 },
    async () => {
      const byClause = await run('clause', ['--only', 'platform/getUTXOs', '--clause', 'P.m.getUTXOs.R2']);
      expect(byClause.out.code, byClause.out.stderr.slice(-2000)).toBe(0);
      expect(byClause.result!.checks.length).toBeGreaterThan(0);
      for (const c of byClause.result!.checks) expect(c.clauses, c.name).toContain('P.m.getUTXOs.R2');
      const byAspect = await run('aspect', ['--only', 'platform/getUTXOs', '--aspect', 'pagination']);
      expect(byAspect.out.code).toBe(0);
      expect(byAspect.result!.checks.length).toBeGreaterThan(0);
      for (const c of byAspect.result!.checks) expect(c.aspect, c.name).toBe('pagination');
    },
  );

  test(
    '--check takes stable ids and "*" prefixes, --exclude-check leaves ids out; only the files holding them run',
    { timeout: 300_000 },
    async () => {
      const { out, result } = await run('check', [
        '--check',
        'getUTXOs.*',
        '--check',
        'getHeight.schema',
        '--exclude-check',
        'getUTXOs.sourceChain-X',
      ]);
      expect(out.code, out.stderr.slice(-2000)).toBe(0);
      const ids = result!.checks.map((c) => c.checkId);
      expect(ids).toContain('getHeight.schema');
      expect(ids).toContain('getUTXOs.R2-limit-capped');
      expect(ids).not.toContain('getUTXOs.sourceChain-X');
      for (const s of ids) expect(s).toMatch(/^(getUTXOs\.|getHeight\.schema$)/);
      expect(new Set(result!.checks.map((c) => c.name!.split(' > ')[0]))).toEqual(
        new Set(['suites/platform/getUTXOs.test.ts', 'suites/platform/getHeight.test.ts']),
      );
    },
  );

  test(
    '--exclude-aspect and --exclude-method leave those checks out and keep the rest',
    { timeout: 300_000 },
    async () => {
      const { out, result } = await run('exclude', [
        '--only',
        'platform/getUTXOs',
        '--only',
        'platform/getHeight',
        '--exclude-aspect',
        'pagination',
        '--exclude-method',
        'platform.getHeight',
      ]);
      expect(out.code, out.stderr.slice(-2000)).toBe(0);
      expect(result!.checks.length).toBeGreaterThan(0);
      for (const c of result!.checks) {
        expect(c.aspect, c.name).not.toBe('pagination');
        expect(c.method, c.name).toBe('platform.getUTXOs');
      }
    },
  );

  test(
    '--exclude-deprecated leaves out deprecated methods; a selection left empty exits 2',
    { timeout: 300_000 },
    async () => {
      const { out } = await run('deprecated', ['--only', 'suites/keystore', '--exclude-deprecated']);
      expect(out.code).toBe(2);
      expect(out.stderr).toMatch(/no check ran/);
      expect(out.stdout).toMatch(/: 0 checks:/);
    },
  );

  test('--max-failures stops the run early and still writes its reports', { timeout: 300_000 }, async () => {
    const { out, result } = await run('bail', ['--fault', 'result-member-dropped', '--max-failures', '1']);
    expect(out.code, out.stderr.slice(-2000)).toBe(1);
    expect(out.stderr).toMatch(/stopped at --max-failures 1/);
    expect(result!.summary.failed).toBeGreaterThanOrEqual(1);
  });
});
