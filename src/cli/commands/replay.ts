// `avaconform replay`: re-runs one check against a target. For a property, --seed and --path (printed
// with its failure) make the property send and judge exactly the shrunk counterexample again: the
// harness runs the check's file with the replay request in its options (RunOptions.replay), which the
// run context hands to properties/_support/property.ts. Exit 1 when the check fails again, 0 when it passes now.
import { processEnvironment } from '../../harness/environment.js';
import { resolveRunOptions } from '../../harness/options.js';
import { flagSettings, type RunSettings, type SettingFlag } from '../../harness/run-flags.js';
import { manifestEntry } from '../../check-list/check-manifest.js';
import { STATEFUL_DIR } from '../../harness/suite-files.js';
import { checkIdOf, checkNameOf } from '../../report/check-record.js';
import { assertFaultNames } from '../../mock/faults/fault-registry.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

export const REPLAY_HELP = `avaconform replay --check ID [--target URL|mock|replay:FILE] [--seed N] [--path P] [options]

Re-sends the requests of one check and re-checks them. ID is the stable check id a report prints
("getUTXOs.R2-limit-capped"; every id is in suites/manifest.json, or run avaconform list), or its
report id "<file> > <title>".
For a property, --seed and --path (printed with its failure) replay exactly the shrunk counterexample;
without --path the property runs in full with --seed.

  --target mock|URL|replay:FILE  target (default: mock)
  --check ID                     the check id, e.g. utxo-paging.any-addresses-and-limit
  --seed N                       the run seed printed with the failure (also seeds the mock's chain)
  --path P                       fast-check path of the counterexample, e.g. "12:3:0"
  --fault NAME                   mock fault to switch on, as in the failing run (repeatable)
  --mock-seed N                  seed of the mock's chain, when the failing run set one
  --mock-network-id N            network ID the mock simulated, when the failing run set one
  --profile vX.Y.Z               version profile, when the failing run set one
  --timeout MS                   per-request deadline (default 10000)
  --rate N                       at most N requests/s
  --report-dir DIR               where the replay's reports go (default: reports/replay)
  --help

Exit: 0 the check passes now, 1 it fails again, 2 usage error or the check did not run.`;

export async function replayCommand(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs('replay', argv, {
    options: {
      target: { type: 'string', default: 'mock' },
      check: { type: 'string' },
      seed: { type: 'string' },
      path: { type: 'string' },
      fault: { type: 'string', multiple: true },
      'mock-seed': { type: 'string' },
      'mock-network-id': { type: 'string' },
      profile: { type: 'string' },
      timeout: { type: 'string' },
      rate: { type: 'string' },
      'report-dir': { type: 'string', default: 'reports/replay' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(REPLAY_HELP);
    return EXIT.ok;
  }
  if (!values.check)
    throw new UsageError('--check ID is required (a stable check id, e.g. getHeight.schema; see avaconform list)');
  const entry = manifestEntry(values.check);
  if (!entry)
    throw new UsageError(
      `--check: no check has the id ${JSON.stringify(values.check)} (avaconform list shows every id)`,
    );
  const { file, id } = entry;
  if (values.path !== undefined && !/^\d+(:\d+)*$/.test(values.path))
    throw new UsageError(`--path must look like 12:3:0, got ${JSON.stringify(values.path)}`);
  if (values.fault?.length) {
    if (values.target !== 'mock') throw new UsageError('--fault applies only to --target mock');
    assertFaultNames(values.fault);
  }
  // Only this command line decides which check, counterexample, faults and mock run: a surrounding
  // shell's values of those are left out (its transport settings, workers and runs are kept).
  const shell = processEnvironment();
  const cleared: SettingFlag[] = ['fault', 'mock-seed', 'mock-network-id', 'record', 'check', 'profile', 'history'];
  const settings: RunSettings = { ...shell.settings };
  for (const flag of cleared) delete settings[flag];
  const { seed, path, check: _check, help: _help, ...runFlags } = values;
  // The flags replay shares with run are resolved as run's are; a known deviation replays as what it is (strict).
  // A check of the state machine replays its sequences: the run seed draws them (on the mock, the same ones).
  const stateful = file.startsWith(STATEFUL_DIR) ? { stateful: true } : {};
  const given = flagSettings({
    ...runFlags,
    ...stateful,
    strict: true,
    ...(seed !== undefined ? { seed } : {}),
    check: [id],
  });
  const opts = {
    ...resolveRunOptions(given, { ...shell, settings, replay: null }),
    replay: { check: id, ...(seed !== undefined ? { seed: Number(seed) } : {}), ...(path ? { path } : {}) },
  };
  console.error(
    `avaconform replay: ${id}${seed !== undefined ? ` (seed ${seed}${values.path ? `, path ${values.path}` : ''})` : ''} against ${values.target}`,
  );
  const { runHarness } = await import('../../harness/run-harness.js');
  const result = await runHarness(opts, { files: [file], reporters: [] });
  const check = result.checks.find((c) => checkIdOf(c) === id);
  if (!check || (check.status === 'skipped' && /replay runs another check/.test(check.message))) {
    console.error(`avaconform replay: the check ${id} did not run (${result.checks.length} checks ran)`);
    return EXIT.usage;
  }
  console.log(
    `${check.status}: ${id} (${checkNameOf(check)})${check.message ? `\n${check.message}` : ''}${check.reproduce ? `\nreproduce:\n${check.reproduce}` : ''}`,
  );
  return check.status === 'failed' ? EXIT.failed : EXIT.ok;
}
