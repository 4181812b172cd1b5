// The harness's test files (suites/ and properties/, and the user's of --suites DIR) and which of them a
// --only selection runs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { PROJECT_ROOT } from '../tool.js';

/** Where the harness's test files live, relative to the project root (vitest.config.ts includes them). */
export const SUITE_DIRS = ['suites', 'properties'] as const;

function testFiles(dir: string): string[] {
  const out: string[] = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...testFiles(p));
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** The user's check files (every *.test.ts under the --suites dirs, RunOptions.suites), relative to the project root as the built-in ones are. */
export function userSuiteFiles(dirs: readonly string[]): string[] {
  return dirs.flatMap((d) => testFiles(d)).map((f) => relative(PROJECT_ROOT, f));
}

/** Every suite and property file, then the user's (in `userDirs`), relative to the project root ("suites/platform/getHeight.test.ts"). */
export function allSuiteFiles(userDirs: readonly string[] = []): string[] {
  return [
    ...SUITE_DIRS.flatMap((d) => testFiles(join(PROJECT_ROOT, d))).map((f) => relative(PROJECT_ROOT, f)),
    ...userSuiteFiles(userDirs),
  ];
}

/** The state machine's files: run only with --stateful (a plain `npx vitest run` skips their checks, saying why). */
export const STATEFUL_DIR = 'suites/stateful/';

/**
 * The files a --only selection runs (all when none): those whose project-relative path holds a pattern,
 * in any case, or lies under one given as an absolute path (vitest's own reading of file filters).
 * The state machine's files only when the run is `stateful`; the user's under `userDirs` (--suites).
 */
export function selectSuiteFiles(
  patterns: readonly string[],
  stateful = false,
  userDirs: readonly string[] = [],
): string[] {
  const files = allSuiteFiles(userDirs).filter((f) => stateful || !f.startsWith(STATEFUL_DIR));
  if (!patterns.length) return files;
  const lower = patterns.map((p) => p.toLocaleLowerCase());
  return files.filter((f) => {
    const path = f.toLocaleLowerCase();
    return (
      lower.some((p) => path.includes(p)) || patterns.some((p) => isAbsolute(p) && join(PROJECT_ROOT, f).startsWith(p))
    );
  });
}
