// Reports for a run that could not start because its target cannot be judged (unreachable, not an
// Avalanche node, a cassette that cannot be replayed): one failed check saying so. Kept free of
// vitest so such a target is reported within moments.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CATALOG } from '../catalog/method-catalog.js';
import { buildConformance } from '../report/conformance-json.js';
import type { CheckResult } from '../report/report-input.js';
import { writeReports } from '../report/write.js';
import { isMockTarget } from './target.js';
import { TOOL_VERSION } from '../tool.js';
import type { RunOptions } from './options.js';
import type { TargetUnusable } from './prepare.js';

/** `shown`: a text as the reports show it (a path in the run's folder as it reads once the folder is in place). */
export async function writeTargetUnusableReports(
  opts: Pick<RunOptions, 'target' | 'seed' | 'reportDir'>,
  error: TargetUnusable,
  startedAt: string,
  started: number,
  shown: (text: string) => string = (t) => t,
): Promise<void> {
  const check: CheckResult = {
    name: `transport > ${error.checkTitle}`,
    method: 'transport',
    aspect: 'envelope',
    clauses: ['P.env.path'],
    status: 'failed',
    durationMs: performance.now() - started,
    message: shown(error.message),
    reproduce: shown(error.reproduce),
  };
  const conformance = buildConformance({
    toolVersion: TOOL_VERSION,
    target: { kind: isMockTarget(opts.target) ? 'mock' : 'http', url: error.url, nodeVersion: null },
    run: { seed: opts.seed, startedAt, durationMs: Math.round(performance.now() - started), requests: 1 },
    methods: CATALOG.map((m) => m.method),
    checks: [check],
  });
  const dir = resolve(opts.reportDir);
  // No leftover of an earlier run beside this one's reports: its Allure results would make a green Allure report
  // of a run that failed, its exchange logs a hidden folder.
  for (const stale of ['allure-results', '.exchanges']) rmSync(join(dir, stale), { recursive: true, force: true });
  await writeReports(dir, conformance, [check]);
}
