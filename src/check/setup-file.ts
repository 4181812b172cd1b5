// Runs in each suite worker: waits for the seeded state a file reads when the run is still seeding, flushes the worker's exchange log after every test file, names the worker
// for Allure, and stops starting checks once the run was interrupted or --max-failures failed checks were
// counted (src/check/max-failures.ts).
import { afterAll, beforeEach, expect } from 'vitest';
import { interruptedRun, NOT_RUN_INTERRUPTED } from '../interrupt.js';
import { failuresSoFar, recordFailure } from './max-failures.js';
import { awaitSeededState, flushExchangeLog, getRun } from './worker.js';

/**
 * For the project's test of a worker that dies (test/run/harness-e2e.test.ts): the worker about to run a
 * suite file whose path holds this text fills its heap until it is ended, as on a very large answer.
 * Read from the worker's environment, not the run context: a test hook, no run setting (a user never sets
 * it, no flag gives it), and it must act as the file loads, before any check asks for the context.
 */
const DIES_IN = process.env.AVACONFORM_TEST_WORKER_DIES_IN;
if (DIES_IN && expect.getState().testPath?.includes(DIES_IN)) {
  const held: number[][] = [];
  for (;;) held.push(new Array<number>(1_000_000).fill(held.length));
}

// A file that reads the seeded node's discovery is loaded once the run has it (src/harness/seed-schedule.ts).
await awaitSeededState();

afterAll(() => flushExchangeLog());

beforeEach((ctx) => {
  // Allure's thread label: allure-vitest's reporter reads the worker from the task's meta. VITEST_POOL_ID is
  // vitest's own name for this worker, set in its environment by vitest, not a run setting.
  (ctx.task.meta as { vitestWorker?: string }).vitestWorker = process.env.VITEST_POOL_ID;
  const { maxFailures, reportDir } = getRun();
  // An interrupted run (src/interrupt.ts) starts no other check: the ones under way finish and are reported.
  if (interruptedRun(reportDir)) ctx.skip(NOT_RUN_INTERRUPTED);
  if (!maxFailures) return;
  if (failuresSoFar(reportDir) >= maxFailures) ctx.skip(`not run: --max-failures ${maxFailures} reached`);
  ctx.onTestFailed(() => recordFailure(reportDir));
});
