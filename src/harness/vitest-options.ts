// How vitest runs the harness suites: one definition, used inline by runHarness (no config file to
// bundle per run) and by vitest.config.ts for a plain `npx vitest run`.
import type { InlineConfig } from 'vitest/node';
import { DEFAULTS } from './defaults.js';
import { RUN_FLAGS } from './run-flags.js';

/** The suites' vitest options (reporters and the global setup are added by each caller). */
export function harnessTestOptions(env: NodeJS.ProcessEnv = process.env) {
  return {
    include: ['suites/**/*.test.ts', 'properties/**/*.test.ts'],
    setupFiles: ['src/harness/setup-file.ts'],
    sequence: { concurrent: true },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads',
    maxWorkers: Number(env[RUN_FLAGS.workers.env] ?? DEFAULTS.workers),
    // Suites share one keep-alive client per worker; they hold no module state of their own.
    isolate: false,
    // Transformed suites and sources are kept on disk (node_modules/.experimental-vitest-cache) between runs.
    experimental: { fsModuleCache: true },
  } satisfies InlineConfig;
}
