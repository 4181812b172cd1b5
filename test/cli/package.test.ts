// The installable package (issue #15): `npm pack`, the tarball installed in an empty project, then the
// installed CLI runs the compiled code (no tsx: it is not installed), and a project of one's own
// type-checks and runs against `avaconform/schemas` and `avaconform/mock`, the README's example included.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { buildIsFresh, COMPILED_ENTRY } from '../../bin/build-fresh.js';

const TIMEOUT_MS = 600_000;
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; npm on Windows would need a shell, this suite runs on POSIX. */
function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, CI: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The README's example test (the first ```ts block of its Install section). */
function readmeExample(): string {
  const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
  const install = readme.slice(readme.indexOf('## Install'));
  const block = /```ts\n([\s\S]*?)```/.exec(install);
  if (!block?.[1]) throw new Error('README.md: no ```ts example in the Install section');
  return block[1];
}

/** A file of one's own using both entries' values and types; type-checked only. */
const TYPED_USE = `import { Conformance, platform, type CheckRecord } from 'avaconform/schemas';
import { mockHandlers, startMockServer, type MockServer } from 'avaconform/mock';
import { check, type CheckSpec } from 'avaconform';

const server: MockServer = await startMockServer({ seed: 1 });
const height: platform.getHeight.Result = platform.getHeight.Result.parse({ height: '1' });
const page: platform.getUTXOs.Result | undefined = undefined;
const clauses: readonly string[] = platform.getUTXOs.clauses;
const records: CheckRecord[] = Conformance.shape.checks.parse([]);
const spec: CheckSpec = { id: 'mine.height', method: 'platform.getHeight', aspect: 'schema', clauses: ['P.m.getHeight'] };
void [height, page, clauses, records, spec, check, mockHandlers({ seed: 1 })];
// The types are the package's own, not \`any\` (what a declaration whose import fails to resolve gives under
// skipLibCheck): each line below is an error only with them.
// @ts-expect-error a height is a decimal string
const numeric: platform.getHeight.Result = { height: 1 };
// @ts-expect-error a mock's seed is a number
await startMockServer({ seed: 'one' });
// @ts-expect-error a check's aspect is one the spec names
const unknownAspect: CheckSpec = { ...spec, aspect: 'no-such-aspect' };
// @ts-expect-error a record's status is one the report names
const unknownStatus: CheckRecord['status'] = 'no-such-status';
void [numeric, unknownAspect, unknownStatus];
await server.close();
`;

