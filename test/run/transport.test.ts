// Remote-node transport: headers and auth on every request but in no report or cassette, TLS trust
// (--ca, --insecure), and bounded retries of transport failures and HTTP 429 that are listed with the
// exchange and never hide a wrong answer.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { HttpClient } from '../../src/client/http.js';
import { Pool, undiciErrors } from '../../src/client/undici-pool.js';
import { DIRECT, parseHeader, retryDelayMs } from '../../src/client/transport.js';
import { readTransport } from '../../src/harness/options.js';
import { InputError } from '../../src/input-error.js';
import { startMockServer } from '../../src/mock/server.js';
import { runCli } from '../support/cli.js';

type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void;

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

async function listen(server: Server, scheme: 'http' | 'https'): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A server that hands each request, numbered from 1, to `handle`. */
function serve(handle: Handler): Promise<string> {
  let n = 0;
  return listen(
    createHttpServer((req, res) => handle(req, res, ++n)),
    'http',
  );
}

const ok = (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":{}}');
const get = { method: 'GET', path: '/ext/health' };

describe('transport settings', () => {
  test('headers parse, auth becomes Basic or Bearer, retries are bounded', () => {
    expect(parseHeader('X-Api-Key: k:1')).toEqual(['X-Api-Key', 'k:1']);
    expect(() => parseHeader('no colon')).toThrow(InputError);
    expect(() => parseHeader(': v')).toThrow(InputError);
    expect(readTransport({ AVACONFORM_AUTH: 'u:p' }).headers.authorization).toBe(
      `Basic ${Buffer.from('u:p').toString('base64')}`,
    );
    expect(readTransport({ AVACONFORM_TOKEN: 't' }).headers.authorization).toBe('Bearer t');
    expect(() => readTransport({ AVACONFORM_AUTH: 'nocolon' })).toThrow(/user:password/);
    expect(() => readTransport({ AVACONFORM_RETRIES: '11' })).toThrow(/--retries must be an integer 0\.\.10/);
    expect(readTransport({ AVACONFORM_HEADERS: 'a: 1\nb: 2', AVACONFORM_RETRIES: '2' })).toEqual({
      headers: { a: '1', b: '2' },
      caFile: null,
      insecure: false,
      retries: 2,
    });
    expect(retryDelayMs(1, undefined)).toBe(250);
    expect(retryDelayMs(3, undefined)).toBe(1000);
    expect(retryDelayMs(1, '2')).toBe(2000);
    expect(retryDelayMs(1, '9999')).toBe(30_000);
  });
});

describe("undici's pool, loaded without its entry module (src/client/undici-pool.ts)", () => {
  test("gives the entry's own classes, and the pool has request()", async () => {
    const entry = await import('undici');
    expect(Pool).toBe(entry.Pool);
    expect(undiciErrors.RequestAbortedError).toBe(entry.errors.RequestAbortedError);
    expect(typeof Pool.prototype.request).toBe('function');
  });
});

describe('HttpClient with transport settings', () => {
  test('the user headers go on the wire, not into the exchange; a check header of the same name wins', async () => {
    const seen: IncomingMessage['headers'][] = [];
    const url = await serve((req, res) => (seen.push(req.headers), ok(res)));
    const client = new HttpClient(url, {
      transport: {
        ...DIRECT,
        headers: { authorization: 'Bearer secret', 'x-api-key': 'k', 'content-type': 'text/plain' },
      },
    });
    const x = await client.send({
      method: 'POST',
      path: '/ext/bc/P',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await client.close();
    expect(seen[0]).toMatchObject({
      authorization: 'Bearer secret',
      'x-api-key': 'k',
      'content-type': 'application/json',
    });
    expect(x.request.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.stringify(x)).not.toContain('secret');
  });

  test('an HTTP 429 is sent again after Retry-After, and the exchange lists it', async () => {
    const url = await serve((_req, res, n) => (n === 1 ? res.writeHead(429, { 'retry-after': '0' }).end() : ok(res)));
    const client = new HttpClient(url, { transport: { ...DIRECT, retries: 2 } });
    const x = await client.send(get);
    await client.close();
    expect(x.response?.status).toBe(200);
    expect(x.retried).toEqual(['HTTP 429 (retry-after 0)']);
  });

  test('a connection reset before any answer is retried; without retries it is the answer', async () => {
    const url = await serve((req, res, n) => (n % 2 === 1 ? req.socket.destroy() : ok(res)));
    const retrying = new HttpClient(url, { transport: { ...DIRECT, retries: 1 }, connections: 1 });
    const x = await retrying.send(get);
    await retrying.close();
    expect(x.response?.status).toBe(200);
    expect(x.retried).toHaveLength(1);
    expect(x.retried![0]).toMatch(/reset|closed|socket/i);
    const plain = new HttpClient(url, { connections: 1 });
    const y = await plain.send(get);
    await plain.close();
    expect(y.response).toBeUndefined();
    expect(y.retried).toBeUndefined();
  });

  test('a wrong answer (HTTP 500) and a 429 past the bound are never hidden', async () => {
    const url = await serve((req, res) =>
      req.url === '/500' ? res.writeHead(500).end('boom') : res.writeHead(429).end(),
    );
    const client = new HttpClient(url, { transport: { ...DIRECT, retries: 2 } });
    const e = await client.send({ method: 'GET', path: '/500' });
    expect(e.response?.status).toBe(500);
    expect(e.retried).toBeUndefined();
    const t = await client.send({ method: 'GET', path: '/busy' });
    await client.close();
    expect(t.response?.status).toBe(429);
    // 429 is honoured up to THROTTLE_RETRIES times (or --retries, when larger).
    expect(t.retried).toEqual(['HTTP 429', 'HTTP 429', 'HTTP 429']);
  }, 20_000);

  test('without --retries a 429 is still honoured; a transport failure is not retried', async () => {
    const url = await serve((_req, res, n) => (n === 1 ? res.writeHead(429, { 'retry-after': '0' }).end() : ok(res)));
    const client = new HttpClient(url);
    const x = await client.send(get);
    await client.close();
    expect(x.response?.status).toBe(200);
    expect(x.retried).toEqual(['HTTP 429 (retry-after 0)']);
  });

  test('https: a self-signed certificate is refused, trusted with --ca, accepted with --insecure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-tls-'));
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    expect(made.status, `openssl: ${made.stderr}`).toBe(0);
    const url = await listen(
      createHttpsServer(
        { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
        (_req, res) => ok(res),
      ),
      'https',
    );
    for (const [transport, answered] of [
      [DIRECT, false],
      [{ ...DIRECT, caFile: join(dir, 'cert.pem') }, true],
      [{ ...DIRECT, insecure: true }, true],
    ] as const) {
      const client = new HttpClient(url, { transport });
      const x = await client.send(get);
      await client.close();
      expect(x.response?.status === 200, `${JSON.stringify(transport)}: ${x.error ?? ''}`).toBe(answered);
      if (!answered) expect(x.error).toMatch(/self.signed|certificate/i);
    }
  });
});

describe('run through a gateway that wants credentials', () => {
  test(
    '--header and --auth reach the node; no report, log or cassette holds them; without them the target cannot be judged (exit 2)',
    { timeout: 120_000 },
    async () => {
      const mock = await startMockServer({ seed: 1, faults: [], networkId: 12345, port: 0 });
      const upstream = new URL(mock.url);
      const basic = `Basic ${Buffer.from('alice:s3cret-pass').toString('base64')}`;
      const gateway = await serve((req, res) => {
        if (req.headers.authorization !== basic || req.headers['x-api-key'] !== 'key-123')
          return void res.writeHead(401, { 'content-type': 'text/plain' }).end('unauthorized');
        const up = httpRequest(
          { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
          (r) => (res.writeHead(r.statusCode ?? 502, r.headers), r.pipe(res)),
        );
        req.pipe(up);
      });
      try {
        const dir = mkdtempSync(join(tmpdir(), 'avaconform-auth-'));
        const out = await runCli([
          'run',
          '--target',
          gateway,
          '--only',
          'platform/getHeight',
          '--seed',
          '1',
          '--header',
          'x-api-key: key-123',
          '--auth',
          'alice:s3cret-pass',
          '--report-dir',
          dir,
          '--record',
          join(dir, 'run.ndjson'),
          '--quiet',
        ]);
        expect(out.code, out.stderr.slice(-2000)).toBe(0);
        const files = readdirSync(dir, { recursive: true })
          .map(String)
          .filter((f) => statSync(join(dir, f)).isFile());
        expect(files).toContain('run.ndjson');
        for (const f of files) {
          const text = readFileSync(join(dir, f), 'latin1');
          for (const secret of ['s3cret-pass', basic.slice(6), 'key-123'])
            expect(text.includes(secret), `${f} holds ${secret}`).toBe(false);
        }
        const refused = await runCli([
          'run',
          '--target',
          gateway,
          '--only',
          'platform/getHeight',
          '--report-dir',
          join(dir, 'refused'),
          '--quiet',
        ]);
        expect(refused.code).toBe(2);
        expect(refused.stderr).toMatch(/does not answer like an Avalanche node: .*HTTP 401/);
        expect(existsSync(join(dir, 'refused', 'conformance.json'))).toBe(true);
      } finally {
        await mock.close();
      }
    },
  );

  test(
    'a run through a gateway that throttles: every 429 waited out, counted in conformance.json and report.md, the run green',
    { timeout: 120_000 },
    async () => {
      const mock = await startMockServer({ seed: 1, faults: [], networkId: 12345, port: 0 });
      const upstream = new URL(mock.url);
      const gateway = await serve((req, res, n) => {
        if (n % 7 === 3)
          return void res.writeHead(429, { 'retry-after': '0', 'content-type': 'text/plain' }).end('slow down');
        const up = httpRequest(
          { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
          (r) => (res.writeHead(r.statusCode ?? 502, r.headers), r.pipe(res)),
        );
        req.pipe(up);
      });
      try {
        const dir = mkdtempSync(join(tmpdir(), 'avaconform-throttled-'));
        const out = await runCli([
          'run',
          '--target',
          gateway,
          '--only',
          'platform/getHeight',
          '--seed',
          '1',
          '--report-dir',
          dir,
          '--quiet',
        ]);
        expect(out.code, out.stderr.slice(-2000)).toBe(0);
        const conformance = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as {
          run: { retried?: { requests: number; throttled: number } };
        };
        expect(conformance.run.retried?.throttled).toBeGreaterThan(0);
        expect(conformance.run.retried?.requests).toBe(conformance.run.retried?.throttled);
        expect(readFileSync(join(dir, 'report.md'), 'utf8')).toMatch(
          /requests were sent more than once: \d+ after the target throttled them \(HTTP 429/,
        );
      } finally {
        await mock.close();
      }
    },
  );

  test('bad transport flags exit 2 with one line', async () => {
    for (const [args, reason] of [
      [['--header', 'nonsense'], /--header must be "Name: value"/],
      [['--retries', '99'], /--retries must be an integer 0\.\.10/],
      [['--ca', '/no/such/ca.pem'], /--ca \/no\/such\/ca\.pem: no such file/],
      [['--auth', 'nocolon'], /--auth \(AVACONFORM_AUTH\) must be "user:password"/],
    ] as const) {
      const out = await runCli(['run', ...args]);
      expect(out.code, `${args.join(' ')}: ${out.stderr}`).toBe(2);
      expect(
        out.stderr
          .trim()
          .split('\n')
          .filter((l) => !l.startsWith('avaconform: seed')),
      ).toHaveLength(1);
      expect(out.stderr).toMatch(reason);
    }
  });
});
