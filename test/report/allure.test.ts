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
  historyId?: string;
  testCaseId?: string;
  steps: Array<{ name: string; attachments: Array<{ name: string; source: string; type: string }> }>;
}

const label = (r: AllureResult, name: string) => r.labels.filter((l) => l.name === name).map((l) => l.value);

describe('allure-results of a fault run', () => {
  test(
    'the caught fault is Failed with severity critical, its labels, history id and evidence; the checks that pass are Passed',
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
      const failed = failing[0]!;
      expect(label(failed, 'severity')).toEqual(['critical']);
      expect(label(failed, 'clause')).toEqual(['P.m.getUTXOs.R2']);
      expect([label(failed, 'epic'), label(failed, 'feature'), label(failed, 'story')]).toEqual([
        ['platform'],
        ['platform.getUTXOs'],
        ['pagination'],
      ]);
      // History follows the stable check id (suites/manifest.json), not the title.
      expect([failed.historyId, failed.testCaseId]).toEqual(['getUTXOs.R2-at-most-limit', 'getUTXOs.R2-at-most-limit']);
      expect(label(failed, 'thread')).toEqual([expect.stringMatching(/^vitest-worker-\d+$/)]);
      // The evidence: the curl that reproduces it, then the request that breached and its answer.
      expect(failed.steps.map((s) => s.name)).toEqual(['reproduce (curl)', 'request #2', 'response #2']);
      const attached = (i: number) => readFileSync(join(resultsDir, failed.steps[i]!.attachments[0]!.source), 'utf8');
      expect(attached(0)).toContain("curl -sS -i -X POST 'http://127.0.0.1:");
      expect(attached(1)).toMatch(/^POST \/ext\/bc\/P\n\n\{"jsonrpc":"2.0","id":\d+,"method":"platform.getUTXOs"/);
      expect(attached(2)).toMatch(/^HTTP 200\n\n/);
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
        id: 'getHeight.schema',
        name: 'suites/platform/getHeight.test.ts > t',
        method: 'platform.getHeight',
        aspect: 'schema',
        clauses: ['P.m.getHeight'],
        level: 'MUST',
        ...meta,
      },
    },
    result: {
      state,
      startTime: 1_000,
      duration: 250.4,
      errors: state === 'fail' ? [{ name: 'Error', message, stack: message }] : [],
    },
  }) as unknown as RunnerTestCase;

const messagesOf = (t: RunnerTestCase) => (t.meta as { allureRuntimeMessages: RuntimeMessage[] }).allureRuntimeMessages;
const labelsOf = (t: RunnerTestCase) =>
  messagesOf(t)
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

  test('labels from the record: API, method, aspect, each clause, severity from the level, a tag for warned and expected-fail', () => {
    const base = ['epic=platform', 'feature=platform.getHeight', 'story=schema', 'clause=P.m.getHeight'];
    expect(labelsOf(forAllure(task({}, 'm')))).toEqual([...base, 'severity=critical']);
    expect(labelsOf(forAllure(task({ level: 'SHOULD', outcome: 'warned' }, '', 'pass')))).toEqual([
      ...base,
      'severity=normal',
      'tag=warned',
    ]);
    expect(labelsOf(forAllure(task({ outcome: 'expected-fail', deviations: ['a', 'b'] }, '', 'pass')))).toEqual([
      ...base,
      'deviation=a,b',
      'severity=critical',
      'tag=expected-fail',
    ]);
    expect(labelsOf(forAllure(task({ level: 'INFO' }, '', 'pass')))).toEqual([...base, 'severity=minor']);
    expect(labelsOf(forAllure(task({ method: 'transport', clauses: ['N.env.jsonrpc', 'J.batch'] }, '')))).toEqual([
      'epic=transport',
      'feature=transport',
      'story=schema',
      'clause=N.env.jsonrpc',
      'clause=J.batch',
      'severity=critical',
    ]);
  });

  test('history by the stable check id; a check that did not pass carries its reproduction and exchanges, at its end', () => {
    const failed = forAllure(
      task(
        {
          reproduce: 'curl -sS x',
          exchanges: [
            {
              seq: 3,
              request: { method: 'POST', path: '/ext/bc/P', body: '{"id":3}' },
              response: { status: 200, body: '{"result":{}}' },
            },
            { seq: 4, request: { method: 'POST', path: '/ext/info', body: '{"id":4}' }, error: 'reset' },
          ] as CheckMeta['exchanges'],
        },
        'm',
      ),
    );
    const [metadata, ...attachments] = messagesOf(failed);
    expect(metadata).toMatchObject({ data: { historyId: 'getHeight.schema', testCaseId: 'getHeight.schema' } });
    expect(
      attachments.map((m) =>
        m.type === 'attachment_content'
          ? [m.data.name, Buffer.from(m.data.content, 'base64').toString(), m.data.contentType, m.data.timestamp]
          : m.type,
      ),
    ).toEqual([
      ['reproduce (curl)', 'curl -sS x', 'text/plain', 1250],
      ['request #3', 'POST /ext/bc/P\n\n{"id":3}', 'text/plain', 1250],
      ['response #3', 'HTTP 200\n\n{"result":{}}', 'text/plain', 1250],
      ['request #4', 'POST /ext/info\n\n{"id":4}', 'text/plain', 1250],
      ['response #4', 'no response: reset', 'text/plain', 1250],
    ]);
    // A check that passed carries no attachment.
    expect(messagesOf(forAllure(task({}, '', 'pass'))).map((m) => m.type)).toEqual(['metadata']);
  });

  test("the suite workers get none of allure-vitest's setup file and runner", () => {
    const config = { setupFiles: ['src/check/setup-file.ts'], runner: undefined, browser: { enabled: false } };
    const provided: string[] = [];
    const reporter = new ConformanceAllureReporter({
      resultsDir: mkdtempSync(join(tmpdir(), 'avaconform-allure-none-')),
      reportMatchers: false,
    });
    reporter.onInit({ projects: [{ config, provide: (key: string) => provided.push(key) }] } as unknown as Vitest);
    expect(config).toEqual({ setupFiles: ['src/check/setup-file.ts'], runner: undefined, browser: { enabled: false } });
    expect(provided).toEqual([]);
  });
});
