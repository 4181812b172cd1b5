// `avaconform merge DIR… --report-dir OUT`: joins shard runs into one conformance.json and one set of reports.
import { loadCheckDetails, loadConformance, LoadError } from '../../report/load.js';
import { mergeShards, type Shard } from '../../report/merge.js';
import { writeReports } from '../../report/write.js';
import { EXIT } from '../usage.js';
import { parseCommandArgs } from '../args.js';
import { processIo, type CommandIo } from './io.js';

export const MERGE_HELP = `usage: avaconform merge DIR… --report-dir OUT

Joins the report dirs of shard runs (avaconform run --shard I/N) into one run: reads each DIR's
conformance.json (and checks.json, for request/response details), writes conformance.json,
checks.json, junit.xml, report.md and report.html to OUT.

exit codes: 0 merged run has no failure, 1 merged run has failures, 2 usage error or unreadable run
`;

/** argv: the arguments after "merge". */
export async function mergeCommand(argv: string[], io: CommandIo = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseCommandArgs('merge', argv, { allowPositionals: true, options: { 'report-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    io.err(`avaconform merge: ${(e as Error).message}\n`);
    return EXIT.usage;
  }
  if (parsed.values.help) {
    io.out(MERGE_HELP);
    return EXIT.ok;
  }
  const out = parsed.values['report-dir'];
  const dirs = parsed.positionals;
  if (!out || dirs.length === 0) {
    io.err(`avaconform merge: expected one or more run dirs and --report-dir OUT; see avaconform merge --help\n`);
    return EXIT.usage;
  }
  try {
    const shards: Shard[] = [];
    for (const dir of dirs) shards.push({ conformance: await loadConformance(dir), checks: await loadCheckDetails(dir) });
    const { conformance, checks } = mergeShards(shards);
    const { files } = await writeReports(out, conformance, checks);
    const s = conformance.summary;
    io.out(`merged ${dirs.length} runs: ${s.total} checks, ${s.passed} passed, ${s.failed} failed, ${s.warned} warned, ${s.skipped} skipped, ${s.expectedFail} expected-fail\n`);
    for (const f of files) io.out(`  ${f}\n`);
    return s.failed > 0 ? EXIT.failed : EXIT.ok;
  } catch (e) {
    if (e instanceof LoadError) {
      io.err(`avaconform merge: ${e.message}\n`);
      return EXIT.usage;
    }
    throw e;
  }
}
