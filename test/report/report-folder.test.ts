// A run's report dir holds one complete run: the run writes into a fresh folder and replaces the
// report dir with it once its reports are written (src/harness/run-folder.ts).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { NODE_FLAGS } from '../../bin/node-flags.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { commitRunFolder, keptRuns, openRunFolder } from '../../src/harness/run-folder.js';
import { readRunOptions } from '../../src/harness/options.js';
import { DEFAULTS } from '../../src/harness/defaults.js';
import { runCli } from '../support/cli.js';

const QUICK = ['--only', 'getHeight'];

/** Starts a run and kills it (SIGKILL: nothing of it runs after) once its first suite file has finished. */
function killMidway(args: string[]): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [...NODE_FLAGS, join(PROJECT_ROOT, 'bin/avaconform.js'), 'run', '--reporter', 'plain', ...args],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, CI: '1', AVACONFORM_WORKERS: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (/\[1\/\d+\]/.test(stderr)) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
  });
}

describe('the report dir holds one complete run', () => {
  test('a run killed midway leaves the earlier run whole (no new file beside it, no hidden folder); the next run clears what it left', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'avaconform-folder-'));
    const dir = join(parent, 'out');
    expect((await runCli(['run', ...QUICK, '--report-dir', dir])).code).toBe(0);
    const before = readFileSync(join(dir, 'conformance.json'), 'utf8');
    const entries = readdirSync(dir).sort();
    expect(entries).toContain('allure-results');
    await killMidway(['--only', 'getBlock', '--only', 'getHeight', '--report-dir', dir]);
    expect(readdirSync(dir).sort()).toEqual(entries);
    expect(readFileSync(join(dir, 'conformance.json'), 'utf8')).toBe(before);
    // The killed run's folder is beside the report dir, never in it; the next run removes it.
    const out = await runCli(['run', ...QUICK, '--report-dir', dir]);
    expect(out.code).toBe(0);
    expect(readdirSync(parent)).toEqual(['out']);
    expect(readFileSync(join(dir, 'conformance.json'), 'utf8')).not.toBe(before);
    expect(readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  test('the paths a run prints are those of the report dir, not of the folder it wrote into', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'avaconform-folder-')), 'out');
    const out = await runCli(['run', ...QUICK, '--reporter', 'json', '--report-dir', dir]);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).reportDir).toBe(dir);
    const text = await runCli(['run', ...QUICK, '--report-dir', dir]);
    expect(text.stdout).toContain(`report.html: ${join(dir, 'report.html')}`);
    expect(text.stdout + text.stderr).not.toContain('.partial-');
  });
});

