// Settings as one value: the process's environment is read at one edge of src/ (src/harness/environment.ts); the
// suite threads' entry only replaces a reused thread's variables by those vitest gives the run. The workers take
// everything else from the run context.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(ts|js)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

test('process.env is read in two modules of src/: the edge and the suite threads’ entry', () => {
  const reading = sourceFiles(join(ROOT, 'src'))
    .filter((f) => readFileSync(f, 'utf8').includes('process.env'))
    .map((f) => relative(ROOT, f))
    .sort();
  expect(reading).toEqual(['src/harness/environment.ts', 'src/harness/kept-thread-entry.js']);
});
