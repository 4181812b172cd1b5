// The tool's own name, version and install location.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOL_NAME = 'avaconform';

/** The nearest directory at or above `from` holding this package's package.json, and that file's content. */
function findPackageRoot(from: string): { root: string; version: string } {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === TOOL_NAME && pkg.version) return { root: dir, version: pkg.version };
    }
    if (dir === dirname(dir)) throw new Error(`${TOOL_NAME}: no package.json named "${TOOL_NAME}" above ${from}`);
  }
}

// src/tool.ts in a checkout, dist/src/tool.js once built: the package root is found, not assumed.
const pkg = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const PROJECT_ROOT: string = pkg.root;
export const TOOL_VERSION: string = pkg.version;

/** The command's entry point (bin/avaconform.js). */
export const BIN_PATH: string = join(PROJECT_ROOT, 'bin', 'avaconform.js');

/** Whether `file` is this package's bin, through any link (npm links bins into node_modules/.bin and the global prefix). */
function isOwnBin(file: string): boolean {
  try {
    return existsSync(file) && realpathSync(file) === realpathSync(BIN_PATH);
  } catch {
    return false;
  }
}

/**
 * The words that run this avaconform as pasted in the current directory, for the commands a report prints:
 * `avaconform` where a person's PATH finds it (a global install), else `node` and the bin's path (relative to the
 * directory when inside it: bin/avaconform.js in a checkout, node_modules/avaconform/bin/avaconform.js in a project
 * that installed it). Never `npx`: a command started in the background under npx outlives `kill` of it (npm's
 * `sh -c` does not pass the signal on), while the bin passes it to the command it runs.
 */
export function commandWords(cwd: string, path: string): string[] {
  // npm and npx put node_modules/.bin on the PATH of what they run; a person's shell has it not.
  const onPath = path.split(delimiter).filter((dir) => dir && !/node_modules[\\/]\.bin$/.test(dir));
  if (onPath.some((dir) => isOwnBin(join(dir, TOOL_NAME)))) return [TOOL_NAME];
  const inside = relative(cwd, BIN_PATH);
  return ['node', inside.startsWith('..') || isAbsolute(inside) ? BIN_PATH : inside];
}
