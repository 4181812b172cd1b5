// The command line's main(argv), loaded as bin/avaconform.js chooses: the build when it is as new as the
// sources, else the sources through tsx. Plain JavaScript, for processes the tests start without a loader.
import { existsSync } from 'node:fs';
import { buildIsFresh, COMPILED_ENTRY } from '../../bin/build-fresh.js';

/** @returns {Promise<(argv: string[]) => Promise<number>>} */
export async function loadMain() {
  const compiled = existsSync(COMPILED_ENTRY) && buildIsFresh();
  if (!compiled) (await import('tsx/esm/api')).register();
  const entry = new URL(
    compiled ? '../../dist/src/cli/command-line.js' : '../../src/cli/command-line.ts',
    import.meta.url,
  );
  return (await import(entry.href)).main;
}
