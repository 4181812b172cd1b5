// The harness: conformance suites and properties, run against the target named by AVACONFORM_TARGET
// (default: the embedded mock), for a plain `npx vitest run`; `avaconform run` passes the same options
// (src/harness/vitest-options.ts) inline. The environment is read at the edge (src/harness/environment.ts):
// here for vitest's own options, in the global setup for the run's.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { processEnvironment } from './src/harness/environment.js';
import { vitestRunOptions } from './src/harness/options.js';
import { harnessTestOptions, writesLastOf } from './src/harness/vitest-options.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const options = vitestRunOptions(processEnvironment());
const reportDir = resolve(root, options.reportDir);

export default defineConfig({
  root,
  test: {
    ...harnessTestOptions(options, writesLastOf(options)),
    globalSetup: ['src/harness/global-setup.ts'],
    // With the on-disk module cache, vite 8.3's module runner fails to map stack traces of the global
    // setup's modules (code.charCodeAt is not a function): this path, which runs the global setup, goes without it.
    experimental: { fsModuleCache: false },
    reporters: [
      'default',
      ['./src/harness/allure-reporter.ts', { resultsDir: join(reportDir, 'allure-results'), reportMatchers: false }],
      './src/harness/reporter.ts',
    ],
  },
});
