// A run's report dir holds one complete run: the run writes into a fresh folder and replaces the
// report dir with it once its reports are written (src/harness/run-folder.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { NODE_FLAGS } from '../bin/node-flags.js';
import { PROJECT_ROOT } from '../src/tool.js';
import { commitRunFolder, openRunFolder } from '../src/harness/run-folder.js';
import { runCli } from './support/cli.js';

const QUICK = ['--only', 'getHeight'];

/** Starts a run and kills it (SIGKILL: nothing of it runs after) once its first suite file has finished. */
function killMidway(args: string[]): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_FLAGS, join(PROJECT_ROOT, 'bin/avaconform.js'), 'run', '--reporter', 'plain', ...args], {
      cwd: PROJECT_ROOT, env: { ...process.env, CI: '1', AVACONFORM_WORKERS: '1' }, stdio: ['ignore', 'ignore', 'pipe'],
    });
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
