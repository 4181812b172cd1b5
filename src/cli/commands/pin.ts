// `avaconform pin REPORT_DIR`: pins the counterexamples a run's properties met (conformance.json's
// checks[].counterexamples) into properties/pinned.json, so every later run sends them first.
import { checkIdOf, checkNameOf } from '../../report/check-record.js';
import { loadConformance } from '../../report/load.js';
import { addPinned, PINNED_FILE, readPinned, writePinned, type PinnedExample } from '../../check-list/pinned.js';
import { parseJson } from '../../json/lossless.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

export const PIN_HELP = `usage: avaconform pin REPORT_DIR [--dry-run]

Pins the values a run's properties met a breach with (its unexplained counterexample, and those a known
deviation explained) into properties/pinned.json. Pinned values run first on every later run, whatever
its seed, so a node behaviour a property found once is judged on every run.
REPORT_DIR is a run's report dir or its conformance.json.

  --dry-run   print what would be pinned; write nothing
  --help`;

/** `file`: the pinned.json to extend (the project's; tests give another). */
export async function pinCommand(argv: string[], file = PINNED_FILE): Promise<number> {
  const { values, positionals } = parseCommandArgs('pin', argv, {
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(PIN_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 1)
    throw new UsageError('expected one report dir or conformance.json (see avaconform pin --help)');
  const run = await loadConformance(positionals[0]!);
  const found: PinnedExample[] = run.checks.flatMap((c) =>
    (c.counterexamples ?? []).map((x) => ({
      check: checkIdOf(c) ?? checkNameOf(c),
      example: parseJson(x.value),
      reason: `${x.deviation ? `met known deviation ${x.deviation}` : 'failed'} on ${run.target.nodeVersion ?? run.target.url}: ${x.summary.split('\n')[0]}`,
    })),
  );
  const existing = readPinned(file);
  const added = addPinned(existing, found);
  for (const p of added) console.log(`pin ${p.check}: ${p.reason}`);
  if (added.length && !values['dry-run']) writePinned([...existing, ...added], file);
  console.error(
    `avaconform pin: ${added.length} new of ${found.length} recorded counterexample(s)${added.length && !values['dry-run'] ? `, written to ${file}` : ''}`,
  );
  return EXIT.ok;
}
