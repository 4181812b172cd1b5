// `avaconform faults`: lists the mock's named faults, each with the clauses it breaks; --deep lists the deep ones with
// the reading rule or state each changes (src/mock/faults/deep.ts).
import { listDeepFaults, listFaults } from '../../mock/faults/fault-registry.js';
import { EXIT } from '../usage.js';

const HELP = `avaconform faults [--json] [--deep]

Lists the mock's named faults: name, aspect, clauses, what it breaks.
  --deep   only the deep faults (those no answer effect can make), each with the reading rules or states it
           changes: the member of src/mock/faults/deep.ts, its value under the fault and what it changes
  --json   the same as JSON`;

export async function faultsCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(HELP);
    return EXIT.ok;
  }
  const json = argv.includes('--json');
  if (argv.includes('--deep')) {
    const deep = listDeepFaults();
    if (json) console.log(JSON.stringify(deep, null, 2));
    else
      for (const f of deep)
        for (const [i, c] of f.changes.entries())
          console.log(
            `${(i ? '' : f.name).padEnd(40)} ${`${c.member} = ${JSON.stringify(c.value)}`.padEnd(40)} ${c.changes}`,
          );
    return EXIT.ok;
  }
  const faults = listFaults();
  if (json) console.log(JSON.stringify(faults, null, 2));
  else
    for (const f of faults)
      console.log(`${f.name.padEnd(40)} ${f.aspect.padEnd(14)} ${f.clauses.join(',').padEnd(40)} ${f.description}`);
  return EXIT.ok;
}