describe("a killed run's folder", () => {
  /** The pid of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
  const STARTED = '2025-01-31T09-05-07-042Z';

  test('the next run removes the partial folders of processes that are gone, with and without a history; those of a live one stay', async () => {
    const reports = mkdtempSync(join(tmpdir(), 'avaconform-leftover-'));
    const dead = deadPid();
    const left = [`latest.partial-${dead}`, `${STARTED}.partial-${dead}`, `latest.partial-${dead}-link`];
    const live = [`latest.partial-${process.pid}`, `${STARTED}.partial-${process.pid}`];
    for (const name of [...left, ...live]) mkdirSync(join(reports, name));
    const out = await runCli(['run', ...QUICK, '--history', '3', '--report-dir', join(reports, 'latest')]);
    expect(out.code, out.stderr).toBe(0);
    expect(readdirSync(reports).sort()).toEqual([...keptRuns(reports), 'latest', ...live].sort());
    mkdirSync(join(reports, `out.partial-${dead}`));
    expect((await runCli(['run', ...QUICK, '--report-dir', join(reports, 'out')])).code).toBe(0);
    expect(readdirSync(reports)).not.toContain(`out.partial-${dead}`);
    expect(readdirSync(reports)).toEqual(expect.arrayContaining(live));
  });

  test.skipIf(!existsSync('/proc/self/stat'))(
    'a process killed but not reaped (a zombie, as under an init that reaps nothing) is gone: its folder is removed',
    async () => {
      // sh becomes a sleep that never reaps its child, which exits after that (sh could reap one that ended before).
      const sh = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
      try {
        const zombie = Number((await new Promise<Buffer>((resolve) => sh.stdout.once('data', resolve))).toString());
        await expect
          .poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]![0], { timeout: 30_000 })
          .toBe('Z');
        const reports = mkdtempSync(join(tmpdir(), 'avaconform-zombie-'));
        mkdirSync(join(reports, `out.partial-${zombie}`));
        const folder = openRunFolder(join(reports, 'out'));
        expect(readdirSync(reports)).toEqual([basename(folder.work)]);
        commitRunFolder(folder);
      } finally {
        sh.kill();
      }
    },
  );

  test("a partial folder of this process's pid that none of its runs holds is an earlier process's (its pid reused): removed", () => {
    for (const history of [0, 3]) {
      const reports = mkdtempSync(join(tmpdir(), 'avaconform-reused-'));
      const link = join(reports, 'latest');
      mkdirSync(join(reports, `${STARTED}.partial-${process.pid}`));
      mkdirSync(join(reports, `latest.partial-${process.pid}`));
      const folder = openRunFolder(link, history);
      expect(readdirSync(reports), `history ${history}`).toEqual([basename(folder.work)]);
      // A second run of this process keeps the first one's folder.
      const second = openRunFolder(join(reports, 'other'), history);
      expect(existsSync(folder.work) && existsSync(second.work)).toBe(true);
      commitRunFolder(folder);
      commitRunFolder(second);
    }
  });
});

describe('putting a run folder in place', () => {
  const reports = (work: string, marker: string) => {
    writeFileSync(join(work, 'conformance.json'), marker);
    mkdirSync(join(work, 'allure-results'));
    mkdirSync(join(work, '.exchanges'));
  };

  test("replaces a report dir of an earlier run whole: none of the earlier run's entries stay", () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'avaconform-commit-')), 'r');
    mkdirSync(join(dir, 'allure-report'), { recursive: true });
    writeFileSync(join(dir, 'report.md'), 'old');
    const folder = openRunFolder(dir);
    reports(folder.work, 'new');
    commitRunFolder(folder);
    expect(readdirSync(dir).sort()).toEqual(['allure-results', 'conformance.json']);
    expect(existsSync(folder.work)).toBe(false);
  });

  test("a report dir holding other files too keeps them; only a run's entries are replaced", () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'avaconform-commit-')), 'r');
    mkdirSync(dir);
    writeFileSync(join(dir, 'run.ndjson'), 'cassette');
    writeFileSync(join(dir, 'report.md'), 'old');
    const folder = openRunFolder(dir);
    reports(folder.work, 'new');
    commitRunFolder(folder);
    expect(readdirSync(dir).sort()).toEqual(['allure-results', 'conformance.json', 'run.ndjson']);
    expect(readFileSync(join(dir, 'conformance.json'), 'utf8')).toBe('new');
  });
});

describe('run history', () => {
  test('two runs leave two folders named by their start, the report dir a link to the second; report and diff read through it', async () => {
    const reports = mkdtempSync(join(tmpdir(), 'avaconform-history-'));
    const latest = join(reports, 'latest');
    const first = await runCli(['run', ...QUICK, '--history', '3', '--report-dir', latest]);
    expect(first.code, first.stderr).toBe(0);
    const second = await runCli(['run', ...QUICK, '--history', '3', '--report-dir', latest]);
    expect(second.code, second.stderr).toBe(0);
    const runs = keptRuns(reports);
    expect(runs).toHaveLength(2);
    expect(readdirSync(reports).sort()).toEqual([...runs, 'latest'].sort());
    expect(lstatSync(latest).isSymbolicLink()).toBe(true);
    expect(readlinkSync(latest)).toBe(runs[0]);
    expect(second.stdout).toContain(`reports in ${join(reports, runs[0]!)}/ (${latest} links to it;`);
    expect(first.stdout).toContain(join(reports, runs[1]!));
    const diff = await runCli(['diff', join(reports, runs[1]!, 'conformance.json'), join(latest, 'conformance.json')]);
    expect(diff.code, diff.stdout + diff.stderr).toBe(0);
    // `avaconform report` finds the Allure results through the link (exit 2 only for want of the Allure CLI, never of results).
    const report = await runCli(['report', latest]);
    expect(report.stderr).not.toMatch(/no allure results/);
  });

  test('the default report dir keeps a history; a --report-dir given is one folder unless --history says otherwise', () => {
    expect(readRunOptions({}).history).toBe(DEFAULTS.history);
    expect(readRunOptions({ AVACONFORM_REPORT_DIR: 'out' }).history).toBe(0);
    expect(readRunOptions({ AVACONFORM_REPORT_DIR: 'out', AVACONFORM_HISTORY: '4' }).history).toBe(4);
  });

  const fakeRun = (link: string, keep: number) => {
    const folder = openRunFolder(link, keep);
    writeFileSync(join(folder.work, 'conformance.json'), folder.dir);
    commitRunFolder(folder);
    return folder.dir;
  };

  test('runs in the same millisecond get names of their own, in the order they started; only the newest N are kept', () => {
    const reports = mkdtempSync(join(tmpdir(), 'avaconform-prune-'));
    const link = join(reports, 'latest');
    const dirs = Array.from({ length: 5 }, () => fakeRun(link, 3));
    expect(new Set(dirs).size).toBe(5);
    expect([...dirs].sort()).toEqual(dirs);
    expect(keptRuns(reports)).toEqual(
      dirs
        .slice(2)
        .reverse()
        .map((d) => d.slice(reports.length + 1)),
    );
    expect(readFileSync(join(link, 'conformance.json'), 'utf8')).toBe(dirs[4]);
  });

  test("an earlier version's report dir (a folder of one run) becomes a kept run; a folder of other files is refused", () => {
    const reports = mkdtempSync(join(tmpdir(), 'avaconform-adopt-'));
    const link = join(reports, 'latest');
    mkdirSync(link);
    writeFileSync(join(link, 'conformance.json'), 'old');
    fakeRun(link, 5);
    expect(keptRuns(reports)).toHaveLength(2);
    const other = join(reports, 'mine');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'mine');
    expect(() => openRunFolder(other, 5)).toThrow(/a folder holding files no run writes/);
  });
});
