// Allure shows a conformance failure as Failed and a harness error as Broken, with the severity of the
// check's clause level; proven on the allure-results of a fault run and on allure-js-commons' own rule.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStatusFromError, type RuntimeMessage } from 'allure-js-commons/sdk';
import type { RunnerTestCase } from 'vitest';
import type { Vitest } from 'vitest/node';
import { describe, expect, test } from 'vitest';
import { stringifyEnvInfo } from 'allure-js-commons/sdk/reporter';
import ConformanceAllureReporter, { forAllure } from '../../src/harness/allure-reporter.js';
import { PlainFileWriter } from '../../src/harness/allure-writer.js';
import type { CheckMeta } from '../../src/check/meta.js';
import { runCli } from '../support/cli.js';

interface AllureResult {
  fullName?: string;
  status: string;
  labels: Array<{ name: string; value: string }>;
}

const label = (r: AllureResult, name: string) => r.labels.filter((l) => l.name === name).map((l) => l.value);

describe('allure-results of a fault run', () => {
  test(
    'the caught fault is Failed with severity critical; the checks that pass are Passed',
    { timeout: 300_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'avaconform-allure-'));
      const out = await runCli([
        'run',
        '--only',
        'platform/getUTXOs',
        '--fault',
        'utxos-limit-ignored',
        '--seed',
        '1',
        '--runs',
        '5',
        '--report-dir',
        dir,
        '--quiet',
      ]);
      expect(out.code, out.stderr.slice(-2000)).toBe(1);
      const resultsDir = join(dir, 'allure-results');
      const results = readdirSync(resultsDir)
        .filter((f) => f.endsWith('-result.json'))
        .map((f) => JSON.parse(readFileSync(join(resultsDir, f), 'utf8')) as AllureResult);
      const failing = results.filter((r) => r.status !== 'passed' && r.status !== 'skipped');
      expect(failing.map((r) => [r.fullName?.split('#').pop(), r.status])).toEqual([
        ['returns at most limit UTXOs (R2)', 'failed'],
      ]);
      expect(label(failing[0]!, 'severity')).toEqual(['critical']);
      expect(label(failing[0]!, 'clause')).toEqual(['P.m.getUTXOs.R2']);
      expect(results.filter((r) => r.status === 'broken')).toEqual([]);
      expect(results.filter((r) => r.status === 'passed').length).toBeGreaterThan(0);
    },
  );
});

describe('PlainFileWriter', () => {
  test("the run's Allure reporter writes through it", () => {
    const reporter = new ConformanceAllureReporter({
      resultsDir: mkdtempSync(join(tmpdir(), 'avaconform-allure-init-')),
      reportMatchers: false,
    });
    reporter.onInit({ projects: [] } as unknown as Vitest);
    // allureReporterRuntime is private in allure-vitest's types.
    const runtime = (reporter as unknown as { allureReporterRuntime: { writer: unknown } }).allureReporterRuntime;
    expect(runtime.writer).toBeInstanceOf(PlainFileWriter);
  });

  test('writes each kind of Allure file in place, readable as allure-js-commons writes it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'avaconform-allure-writer-')), 'allure-results');
    const writer = new PlainFileWriter(dir);
    const result = { uuid: 'u1', name: 'n', status: 'passed', labels: [] } as unknown as Parameters<
      PlainFileWriter['writeResult']
    >[0];
    writer.writeResult(result);
    writer.writeGroup({ uuid: 'g1', children: ['u1'], befores: [], afters: [] } as unknown as Parameters<
      PlainFileWriter['writeGroup']
    >[0]);
    writer.writeAttachment('a1-attachment.txt', Buffer.from('body'));
    const source = join(dir, '..', 'source.txt');
    writeFileSync(source, 'copied');
    writer.writeAttachmentFromPath('a2-attachment.txt', source);
    writer.writeEnvironmentInfo({ node: 'v1.14.2', empty: undefined } as unknown as Parameters<
      PlainFileWriter['writeEnvironmentInfo']
    >[0]);
    writer.writeCategoriesDefinitions([{ name: 'c' }]);
    expect(readdirSync(dir).sort()).toEqual([
      'a1-attachment.txt',
      'a2-attachment.txt',
      'categories.json',
      'environment.properties',
      'g1-container.json',
      'u1-result.json',
    ]);
    expect(JSON.parse(readFileSync(join(dir, 'u1-result.json'), 'utf8'))).toEqual(result);
    expect(readFileSync(join(dir, 'a1-attachment.txt'), 'utf8')).toBe('body');
    expect(readFileSync(join(dir, 'a2-attachment.txt'), 'utf8')).toBe('copied');
    expect(readFileSync(join(dir, 'environment.properties'), 'utf8')).toBe(stringifyEnvInfo({ node: 'v1.14.2' }));
    expect(JSON.parse(readFileSync(join(dir, 'categories.json'), 'utf8'))).toEqual([{ name: 'c' }]);
  });
});

const task = (meta: Partial<CheckMeta>, message: string, state: 'fail' | 'pass' = 'fail'): RunnerTestCase =>
  ({
    type: 'test',
    name: 't',
    meta: {
      avaconform: {
        id: 'f > t',
        method: 'platform.getHeight',
        aspect: 'schema',
        clauses: ['P.m.getHeight'],
        level: 'MUST',
        ...meta,
      },
      allureRuntimeMessages: [
        {
          type: 'metadata',
          data: {
            labels: [
              { name: 'severity', value: 'critical' },
              { name: 'clause', value: 'P.m.getHeight' },
            ],
          },
        },
      ],
    },
    result: { state, errors: state === 'fail' ? [{ name: 'Error', message, stack: message }] : [] },
  }) as unknown as RunnerTestCase;

const labelsOf = (t: RunnerTestCase) =>
  (t.meta as { allureRuntimeMessages: RuntimeMessage[] }).allureRuntimeMessages
    .flatMap((m) => (m.type === 'metadata' ? (m.data.labels ?? []) : []))
    .map((l) => `${l.name}=${l.value}`);

describe('what Allure is handed', () => {
  test('a conformance failure is Failed, a harness error Broken (by allure-js-commons getStatusFromError)', () => {
    const failure = forAllure(task({ message: 'height is negative' }, 'height is negative'));
    expect(getStatusFromError(failure.result!.errors![0])).toBe('failed');
    const harness = forAllure(
      task({ message: 'harness error: TypeError: x is undefined' }, 'harness error: TypeError: x is undefined'),
    );
    expect(getStatusFromError(harness.result!.errors![0])).toBe('broken');
    // Without the reporter's renaming, the plain Error of a failing check would be Broken.
    expect(getStatusFromError({ name: 'Error', message: 'height is negative', stack: 'height is negative' })).toBe(
      'broken',
    );
  });

  test('severity follows the level, once; warned and expected-fail checks carry a tag', () => {
    expect(labelsOf(forAllure(task({}, 'm')))).toEqual(['clause=P.m.getHeight', 'severity=critical']);
    expect(labelsOf(forAllure(task({ level: 'SHOULD', outcome: 'warned' }, '', 'pass')))).toEqual([
      'clause=P.m.getHeight',
      'severity=normal',
      'tag=warned',
    ]);
    expect(labelsOf(forAllure(task({ outcome: 'expected-fail' }, '', 'pass')))).toEqual([
      'clause=P.m.getHeight',
      'severity=critical',
      'tag=expected-fail',
    ]);
    expect(labelsOf(forAllure(task({ level: 'INFO' }, '', 'pass')))).toEqual([
      'clause=P.m.getHeight',
      'severity=minor',
    ]);
  });
});
