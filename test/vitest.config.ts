// The project's own tests (`npm test`): units, the mock, selftest, hostile targets, cassettes.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // Concurrent tests here each start a whole harness run (hostile targets, cassettes): three at a
    // time keep a 2-core machine responsive enough for their time bounds.
    maxConcurrency: 3,
  },
});
