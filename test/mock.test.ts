// The embedded mock: deterministic state, pagination content, transport rules and the msw handlers.
import { createHash } from 'node:crypto';
import { http as mswHttp, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateChain } from '../src/mock/chain/generate.js';
import { createMock } from '../src/mock/node.js';
import { mockHandlers } from '../src/mock/msw.js';
import { startMockServer } from '../src/mock/server.js';
import { CATALOG } from '../src/catalog/index.js';

const hashState = (seed: number) => {
  const h = createHash('sha256');
  const s = generateChain({ seed, networkId: 12345 });
  for (const b of s.blocks) h.update(b.bytes);
  return h.digest('hex');
};

const post = (body: string, path = '/ext/bc/P', headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  createMock({ seed: 1 }).handle({ method: 'POST', path, headers, body: new TextEncoder().encode(body) });

describe('mock chain state', () => {
  test('the same seed gives the same bytes; another seed other bytes', () => {
    expect(hashState(1)).toBe(hashState(1));
    expect(hashState(2)).not.toBe(hashState(1));
  });

  test('pagination addresses own 0, 1, 1023, 1024, 1025 and more than 3000 UTXOs', () => {
    const s = generateChain({ seed: 5 });
    const counts = [...s.utxosByAddress.values()].map((l) => l.length);
    for (const n of [1, 1023, 1024, 1025]) expect(counts).toContain(n);
    expect(Math.max(...counts)).toBeGreaterThan(3000);
    expect(s.blocks.length).toBeGreaterThanOrEqual(200);
    expect(s.subnets.map((x) => x.kind).sort()).toEqual(['elastic', 'l1', 'permissioned']);
  });
});

describe('mock transport', () => {
  test('unknown paths get a text 404, GET on the API 405, a wrong content type 415', async () => {
    const node = createMock({ seed: 1 });
    expect((await node.handle({ method: 'GET', path: '/nope', headers: {}, body: new Uint8Array() })).status).toBe(404);
    expect((await node.handle({ method: 'GET', path: '/ext/bc/P', headers: {}, body: new Uint8Array() })).status).toBe(405);
    expect((await post('{}', '/ext/bc/P', { 'content-type': 'text/plain' })).status).toBe(415);
  });

  test('answers end with a newline and escape <, > and & as the node does', async () => {
    const r = await post('{"jsonrpc":"2.0","id":"<&>","method":"platform.getHeight","params":{}}');
    expect(String(r.body)).toMatch(/"id":"\\u003c\\u0026\\u003e"\}\n$/);
  });

  test('a notification gets an empty 200', async () => {
    const r = await post('{"jsonrpc":"2.0","method":"platform.getHeight","params":{}}');
    expect(r.status).toBe(200);
    expect(r.body).toBe('');
  });

  test('every catalog method is served at its canonical path', async () => {
    const node = createMock({ seed: 1 });
    for (const m of CATALOG) {
      const r = await node.handle({ method: 'POST', path: m.paths[0]!, headers: { 'content-type': 'application/json' }, body: new TextEncoder().encode(JSON.stringify({ jsonrpc: '2.0', id: 1, method: m.method, params: {} })) });
      const body = JSON.parse(String(r.body)) as { error?: { code: number } };
      expect(body.error?.code, m.method).not.toBe(-32601);
    }
  });
});

describe('msw handlers', () => {
  const server = setupServer(...mockHandlers({ seed: 1 }, 'http://mock.avaconform.test'));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  test('fetch reaches the mock core through msw', async () => {
    const res = await fetch('http://mock.avaconform.test/ext/bc/P', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jsonrpc: '2.0', result: { height: String(generateChain({ seed: 1 }).blocks.length - 1) }, id: 1 });
  });

  test('every catalog method answers through msw and fetch exactly as the HTTP mock does (status, content type, body)', async () => {
    const http = await startMockServer({ seed: 1, faults: [], networkId: 12345, port: 0 });
    // The HTTP mock is reached for real: msw lets its requests through.
    server.use(mswHttp.all(`${http.url}/*`, () => passthrough()));
    try {
      for (const m of CATALOG) {
        const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: m.method, params: {} });
        const send = (base: string) => fetch(`${base}${m.paths[0]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const [viaMsw, viaHttp] = [await send('http://mock.avaconform.test'), await send(http.url)];
        expect(viaMsw.status, m.method).toBe(viaHttp.status);
        expect(viaMsw.headers.get('content-type'), m.method).toBe(viaHttp.headers.get('content-type'));
        expect(await viaMsw.text(), m.method).toBe(await viaHttp.text());
      }
    } finally {
      await http.close();
    }
  });
});
