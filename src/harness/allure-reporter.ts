// The Allure reporter of a run: allure-vitest, with the statuses and labels of conformance.
// allure-vitest calls a failure "failed" only when its error looks like an assertion (a name, message
// or stack matching /assert/, or expected/actual members: allure-js-commons getStatusFromError) and
// "broken" otherwise. A check's failure is a plain Error, so without this every conformance failure
// showed as Broken. Here a conformance failure (the target breached a clause) is named an assertion
// error, so Allure shows it Failed; a harness error ("harness error: …", a bug or a crash) stays Broken.
// Severity follows the check's level (MUST critical, SHOULD normal, INFO minor); a warned or
// expected-fail check passes, tagged "warned" / "expected-fail". Labels and attachments are read from the
// check's record (allureMessages), not sent from the suite workers.
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

/**
 * What Allure shows of a check, read from its record (CheckMeta) in the reporter: labels (epic = API,
 * feature = method, story = aspect, one `clause` label per clause, the deviations that explained it,
 * severity from the level, a tag for warned / expected-fail), history by the stable check id (rewording a
 * title keeps a check's history), and for a check that did not pass its reproduction and last exchanges,
 * attached at `at` (ms since the epoch). The suite workers call no Allure API.
 */
export function allureMessages(meta: CheckMeta, at: number): RuntimeMessage[] {
  const api = meta.method.includes('.') ? meta.method.split('.')[0]! : meta.method;
  const labels = [
    { name: 'epic', value: api },
    { name: 'feature', value: meta.method },
    { name: 'story', value: meta.aspect },
    ...meta.clauses.map((c) => ({ name: 'clause', value: c })),
    ...(meta.deviations?.length ? [{ name: 'deviation', value: meta.deviations.join(',') }] : []),
    { name: 'severity', value: SEVERITY[meta.level] },
    ...(meta.outcome === 'warned' || meta.outcome === 'expected-fail' ? [{ name: 'tag', value: meta.outcome }] : []),
  ];
  const attach = (name: string, text: string): RuntimeMessage => ({
    type: 'attachment_content',
    data: {
      name,
      content: Buffer.from(text).toString('base64'),
      encoding: 'base64',
      contentType: 'text/plain',
      wrapInStep: true,
      timestamp: at,
    },
  });
  return [
    { type: 'metadata', data: { labels, historyId: meta.id, testCaseId: meta.id } },
    ...(meta.reproduce ? [attach('reproduce (curl)', meta.reproduce)] : []),
    ...(meta.exchanges ?? []).flatMap((x) => [
      attach(`request #${x.seq}`, `${x.request.method} ${x.request.path}\n\n${x.request.body}`),
      attach(
        `response #${x.seq}`,
        x.response ? `HTTP ${x.response.status}\n\n${x.response.body}` : `no response: ${x.error ?? ''}`,
      ),
    ]),
  ];
}

/** A copy of the check's task as Allure should see it (the task itself is left as vitest holds it). */
export function forAllure(task: RunnerTestCase): RunnerTestCase {
  const meta = task.meta.avaconform;
  if (!meta) return task;
  const ended = Math.round((task.result?.startTime ?? Date.now()) + (task.result?.duration ?? 0));
  const copy: RunnerTestCase = {
    ...task,
    meta: { ...task.meta, allureRuntimeMessages: allureMessages(meta, ended) } as RunnerTestCase['meta'],
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

  /**
   * allure-vitest makes its own FileSystemWriter; its runtime writes through PlainFileWriter instead
   * (src/harness/allure-writer.ts). allure-vitest would also give every suite worker its setup file and a
   * runner that follows each concurrent test with an AsyncLocalStorage, so that Allure API calls in a test
   * find their test: that storage makes Node track every promise of the worker (about a tenth of a
   * worker's CPU at --runs 1000). The checks make no such call (allureMessages reads their records here),
   * so neither is installed.
   */
  override onInit(vitest: Vitest): void {
    // Both are private methods in allure-vitest's types: own properties that do nothing shadow them.
    Object.assign(this, { registerSetupFile: () => {}, enableConcurrencySupport: () => {} });
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
