// End to end through the command line: determinism of the exchange log, no writes without
// --allow-writes, other seeds and networks, property failures that replay (the selftest is test/run/selftest.test.ts).
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { manifestEntry, stateChangingFiles } from '../../src/check-list/check-manifest.js';
import { allSuiteFiles, STATEFUL_DIR } from '../../src/harness/suite-files.js';
import { harnessTestOptions, mixesReadsAndWrites, writesLast, writesLastOf } from '../../src/harness/vitest-options.js';
import { environmentOf } from '../../src/harness/environment.js';
import { readRunOptions, vitestRunOptions } from '../../src/harness/options.js';
import { prepareRun } from '../../src/harness/prepare.js';
import { readCassette } from '../../src/replay/cassette.js';
import { startMockServer } from '../../src/mock/server.js';
import { DEFAULT_WORKERS, runCli, spawnCli } from '../support/cli.js';

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `avaconform-${name}-`));

describe.concurrent('runs against the mock as an HTTP target', () => {
  test('the same seed records byte-identical cassettes', { timeout: 300_000 }, async () => {
    const cassettes: string[] = [];
    const dirs: string[] = [];
    for (const i of [1, 2]) {
      const dir = tmp(`determinism-${i}`);
      dirs.push(dir);
      // Two suite workers; the first run a process of its own, as a user runs it, the second a command of the
      // tests' hosts, which have run other commands before (kept threads, discoveries, chains): the cassette is
      // the same however the checks were spread and whatever the process ran before.
      const out = await (i === 1 ? spawnCli : runCli)(
        [
          'run',
          '--target',
          'mock',
          '--seed',
          '7',
          '--runs',
          '20',
          '--report-dir',
          dir,
          '--record',
          join(dir, 'cassette.ndjson'),
          '--quiet',
        ],
        DEFAULT_WORKERS,
      );
      expect(out.code, out.stderr.slice(-2000)).toBe(0);
      // Keystore passwords and exported blobs never reach a report or a cassette.
      for (const f of readdirSync(dir))
        if (statSync(join(dir, f)).isFile())
          expect(readFileSync(join(dir, f), 'utf8'), f).not.toContain('Avaconform#2026-strong');
      // Checks run concurrently and answers arrive in any order: the cassette keeps each check's requests in the order sent.
      cassettes.push(readFileSync(join(dir, 'cassette.ndjson'), 'utf8'));
    }
    expect(cassettes[0]!.split('\n').length).toBeGreaterThan(500);
    // Properties included: their fast-check runs, seeded by --seed, send the same requests too.
    const propertyChecks = new Set(
      readCassette(join(dirs[0]!, 'cassette.ndjson')).flatMap((x) =>
        x.checkId && manifestEntry(x.checkId)?.file.startsWith('properties/') ? [x.checkId] : [],
      ),
    );
    expect(propertyChecks.size).toBeGreaterThanOrEqual(10);
    // On a difference, the first line that differs in each, so a rare one can be read from the log. (One was
    // discovery sending in the order answers came back: test/discovery/discovery-order.test.ts.)
    const [first, second] = cassettes.map((c) => c.split('\n')) as [string[], string[]];
    const at = first.findIndex((line, i) => line !== second[i]);
    expect(
      cassettes[0] === cassettes[1],
      `line ${at + 1} (of ${first.length} and ${second.length}):\n${first[at]?.slice(0, 1500)}\n${second[at]?.slice(0, 1500)}`,
    ).toBe(true);
  });

  test(
    'a suite worker that dies (its heap full) fails the checks it had not finished; the run ends, reports written, exit 1',
    { timeout: 300_000 },
    async () => {
      const dir = tmp('worker-dies');
      const out = await runCli(
        [
          'run',
          '--target',
          'mock',
          '--seed',
          '3',
          '--only',
          'platform/getHeight',
          '--only',
          'platform/getTimestamp',
          '--report-dir',
          dir,
          '--quiet',
        ],
        { ...DEFAULT_WORKERS, AVACONFORM_TEST_WORKER_DIES_IN: 'getHeight.test.ts' },
      );
      expect(out.code, out.stderr.slice(-2000)).toBe(1);
      expect(out.stderr).toContain('avaconform: a suite worker died (Worker exited unexpectedly)');
      const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
      const byId = new Map(result.checks.map((c) => [c.checkId, c]));
      expect(byId.get('getHeight.schema')?.status).toBe('failed');
      expect(byId.get('getHeight.schema')?.message).toMatch(
        /^did not finish: the suite worker running suites\/platform\/getHeight\.test\.ts died/,
      );
      expect(byId.get('getTimestamp.schema')?.status).toBe('passed');
      for (const f of ['junit.xml', 'report.md', 'report.html']) expect(existsSync(join(dir, f)), f).toBe(true);
    },
  );

  test('the state-changing checks run after all others whenever the run writes to the node the reads go to', async () => {
    expect(writesLast({ kind: 'http' }, true, false)).toBe(true);
    // A read-only run against a node, a replay (each check answered as recorded), and the mock, whose
    // writing files have an instance of their own, need no second group.
    expect([
      writesLast({ kind: 'http' }, false, false),
      writesLast({ kind: 'http' }, true, true),
      writesLast({ kind: 'mock' }, true, false),
    ]).toEqual([false, false, false]);
    // The same decision before the target starts, from the variables of a plain `npx vitest run` (vitest.config.ts).
    const fromVariables = (vars: Record<string, string>) => writesLastOf(vitestRunOptions(environmentOf(vars)));
    expect([
      fromVariables({ AVACONFORM_TARGET: 'http://127.0.0.1:9650', AVACONFORM_ALLOW_WRITES: '1' }),
      fromVariables({}),
      fromVariables({ AVACONFORM_TARGET: 'http://127.0.0.1:9650' }),
      fromVariables({ AVACONFORM_TARGET: 'replay:x.ndjson' }),
      fromVariables({ AVACONFORM_NODE_BINARY: '/opt/avalanchego', AVACONFORM_ALLOW_WRITES: '1' }),
    ]).toEqual([true, false, false, false, true]);
    const prepared = await prepareRun(readRunOptions({ AVACONFORM_TARGET: 'mock', AVACONFORM_SEED: '1' }), []);
    try {
      const { url, writerUrl, writerFiles } = prepared.context.target;
      expect(writerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(writerUrl).not.toBe(url);
      expect(writerFiles).toEqual(stateChangingFiles());
    } finally {
      await prepared.stop();
    }
    // Two groups in vitest's group order; each given whole (a project extending the root would also take its include).
    const options = harnessTestOptions({ workers: null, suites: [] }, true);
    if (!('projects' in options)) throw new Error('grouped options hold no projects');
    const [reads, writes, stateful] = options.projects.map(
      (p): { include: string[]; exclude?: string[]; sequence: { groupOrder: number } } => p.test,
    );
    // The state machine's file last of all (it spends the key the writing checks spend).
    const isStateful = (f: string) => f.startsWith(STATEFUL_DIR);
    expect([reads!.exclude, writes!.include, stateful!.include]).toEqual([
      stateChangingFiles(),
      stateChangingFiles().filter((f) => !isStateful(f)),
      stateChangingFiles().filter(isStateful),
    ]);
    expect(writes!.sequence.groupOrder).toBeGreaterThan(reads!.sequence.groupOrder);
    expect(stateful!.sequence.groupOrder).toBeGreaterThan(writes!.sequence.groupOrder);
    expect([options.include, options.projects.some((p) => 'extends' in p)]).toEqual([[], false]);
    expect('projects' in harnessTestOptions({ workers: null, suites: [] }, false)).toBe(false);
    // A selection of one kind of file alone needs no second group (its workers start once).
    const writer = stateChangingFiles()[0]!;
    const reader = allSuiteFiles().find((f) => !stateChangingFiles().includes(f))!;
    expect([
      mixesReadsAndWrites([reader, writer]),
      mixesReadsAndWrites([reader]),
      mixesReadsAndWrites([writer]),
      mixesReadsAndWrites(allSuiteFiles()),
    ]).toEqual([true, false, false, true]);
  });

  test('a default run against a real (HTTP) target sends no state-changing request', { timeout: 300_000 }, async () => {
    const server = await startMockServer({ seed: 3, networkId: 12345, port: 0 });
    const dir = tmp('no-writes');
    try {
      await runCli([
        'run',
        '--target',
        server.url,
        '--seed',
        '3',
        '--runs',
        '10',
        '--report-dir',
        dir,
        '--record',
        join(dir, 'cassette.ndjson'),
        '--quiet',
      ]);
      const writes = readCassette(join(dir, 'cassette.ndjson')).filter((x) => {
        const body = x.request.body;
        if (/"method":"keystore\.(createUser|deleteUser|importUser)"/.test(body)) return true;
        // issueTx is a write only when the node accepted the tx.
        return /"method":"platform\.issueTx"/.test(body) && /"result"/.test(x.response?.body ?? '');
      });
      expect(writes.map((x) => x.request.body.slice(0, 120))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test(
    'the suites need no knowledge of the mock seed: another seed and another network HRP still pass',
    { timeout: 300_000 },
    async () => {
      const server = await startMockServer({ seed: 424242, networkId: 5, port: 0 });
      const dir = tmp('other-seed');
      try {
        const out = await runCli([
          'run',
          '--target',
          server.url,
          '--seed',
          '11',
          '--runs',
          '10',
          '--report-dir',
          dir,
          '--allow-writes',
          '--quiet',
        ]);
        const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
        const failed = result.checks
          .filter((c) => c.status === 'failed')
          .map((c) => `${c.checkId}: ${c.message.split('\n')[0]}`);
        expect(failed).toEqual([]);
        expect(out.code).toBe(0);
        // An HTTP target with --allow-writes: the files with state-changing checks finish last ("✓ FILE — N checks [i/n]" lines come as files finish).
        const finished = [...out.stderr.matchAll(/^. (\S+\.test\.ts) — .*\[(\d+)\/(\d+)\]$/gm)].map((m) => m[1]!);
        // (The state machine's file, which also writes, runs only with --stateful.)
        const writers = stateChangingFiles().filter((f) => !f.startsWith(STATEFUL_DIR));
        expect(finished.slice(-writers.length).sort(), out.stderr.slice(-3000)).toEqual([...writers].sort());
      } finally {
        await server.close();
      }
    },
  );
});

describe('property failures replay', () => {
  test(
    'a planted failure prints a replay command that, run by hand, fails the same way',
    { timeout: 300_000 },
    async () => {
      const dir = tmp('planted');
      const out = await runCli([
        'run',
        '--only',
        'properties/utxo-paging',
        '--fault',
        'utxos-endindex-wrong',
        '--seed',
        '4',
        '--report-dir',
        dir,
        '--quiet',
      ]);
      expect(out.code).toBe(1);
      const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
      const failure = result.checks.find((c) => c.status === 'failed')!;
      const line = failure.message.match(/replay: node bin\/avaconform\.js (replay .*)$/m)?.[1];
      expect(line).toBeDefined();
      // The printed line is shell words; split it the way a shell would for these plain and quoted words.
      const argv = [...line!.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
      const again = await runCli(argv);
      expect(again.code).toBe(1);
      expect(again.stdout).toMatch(/property failed after 1 run\(s\)/);
      expect(again.stdout).toContain(failure.message.split('\n')[2]!.trim());
    },
  );
});
