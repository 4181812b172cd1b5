// The project's own tests (`npm test`): units, the mock, selftest, hostile targets, cassettes.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { LongestFirstSequencer } from './support/sequencer.js';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    // The run seed first (a malformed one given ends the run before anything is made), then the temporary
    // folder: the host pool's hosts inherit its TMPDIR.
    globalSetup: ['test/support/run-seed.ts', 'test/support/temp-root.ts', 'test/support/host-pool.ts'],
    // A bound on a hung test, not a speed assertion: a harness run on two loaded cores can take minutes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'threads',
    // Test files share their worker's modules (no test stubs a module, the environment or timers): each
    // file no longer loads and transforms the sources again. npm test: 223 s wall and 435 s of CPU with
    // isolation, 162 s and 319 s without (with this commit's other changes).
    isolate: false,
    // Most tests wait on a harness run in a child process: three files at a time, and three concurrent
    // tests within a file, keep two cores busy (vitest's default is one file at a time there).
    maxWorkers: 3,
    maxConcurrency: 3,
    experimental: { fsModuleCache: true },
    sequence: { sequencer: LongestFirstSequencer },
  },
});
