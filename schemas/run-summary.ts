// The one JSON object `avaconform run --reporter json` prints on stdout, for scripts: the run's counts,
// its exit code, where its reports are, and every failure and warning with what reproduces it.
import { z } from 'zod';
import { CheckRecord, Conformance } from './conformance.js';

export const SummaryCheck = CheckRecord.pick({
  checkId: true,
  name: true,
  id: true,
  slug: true,
  method: true,
  aspect: true,
  clauses: true,
  message: true,
  reproduce: true,
});
export type SummaryCheck = z.infer<typeof SummaryCheck>;

export const RunSummary = z.object({
  tool: Conformance.shape.tool,
  /** 0 conforms, 1 a check failed, 2 nothing to judge (the selection held no check). */
  exitCode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  target: Conformance.shape.target,
  seed: z.number().int(),
  /** Absolute path of the report dir (conformance.json, junit.xml, report.md, report.html, allure-results/). */
  reportDir: z.string(),
  summary: Conformance.shape.summary,
  failures: z.array(SummaryCheck),
  warnings: z.array(SummaryCheck),
});
export type RunSummary = z.infer<typeof RunSummary>;
