// Whether dist/ is at least as new as every TypeScript source it compiles: bin/avaconform.js runs the
// build only then, and the package test packs that build instead of building again.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The directories the build compiles (tsconfig.build.json's include). */
const COMPILED_SOURCES = ['src', 'schemas'];

/** The build's entry: its modification time is the build's. */
export const COMPILED_ENTRY = new URL('../dist/src/cli/main.js', import.meta.url);

/** Whether the build (COMPILED_ENTRY, which must exist) is at least as new as every source it compiles. */
export function buildIsFresh() {
  const builtAt = statSync(COMPILED_ENTRY).mtimeMs;
  const root = fileURLToPath(new URL('..', import.meta.url));
  return COMPILED_SOURCES.every((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true }).every(
      (e) =>
        !e.isFile() || !e.name.endsWith('.ts') || statSync(join(e.parentPath ?? e.path, e.name)).mtimeMs <= builtAt,
    ),
  );
}
