// The project's own spec of the info API (spec/info-api.md) and its machine-readable clauses (spec/info-clauses.json):
// every clause the document states is listed with its level, the generated clause list holds the shared spec's
// clauses unchanged and then these, and the document says per release what each release serves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CLAUSES } from '../../src/spec/clauses.generated.js';
import { PROJECT_ROOT } from '../../src/tool.js';

const doc = readFileSync(join(PROJECT_ROOT, 'spec', 'info-api.md'), 'utf8');
const own = JSON.parse(readFileSync(join(PROJECT_ROOT, 'spec', 'info-clauses.json'), 'utf8')) as {
  documents: Record<string, string>;
  clauses: Array<{ id: string; doc: string; section: string; summary: string; level: string }>;
};
const shared = JSON.parse(readFileSync(join(PROJECT_ROOT, '..', 'shared', 'spec', 'clauses.json'), 'utf8')) as {
  clauses: Array<{ id: string; level: string; summary: string }>;
};

describe('spec/info-api.md and spec/info-clauses.json', () => {
  const stated = [...doc.matchAll(/`\[(I\.info\.[\w.-]+)\]` (MUST|SHOULD|INFO)/g)].map((m) => ({
    id: m[1]!,
    level: m[2]!,
  }));

  test('each clause the document states is listed once, with the same level, and nothing else is listed', () => {
    expect(stated.length).toBeGreaterThan(30);
    expect(new Set(stated.map((c) => c.id)).size).toBe(stated.length);
    expect(own.clauses.map((c) => ({ id: c.id, level: c.level }))).toEqual(stated);
    for (const c of own.clauses) {
      expect(Object.keys(own.documents)).toContain(c.doc);
      expect(c.summary.length, c.id).toBeGreaterThan(20);
    }
  });

  test("the generated list holds the shared spec's clauses unchanged, then the info spec's, none twice", () => {
    const ids = CLAUSES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(CLAUSES.slice(0, shared.clauses.length).map((c) => [c.id, c.level, c.summary])).toEqual(
      shared.clauses.map((c) => [c.id, c.level, c.summary]),
    );
    expect(CLAUSES.slice(shared.clauses.length).map((c) => [c.id, c.doc, c.level])).toEqual(
      own.clauses.map((c) => [c.id, c.doc, c.level]),
    );
    const generated = readFileSync(join(PROJECT_ROOT, 'src', 'spec', 'clauses.generated.ts'), 'utf8');
    expect(generated).toContain('  // spec/info-clauses.json\n');
  });

  test('the Versioning section names every release read and when getTxFee, acps and upgrades came or went', () => {
    const versioning = doc.slice(doc.indexOf('## Versioning'));
    for (const r of ['v1.12.1', 'v1.13.5', 'v1.14.2', 'v1.15.0-fuji', 'master']) expect(versioning).toContain(r);
    expect(versioning).toMatch(/getTxFee \| served .*deprecated v1\.12\.2/);
    expect(versioning).toMatch(/acps \|.*added v1\.10\.18/);
    expect(versioning).toMatch(/upgrades \|.*added v1\.11\.11/);
  });
});
