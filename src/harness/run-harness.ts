// Runs the harness suites through vitest's Node API against a prepared target and returns the
// conformance result the reporter wrote.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startVitest } from 'vitest/node';
import { Conformance } from '../../schemas/conformance.js';
import { PROJECT_ROOT } from '../tool.js';
import type { RunOptions } from './options.js';
import { prepareRun, TargetUnreachable, type PreparedRun } from './prepare.js';
import { writeUnreachableReports } from './unreachable.js';
import { writeSetupLog } from './worker.js';
import { rmSync } from 'node:fs';

export interface HarnessRunOptions {
  /** File filters (substrings of suite paths), e.g. ["getUTXOs"]. Empty = everything. */
  files?: string[];
  /** vitest shard "I/N". */
  shard?: string;
  /** vitest reporters besides the conformance reporter. */
  reporters?: string[];
  /** Called once the target is prepared (e.g. to print the seed and node version). */
  onPrepared?: (info: { url: string; nodeVersion: string | null; profile: string }) => void;
}

export async function runHarness(opts: RunOptions, run: HarnessRunOptions = {}): Promise<Conformance> {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  let prepared: PreparedRun;
  try {
    prepared = await prepareRun(opts);
  } catch (e) {
    if (e instanceof TargetUnreachable) await writeUnreachableReports(opts, e, startedAt, started);
    throw e;
  }
  const reportDir = resolve(opts.reportDir);
  prepared.context.reportDir = reportDir;
  prepared.context.exchangeDir = join(reportDir, '.exchanges');
  rmSync(prepared.context.exchangeDir, { recursive: true, force: true });
  writeSetupLog(prepared.context.exchangeDir, prepared.setupExchanges);
  rmSync(join(reportDir, 'allure-results'), { recursive: true, force: true });
  run.onPrepared?.({ url: prepared.context.target.url, nodeVersion: prepared.context.target.nodeVersion, profile: prepared.context.profile });
  try {
    const vitest = await startVitest('test', run.files ?? [], {
      config: join(PROJECT_ROOT, 'vitest.config.ts'),
      root: PROJECT_ROOT,
      watch: false,
      provide: { avaconform: prepared.context },
      reporters: [
        ...(run.reporters ?? ['default']),
        ['allure-vitest/reporter', { resultsDir: join(reportDir, 'allure-results'), reportMatchers: false }],
        join(PROJECT_ROOT, 'src/harness/reporter.ts'),
      ],
      ...(run.shard ? { shard: run.shard } : {}),
      passWithNoTests: true,
    });
    await vitest.close();
  } finally {
    await prepared.stop();
  }
  const file = join(reportDir, 'conformance.json');
  return Conformance.parse(JSON.parse(readFileSync(file, 'utf8')));
}
