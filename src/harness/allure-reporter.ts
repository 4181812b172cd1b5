// The Allure reporter of a run: allure-vitest, with the statuses and labels of conformance.
// allure-vitest calls a failure "failed" only when its error looks like an assertion (a name, message
// or stack matching /assert/, or expected/actual members: allure-js-commons getStatusFromError) and
// "broken" otherwise. A check's failure is a plain Error, so without this every conformance failure
// showed as Broken. Here a conformance failure (the target breached a clause) is named an assertion
// error, so Allure shows it Failed; a harness error ("harness error: …", a bug or a crash) stays Broken.
// Severity follows the check's level (MUST critical, SHOULD normal, INFO minor); a warned or
// expected-fail check passes, tagged "warned" / "expected-fail".
import type { RuntimeMessage } from 'allure-js-commons/sdk';
import AllureVitestReporter from 'allure-vitest/reporter';
import type { RunnerTask, RunnerTestCase } from 'vitest';
import type { Vitest } from 'vitest/node';
import type { ReporterRuntime } from 'allure-js-commons/sdk/reporter';
import { NOT_RUN_INTERRUPTED } from '../interrupt.js';
import { PlainFileWriter } from './allure-writer.js';
import type { ClauseLevel } from '../spec/clauses.js';
import type { CheckMeta } from '../check/meta.js';

/** The error name that makes allure-js-commons report a failure as Failed. */
export const CONFORMANCE_ERROR_NAME = 'ConformanceAssertionError';
/** How the check's own code marks an error that is not the target's (src/check/check.ts). */
const HARNESS_ERROR = /^harness error:/;

export const SEVERITY: Record<ClauseLevel, string> = { MUST: 'critical', SHOULD: 'normal', INFO: 'minor' };

/** The check's Allure labels: severity from its level (replacing any set before), a tag for warned / expected-fail. */
function relabel(messages: readonly RuntimeMessage[], meta: CheckMeta): RuntimeMessage[] {
  const out = messages.map((m) =>
    m.type === 'metadata' && m.data.labels
      ? { ...m, data: { ...m.data, labels: m.data.labels.filter((l) => l.name !== 'severity') } }
      : m,
  );
  const labels = [{ name: 'severity', value: SEVERITY[meta.level] }];
  if (meta.outcome === 'warned' || meta.outcome === 'expected-fail') labels.push({ name: 'tag', value: meta.outcome });
  out.push({ type: 'metadata', data: { labels } });
  return out;
}

/** A copy of the check's task as Allure should see it (the task itself is left as vitest holds it). */
export function forAllure(task: RunnerTestCase): RunnerTestCase {
  const meta = task.meta.avaconform;
  if (!meta) return task;
  const messages = (task.meta as { allureRuntimeMessages?: RuntimeMessage[] }).allureRuntimeMessages ?? [];
  const copy: RunnerTestCase = {
    ...task,
    meta: { ...task.meta, allureRuntimeMessages: relabel(messages, meta) } as RunnerTestCase['meta'],
  };
  const [error, ...rest] = task.result?.errors ?? [];
  if (task.result?.state === 'fail' && error && !HARNESS_ERROR.test(meta.message ?? ''))
    copy.result = { ...task.result, errors: [{ ...error, name: CONFORMANCE_ERROR_NAME }, ...rest] };
  return copy;
}

export default class ConformanceAllureReporter extends AllureVitestReporter {
  constructor(private readonly options: { resultsDir: string; reportMatchers: boolean }) {
    super(options);
  }

  /** allure-vitest makes its own FileSystemWriter; its runtime writes through PlainFileWriter instead (src/harness/allure-writer.ts). */
  override onInit(vitest: Vitest): void {
    super.onInit(vitest);
    // allureReporterRuntime is private in allure-vitest's types; its writer is a public field of ReporterRuntime.
    const runtime = (this as unknown as { allureReporterRuntime?: ReporterRuntime }).allureReporterRuntime;
    if (runtime) runtime.writer = new PlainFileWriter(this.options.resultsDir);
  }

  override handleTask(task: RunnerTask): void {
    // A check an interruption kept from starting did not run: no Allure result, as it has no report entry.
    // (The skip's reason: vitest sets `note` on a test's result, which its runner types leave out.)
    if (
      task.type === 'test' &&
      task.result?.state === 'skip' &&
      (task.result as { note?: string }).note === NOT_RUN_INTERRUPTED
    )
      return;
    super.handleTask(task.type === 'test' ? forAllure(task) : task);
  }
}
