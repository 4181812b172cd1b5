// vitest global setup for the harness config: when the suites run without `avaconform run` (plain
// `npx vitest run`), prepare the run here: the environment (AVACONFORM_* variables) read once into the
// run's options (src/harness/environment.ts, options.ts), handed to the workers in the run context.
import type { TestProject } from 'vitest/node';
import { processEnvironment } from './environment.js';
import { resolveRunOptions } from './options.js';
import { prepareRun } from './prepare.js';
import { writeSetupLog } from '../check/exchange-log.js';
import { join, resolve } from 'node:path';
import { rmSync } from 'node:fs';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.getProvidedContext().avaconform) return undefined;
  const opts = resolveRunOptions({}, processEnvironment());
  const prepared = await prepareRun(opts);
  const exchangeDir = join(resolve(opts.reportDir), '.exchanges');
  rmSync(exchangeDir, { recursive: true, force: true });
  writeSetupLog(exchangeDir, prepared.setupExchanges, prepared.context.record !== null);
  prepared.context.exchangeDir = exchangeDir;
  project.provide('avaconform', prepared.context);
  return () => prepared.stop();
}
