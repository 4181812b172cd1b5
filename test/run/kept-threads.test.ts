// The suite workers' threads serve one run after another in one process (src/harness/kept-threads.ts):
// a later run gets its own variables, target and modules, and a thread that died is not used again.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { NODE_FLAGS } from '../../bin/node-flags.js';
import { RUN_FLAGS } from '../../src/harness/run-flags.js';
import { runInOneHost } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'avaconform-kept-threads-'));
const run = (name: string, ...extra: string[]) => [
  'run',
  '--target',
  'mock',
  '--only',
  'platform/getHeight',
  '--report-dir',
  join(dir, name),
  '--quiet',
  ...extra,
];
const DEBUG = { AVACONFORM_DEBUG_WORKERS: '1' };
const threadsOf = (stderr: string) =>
  [...stderr.matchAll(/avaconform: suite worker thread (\d+), run (\d+)/g)].map((m) => `${m[1]}/${m[2]}`);
const statusOf = (name: string, checkId: string) => {
  const c = Conformance.parse(JSON.parse(readFileSync(join(dir, name, 'conformance.json'), 'utf8')));
  return c.checks.find((x) => x.checkId === checkId);
};

test('one thread serves the runs of a process in turn, each with its own variables and modules; one that died is replaced', async () => {
  const [first, faulty, dies, after] = await runInOneHost([
    { args: run('first', '--seed', '1'), env: DEBUG },
    // Another mock, a fault: a worker holding the first run's context would ask the first mock, now closed.
    { args: run('faulty', '--seed', '2', '--fault', 'uint64-as-float'), env: DEBUG },
    // A variable the worker reads: the reused thread sees this run's variables, not its first run's.
    { args: run('dies', '--seed', '3'), env: { ...DEBUG, AVACONFORM_TEST_WORKER_DIES_IN: 'getHeight.test.ts' } },
    { args: run('after', '--seed', '4'), env: DEBUG },
  ]);
  expect(first!.code, first!.stderr).toBe(0);
  expect(faulty!.code, faulty!.stderr).toBe(1);
  expect(dies!.code, dies!.stderr).toBe(1);
  expect(after!.code, after!.stderr).toBe(0);

  const [firstThread] = threadsOf(first!.stderr);
  const thread = firstThread!.split('/')[0];
  expect(threadsOf(first!.stderr)).toEqual([`${thread}/1`]);
  expect(threadsOf(faulty!.stderr)).toEqual([`${thread}/2`]);
  expect(threadsOf(dies!.stderr)).toEqual([`${thread}/3`]);
  // The thread that died is not parked: a new one serves its first run.
  const [afterThread] = threadsOf(after!.stderr);
  expect(afterThread).toMatch(/^\d+\/1$/);
  expect(afterThread!.split('/')[0]).not.toBe(thread);

  // The faulty run's check failed on its own mock's answer (the fault's rule), not on a request to the first mock.
  const failed = statusOf('faulty', 'getHeight.schema');
  expect(failed?.status).toBe('failed');
  expect(failed?.findings?.map((f) => [f.code, f.path, f.received])).toEqual([
    ['schema.format', '$.result.height', expect.stringMatching(/^"\d+\.5"$/)],
  ]);
  expect(dies!.stderr).toContain('avaconform: a suite worker died');
  expect(statusOf('after', 'getHeight.schema')?.status).toBe('passed');
});

test('a process that ran the harness twice ends by itself: its idle threads do not keep it alive', async () => {
  // Two runs through main(argv) in a process that then just returns (no process.exit): a library user's script.
  const script = `
    const { loadMain } = await import('./test/support/command-line-entry.js');
    const main = await loadMain();
    for (const name of ['one', 'two']) process.exitCode ||= await main(${JSON.stringify(run('NAME'))}.map((a) => a.replace('NAME', name)));
  `;
  const child = spawn(process.execPath, [...NODE_FLAGS, '--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, [RUN_FLAGS.workers.env]: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  // A bound on a hang (the process never ending), not a speed assertion.
  const killer = setTimeout(() => child.kill('SIGKILL'), 240_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(killer);
  expect(code, stderr).toBe(0);
  expect(statusOf('one', 'getHeight.schema')?.status).toBe('passed');
  expect(statusOf('two', 'getHeight.schema')?.status).toBe('passed');
});

test('a module changed between two runs of one process is read anew: a thread keeps what it was sent only while the file is unchanged', async () => {
  // Checks of one's own (--suites), one directory a run (a process adds a directory's check ids once), both
  // holding the height to a bound kept in one module.
  const root = join(dir, 'changing');
  const bound = join(root, 'bound.ts');
  mkdirSync(root, { recursive: true });
  writeFileSync(bound, 'export const HEIGHT_AT_MOST = 10n ** 30n;\n');
  // Asked for by the same importer in both runs (a module is asked for with the module that imports it).
  writeFileSync(join(root, 'limits.ts'), "export { HEIGHT_AT_MOST } from './bound.ts';\n");
  const suitesOf = (name: string) => {
    const suites = join(root, name);
    mkdirSync(suites, { recursive: true });
    writeFileSync(
      join(suites, 'height.test.ts'),
      [
        "import { check } from 'avaconform';",
        "import { platform } from 'avaconform/schemas';",
        "import { HEIGHT_AT_MOST } from '../limits.ts';",
        `const spec = { id: 'mine.${name}', method: 'platform.getHeight', aspect: 'consistency', clauses: ['P.m.getHeight'] } as const;`,
        "check('the height is at most the bound', spec, async (t) => {",
        "  const r = t.ok(await t.rpc('platform.getHeight', {}), platform.getHeight.Result);",
        "  t.assert(r.height <= HEIGHT_AT_MOST, 'above the bound', { expected: String(HEIGHT_AT_MOST), received: String(r.height) });",
        '});',
        '',
      ].join('\n'),
    );
    return [
      ...['run', '--target', 'mock', '--seed', '1', '--suites', suites, '--check', `mine.${name}`],
      ...['--report-dir', join(dir, name), '--quiet'],
    ];
  };
  const [loose, strict] = await runInOneHost([
    { args: suitesOf('loose'), env: DEBUG },
    {
      args: suitesOf('strict'),
      env: DEBUG,
      // The bound becomes 0, its file a second newer.
      before: () => {
        writeFileSync(bound, 'export const HEIGHT_AT_MOST = 0n;\n');
        const later = new Date(Date.now() + 1000);
        utimesSync(bound, later, later);
      },
    },
  ]);
  expect(loose!.code, loose!.stderr).toBe(0);
  expect(strict!.code, strict!.stderr).toBe(1);
  // One thread ran every run of both commands (each collects its checks first, then runs them).
  const thread = threadsOf(loose!.stderr)[0]!.split('/')[0];
  expect([...threadsOf(loose!.stderr), ...threadsOf(strict!.stderr)]).toEqual(
    [1, 2, 3, 4].map((n) => `${thread}/${n}`),
  );
  expect(statusOf('loose', 'mine.loose')?.status).toBe('passed');
  expect(statusOf('strict', 'mine.strict')?.findings?.map((f) => f.expected)).toEqual(['0']);
});
