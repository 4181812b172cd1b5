// Runs in each suite worker: waits for the seeded state a file reads when the run is still seeding, flushes the worker's exchange log after every test file, names the worker
// for Allure, and stops starting checks once the run was interrupted or --max-failures failed checks were
// counted (src/check/max-failures.ts).
import { afterAll, beforeEach, expect } from 'vitest';
import { interruptedRun, NOT_RUN_INTERRUPTED } from '../interrupt.js';
import { failuresSoFar, recordFailure } from './max-failures.js';
import type { RunContext } from './run-context.js';
import { awaitSeededState, flushExchangeLog, getRun } from './worker.js';

/**
 * For the project's test of a worker that dies (test/run/harness-e2e.test.ts): the worker about to run a
 * suite file whose path holds this text (the run context's testWorkerDiesIn) fills its heap until it is ended,
 * as on a very large answer. Read as the file loads, before any check runs.
 */
const DIES_IN = runContextOrNull()?.testWorkerDiesIn;
if (DIES_IN && expect.getState().testPath?.includes(DIES_IN)) {
  const held: number[][] = [];
  for (;;) held.push(new Array<number>(1_000_000).fill(held.length));
}

/** The run context, or null where a file runs without one (it throws when a check asks for it). */
function runContextOrNull(): RunContext | null {
  try {
    return getRun();
  } catch {
    return null;
  }
}

// A file that reads the seeded node's discovery is loaded once the run has it (src/harness/seed-schedule.ts).
await awaitSeededState();

afterAll(() => flushExchangeLog());

beforeEach((ctx) => {
  // Allure's thread label: allure-vitest's reporter reads the worker from the task's meta. The pool id is vitest's
  // own name for this worker (VITEST_POOL_ID), from its start message to the thread (src/harness/kept-thread-entry.js).
  const poolId = (globalThis as { __avaconformPoolId__?: number }).__avaconformPoolId__;
  (ctx.task.meta as { vitestWorker?: string }).vitestWorker = poolId === undefined ? undefined : String(poolId);
  const { maxFailures, reportDir } = getRun();
  // An interrupted run (src/interrupt.ts) starts no other check: the ones under way finish and are reported.
  if (interruptedRun(reportDir)) ctx.skip(NOT_RUN_INTERRUPTED);
  if (!maxFailures) return;
  if (failuresSoFar(reportDir) >= maxFailures) ctx.skip(`not run: --max-failures ${maxFailures} reached`);
  ctx.onTestFailed(() => recordFailure(reportDir));
});
