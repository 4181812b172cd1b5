// `avaconform list`: every check by stable id (suites/manifest.json), optionally narrowed like `run`.
import { readCheckManifest } from '../../check-list/check-manifest.js';
import { fieldCoverage, fieldCoverageSummary } from '../../check-list/fields.js';
import { CATALOG, isMethodName } from '../../catalog/method-catalog.js';
import { didYouMean } from '../../did-you-mean.js';

import { assertSelection } from '../../harness/selection-input.js';
import { EVERY_CHECK, selectsCheck, type CheckSelection } from '../../check/selection.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

export const LIST_HELP = `avaconform list [--check ID] [--method NAME] [--clause ID] [--aspect A] [--json]
avaconform list --fields [--method NAME] [--json]

Lists every check: its stable id, method, aspect, clauses and title (from suites/manifest.json).
The selection flags narrow the list as they narrow avaconform run.

With --fields: every result field of every catalog method, with the checks that hold it to a second
source (another method, the chain's blocks, its bytes, an invariant), or why none exists; then the counts.

  --check ID       a stable id or a prefix ending in *, e.g. 'getUTXOs.*' (repeatable)
  --method NAME    exact catalog method (repeatable)
  --clause ID      exact clause id (repeatable)
  --aspect A       aspect (repeatable)
  --fields         result fields instead of checks (with --method: that method's)
  --json           the entries as a JSON array (id, title, name, file, method, aspect, clauses, writes;
                   with --fields: method, path, checks, reason)
  --help`;

export async function listCommand(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs('list', argv, {
    options: {
      check: { type: 'string', multiple: true },
      method: { type: 'string', multiple: true },
      clause: { type: 'string', multiple: true },
      aspect: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      fields: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(LIST_HELP);
    return EXIT.ok;
  }
  if (values.fields) return listFields(values.method ?? [], values.json === true);
  const all = readCheckManifest().checks;
  const selection: CheckSelection = {
    ...EVERY_CHECK,
    checks: values.check ?? [],
    methods: values.method ?? [],
    clauses: values.clause ?? [],
    aspects: values.aspect ?? [],
  };
  assertSelection(
    selection,
    all.map((c) => c.id),
  );
  const checks = all.filter((c) => selectsCheck(selection, c));
  if (values.json) console.log(JSON.stringify(checks, null, 2));
  else
    for (const c of checks) console.log(`${c.id.padEnd(52)} ${c.method.padEnd(32)} ${c.aspect.padEnd(14)} ${c.title}`);
  return EXIT.ok;
}

/** `list --fields`: each result field and its second source, then the counts (stderr, so --json stays one document). */
function listFields(methods: readonly string[], json: boolean): number {
  const unknown = methods.filter((m) => !isMethodName(m));
  if (unknown.length)
    throw new UsageError(
      `unknown method ${unknown.map((m) => JSON.stringify(m)).join(', ')}${didYouMean(
        unknown[0]!,
        CATALOG.map((m) => m.method),
      )} (catalog method names, e.g. platform.getUTXOs)`,
    );
  const fields = fieldCoverage().filter((f) => methods.length === 0 || methods.includes(f.method));
  if (json)
    console.log(
      JSON.stringify(
        fields.map((f) => ({
          method: f.method,
          path: f.path,
          checks: f.checks,
          ...(f.reason !== undefined ? { reason: f.reason } : {}),
        })),
        null,
        2,
      ),
    );
  else
    for (const f of fields)
      console.log(
        `${f.method.padEnd(32)} ${f.path.padEnd(48)} ${f.checks.length ? f.checks.join(' ') : `(none: ${f.reason ?? 'unclassified'})`}`,
      );
  const c = fieldCoverageSummary(fields);
  console.error(
    `${c.total} fields: ${c.crossChecked} cross-checked, ${c.reasoned} with no second source (reason given), ${c.unclassified} unclassified`,
  );
  return EXIT.ok;
}
