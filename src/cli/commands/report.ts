// `avaconform report [DIR]`: builds the Allure 3 report of a run as one offline HTML file, by
// running the `allure` package's CLI (awesome plugin, --single-file) on DIR/allure-results.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { EXIT } from '../usage.js';
import { parseCommandArgs } from '../args.js';
import { processIo, type CommandIo } from './io.js';

export const REPORT_HELP = `usage: avaconform report [DIR]

Builds the Allure 3 HTML report (one self-contained file, works offline) from DIR/allure-results
into DIR/allure-report/index.html. DIR defaults to reports/latest. Needs the Allure 3 CLI, the npm
package "allure" (3.x): npm install --save-dev allure@3

exit codes: 0 report written, 1 allure failed, 2 usage error, no allure-results, or allure not installed
`;

const INSTALL_HINT =
  'the Allure 3 CLI is not installed; install it with `npm install --save-dev allure@3` (or globally: `npm install -g allure@3`)';

/** The path of the `allure` package's CLI script, resolved from the project (or the cwd), or null. */
export function resolveAllureCli(): string | null {
  for (const base of [import.meta.url, join(process.cwd(), 'noop.js')]) {
    let entry: string;
    try {
      entry = createRequire(base).resolve('allure');
    } catch {
      continue;
    }
    // Walk up from the package entry to its package.json, then follow its "bin".
    for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
      const pkgPath = join(dir, 'package.json');
      if (!existsSync(pkgPath)) continue;
      const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { name?: string; bin?: string | Record<string, string> };
      if (pkg.name !== 'allure') continue;
      const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.allure;
      return bin ? join(dir, bin) : null;
    }
  }
  return null;
}

function run(cmd: string, args: readonly string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => done(-1));
    child.on('close', (code) => done(code ?? -1));
  });
}

/** argv: the arguments after "report". */
export async function reportCommand(
  argv: string[],
  io: CommandIo = processIo,
  cli: string | null = resolveAllureCli(),
): Promise<number> {
  let parsed;
  try {
    parsed = parseCommandArgs('report', argv, {
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    io.err(`avaconform report: ${(e as Error).message}\n`);
    return EXIT.usage;
  }
  if (parsed.values.help) {
    io.out(REPORT_HELP);
    return EXIT.ok;
  }
  if (parsed.positionals.length > 1) {
    io.err('avaconform report: expected at most one report dir; see avaconform report --help\n');
    return EXIT.usage;
  }
  const dir = resolve(parsed.positionals[0] ?? 'reports/latest');
  const results = join(dir, 'allure-results');
  if (!existsSync(results)) {
    io.err(`avaconform report: no allure results at ${results} (run \`avaconform run --report-dir ${dir}\` first)\n`);
    return EXIT.usage;
  }
  if (!cli) {
    io.err(`avaconform report: ${INSTALL_HINT}\n`);
    return EXIT.usage;
  }
  const out = join(dir, 'allure-report');
  const code = await run(process.execPath, [cli, 'awesome', results, '--single-file', '--output', out]);
  if (code !== 0) {
    io.err(`avaconform report: allure exited with ${code}\n`);
    return EXIT.failed;
  }
  io.out(`allure report: ${join(out, 'index.html')}\n`);
  return EXIT.ok;
}
