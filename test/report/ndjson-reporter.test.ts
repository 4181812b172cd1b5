// --reporter ndjson: stdout carries only events, one JSON object a line: run-start, one check event
// per check as it finishes (the same checks as conformance.json, one to one), then run-end.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { RunEvent, type CheckEvent } from '../../schemas/run-events.js';
import { runCli } from '../support/cli.js';

test('a mock run with --reporter ndjson streams parseable events matching conformance.json one to one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'avaconform-ndjson-'));
  const out = await runCli([
    'run',
    '--reporter',
    'ndjson',
    '--only',
    'getTimestamp',
    '--only',
    'getHeight',
    '--fault',
    'timestamp-before-tip',
    '--report-dir',
    dir,
  ]);
  expect(out.code, out.stderr).toBe(1);
  const lines = out.stdout.split('\n').filter((l) => l !== '');
  const events = lines.map((l) => RunEvent.parse(JSON.parse(l)));
  expect(events[0]?.event).toBe('run-start');
  const end = events.at(-1);
  if (end?.event !== 'run-end') throw new Error(`last event is ${end?.event}`);
  expect(end.exitCode).toBe(1);
  const c = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
  expect(end.summary).toEqual(c.summary);
  const checks = events.filter((e): e is CheckEvent => e.event === 'check');
  expect(events).toHaveLength(checks.length + 2);
  const key = (x: { name: string; status: string }) => `${x.name} ${x.status}`;
  expect(checks.map(key).sort()).toEqual(c.checks.map((k) => key({ name: k.name!, status: k.status })).sort());
  for (const e of checks) {
    const k = c.checks.find((x) => x.name === e.name)!;
    expect(e.id).toBe(k.checkId);
    expect(e.method).toBe(k.method);
    expect(e.clauses).toEqual(k.clauses);
  }
  const failed = checks.find((e) => e.status === 'failed')!;
  expect(failed.id).toBe('getTimestamp.not-before-last-block');
  expect(failed.finding).toEqual({
    code: 'assert',
    summary: expect.stringContaining('chain time is before'),
    path: '$.result.timestamp',
  });
});
