// How vitest runs the harness suites: one definition, used inline by runHarness (no config file to
// bundle per run) and by vitest.config.ts for a plain `npx vitest run`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InlineConfig } from 'vitest/node';
import { PROJECT_ROOT } from '../tool.js';
import { stateChangingFiles } from '../check-list/check-manifest.js';
import { STATEFUL_DIR } from './suite-files.js';
import { DEFAULTS } from './defaults.js';
import { keptThreads } from './kept-threads.js';
import type { RunOptions } from './options.js';
import { targetKind } from './target.js';

/**
 * The package's own entries ('avaconform', 'avaconform/schemas', 'avaconform/mock') as the sources the
 * suites run, read from package.json's exports (./dist/X.js is built from X.ts): a user's check file
 * (--suites) importing check() shares the suites' modules (run context, exchange log), from a checkout
 * and from an installed package alike (it ships src/ and schemas/).
 */
function packageAliases(): Array<{ find: RegExp; replacement: string }> {
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { import?: string }>;
  };
  return Object.entries(pkg.exports).flatMap(([key, target]) => {
    const m = /^\.\/dist\/(.+)\.js$/.exec(typeof target === 'string' ? target : (target.import ?? ''));
    const name = `${pkg.name}${key.slice(1)}`;
    return m
      ? [
          {
            find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
            replacement: join(PROJECT_ROOT, `${m[1]}.ts`),
          },
        ]
      : [];
  });
}

/**
 * Whether the files holding a state-changing check run after all others: when the run writes to the
 * node the reads go to (a node with --allow-writes), so no read sees a state a concurrent write left
 * half the time (a user the keystore checks created, a tx issueTx committed). The mock gives the writing
 * files an instance of their own (TargetInfo.writerUrl); a read-only run, and a cassette, which answers
 * each check as it was recorded, run all files as one group (a second group costs the start of its
 * workers, about 0.8 s).
 */
export function writesLast(target: { kind: 'mock' | 'http' }, allowWrites: boolean, replay: boolean): boolean {
  return !replay && target.kind === 'http' && allowWrites;
}

/**
 * Whether the files a run selects hold both kinds: only then do the writing files need a group of their
 * own (a selection of reading files alone, or of writing files alone, runs as one group and starts its
 * workers once).
 */
export function mixesReadsAndWrites(files: readonly string[]): boolean {
  const writers = new Set(stateChangingFiles());
  return files.some((f) => writers.has(f)) && files.some((f) => !writers.has(f));
}

/** The same decision from the run's options, before its target is started (a plain `npx vitest run` through vitest.config.ts). */
export function writesLastOf(opts: Pick<RunOptions, 'target' | 'nodeBinary' | 'allowWrites'>): boolean {
  // A node started from --node-binary is an http target, whatever --target says.
  const kind = opts.nodeBinary ? 'http' : targetKind(opts.target);
  return writesLast({ kind: kind === 'mock' ? 'mock' : 'http' }, opts.allowWrites, kind === 'replay');
}

/**
 * The suites' vitest options, for the run's worker threads and user check dirs (reporters and the global setup are
 * added by each caller). `early`: the files a run that seeds its node runs while it seeds (src/harness/seed-schedule.ts),
 * a group before all others.
 */
export function harnessTestOptions(
  opts: Pick<RunOptions, 'workers' | 'suites'>,
  grouped: boolean,
  early: readonly string[] = [],
) {
  const include = ['suites/**/*.test.ts', 'properties/**/*.test.ts', ...opts.suites.map((d) => `${d}/**/*.test.ts`)];
  const writers = stateChangingFiles();
  const statefulWriters = writers.filter((f) => f.startsWith(STATEFUL_DIR));
  const plainWriters = writers.filter((f) => !f.startsWith(STATEFUL_DIR));
  const each = {
    setupFiles: ['src/check/setup-file.ts'],
    sequence: { concurrent: true },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // vitest's threads, kept between the runs of one process (src/harness/kept-threads.ts).
    pool: keptThreads,
    // Suites share one keep-alive client per worker; they hold no module state of their own.
    isolate: false,
    alias: packageAliases(),
  } satisfies InlineConfig;
  const shared = {
    maxWorkers: opts.workers ?? DEFAULTS.workers,
    // Transformed suites and sources are kept on disk (node_modules/.experimental-vitest-cache) between runs.
    experimental: { fsModuleCache: true },
  } satisfies InlineConfig;
  if (!grouped && !early.length) return { include, ...each, ...shared } satisfies InlineConfig;
  // The groups, one after the other: the files that run while the node is seeded (when it is), then the files whose
  // checks only read, concurrently, then the files holding a state-changing check, then the state machine's. Each
  // project is given whole: one given with `extends: true` would merge the root's arrays (include, setupFiles) into
  // its own; the root runs no file. The state machine's file last of all: its sequences spend the key the writing
  // checks spend, and read the state as their commands leave it. A run whose writes need no order (not grouped) has
  // the files that wait for the seeded state as one group.
  const later = grouped
    ? [
        { name: 'reads', include, exclude: [...writers, ...early] },
        { name: 'writes', include: plainWriters },
        { name: 'stateful', include: statefulWriters },
      ]
    : [{ name: 'seeded', include, exclude: [...early] }];
  const groups: Array<{ name: string; include: string[]; exclude?: string[] }> = [
    ...(early.length ? [{ name: 'while-seeding', include: [...early] }] : []),
    ...later,
  ];
  return {
    include: [],
    projects: groups.map((g, i) => ({
      test: {
        ...each,
        name: g.name,
        include: g.include,
        exclude: g.exclude,
        sequence: { ...each.sequence, groupOrder: i },
      },
    })),
    ...shared,
  } satisfies InlineConfig;
}
