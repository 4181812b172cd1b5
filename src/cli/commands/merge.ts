// `avaconform merge DIR… --report-dir OUT`: joins shard runs into one conformance.json and one set of reports.
import { InputError } from '../../input-error.js';
import { mergeAllureResults } from '../../report/allure-merge.js';
import { loadCheckDetails, loadConformance } from '../../report/load.js';
import { assertShardSet, mergeShards, type Shard } from '../../report/shard-merge.js';
import { writeReports } from '../../report/write.js';
import { EXIT } from '../usage.js';
import { parseCommandArgs } from '../args.js';
import { processIo, type CommandIo } from './io.js';

export const MERGE_HELP = `usage: avaconform merge DIR… --report-dir OUT

Joins the report dirs of shard runs (avaconform run --shard I/N) into one run: reads each DIR's
conformance.json (and checks.json, for request/response details), writes conformance.json,
checks.json, junit.xml, report.md and report.html to OUT, and joins the shards' allure-results/
into OUT/allure-results/ (for avaconform report OUT).

Refuses (exit 2) runs that are not the complete shards of one run: a shard missing or given twice,
shards of different counts, or shards that differ in tool version, seed, target, node version,
faults or --only selection. Give every shard the same --seed.

exit codes: 0 merged run has no failure, 1 merged run has failures, 2 usage error, unreadable run or
            shards that do not make one run
`;

/** argv: the arguments after "merge". */
export async function mergeCommand(argv: string[], io: CommandIo = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseCommandArgs('merge', argv, {
      allowPositionals: true,
      options: { 'report-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
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
    for (const dir of dirs)
      shards.push({ name: dir, conformance: await loadConformance(dir), checks: await loadCheckDetails(dir) });
    assertShardSet(shards);
    const { conformance, checks } = mergeShards(shards);
    const { files } = await writeReports(out, conformance, checks);
    const allure = await mergeAllureResults(dirs, out);
    const s = conformance.summary;
    io.out(
      `merged ${dirs.length} runs: ${s.total} checks, ${s.passed} passed, ${s.failed} failed, ${s.warned} warned, ${s.skipped} skipped, ${s.expectedFail} expected-fail\n`,
    );
    for (const f of files) io.out(`  ${f}\n`);
    io.out(
      `  ${out}/allure-results/ (${allure.files} files${allure.without.length ? `; none in ${allure.without.join(', ')}` : ''})\n`,
    );
    return s.failed > 0 ? EXIT.failed : EXIT.ok;
  } catch (e) {
    if (e instanceof InputError) {
      io.err(`avaconform merge: ${e.message}\n`);
      return EXIT.usage;
    }
    throw e;
  }
}
