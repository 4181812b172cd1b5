// The events `avaconform run --reporter ndjson` streams on stdout, one JSON object a line: run-start once
// the target is prepared, one `check` event as each check finishes, run-end once the reports are written.
import { z } from 'zod';
import { CheckStatus, Conformance, FindingRecord } from './conformance.js';

export const RunStartEvent = z.object({
  event: z.literal('run-start'),
  tool: Conformance.shape.tool,
  /** The target's base URL, its info.getNodeVersion (null when it does not say) and the version profile in force. */
  target: z.object({ url: z.string(), nodeVersion: z.string().nullable(), profile: z.string() }),
  seed: z.number().int(),
  /** Absolute path of the report dir. */
  reportDir: z.string(),
});
export type RunStartEvent = z.infer<typeof RunStartEvent>;

export const CheckEvent = z.object({
  event: z.literal('check'),
  /** The stable check id ("getUTXOs.R2-limit-capped"); a check without one (a file that failed to load) gives its name. */
  id: z.string(),
  /** conformance.json's checks[].name: "<file> > <describe…> > <title>". */
  name: z.string(),
  status: CheckStatus,
  method: z.string(),
  clauses: z.array(z.string()),
  durationMs: z.number().nonnegative(),
  /** The check's first finding (its first unexplained one when it has any), when it has findings. */
  finding: FindingRecord.pick({ code: true, summary: true, path: true }).optional(),
});
export type CheckEvent = z.infer<typeof CheckEvent>;

export const RunEndEvent = z.object({
  event: z.literal('run-end'),
  /** The command's exit code: 0, 1, 2, or 130/143 when a signal interrupted the run. */
  exitCode: z.number().int(),
  summary: Conformance.shape.summary,
  durationMs: z.number().nonnegative(),
  reportDir: z.string(),
  /** The signal that interrupted the run (conformance.json's run.interrupted). */
  interrupted: Conformance.shape.run.shape.interrupted,
  /** The checks the selection held that never ran (conformance.json's run.notRun). */
  notRun: Conformance.shape.run.shape.notRun,
});
export type RunEndEvent = z.infer<typeof RunEndEvent>;

export const RunEvent = z.discriminatedUnion('event', [RunStartEvent, CheckEvent, RunEndEvent]);
export type RunEvent = z.infer<typeof RunEvent>;
