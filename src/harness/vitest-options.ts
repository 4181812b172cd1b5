// How vitest runs the harness suites: one definition, used inline by runHarness (no config file to
// bundle per run) and by vitest.config.ts for a plain `npx vitest run`.
import type { InlineConfig } from 'vitest/node';
import { stateChangingFiles } from '../checks/manifest.js';
import { DEFAULTS } from './defaults.js';
import { RUN_FLAGS } from './run-flags.js';

/** The suites' vitest options (reporters and the global setup are added by each caller). */
export function harnessTestOptions(env: NodeJS.ProcessEnv = process.env) {
  const include = ['suites/**/*.test.ts', 'properties/**/*.test.ts'];
  const writers = stateChangingFiles();
  // Each project's own options: a project given with `extends: true` would merge the root's arrays
  // (include, setupFiles) into its own, so the projects are given whole and the root runs no file.
  const each = {
    setupFiles: ['src/harness/setup-file.ts'],
    sequence: { concurrent: true },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads' as const,
    // Suites share one keep-alive client per worker; they hold no module state of their own.
    isolate: false,
  } satisfies InlineConfig;
  return {
    include: [],
    // Two groups, one after the other: the files whose checks only read, concurrently, then the files
    // holding a state-changing check. So no reading check sees a state a concurrent write left half
    // the time: every run of one seed reads one state, and a re-recorded cassette differs only where the node did.
    projects: [
      { test: { ...each, name: 'reads', include, exclude: writers, sequence: { ...each.sequence, groupOrder: 0 } } },
      { test: { ...each, name: 'writes', include: writers, sequence: { ...each.sequence, groupOrder: 1 } } },
    ],
    maxWorkers: Number(env[RUN_FLAGS.workers.env] ?? DEFAULTS.workers),
    // Transformed suites and sources are kept on disk (node_modules/.experimental-vitest-cache) between runs.
    experimental: { fsModuleCache: true },
  } satisfies InlineConfig;
}
