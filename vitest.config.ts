// The harness: conformance suites and properties, run against the target named by AVACONFORM_TARGET
// (default: the embedded mock). `avaconform run` uses this config through vitest's Node API.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { DEFAULTS } from './src/harness/defaults.js';
import { RUN_FLAGS } from './src/harness/run-flags.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const reportDir = resolve(root, process.env[RUN_FLAGS['report-dir'].env] || DEFAULTS.reportDir);

export default defineConfig({
  root,
  test: {
    include: ['suites/**/*.test.ts', 'properties/**/*.test.ts'],
    globalSetup: ['src/harness/global-setup.ts'],
    setupFiles: ['src/harness/setup-file.ts'],
    sequence: { concurrent: true },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads',
    maxWorkers: Number(process.env[RUN_FLAGS.workers.env] ?? 2),
    // Suites share one keep-alive client per worker; they hold no module state of their own.
    isolate: false,
    reporters: [
      'default',
      ['./src/harness/allure-reporter.ts', { resultsDir: join(reportDir, 'allure-results'), reportMatchers: false }],
      './src/harness/reporter.ts',
    ],
  },
});
