// `avaconform list`: every check by stable id (suites/manifest.json), optionally narrowed like `run`.
import { readManifest } from '../../checks/manifest.js';
import { assertSelection, EVERY_CHECK, selectsCheck, type CheckSelection } from '../../harness/selection.js';
import { parseCommandArgs } from '../args.js';
import { EXIT } from '../usage.js';

export const LIST_HELP = `avaconform list [--check ID] [--method NAME] [--clause ID] [--aspect A] [--json]

Lists every check: its stable id, method, aspect, clauses and title (from suites/manifest.json).
The selection flags narrow the list as they narrow avaconform run.

  --check ID       a stable id or a prefix ending in *, e.g. 'getUTXOs.*' (repeatable)
  --method NAME    exact catalog method (repeatable)
  --clause ID      exact clause id (repeatable)
  --aspect A       aspect (repeatable)
  --json           the entries as a JSON array (id, title, name, file, method, aspect, clauses, writes)
  --help`;

export async function listCommand(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs('list', argv, {
    options: {
      check: { type: 'string', multiple: true },
      method: { type: 'string', multiple: true },
      clause: { type: 'string', multiple: true },
      aspect: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(LIST_HELP);
    return EXIT.ok;
  }
  const all = readManifest().checks;
  const selection: CheckSelection = { ...EVERY_CHECK, checks: values.check ?? [], methods: values.method ?? [], clauses: values.clause ?? [], aspects: values.aspect ?? [] };
  assertSelection(selection, all.map((c) => c.id));
  const checks = all.filter((c) => selectsCheck(selection, c));
  if (values.json) console.log(JSON.stringify(checks, null, 2));
  else for (const c of checks) console.log(`${c.id.padEnd(52)} ${c.method.padEnd(32)} ${c.aspect.padEnd(14)} ${c.title}`);
  return EXIT.ok;
}
