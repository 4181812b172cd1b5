// The mock's node answering a client in this process (src/mock/in-process.ts), as a run's setup asks it: the
// same answers as its HTTP server gives, without the headers the HTTP layers add, and the client's deadline and
// body cap hold as they do over a socket.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpClient } from '../../src/client/http.js';
import { DIRECT } from '../../src/client/transport.js';
import type { Exchange, RawRequest } from '../../src/client/exchange.js';
import { inProcessDispatcher } from '../../src/mock/in-process.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';

/** Headers the HTTP server and its connection add: absent in this process. */
const HTTP_LAYER = ['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding'];

const rpc = (method: string, path: string, params: object = {}): RawRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
});

const REQUESTS: Array<[string, RawRequest]> = [
  ['a P-Chain call', rpc('platform.getHeight', '/ext/bc/P')],
  ['an info call', rpc('info.getNodeVersion', '/ext/info')],
  ['a call with an unknown method', rpc('platform.noSuchMethod', '/ext/bc/P')],
  ['the health GET', { method: 'GET', path: '/ext/health' }],
  ['a path the node does not serve', rpc('platform.getHeight', '/ext/nowhere')],
  [
    'a body that is not JSON',
    { method: 'POST', path: '/ext/bc/P', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":' },
  ],
  [
    'a content type the node refuses',
    { ...rpc('platform.getHeight', '/ext/bc/P'), headers: { 'content-type': 'text/plain' } },
  ],
];

describe('the mock answering in this process', () => {
  let server: MockServer;
  let overHttp: HttpClient;
  let inProcess: HttpClient;
  beforeAll(async () => {
    server = await startMockServer({ seed: 1, blockTimeMs: 0 });
    overHttp = new HttpClient(server.url);
    inProcess = new HttpClient(server.url, { dispatcher: inProcessDispatcher(server.node) });
  });
  afterAll(async () => {
    await Promise.all([overHttp.close(), inProcess.close(), server.close()]);
  });

  test.each(REQUESTS)('%s: the status, body and node-set headers its HTTP server sends', async (_, request) => {
    const [viaHttp, here] = [await overHttp.send(request), await inProcess.send(request)];
    expect(here.error).toBeUndefined();
    const httpHeaders = Object.fromEntries(
      Object.entries(viaHttp.response!.headers).filter(([name]) => !HTTP_LAYER.includes(name)),
    );
    expect(here.response).toEqual({ ...viaHttp.response, headers: httpHeaders });
    // Over HTTP the server adds its own: the comparison above left out something that was there.
    expect(Object.keys(viaHttp.response!.headers)).toContain('date');
    expect(Object.keys(here.response!.headers).filter((name) => HTTP_LAYER.includes(name))).toEqual([]);
  });

  test('the request reaches the node as its server hands it over: lower-case names, the body whole', async () => {
    const seen: Array<{ headers: Record<string, string>; body: string }> = [];
    const client = new HttpClient('http://in-process', {
      transport: { ...DIRECT, headers: { 'X-Api-Key': 'k-1' } },
      dispatcher: inProcessDispatcher({
        handle: async (req) => {
          seen.push({ headers: req.headers, body: Buffer.from(req.body).toString('utf8') });
          return { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' };
        },
      }),
    });
    const x = await client.send({
      method: 'POST',
      path: '/ext/info',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(x.response?.body).toBe('ok');
    expect(seen).toEqual([{ headers: { 'x-api-key': 'k-1', 'content-type': 'application/json' }, body: '{"a":1}' }]);
  });

  test("a failure of the node's own is the 500 its server answers", async () => {
    const broken = new HttpClient('http://in-process', {
      dispatcher: inProcessDispatcher({ handle: () => Promise.reject(new Error('boom')) }),
    });
    const x = await broken.send({ method: 'GET', path: '/ext/health' });
    expect(x.response).toMatchObject({ status: 500, body: 'mock internal error: boom\n' });
  });

  test("the client's deadline and body cap hold in this process too", async () => {
    const never = new HttpClient('http://in-process', {
      timeoutMs: 20,
      dispatcher: inProcessDispatcher({ handle: () => new Promise(() => {}) }),
    });
    const late: Exchange = await never.send({ method: 'GET', path: '/ext/health' });
    expect(late.error).toBe('no answer within 20 ms');
    const capped = new HttpClient('http://in-process', {
      maxBodyBytes: 8,
      dispatcher: inProcessDispatcher(server.node),
    });
    const big = await capped.send(rpc('platform.getHeight', '/ext/bc/P'));
    expect(big.error).toBe('HTTP 200: answered a body larger than the 8-byte cap');
  });

  test('a closed client sends nothing more', async () => {
    const client = new HttpClient('http://in-process', { dispatcher: inProcessDispatcher(server.node) });
    await client.close();
    const x = await client.send({ method: 'GET', path: '/ext/health' });
    expect(x.response).toBeUndefined();
    expect(x.error).toMatch(/destroyed/i);
  });
});
