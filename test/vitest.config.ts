// The project's own tests (`npm test`): units, the mock, selftest, hostile targets, cassettes.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { LongestFirstSequencer } from './support/sequencer.js';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // Most tests wait on a harness run in a child process: three files at a time, and three concurrent
    // tests within a file, keep two cores busy (vitest's default is one file at a time there).
    maxWorkers: 3,
    maxConcurrency: 3,
    experimental: { fsModuleCache: true },
    sequence: { sequencer: LongestFirstSequencer },
  },
});
