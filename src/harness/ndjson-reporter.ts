// --reporter ndjson: one JSON event a line on stdout (schemas/run-events.ts). The check events are
// written as vitest reports each check finished (and each file that failed to load); the command adds
// run-start once the target is prepared and, at the end, any check of conformance.json not yet streamed
// (those of a suite worker that died) and run-end. stdout carries nothing else.
import { resolve } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { Conformance } from '../../schemas/conformance.js';
import { CheckEvent, RunEndEvent, RunStartEvent, type RunEvent } from '../../schemas/run-events.js';
import { NOT_RUN_INTERRUPTED } from '../interrupt.js';
import { resultOfRecord } from '../report/check-record.js';
import { runOutcome } from '../report/outcome.js';
import type { CheckResult } from '../report/report-input.js';
import { TOOL_VERSION } from '../tool.js';
import { moduleFailure, resultOf } from './reporter.js';

/** A check's event: its stable id, status, method, clauses, duration and first finding (rule code, summary, path). */
export function checkEvent(c: CheckResult): CheckEvent {
  const first = c.findings?.[0];
  return CheckEvent.parse({
    event: 'check',
    id: c.checkId ?? c.name,
    name: c.name,
    status: c.status,
    method: c.method,
    clauses: c.clauses,
    durationMs: c.durationMs,
    ...(first
      ? {
          finding: {
            ...(first.code !== undefined ? { code: first.code } : {}),
            summary: first.summary,
            ...(first.path !== undefined ? { path: first.path } : {}),
          },
        }
      : {}),
  });
}

export default class NdjsonReporter implements Reporter {
  /** The checks streamed so far, by name. */
  private readonly sent = new Set<string>();

  constructor(private readonly write: (line: string) => void = (line) => void process.stdout.write(line)) {}

  private emit(e: RunEvent): void {
    this.write(`${JSON.stringify(e)}\n`);
  }

  start(info: { url: string; nodeVersion: string | null; profile: string }, seed: number, reportDir: string): void {
    this.emit(
      RunStartEvent.parse({
        event: 'run-start',
        tool: { name: 'avaconform', version: TOOL_VERSION },
        target: info,
        seed,
        reportDir: resolve(reportDir),
      }),
    );
  }

  private check(c: CheckResult): void {
    if (this.sent.has(c.name)) return;
    this.sent.add(c.name);
    this.emit(checkEvent(c));
  }

  onTestCaseResult(test: TestCase): void {
    const meta = test.meta().avaconform;
    const r = test.result();
    // As conformance.json: a check an interruption kept from starting is not reported.
    if (meta && !(r.state === 'skipped' && r.note === NOT_RUN_INTERRUPTED)) this.check(resultOf(test, meta));
  }

  onTestModuleEnd(mod: TestModule): void {
    const failure = moduleFailure(mod);
    if (failure) this.check(failure);
  }

  /** The checks of the run not streamed yet, then run-end. */
  end(result: Conformance, exitCode: number, reportDir: string): void {
    for (const c of result.checks) this.check(resultOfRecord(c));
    const { interrupted, notRun } = runOutcome(result);
    this.emit(
      RunEndEvent.parse({
        event: 'run-end',
        exitCode,
        summary: result.summary,
        durationMs: result.run.durationMs,
        reportDir: resolve(reportDir),
        ...(interrupted ? { interrupted } : {}),
        ...(notRun.length ? { notRun: [...notRun] } : {}),
      }),
    );
  }
}
