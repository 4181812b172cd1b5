// Known deviations name the findings they explain by structure (issue 52): a rule code, a clause, a
// JSON path, JSON values and the request sent. No matcher holds a pattern or a function (which could
// test the words rendered for people: summary, expected, received), and the matching reads no words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { matchersOf } from '../../src/deviations/finding-match.js';
import { DEVIATIONS } from '../../src/deviations/registry.js';
import { PROJECT_ROOT } from '../../src/tool.js';

/** Where in a value a RegExp or a function sits ("received.startsWith"), if anywhere. */
function notData(value: unknown, at: string): string[] {
  if (value instanceof RegExp) return [`${at}: a RegExp (${String(value)})`];
  if (typeof value === 'function') return [`${at}: a function`];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => notData(v, at ? `${at}.${k}` : k));
}

test('every matcher of every deviation is plain data: no RegExp, no function', () => {
  const found = DEVIATIONS.flatMap((d) =>
    matchersOf(d).flatMap((m, i) => notData(m, '').map((where) => `${d.id} (matcher ${i + 1}) ${where}`)),
  );
  expect(found).toEqual([]);
  // The test finds what it looks for.
  expect(notData({ code: 'assert', received: { is: 1, x: [/1/] }, y: () => true }, '')).toEqual([
    'received.x.0: a RegExp (/1/)',
    'y: a function',
  ]);
  expect(DEVIATIONS.filter((d) => matchersOf(d).length).length).toBeGreaterThan(20);
});

test('matching reads no rendered words of a finding (summary, expected, received)', () => {
  for (const file of ['src/deviations/finding-match.ts', 'src/deviations/registry.ts']) {
    const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
    expect(text.match(/\bf\.(summary|expected|received)\b/g) ?? [], file).toEqual([]);
  }
});
