// The tool's own name, version and install location.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
