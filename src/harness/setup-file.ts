// Runs in each suite worker: flushes the worker's exchange log after every test file, and stops
// starting checks once --max-failures failed checks were counted (src/harness/max-failures.ts).
import { afterAll, beforeEach } from 'vitest';
import { failuresSoFar, recordFailure } from './max-failures.js';
import { flushExchangeLog, getRun } from './worker.js';

afterAll(() => flushExchangeLog());

beforeEach((ctx) => {
  const { maxFailures, reportDir } = getRun();
  if (!maxFailures) return;
  if (failuresSoFar(reportDir) >= maxFailures) ctx.skip(`not run: --max-failures ${maxFailures} reached`);
  ctx.onTestFailed(() => recordFailure(reportDir));
});
