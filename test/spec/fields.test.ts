// Field coverage: the schema walk names each result field, and the methods' field sources decide every field of
// the catalog with checks that exist or a reason, with no entry for a field that does not exist; the command
// prints all of it.
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { DEFINITIONS, methodEntry } from '../../src/catalog/method-catalog.js';
import { readCheckManifest } from '../../src/check-list/check-manifest.js';
import { fieldCoverage, fieldCoverageSummary, schemaFields, sourceOf } from '../../src/check-list/fields.js';
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../../src/tool.js';

describe('schemaFields', () => {
  test('names object members, array items, record values, through optional, nullable and union', () => {
    const s = z.object({
      a: z.string(),
      list: z.array(z.object({ id: z.string(), owner: z.object({ addresses: z.array(z.string()) }).optional() })),
      byKey: z.record(z.string(), z.object({ n: z.number() })).nullable(),
      either: z.union([z.object({ x: z.string() }), z.object({ y: z.string() })]),
    });
    expect(schemaFields(s).sort()).toEqual(
      [
        '$.a',
        '$.list',
        '$.list[*].id',
        '$.list[*].owner',
        '$.list[*].owner.addresses',
        '$.byKey',
        '$.byKey.*.n',
        '$.either',
        '$.either.x',
        '$.either.y',
      ].sort(),
    );
  });
});

describe('the source table', () => {
  const fields = fieldCoverage();

  test('decides every result field of every catalog method', () => {
    expect(fields.filter((f) => f.checks.length === 0 && !f.reason).map((f) => `${f.method} ${f.path}`)).toEqual([]);
    const c = fieldCoverageSummary(fields);
    expect(c.crossChecked + c.reasoned).toBe(c.total);
  });

  test('cites only checks of the manifest, and gives a reason in words', () => {
    const ids = new Set(readCheckManifest().checks.map((c) => c.id));
    const unknown = fields.flatMap((f) =>
      f.checks.filter((id) => !ids.has(id)).map((id) => `${f.method} ${f.path}: ${id}`),
    );
    expect(unknown).toEqual([]);
    for (const f of fields)
      if (f.reason !== undefined) expect(f.reason.length, `${f.method} ${f.path}`).toBeGreaterThan(20);
  });

  test("every entry names a field of its method's result, or what holds some (no entry outlives its fields)", () => {
    const holds = (key: string, path: string) =>
      path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`);
    const stale = DEFINITIONS.flatMap((e) =>
      Object.keys(e.fields)
        .filter((key) => !schemaFields(e.result).some((path) => holds(key, path)))
        .map((key) => `${e.method} ${key}`),
    );
    expect(stale).toEqual([]);
  });

  test('the longest entry containing a field decides it', () => {
    // getSubnet's "$" covers its members, one with an entry of its own keeps that.
    expect(sourceOf('platform.getSubnet', '$.locktime')).toEqual(methodEntry('platform.getSubnet').fields['$']);
    expect(sourceOf('platform.getSubnet', '$.controlKeys')).toEqual(
      methodEntry('platform.getSubnet').fields['$.controlKeys'],
    );
    // A prefix of a member name is no container of it.
    expect(sourceOf('platform.nope', '$.x')).toBeUndefined();
  });
});

describe('avaconform list --fields --json', () => {
  test('the whole list reaches a program that reads the pipe late (over 64 KiB, more than a pipe holds): one entry per field', async () => {
    // The reader starts a second after the command: a command that exits before its output drains loses what the
    // full pipe did not take (the list ended at 65,536 bytes).
    const command = `${JSON.stringify(process.execPath)} bin/avaconform.js list --fields --json 2>/dev/null | (sleep 1; cat)`;
    const child = spawn('sh', ['-c', command], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
    const text = Buffer.concat(chunks).toString();
    expect(text.length).toBeGreaterThan(65_536);
    const listed = JSON.parse(text) as Array<{ method: string; path: string }>;
    expect(listed.map((f) => `${f.method} ${f.path}`)).toEqual(fieldCoverage().map((f) => `${f.method} ${f.path}`));
  });
});
