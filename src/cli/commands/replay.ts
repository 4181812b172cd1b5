// `avaconform replay`: re-runs one check against a target — for a property, with the fast-check
// seed and path of its failure, so exactly the counterexample's requests are sent again.
import { parseArgs } from 'node:util';
import { readRunOptions } from '../../harness/options.js';
import { runHarness } from '../../harness/run-harness.js';
import { EXIT, UsageError } from '../usage.js';

export const REPLAY_HELP = `avaconform replay --target URL|mock --check "<check id>" [--seed N] [--path P]

Re-sends the requests of one check (the id from a report: "<file> > <title>") and re-checks them.
For a property, --seed and --path (printed with its failure) replay exactly the shrunk counterexample.
Exit 1 when the check fails again, 0 when it passes now.`;

export async function replayCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { target: { type: 'string', default: 'mock' }, check: { type: 'string' }, seed: { type: 'string' }, path: { type: 'string' }, fault: { type: 'string', multiple: true }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) {
    console.log(REPLAY_HELP);
    return EXIT.ok;
  }
  if (!values.check) throw new UsageError('--check "<check id>" is required');
  const file = values.check.split(' > ')[0]!;
  if (!/\.test\.ts$/.test(file)) throw new UsageError(`--check must start with a suite file ("suites/….test.ts > title"), got ${JSON.stringify(values.check)}`);
  const env: NodeJS.ProcessEnv = { ...process.env, AVACONFORM_TARGET: values.target, AVACONFORM_REPLAY_CHECK: values.check, AVACONFORM_REPORT_DIR: 'reports/replay' };
  if (values.seed) env.AVACONFORM_SEED = values.seed;
  if (values.path) env.AVACONFORM_REPLAY_PATH = values.path;
  if (values.fault?.length) env.AVACONFORM_FAULT = values.fault.join(',');
  Object.assign(process.env, env);
  const result = await runHarness(readRunOptions(env), { files: [file], reporters: [] });
  const check = result.checks.find((c) => c.id === values.check);
  if (!check) {
    console.error(`avaconform replay: no check ${JSON.stringify(values.check)} ran`);
    return EXIT.usage;
  }
  console.log(`${check.status}: ${check.id}${check.message ? `\n${check.message}` : ''}${check.reproduce ? `\n${check.reproduce}` : ''}`);
  return check.status === 'failed' ? EXIT.failed : EXIT.ok;
}
