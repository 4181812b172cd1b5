// Exact verdicts (issue 13): a known deviation explains only the assertions it names. A proxy in front
// of a recorded real node (and of the mock made to look like that node) breaks one more rule inside
// an answer that already carries a deviation; the check must fail on the new breach, with the known
// one noted. Envelope rules are judged on every method's answers, not only in the envelope suite.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { cb58Decode, cb58Encode } from '../../src/encoding/cb58.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';
import { startReplayServer } from '../../src/replay/cassette-server.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { startBreakingProxy, type Rewrite } from '../support/breaking-proxy.js';
import { runCli } from '../support/cli.js';

const CASSETTE = join(PROJECT_ROOT, 'fixtures/cassettes/avalanchego-v1.14.2.ndjson');
const PRIMARY_CHECK =
  'suites/platform/getCurrentValidators.test.ts > Primary Network validators carry the primary fields and no delegators when nodeIDs is omitted';
const HEIGHT_CHECK = 'suites/platform/getHeight.test.ts > answers the height of the last accepted block as a uint64';
const RANGE_CHECK =
  'suites/index/index.test.ts > /ext/index/P/block > getContainerRange answers the same containers as getContainerByIndex';

/** The same CB58 id with one payload byte changed and its checksum recomputed: still valid CB58. */
function otherId(id: string): string {
  const bytes = cb58Decode(id);
  bytes[0] = bytes[0]! ^ 0xff;
  return cb58Encode(bytes);
}

/** A CB58 id whose checksum no longer matches (its last character changed). */
function brokenChecksum(id: string): string {
  return id.slice(0, -1) + (id.endsWith('1') ? '2' : '1');
}

const isCall =
  (method: string, params?: (p: Record<string, unknown>) => boolean) => (req: { method?: unknown; params?: unknown }) =>
    req.method === method && (!params || params((req.params ?? {}) as Record<string, unknown>));

/** Rewrites the first validator's txID in a getCurrentValidators answer without nodeIDs. */
const breakValidatorTxId =
  (make: (id: string) => string): Rewrite =>
  (req, answer) => {
    if (!isCall('platform.getCurrentValidators', (p) => p.nodeIDs === undefined && p.subnetID === undefined)(req))
      return undefined;
    const result = answer.result as { validators: Array<Record<string, unknown>> };
    const [first, ...rest] = result.validators;
    return { ...answer, result: { ...result, validators: [{ ...first, txID: make(String(first!.txID)) }, ...rest] } };
  };

