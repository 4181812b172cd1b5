// `avaconform diff OLD NEW [--out FILE]`: compares two runs (conformance.json files or report dirs).
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { diffRuns, renderDiffMarkdown } from '../../report/run-diff.js';
import { conformancePath, loadConformance, LoadError } from '../../report/load.js';
import { EXIT } from '../usage.js';
import { parseCommandArgs } from '../args.js';
import { processIo, type CommandIo } from './io.js';

export const DIFF_HELP = `usage: avaconform diff OLD NEW [--out FILE]

Compares two runs. OLD and NEW are conformance.json files or report dirs.
Prints the changes as Markdown (checks and clauses that became failing or passing, appeared or
disappeared; methods that were served and are now absent) and writes them as JSON to diff.json
next to NEW (or to --out FILE).

exit codes: 0 no regression ("no changes" when the runs are identical), 1 something regressed (also:
            NEW never ran checks OLD ran, e.g. it was interrupted: they are listed as not compared),
            2 usage error or a run that cannot be read
`;

/** argv: the arguments after "diff". */
export async function diffCommand(argv: string[], io: CommandIo = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseCommandArgs('diff', argv, {
      allowPositionals: true,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    io.err(`avaconform diff: ${(e as Error).message}\n`);
    return EXIT.usage;
  }
  if (parsed.values.help) {
    io.out(DIFF_HELP);
    return EXIT.ok;
  }
  const [oldPath, newPath, ...rest] = parsed.positionals;
  if (!oldPath || !newPath || rest.length) {
    io.err(`avaconform diff: expected exactly two runs (OLD NEW); see avaconform diff --help\n`);
    return EXIT.usage;
  }
  try {
    // One after the other: when both are unreadable, the error names OLD, every time.
    const a = await loadConformance(oldPath);
    const b = await loadConformance(newPath);
    const d = diffRuns(a, b);
    const out = parsed.values.out ?? join(dirname(await conformancePath(newPath)), 'diff.json');
    await writeFile(out, JSON.stringify(d, null, 2) + '\n', 'utf8');
    io.out(renderDiffMarkdown(d));
    return d.regressed ? EXIT.failed : EXIT.ok;
  } catch (e) {
    if (e instanceof LoadError) {
      io.err(`avaconform diff: ${e.message}\n`);
      return EXIT.usage;
    }
    throw e;
  }
}
