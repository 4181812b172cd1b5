// Properties end to end through the command line: the same seed sends byte-identical request
// sequences, and a planted failure prints a replay line that, run by hand, fails the same way with
// exactly one request (and passes once the fault is gone).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../schemas/conformance.js';
import { manifestEntry } from '../src/checks/manifest.js';
import { readCassette } from '../src/replay/cassette.js';
import { runCli } from './support/cli.js';

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `avaconform-props-${name}-`));

/** The shell words of a printed replay line (plain words and double-quoted ones, as printed). */
const words = (line: string) => [...line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!));

describe('properties through the command line', () => {
  test('two runs with the same seed send byte-identical request sequences, check by check', { timeout: 300_000 }, async () => {
    const logs: Array<Map<string, string[]>> = [];
    for (const i of [1, 2]) {
      const dir = tmp(`same-seed-${i}`);
      await runCli(['run', '--only', 'properties/', '--seed', '5', '--runs', '20', '--report-dir', dir, '--record', join(dir, 'cassette.ndjson'), '--quiet']);
      const perCheck = new Map<string, string[]>();
      for (const x of readCassette(join(dir, 'cassette.ndjson'))) {
        if (!x.checkId || !manifestEntry(x.checkId)?.file.startsWith('properties/')) continue;
        perCheck.set(x.checkId, [...(perCheck.get(x.checkId) ?? []), `${x.request.method} ${x.request.path} ${x.request.body}`]);
      }
      logs.push(perCheck);
    }
    expect(logs[0]!.size).toBeGreaterThanOrEqual(10);
    expect([...logs[1]!.keys()].sort()).toEqual([...logs[0]!.keys()].sort());
    for (const [id, requests] of logs[0]!) expect(logs[1]!.get(id), id).toEqual(requests);
  });

  test('a planted failure replays by hand: fails again with the same reason, passes without the fault', { timeout: 300_000 }, async () => {
    const dir = tmp('planted');
    const out = await runCli(['run', '--only', 'properties/envelope-fuzz', '--fault', 'parse-error-wrong-code', '--seed', '3', '--runs', '30', '--report-dir', dir, '--quiet']);
    expect(out.code).toBe(1);
    const failure = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8'))).checks.find((c) => c.status === 'failed')!;
    expect(failure.message).toMatch(/fast-check seed 3, path "[\d:]+"/);
    expect(failure.message).toMatch(/counterexample: \{/);
    expect(failure.reproduce).toMatch(/^curl /m);
    const line = failure.message.match(/replay: avaconform (replay .*)$/m)?.[1];
    expect(line).toBeDefined();
    const again = await runCli(words(line!));
    expect(again.code, again.stderr.slice(-2000)).toBe(1);
    expect(again.stdout).toMatch(/property failed after 1 run\(s\)/);
    expect(again.stdout).toContain(failure.message.split('\n')[2]!.trim());
    // Exactly the counterexample's one request was sent, and the curl reproduction is it.
    expect(again.stdout.match(/^curl /gm)?.length).toBe(1);
    const fixed = await runCli(words(line!.replace(/ --fault \S+/, '')));
    expect(fixed.code, fixed.stdout.slice(-2000)).toBe(0);
    expect(fixed.stdout).toMatch(/^passed: /m);
  });
});
