// Real-node answers on every change: cassettes recorded from AvalancheGo releases are replayed offline.
// With the deviation registry the run is green, every expected-fail explained by deviations confirmed
// on that very release; with --strict exactly those suite checks breach (failed, or warned for SHOULD clauses).
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { runCli } from '../support/cli.js';

const DIR = join(PROJECT_ROOT, 'fixtures/cassettes');
const RELEASES = readdirSync(DIR)
  .map((f) => f.match(/^avalanchego-v(\d+\.\d+\.\d+)\.ndjson$/)?.[1])
  .filter((v): v is string => v !== undefined);

async function replay(version: string, strict: boolean) {
  const dir = mkdtempSync(join(tmpdir(), `avaconform-cassette-${version}-`));
  // The cassette's header gives the seed, runs and selection of its recording: no other flag.
  const out = await runCli([
    'run',
    '--target',
    `replay:${join(DIR, `avalanchego-v${version}.ndjson`)}`,
    '--report-dir',
    dir,
    '--quiet',
    ...(strict ? ['--strict'] : []),
  ]);
  expect(existsSync(join(dir, 'conformance.json')), `exit ${out.code}: ${out.stderr.slice(-2000)}`).toBe(true);
  return { out, result: Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8'))) };
}

describe.concurrent('recorded real nodes', () => {
  test('the recorded releases are there', () => {
    expect(RELEASES).toEqual(expect.arrayContaining(['1.12.1', '1.13.5', '1.14.2']));
  });

  for (const version of RELEASES) {
    test(
      `v${version}: green with its known deviations, each confirmed on v${version}; --strict breaches exactly those checks`,
      { timeout: 240_000 },
      async () => {
        const lenient = await replay(version, false);
        expect(lenient.result.target.nodeVersion).toBe(`avalanchego/${version}`);
        expect(lenient.result.target.profile).toBe(version);
        expect(
          lenient.result.checks.filter((c) => c.status === 'failed').map((c) => `${c.name}: ${c.message}`),
        ).toEqual([]);
        expect(lenient.out.code).toBe(0);

        const confirmed = new Set((lenient.result.deviations ?? []).filter((d) => d.confirmed).map((d) => d.id));
        const expectedFail = lenient.result.checks.filter((c) => c.status === 'expected-fail');
        expect(expectedFail.length).toBeGreaterThan(0);
        for (const c of expectedFail) {
          expect(c.deviations?.length, c.name).toBeGreaterThan(0);
          for (const id of c.deviations ?? [])
            expect(confirmed.has(id), `${c.name}: ${id} is confirmed on v${version}`).toBe(true);
          expect(
            c.findings?.every((f) => typeof f.deviation === 'string'),
            c.name,
          ).toBe(true);
        }

        const strict = await replay(version, true);
        expect(strict.out.code).toBe(1);
        expect(strict.result.deviations ?? []).toEqual([]);
        // Suites only: a property explores other values once a run fails earlier, and those the cassette may not hold.
        const breached = (r: typeof strict.result, statuses: string[]) =>
          r.checks
            .filter((c) => c.name!.startsWith('suites/') && statuses.includes(c.status))
            .map((c) => c.name)
            .sort();
        expect(breached(strict.result, ['failed', 'warned'])).toEqual(
          breached(lenient.result, ['expected-fail', 'warned']),
        );
      },
    );
  }
});
