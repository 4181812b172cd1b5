// --max-failures N across every worker: each failed check appends one byte to a counter file in the
// report dir; a check that starts once the file holds N bytes is skipped before it runs (it declares no
// result, so it is not reported). Checks already running finish. A file, not vitest's bail: bail
// cancels workers mid-file and can lose the results of the checks that did run.
import { appendFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const COUNTER = '.failures';

export function failureCounterPath(reportDir: string): string {
  return join(reportDir, COUNTER);
}

export function resetFailureCounter(reportDir: string): void {
  rmSync(failureCounterPath(reportDir), { force: true });
}

export function recordFailure(reportDir: string): void {
  appendFileSync(failureCounterPath(reportDir), '.');
}

export function failuresSoFar(reportDir: string): number {
  try {
    return statSync(failureCounterPath(reportDir)).size;
  } catch {
    return 0;
  }
}
