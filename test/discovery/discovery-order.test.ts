// Discovery sends its requests in the same order whatever order the answers come back in: two runs of a
// seed record the same cassette, on a loaded machine too. Here the mock holds each answer back by a delay
// drawn from the request, then by the opposite delay: the requests (in the order sent) and the discovery
// must be the same.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import type { Exchange } from '../../src/client/exchange.js';
import { HttpClient } from '../../src/client/http.js';
import { discover } from '../../src/discovery/discover.js';
import { createMock } from '../../src/mock/node.js';

const SEED = 7;
/** Delays in steps of STEP_MS, from 0 to (STEPS - 1) × STEP_MS. */
const STEP_MS = 5;
const STEPS = 8;
const servers: Server[] = [];
const clients: HttpClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A step drawn from a request body (its hash's first byte): requests of two steps come back in one order, then the other. */
const stepOf = (body: string) => createHash('sha256').update(body).digest()[0]! % STEPS;
const delayed = (body: string) => stepOf(body) * STEP_MS;
const oppositelyDelayed = (body: string) => (STEPS - 1 - stepOf(body)) * STEP_MS;

/** The mock of SEED over HTTP, holding back the answer to each request by `delayMs` of its body. */
async function mockAnsweringLate(delayMs: (body: string) => number): Promise<string> {
  const node = createMock({ seed: SEED, blockTimeMs: 0 });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      setTimeout(
        () =>
          void node
            .handle({ method: req.method ?? 'GET', path: req.url ?? '/', headers, body })
            .then((answer) => res.writeHead(answer.status, answer.headers).end(answer.body)),
        delayMs(body.toString('utf8')),
      );
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A whole discovery of the mock, with its exchanges in the order answered and in the order sent. */
async function discoverAnsweringLate(delayMs: (body: string) => number) {
  const answered: Exchange[] = [];
  const client = new HttpClient(await mockAnsweringLate(delayMs), { onExchange: (x) => void answered.push(x) });
  clients.push(client);
  const discovery = await discover(client);
  const sent = [...answered].sort((a, b) => a.seq - b.seq);
  return { discovery, answered: answered.map((x) => x.request.body), sent: sent.map((x) => x.request.body) };
}

describe('discovery sends in one order', () => {
  test('answers that come back in another order change neither the requests, their order, nor the discovery', async () => {
    const first = await discoverAnsweringLate(delayed);
    const second = await discoverAnsweringLate(oppositelyDelayed);
    // The setup does reorder: the answers came back in different orders, and more than one address took a
    // second getUTXOs page (a page sent after the answer to the first).
    expect(second.answered).not.toEqual(first.answered);
    const pagedOn = first.sent
      .map((b) => JSON.parse(b) as { method: string; params: { addresses?: string[]; startIndex?: unknown } })
      .filter((r) => r.method === 'platform.getUTXOs' && r.params.startIndex !== undefined)
      .map((r) => r.params.addresses?.[0]);
    expect(new Set(pagedOn).size).toBeGreaterThanOrEqual(2);

    expect(second.sent).toEqual(first.sent);
    expect(second.discovery).toEqual(first.discovery);
  });
});
