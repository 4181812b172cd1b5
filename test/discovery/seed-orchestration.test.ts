// Seeding's contracts without a real node: steps run after the steps they need, a failed step is
// recorded with what it leaves missing and its dependents are skipped (never a throw), every request
// carries the seeding's own JSON-RPC id, and the manifest round-trips through its schema.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as getFeeConfig from '../../schemas/platform/getFeeConfig.js';
import { HttpClient } from '../../src/client/http.js';
import { SEED_RPC_ID, SeedError } from '../../src/seed/api.js';
import { defaultManifestPath, readSeedManifest, writeSeedManifest } from '../../src/seed/seed-manifest.js';
import { seedNetwork, seedNotes, seedingKey } from '../../src/seed/seed-network.js';
import type { StepDef } from '../../src/seed/seed-run.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../../src/tx/key.js';
import { runCli } from '../support/cli.js';

/** Just the answers seeding reads before its steps: network facts, fee config, minimum stakes. */
const ANSWERS: Record<string, unknown> = {
  'info.getNetworkID': { networkID: '12345' },
  'info.getBlockchainID': { blockchainID: '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed' },
  'avm.getAssetDescription': { assetID: '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe' },
  'avm.getTxFee': { txFee: '1000000', createAssetTxFee: '1000000' },
  // A local network's, as the method's module gives it.
  'platform.getFeeConfig': getFeeConfig.method.sample.result,
  'platform.getMinStake': { minValidatorStake: '2000000000000', minDelegatorStake: '25000000000' },
};

let server: Server;
let url = '';
const ids: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: unknown; method: string };
      ids.push(id);
      const result = ANSWERS[method];
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          result === undefined
            ? { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } }
            : { jsonrpc: '2.0', id, result },
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const key = parsePrivateKey(LOCAL_PREFUNDED_KEY);
const step = (name: string, needs: string[], run: StepDef['run'], extra: Partial<StepDef> = {}): StepDef => ({
  name,
  needs,
  provides: [],
  run,
  ...extra,
});

describe('seedNetwork', () => {
  test('a failed step is recorded with what it leaves missing, its dependents are skipped, the others run', async () => {
    const order: string[] = [];
    const lines: string[] = [];
    const steps = [
      step(
        'a',
        [],
        async () => (
          order.push('a'),
          { status: 'created', detail: '1 thing', txs: [{ chain: 'P', kind: 'BaseTx', id: 'x' }] }
        ),
      ),
      step(
        'b',
        ['a'],
        async () => {
          order.push('b');
          throw new SeedError('the node refused it');
        },
        { provides: ['l1'] },
      ),
      step('c', ['b'], async () => (order.push('c'), { status: 'created', detail: 'never', txs: [] }), {
        provides: ['ended-staker'],
      }),
      step('d', [], async () => (order.push('d'), { status: 'reused', detail: 'found', txs: [] }), { after: ['b'] }),
    ];
    const client = new HttpClient(url);
    const m = await seedNetwork(client, { target: url, key, stakeSeconds: 15, steps, progress: (l) => lines.push(l) });
    await client.close();
    expect(Object.fromEntries(Object.entries(m.steps).map(([n, r]) => [n, r.status]))).toEqual({
      a: 'created',
      b: 'failed',
      c: 'skipped',
      d: 'reused',
    });
    expect(order.indexOf('a')).toBeLessThan(order.indexOf('b'));
    expect(order.indexOf('b')).toBeLessThan(order.indexOf('d'));
    expect(order).not.toContain('c');
    expect(m.missing).toEqual({
      l1: 'seed step b failed: the node refused it',
      'ended-staker': 'seed step c skipped: needs step b, which failed',
    });
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.includes('b: failed'))).toMatch(/the node refused it/);
    expect(m.signer).toMatch(/^P-local1/);
    expect(seedNotes(m)[0]).toMatch(/2 of 4 steps done \(1 txs\)/);
    expect(seedNotes(m).slice(1)).toEqual([
      'seed step b failed: the node refused it',
      'seed step c skipped: needs step b, which failed',
    ]);
    expect(new Set(ids)).toEqual(new Set([SEED_RPC_ID]));
  });

  test('a target that cannot be read leaves every provision missing with the reason, without throwing', async () => {
    const client = new HttpClient('http://127.0.0.1:1', { timeoutMs: 1000 });
    const m = await seedNetwork(client, { target: 'http://127.0.0.1:1', key, stakeSeconds: 15, steps: [] });
    await client.close();
    expect(Object.keys(m.missing).length).toBeGreaterThan(5);
    expect(Object.values(m.missing).every((w) => w!.startsWith('seeding could not start:'))).toBe(true);
  });

  test('the signing key: the genesis key on local networks only, unless one is given', () => {
    expect(typeof seedingKey(12345, '')).toBe('object');
    expect(seedingKey(88888, '')).toMatch(/not local: set AVACONFORM_PRIVATE_KEY/);
    expect(seedingKey(88888, 'nonsense')).toMatch(/^AVACONFORM_PRIVATE_KEY: /);
  });
});

describe('seed manifest', () => {
  test('round-trips through its schema; a file that is not a manifest is an error naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-manifest-'));
    const file = join(dir, 'm.json');
    expect(readSeedManifest(file)).toBeNull();
    const m = {
      schemaVersion: 1 as const,
      target: url,
      networkId: 12345,
      signer: 'P-local1x',
      updatedAt: new Date().toISOString(),
      durationMs: 1,
      steps: {},
      addresses: [],
      subnets: [],
      stakers: [],
      missing: { l1: 'why' },
    };
    writeSeedManifest(file, m);
    expect(readSeedManifest(file)).toEqual(m);
    writeFileSync(file, '{"schemaVersion": 2}');
    expect(() => readSeedManifest(file)).toThrow(
      new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a seed manifest`),
    );
    writeFileSync(file, 'not json');
    expect(() => readSeedManifest(file)).toThrow(/is not a seed manifest/);
  });

  test('the default path is per host and port, under reports/', () => {
    expect(defaultManifestPath('http://127.0.0.1:9650', '/r')).toBe('/r/reports/seed/127.0.0.1-9650.json');
    expect(defaultManifestPath('https://devnet.example/rpc/', '/r')).toBe(
      '/r/reports/seed/devnet.example-443-rpc.json',
    );
  });
});

describe('avaconform seed', () => {
  test('without --target it is a usage error; --help lists its options', async () => {
    const missing = await runCli(['seed']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--target URL is required/);
    const help = await runCli(['seed', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--stake-seconds N/);
  });

  test('an unreachable target exits 2', async () => {
    const out = await runCli([
      'seed',
      '--target',
      'http://127.0.0.1:1',
      '--manifest',
      join(mkdtempSync(join(tmpdir(), 'avaconform-seed-')), 'm.json'),
    ]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/unreachable/);
  });
});
