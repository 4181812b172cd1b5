// Reports for a run that could not start: one failed check saying the target is unreachable.
// Kept free of vitest so an unreachable target is reported within moments.
import { resolve } from 'node:path';
import { CATALOG } from '../catalog/index.js';
import { buildConformance } from '../report/build.js';
import type { CheckResult } from '../report/types.js';
import { writeReports } from '../report/write.js';
import { TOOL_VERSION } from '../tool.js';
import type { RunOptions } from './options.js';
import type { TargetUnreachable } from './prepare.js';

export async function writeUnreachableReports(opts: RunOptions, error: TargetUnreachable, startedAt: string, started: number): Promise<void> {
  const check: CheckResult = {
    id: 'transport > target is reachable',
    method: 'transport',
    aspect: 'envelope',
    clauses: ['P.env.path'],
    status: 'failed',
    durationMs: performance.now() - started,
    message: error.message,
    reproduce: error.reproduce,
  };
  const conformance = buildConformance({
    toolVersion: TOOL_VERSION,
    target: { kind: opts.target === 'mock' ? 'mock' : 'http', url: error.url, nodeVersion: null },
    run: { seed: opts.seed, startedAt, durationMs: Math.round(performance.now() - started), requests: 1 },
    methods: CATALOG.map((m) => m.method),
    checks: [check],
  });
  await writeReports(resolve(opts.reportDir), conformance, [check]);
}