async function runThrough(upstream: string, rewrite: Rewrite, only: string[], extra: string[] = []) {
  const proxy = await startBreakingProxy(upstream, rewrite);
  const dir = mkdtempSync(join(tmpdir(), 'avaconform-verdicts-'));
  try {
    const out = await runCli([
      'run',
      '--target',
      proxy.url,
      '--report-dir',
      dir,
      '--quiet',
      ...only.flatMap((o) => ['--only', o]),
      ...extra,
    ]);
    const result = Conformance.parse(JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')));
    return {
      out,
      result,
      rewritten: proxy.rewritten(),
      check: (name: string) => result.checks.find((c) => c.name === name),
    };
  } finally {
    await proxy.close();
  }
}

describe.concurrent('a recorded v1.14.2 node behind a proxy that breaks one more rule', () => {
  let replay: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    replay = await startReplayServer(CASSETTE);
  });
  afterAll(() => replay.close());

  test(
    'unchanged, the primary-validator check is expected-fail on the proofOfPossession spelling alone',
    { timeout: 240_000 },
    async () => {
      const r = await runThrough(replay.url, () => undefined, ['getCurrentValidators']);
      expect(r.check(PRIMARY_CHECK)?.status).toBe('expected-fail');
      expect(r.check(PRIMARY_CHECK)?.deviations).toEqual(['getCurrentValidators.signer-pop-spelling']);
      expect(r.out.code).toBe(0);
    },
  );

  test(
    'a validator txID with a broken CB58 checksum fails the check beside the known spelling',
    { timeout: 240_000 },
    async () => {
      const r = await runThrough(replay.url, breakValidatorTxId(brokenChecksum), ['getCurrentValidators']);
      expect(r.rewritten).toBeGreaterThan(0);
      const c = r.check(PRIMARY_CHECK)!;
      expect(c.status).toBe('failed');
      expect(c.findings?.[0]).toMatchObject({ path: '$.result.validators[0].txID', deviation: null });
      expect(c.findings?.some((f) => f.deviation === 'getCurrentValidators.signer-pop-spelling')).toBe(true);
      expect(c.message.split('\n')[0]).toMatch(/beyond the known deviations/);
      expect(r.out.code).toBe(1);
    },
  );

  test(
    'a valid but different txID passes the schema: still expected-fail, not failed (the proxy alone is no breach)',
    { timeout: 240_000 },
    async () => {
      const r = await runThrough(replay.url, breakValidatorTxId(otherId), ['getCurrentValidators']);
      expect(r.check(PRIMARY_CHECK)?.status).toBe('expected-fail');
    },
  );

  test(
    'getContainerRange answers another container than getContainerByIndex: the check fails although the {containers} wrapper is known',
    { timeout: 240_000 },
    async () => {
      const swapId: Rewrite = (req, answer) => {
        const result = answer.result as { containers?: Array<Record<string, unknown>> } | undefined;
        if (!isCall('index.getContainerRange')(req) || !result?.containers?.length) return undefined;
        const [first, ...rest] = result.containers;
        return { ...answer, result: { containers: [{ ...first, id: otherId(String(first!.id)) }, ...rest] } };
      };
      const r = await runThrough(replay.url, swapId, ['index/index']);
      expect(r.rewritten).toBeGreaterThan(0);
      const c = r.check(RANGE_CHECK)!;
      expect(c.status).toBe('failed');
      expect(c.deviations).toEqual(['getContainerRange.wrapped']);
      expect(c.findings?.[0]?.path).toMatch(/^\$\.result\[0\]/);
    },
  );

  test(
    'a jsonrpc "2" on getHeight answers, or a lost id on getTimestamp answers, fails those methods\' own checks',
    { timeout: 240_000 },
    async () => {
      const r = await runThrough(
        replay.url,
        (req, answer) => {
          if (isCall('platform.getHeight')(req) && req.id !== 'avaconform-discovery' && typeof req.id === 'number')
            return { ...answer, jsonrpc: '2' };
          if (isCall('platform.getTimestamp')(req) && typeof req.id === 'number') {
            const { id: _id, ...rest } = answer;
            return rest;
          }
          return undefined;
        },
        ['platform/getHeight', 'platform/getTimestamp'],
      );
      const height = r.check(HEIGHT_CHECK)!;
      expect(height.status).toBe('failed');
      expect(height.findings?.some((f) => f.clause === 'J.version' && f.path === '$.jsonrpc')).toBe(true);
      const timestamp = r.result.checks.find((c) => c.method === 'platform.getTimestamp')!;
      expect(timestamp.status).toBe('failed');
      expect(timestamp.findings?.some((f) => f.clause === 'J.id' && f.path === '$.id')).toBe(true);
    },
  );
});

describe('the mock, made to look like v1.14.2, behind the same proxy', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ seed: 1, faults: ['real-proofOfPossession-spelling'] });
  });
  afterAll(() => mock.close());

  const asNode: Rewrite = (req, answer) =>
    isCall('info.getNodeVersion')(req)
      ? { ...answer, result: { ...(answer.result as object), version: 'avalanchego/1.14.2' } }
      : undefined;

  test('the spelling alone is expected-fail; with a broken txID the check fails', { timeout: 240_000 }, async () => {
    const clean = await runThrough(mock.url, asNode, ['getCurrentValidators']);
    expect(clean.result.target.nodeVersion).toBe('avalanchego/1.14.2');
    expect(clean.check(PRIMARY_CHECK)?.status).toBe('expected-fail');
    const broken = await runThrough(
      mock.url,
      (req, answer) => asNode(req, answer) ?? breakValidatorTxId(brokenChecksum)(req, answer),
      ['getCurrentValidators'],
    );
    const c = broken.check(PRIMARY_CHECK)!;
    expect(c.status).toBe('failed');
    expect(c.findings?.[0]?.path).toBe('$.result.validators[0].txID');
  });

  test('--strict fails the spelling itself', { timeout: 240_000 }, async () => {
    const strict = await runThrough(mock.url, asNode, ['getCurrentValidators'], ['--strict']);
    expect(strict.check(PRIMARY_CHECK)?.status).toBe('failed');
    expect(strict.out.code).toBe(1);
  });
});
