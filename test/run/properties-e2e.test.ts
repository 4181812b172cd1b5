// Properties end to end through the command line: a planted failure prints a replay line that, run by
// hand, fails the same way with exactly one request (and passes once the fault is gone). That the same
// seed sends the same requests, properties included, is test/run/harness-e2e.test.ts's byte-identical cassettes.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { runCli } from '../support/cli.js';

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `avaconform-props-${name}-`));

/** The shell words of a printed replay line (plain words and double-quoted ones, as printed). */
const words = (line: string) =>
  [...line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!,
  );

describe('properties through the command line', () => {
  test(
    'a planted failure replays by hand: fails again with the same reason, passes without the fault',
    { timeout: 300_000 },
    async () => {
      const dir = tmp('planted');
      const out = await runCli([
        'run',
        '--only',
        'properties/envelope-fuzz',
        '--fault',
        'parse-error-wrong-code',
        '--seed',
        '3',
        '--runs',
        '30',
        '--report-dir',
        dir,
        '--quiet',
      ]);
      expect(out.code).toBe(1);
      const failure = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8'))).checks.find(
        (c) => c.status === 'failed',
      )!;
      expect(failure.message).toMatch(/fast-check seed 3, path "[\d:]+"/);
      expect(failure.message).toMatch(/counterexample: \{/);
      expect(failure.reproduce).toMatch(/^curl /m);
      const line = failure.message.match(/replay: node bin\/avaconform\.js (replay .*)$/m)?.[1];
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
    },
  );
});
