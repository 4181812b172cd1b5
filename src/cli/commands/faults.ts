// `avaconform faults`: lists the mock's named faults, each with the clauses it breaks.
import { listFaults } from '../../mock/faults/index.js';
import { EXIT } from '../usage.js';

export async function faultsCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log("avaconform faults [--json]\n\nLists the mock's named faults: name, aspect, clauses, what it breaks.");
    return EXIT.ok;
  }
  const faults = listFaults();
  if (argv.includes('--json')) console.log(JSON.stringify(faults, null, 2));
  else
    for (const f of faults)
      console.log(`${f.name.padEnd(40)} ${f.aspect.padEnd(14)} ${f.clauses.join(',').padEnd(40)} ${f.description}`);
  return EXIT.ok;
}
