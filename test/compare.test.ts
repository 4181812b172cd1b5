// `avaconform compare` end to end: two mocks of one seed agree, a fault on one is found at its path,
// two recorded releases are compared offline, and the exit codes.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Comparison } from '../schemas/compare.js';
import { PROJECT_ROOT } from '../src/tool.js';
import { runCli } from './support/cli.js';

const CASSETTE = (version: string) => `replay:${join(PROJECT_ROOT, 'fixtures/cassettes', `avalanchego-v${version}.ndjson`)}`;
/** One small suite keeps the runs short; discovery still sends its own requests. */
const SMALL = ['--only', 'suites/platform/getHeight', '--runs', '1', '--seed', '3', '--quiet'];

async function compare(args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'avaconform-compare-'));
  const out = await runCli(['compare', ...args, '--report-dir', dir]);
  const read = () => Comparison.parse(JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')));
  return { out, dir, read };
}

describe.sequential('avaconform compare', () => {
  test('two mocks of one seed: every answer identical, exit 0, compare.json parses with its schema', { timeout: 240_000 }, async () => {
    const { out, read, dir } = await compare(['mock', 'mock', ...SMALL]);
    expect(out.code, out.stderr).toBe(0);
    const c = read();
    expect(c.mode).toBe('value');
    expect(c.summary.differences).toBe(0);
    expect(c.summary.identical).toBeGreaterThan(0);
    expect(c.summary.identical).toBe(c.summary.pairs);
    expect(c.methods['platform.getHeight']?.verdict).toBe('identical');
    expect(readFileSync(join(dir, 'compare.md'), 'utf8')).toMatch(/no difference/);
  });

  test('a mock with a fault that changes one answer: the difference is reported at its path, exit 1', { timeout: 240_000 }, async () => {
    const { out, read, dir } = await compare(['mock', 'mock:3:uint64-as-float', ...SMALL]);
    expect(out.code, out.stderr).toBe(1);
    const c = read();
    const unexplained = c.differences.filter((d) => !d.explanation);
    expect(unexplained.map((d) => `${d.method} ${d.path} ${d.kind}`)).toEqual(['platform.getHeight $.result.height format']);
    const x = unexplained[0]!.examples[0]!;
    expect([x.a.shape, x.b.shape]).toEqual(['string<uint64-decimal>', 'string<decimal-fraction>']);
    expect(x.curl).toMatch(/^curl .*platform\.getHeight/);
    expect(readFileSync(join(dir, 'compare.md'), 'utf8')).toContain('$.result.height');
  });

  test('two recorded releases by shape: the version changes explain what they can, the rest stays a difference with its path', async () => {
    const { out, read } = await compare([CASSETTE('1.12.1'), CASSETTE('1.14.2')]);
    const c = read();
    expect(c.mode).toBe('shape');
    expect([c.a.nodeVersion, c.b.nodeVersion]).toEqual(['avalanchego/1.12.1', 'avalanchego/1.14.2']);
    const byPath = new Map(c.differences.map((d) => [`${d.method} ${d.path} ${d.kind}`, d]));
    expect(byPath.get('platform.getCurrentValidators $.result.validators[*].stakeAmount member-only-a')?.explanation?.id).toBe('getCurrentValidators.stakeAmount-removed');
    expect(byPath.get('keystore.listUsers $status status')?.explanation?.id).toBe('keystore.listUsers.absent-in-v1.14.2');
    for (const d of c.differences.filter((x) => !x.explanation)) expect(d.examples[0]!.path).toMatch(/^\$/);
    expect(out.code).toBe(c.summary.unexplained > 0 ? 1 : 0);
    expect(c.summary.explained).toBeGreaterThan(0);
  });

  test('usage errors exit 2 with one line and no stack trace', async () => {
    for (const args of [['mock'], ['mock', 'replay:/no/such/cassette.ndjson'], ['mock', 'mock:x'], ['mock', 'mock:1:no-such-fault'], ['mock', 'mock', '--by', 'size']]) {
      const out = await runCli(['compare', ...args]);
      expect(out.code, args.join(' ')).toBe(2);
      const lines = out.stderr.trim().split('\n');
      expect(lines, args.join(' ')).toHaveLength(1);
      expect(lines[0]).toMatch(/^avaconform compare: /);
    }
  });

  test('an unreachable target exits 2', async () => {
    const out = await runCli(['compare', 'http://127.0.0.1:1', 'mock', '--report-dir', mkdtempSync(join(tmpdir(), 'avaconform-compare-'))]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/unreachable/);
  });
});
