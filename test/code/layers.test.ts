// The source layers, lowest first: a module imports only from its own layer or the ones below, so
// the mock, the client and the reports never depend on the harness or the command line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../src/tool.js';

/** Each src/ directory's layer (files directly in src/ are "(top)", the lowest). */
const LAYERS: ReadonlyArray<readonly string[]> = [
  ['(top)', 'json', 'encoding', 'spec'],
  ['codec', 'client'],
  ['catalog', 'tx', 'check-list', 'model'],
  ['mock', 'deviations', 'replay', 'seed', 'targets'],
  // The state machine (src/stateful/): its worlds are the mock and the node's APIs; the check API runs it.
  ['discovery', 'report', 'openrpc', 'stateful'],
  // The check API the suites use, and the worker side that runs their checks.
  ['check'],
  // The runner: options, target, discovery and vitest for a run, its reporters.
  ['harness'],
  ['compare', 'matrix'],
  ['cli'],
  // src/index.ts, the package's entry, re-exports from any layer.
  ['(entry)'],
];
const layerOf = (dir: string) => LAYERS.findIndex((l) => l.includes(dir));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const SRC = join(PROJECT_ROOT, 'src');
const dirOf = (file: string) => {
  const parts = relative(SRC, file).split('/');
  return parts.length > 1 ? parts[0]! : parts[0] === 'index.ts' ? '(entry)' : '(top)';
};

test('every src directory has a layer, and no import runs from a lower layer up', () => {
  const upward: string[] = [];
  for (const file of sources(SRC)) {
    const from = dirOf(file);
    expect(layerOf(from), `src/${from} has no layer in test/code/layers.test.ts`).toBeGreaterThanOrEqual(0);
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = normalize(join(dirname(file), m[1]!));
      if (!target.startsWith(SRC + '/')) continue;
      const to = dirOf(target);
      if (layerOf(to) > layerOf(from))
        upward.push(`${relative(PROJECT_ROOT, file)} -> ${relative(PROJECT_ROOT, target)}`);
    }
  }
  expect(upward).toEqual([]);
});

test('no module imports itself back through others, type-only imports included', () => {
  const imports = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/^(?:import|export)\s[^;]*?from '(\.[^']+)'/gm)]
      .map((m) => normalize(join(dirname(file), m[1]!)).replace(/\.js$/, '.ts'))
      .filter((t) => t.startsWith(SRC + '/'));
    imports.set(file, targets);
  }
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open')
        cycles.push([...path.slice(path.indexOf(next)), next].map((f) => relative(PROJECT_ROOT, f)).join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file);
  expect(cycles).toEqual([]);
});
