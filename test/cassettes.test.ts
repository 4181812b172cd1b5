// Real-node answers on every change: cassettes recorded from AvalancheGo v1.14.2 and v1.12.1 are
// replayed offline. With the version expectations the run is green; with --strict it is red on
// exactly the recorded deviations.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { Conformance } from '../schemas/conformance.js';
import { PROJECT_ROOT } from '../src/tool.js';
import { runCli } from './support/cli.js';

const CASES = [
  { version: '1.14.2', expectations: 'avalanchego-1.14.0-1.15.0.yaml' },
  { version: '1.12.1', expectations: 'avalanchego-1.12.0-1.12.2.yaml' },
];

async function replay(version: string, strict: boolean) {
  const dir = mkdtempSync(join(tmpdir(), `avaconform-cassette-${version}-`));
  const cassette = join(PROJECT_ROOT, 'fixtures/cassettes', `avalanchego-v${version}.ndjson`);
  const out = await runCli(['run', '--target', `replay:${cassette}`, '--seed', '1', '--report-dir', dir, '--quiet', ...(strict ? ['--strict'] : [])]);
  expect(existsSync(join(dir, 'conformance.json')), `exit ${out.code}: ${out.stderr.slice(-2000)}`).toBe(true);
  return { out, result: Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8'))) };
}

describe.concurrent('recorded real nodes', () => {
  for (const { version, expectations } of CASES) {
    test(`v${version}: green with its version expectations, red with --strict exactly on the recorded deviations`, { timeout: 240_000 }, async () => {
      const listed = (parseYaml(readFileSync(join(PROJECT_ROOT, 'expectations', expectations), 'utf8')) as { expectations: Array<{ check: string }> }).expectations.map((e) => e.check);
      const lenient = await replay(version, false);
      expect(lenient.result.target.nodeVersion).toBe(`avalanchego/${version}`);
      expect(lenient.result.checks.filter((c) => c.status === 'failed').map((c) => c.id)).toEqual([]);
      expect(lenient.out.code).toBe(0);
      const expected = lenient.result.checks.filter((c) => c.status === 'expected-fail').map((c) => c.id).sort();
      expect(expected.length).toBeGreaterThan(0);
      for (const id of expected) expect(listed).toContain(id);

      const strict = await replay(version, true);
      expect(strict.out.code).toBe(1);
      expect(strict.result.checks.filter((c) => c.status === 'failed').map((c) => c.id).sort()).toEqual(expected);
    });
  }
});
