// Config files: the same keys as the flags, JSON or YAML, found in the working directory or given
// with --config; a flag on the command line wins; a bad key or value is a one-line usage error.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { findConfig, withConfig } from '../../src/cli/config.js';
import { UsageError } from '../../src/cli/usage.js';
import { runCli } from '../support/cli.js';

const OPTIONS = {
  target: { type: 'string' },
  only: { type: 'string', multiple: true },
  strict: { type: 'boolean' },
  seed: { type: 'string' },
  help: { type: 'boolean' },
} as const;

function dirWith(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'avaconform-config-'));
  writeFileSync(join(dir, name), text);
  return dir;
}

describe('config files', () => {
  test('found in the working directory (JSON first), or given; none is fine', () => {
    const dir = dirWith('avaconform.config.yaml', 'target: mock\n');
    expect(findConfig(undefined, dir)).toBe(join(dir, 'avaconform.config.yaml'));
    writeFileSync(join(dir, 'avaconform.config.json'), '{}');
    expect(findConfig(undefined, dir)).toBe(join(dir, 'avaconform.config.json'));
    expect(findConfig(undefined, mkdtempSync(join(tmpdir(), 'avaconform-noconfig-')))).toBeNull();
    expect(() => findConfig('/no/such/config.json')).toThrow(/--config \/no\/such\/config\.json: no such file/);
  });

  test('fills what the command line left out; numbers become flag text; a list or one value for a repeatable flag', () => {
    const file = join(
      dirWith('c.yaml', 'target: http://127.0.0.1:9650\nonly: platform/getHeight\nstrict: true\nseed: 7\n'),
      'c.yaml',
    );
    expect(withConfig('run', OPTIONS, { seed: '9' }, file)).toEqual({
      target: 'http://127.0.0.1:9650',
      only: ['platform/getHeight'],
      strict: true,
      seed: '9',
    });
  });

  test('an unknown key, a wrong type or a file that does not parse is a usage error naming it', () => {
    const bad =
      (text: string, name = 'c.json') =>
      () =>
        withConfig('run', OPTIONS, {}, join(dirWith(name, text), name));
    expect(bad('{"targt": "mock"}')).toThrow(/unknown key "targt"/);
    expect(bad('{"help": true}')).toThrow(/unknown key "help"/);
    expect(bad('{"strict": "yes"}')).toThrow(/"strict" must be true or false/);
    expect(bad('{"only": [{"x": 1}]}')).toThrow(/"only" must be a string or a list of strings/);
    expect(bad('{"target": ')).toThrow(/not valid JSON/);
    expect(bad('[1, 2]')).toThrow(/must be an object/);
    expect(bad('target: [', 'c.yaml')).toThrow(UsageError);
  });

  test(
    'avaconform run reads --config; the command line wins; a bad config exits 2 with one line',
    { timeout: 300_000 },
    async () => {
      const reportDir = mkdtempSync(join(tmpdir(), 'avaconform-config-run-'));
      const dir = dirWith(
        'avaconform.config.json',
        JSON.stringify({
          only: ['platform/getHeight'],
          seed: 3,
          runs: 1,
          'report-dir': reportDir,
          quiet: true,
          workers: 1,
        }),
      );
      const out = await runCli(['run', '--config', join(dir, 'avaconform.config.json'), '--seed', '4']);
      expect(out.code, out.stderr.slice(-2000)).toBe(0);
      expect(out.stderr).toContain(`avaconform: config ${join(dir, 'avaconform.config.json')}`);
      const result = Conformance.parse(JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')));
      expect(result.run.seed).toBe(4);
      expect(new Set(result.checks.map((c) => c.method))).toEqual(new Set(['platform.getHeight']));
      const badDir = dirWith('avaconform.config.json', '{"no-such-flag": 1}');
      const bad = await runCli(['run', '--config', join(badDir, 'avaconform.config.json')]);
      expect(bad.code).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/unknown key "no-such-flag"/);
    },
  );
});