/** The mock over HTTP, one call, its result parsed with the exported schema; prints the height. */
const RUN_USE = `import { platform } from 'avaconform/schemas';
import { startMockServer } from 'avaconform/mock';

const server = await startMockServer({ seed: 1 });
try {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} });
  const res = await fetch(server.url + '/ext/bc/P', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  console.log(String(platform.getHeight.Result.parse((await res.json()).result).height));
} finally {
  await server.close();
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023', 'DOM'],
    types: [],
    strict: true,
    // As `tsc --init` writes it: the dependencies' declarations are not checked again (zod's, msw's,
    // graphql's, Node's: about three quarters of the check's CPU); TYPED_USE's lines that must fail show
    // the package's own types resolved.
    skipLibCheck: true,
    noEmit: true,
  },
  files: ['use.ts'],
};

describe.sequential('the npm package', { timeout: TIMEOUT_MS }, () => {
  let root = '';
  let app = '';

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'avaconform-package-'));
    const packDir = join(root, 'pack');
    mkdirSync(packDir);
    // Packed from a copy of the checked-out files, so dist/ is never rebuilt under the CLIs other tests run.
    // A build as new as its sources (npm ci's `prepare` built it) is what `prepare` would build again: it is
    // packed as it is; otherwise `prepare` builds it in the copy.
    const copy = join(root, 'checkout');
    for (const f of execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean))
      if (existsSync(join(PROJECT_ROOT, f))) cpSync(join(PROJECT_ROOT, f), join(copy, f));
    symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(copy, 'node_modules'));
    const built = existsSync(COMPILED_ENTRY) && buildIsFresh();
    if (built) cpSync(join(PROJECT_ROOT, 'dist'), join(copy, 'dist'), { recursive: true });
    const pack = await run(
      'npm',
      ['pack', '--pack-destination', packDir, ...NPM_FLAGS, ...(built ? ['--ignore-scripts'] : [])],
      copy,
    );
    expect(pack.code, pack.stderr.slice(-2000)).toBe(0);
    const tarball = readdirSync(packDir).find((f) => f.endsWith('.tgz'));
    expect(tarball).toBeDefined();
    app = join(root, 'app');
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'avaconform-user', private: true, type: 'module' }),
    );
    const install = await run('npm', ['install', join(packDir, tarball!), ...NPM_FLAGS], app);
    expect(install.code, install.stderr.slice(-2000)).toBe(0);
  }, TIMEOUT_MS);

  // The asynchronous rm: the installed packages' unlinks run side by side (see test/support/temp-root.ts).
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  test('ships the compiled CLI and its suites, not the fixtures; tsx is not installed', () => {
    const pkg = join(app, 'node_modules/avaconform');
    for (const f of [
      'dist/src/cli/main.js',
      'dist/src/index.d.ts',
      'dist/schemas/index.js',
      'suites/manifest.json',
      'vitest.config.ts',
      'src/harness/reporter.ts',
    ]) {
      expect(existsSync(join(pkg, f)), f).toBe(true);
    }
    expect(existsSync(join(pkg, 'fixtures'))).toBe(false);
    expect(() => createRequire(join(app, 'package.json')).resolve('tsx')).toThrow();
  });

  test('npx avaconform run: the compiled entry runs the TypeScript suites and writes conformance.json', async () => {
    const out = await run(
      'npx',
      ['--no', 'avaconform', 'run', '--target', 'mock', '--only', 'platform/getHeight', '--report-dir', 'R', '--quiet'],
      app,
      { AVACONFORM_DEBUG_ENTRY: '1' },
    );
    expect(out.code, out.stderr.slice(-2000)).toBe(0);
    expect(out.stderr).toContain(`avaconform: entry ${join(app, 'node_modules/avaconform/dist/src/cli/main.js')}`);
    const result = Conformance.parse(JSON.parse(readFileSync(join(app, 'R/conformance.json'), 'utf8')));
    expect(result.summary.total).toBeGreaterThan(0);
    expect(result.summary.failed).toBe(0);
  });

  test('a project of its own type-checks against avaconform, avaconform/schemas and avaconform/mock, and runs', async () => {
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    writeFileSync(join(app, 'use.ts'), TYPED_USE);
    writeFileSync(join(app, 'use.mjs'), RUN_USE);
    const tsc = await run(
      process.execPath,
      [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', '.'],
      app,
    );
    expect(tsc.code, tsc.stdout + tsc.stderr).toBe(0);
    const node = await run(process.execPath, ['use.mjs'], app);
    expect(node.code, node.stderr).toBe(0);
    expect(node.stdout.trim()).toMatch(/^\d+$/);
  });

  test("the README's --suites example runs from the installed package: a check file of one's own beside the built-in suites", async () => {
    mkdirSync(join(app, 'checks'), { recursive: true });
    cpSync(join(PROJECT_ROOT, 'examples/suites/height.test.ts'), join(app, 'checks/height.test.ts'));
    const out = await run(
      'npx',
      [
        '--no',
        'avaconform',
        'run',
        '--suites',
        'checks',
        '--check',
        'example.*',
        '--report-dir',
        'R-suites',
        '--quiet',
      ],
      app,
    );
    expect(out.code, out.stderr.slice(-2000)).toBe(0);
    const result = Conformance.parse(JSON.parse(readFileSync(join(app, 'R-suites/conformance.json'), 'utf8')));
    // check() and schemaCheck() both come from the installed package.
    expect(result.checks.map((c) => [c.checkId, c.status]).sort()).toEqual([
      ['example.fee-config-schema', 'passed'],
      ['example.height-not-behind', 'passed'],
    ]);
  });

  test("the README's example runs under vitest with the msw handlers", async () => {
    writeFileSync(join(app, 'readme.test.ts'), readmeExample());
    const out = await run('npx', ['--no', 'vitest', 'run', 'readme.test.ts'], app);
    expect(out.code, out.stdout.slice(-2000) + out.stderr.slice(-2000)).toBe(0);
    expect(out.stdout).toMatch(/1 passed/);
  });
});
