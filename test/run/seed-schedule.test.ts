// The schedule of a run that seeds its node (src/harness/seed-schedule.ts): which files run while it seeds, how
// vitest's groups order them, and what a file of each kind reads in its worker. In-process: no node is started.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { stateChangingFiles } from '../../src/check-list/check-manifest.js';
import { readsDiscovery } from '../../src/harness/discovery-needs.js';
import { filesBeforeSeeded, SEEDED_STATE_FILE, writeSeededState } from '../../src/harness/seed-schedule.js';
import { allSuiteFiles, STATEFUL_DIR } from '../../src/harness/suite-files.js';
import { harnessTestOptions } from '../../src/harness/vitest-options.js';
import { emptyDiscovery } from '../../src/discovery/discover.js';

describe('the files that run while the node is seeded', () => {
  const all = allSuiteFiles();
  const early = filesBeforeSeeded(all);

  test('read no discovery, change no state, and are no state machine', () => {
    expect(early.length).toBeGreaterThan(10);
    for (const f of early) {
      expect(readsDiscovery(f), f).toBe(false);
      expect(stateChangingFiles().includes(f), f).toBe(false);
      expect(f.startsWith(STATEFUL_DIR), f).toBe(false);
    }
    // A file that reads the seeded state, directly or through a helper, waits for it.
    for (const f of ['suites/platform/getRewardUTXOs.test.ts', 'suites/health/health.test.ts']) {
      expect(readsDiscovery(f), f).toBe(true);
      expect(early).not.toContain(f);
    }
    expect(early).toContain('suites/info/getNodeVersion.test.ts');
    // A user's check file (outside suites/ and properties/) always waits.
    expect(filesBeforeSeeded(['checks/mine.test.ts'])).toEqual([]);
  });

  test('reading discovery is found through a support module the file imports', () => {
    const root = mkdtempSync(join(tmpdir(), 'avaconform-reads-'));
    try {
      const write = (f: string, text: string) => writeFileSync(join(root, f), text);
      mkdirSync(join(root, 'suites/_support'), { recursive: true });
      write('suites/_support/helper.ts', 'export const h = (t) => t.discovery.height;\n');
      write('suites/a.test.ts', "import { h } from './_support/helper.js';\n");
      write('suites/b.test.ts', "import { check } from '../src/check/check.js';\n");
      write('suites/c.test.ts', 'blockWithTxs(t);\n');
      expect(['suites/a.test.ts', 'suites/b.test.ts', 'suites/c.test.ts'].map((f) => readsDiscovery(f, root))).toEqual([
        true,
        false,
        true,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('run as a group of their own, before the reads, the writes and the state machine', () => {
    const options = harnessTestOptions({ workers: null, suites: [] }, true, early);
    if (!('projects' in options)) throw new Error('no groups');
    const groups = options.projects.map(
      (p): { name: string; include: string[]; exclude?: string[]; sequence: { groupOrder: number } } => p.test,
    );
    expect(groups.map((g) => [g.name, g.sequence.groupOrder])).toEqual([
      ['while-seeding', 0],
      ['reads', 1],
      ['writes', 2],
      ['stateful', 3],
    ]);
    expect(groups[0]!.include).toEqual(early);
    expect(groups[1]!.exclude).toEqual([...stateChangingFiles(), ...early]);
    // A run whose writes need no order: the early files, then all others as one group.
    const ungrouped = harnessTestOptions({ workers: null, suites: [] }, false, early);
    if (!('projects' in ungrouped)) throw new Error('no groups');
    expect(ungrouped.projects.map((p) => p.test.name)).toEqual(['while-seeding', 'seeded']);
    // No early file: the options of a run that does not seed.
    expect(harnessTestOptions({ workers: null, suites: [] }, false, [])).toEqual(
      harnessTestOptions({ workers: null, suites: [] }, false),
    );
  });

  test('the seeded state is written whole, where the waiting files look for it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-seeded-'));
    try {
      const state = { discovery: emptyDiscovery(), setupRequests: 3, targetDown: null };
      expect(writeSeededState(dir, state)).toBe(join(dir, SEEDED_STATE_FILE));
      expect(JSON.parse(readFileSync(join(dir, SEEDED_STATE_FILE), 'utf8'))).toEqual(state);
      expect(readdirSync(dir)).toEqual([SEEDED_STATE_FILE]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
