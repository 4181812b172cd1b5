// Discovery on a network of public size (thousands of subnets and blockchains, as Fuji and mainnet
// list): it reads a bounded sample, the seeded subnets and those running a blockchain first, and says so.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpClient } from '../../src/client/http.js';
import { discover, SAMPLED_BLOCKCHAINS, SAMPLED_SUBNETS } from '../../src/discovery/discover.js';
import { cb58Encode } from '../../src/encoding/cb58.js';
import { emptyManifest } from '../../src/seed/seed-manifest.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

const SUBNETS = 2000;
const id = (n: number) => cb58Encode(new Uint8Array(32).map((_, i) => (i < 4 ? (n >> (8 * i)) & 0xff : 7)));
const subnetIds = Array.from({ length: SUBNETS }, (_, i) => id(i + 1));
// 300 blockchains: three of the Primary Network, the rest on the last 297 subnets (so the ID order alone would not reach them).
const chains = [
  ...['X', 'C', 'Z'].map((name, i) => ({
    id: id(100_000 + i),
    name,
    subnetID: PRIMARY_NETWORK_ID,
    vmID: id(200_000 + i),
  })),
  ...subnetIds.slice(-297).map((s, i) => ({ id: id(300_000 + i), name: `chain-${i}`, subnetID: s, vmID: id(400_000) })),
];

let server: Server;
let url: string;
const asked = new Map<string, number>();

/** The fake node's answer to a method, or undefined for a method it does not serve. */
function answer(method: string): unknown {
  switch (method) {
    case 'info.getNetworkID':
      return { networkID: '1' };
    case 'platform.getHeight':
      return { height: '0' };
    case 'platform.getSubnets':
      return {
        subnets: [
          { id: PRIMARY_NETWORK_ID, controlKeys: [], threshold: '0' },
          ...subnetIds.map((s) => ({ id: s, controlKeys: [], threshold: '1' })),
        ],
      };
    case 'platform.getBlockchains':
      return { blockchains: chains };
    case 'platform.getSubnet':
      return {
        isPermissioned: true,
        controlKeys: [],
        threshold: '1',
        locktime: '0',
        subnetTransformationTxID: PRIMARY_NETWORK_ID,
        conversionID: PRIMARY_NETWORK_ID,
        managerChainID: PRIMARY_NETWORK_ID,
        managerAddress: null,
      };
    case 'platform.getCurrentValidators':
      return { validators: [] };
    default:
      return undefined;
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const call = JSON.parse(body || '{}') as { id?: unknown; method?: string };
      const method = call.method ?? '';
      asked.set(method, (asked.get(method) ?? 0) + 1);
      const result = answer(method);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          result === undefined
            ? { jsonrpc: '2.0', error: { code: -32601, message: 'method not found' }, id: call.id }
            : { jsonrpc: '2.0', result, id: call.id },
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('discovery on a network with thousands of subnets', () => {
  test('reads a bounded sample: the seeded subnet first, then those running a blockchain, and notes the sample', async () => {
    const seeded = subnetIds[1000]!;
    const manifest = emptyManifest(url, 1, 'P-avax1x');
    manifest.subnets.push({ id: seeded, kind: 'permissioned', chainIds: [], validationIds: [] });
    asked.clear();
    const client = new HttpClient(url);
    const d = await discover(client, { seed: manifest });
    await client.close();
    expect(asked.get('platform.getSubnet')).toBe(SAMPLED_SUBNETS);
    expect(d.subnets).toHaveLength(SAMPLED_SUBNETS);
    const sampled = new Set(d.subnets.map((s) => s.id));
    expect(sampled.has(seeded)).toBe(true);
    // Every other sampled subnet runs a blockchain (the last 297 do; the ID order would pick the first ones).
    const running = new Set(chains.map((c) => c.subnetID));
    expect([...sampled].filter((s) => s !== seeded).every((s) => running.has(s))).toBe(true);
    expect(d.blockchains).toHaveLength(SAMPLED_BLOCKCHAINS);
    expect(d.blockchains.slice(0, 3).map((c) => c.name)).toEqual(['X', 'C', 'Z']);
    expect(d.blockchains.every((c) => c.subnetId === PRIMARY_NETWORK_ID || sampled.has(c.subnetId))).toBe(true);
    expect(d.sampled).toEqual([
      `the target lists ${SUBNETS} subnets: discovery read a sample of ${SAMPLED_SUBNETS}`,
      `the target lists ${chains.length} blockchains: the suites ask about a sample of ${SAMPLED_BLOCKCHAINS}`,
    ]);
  });
});
