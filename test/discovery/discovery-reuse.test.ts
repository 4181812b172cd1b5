// A discovery kept in the process is taken for another mock only when that mock answers every one of its
// requests alike; each expectation is the discovery gathered over HTTP from the same mock.
import { afterAll, describe, expect, test } from 'vitest';
import type { Exchange } from '../../src/client/exchange.js';
import { HttpClient } from '../../src/client/http.js';
import { discover } from '../../src/discovery/discover.js';
import type { Discovery } from '../../src/discovery/discovered-inputs.js';
import { discoverOrReuse } from '../../src/harness/discovery-reuse.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';

/** A seed no other test of this worker discovers, so the first discovery below is this file's. */
const SEED = 90_417;
const OPTIONS = { parts: ['blocks'] as const };
const servers: MockServer[] = [];
const clients: HttpClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(servers.map((s) => s.close()));
});

/** A mock of the test's chain (with `faults`), a client of it, and what discoverOrReuse gathered from it. */
async function gather(faults: string[] = [], seed = SEED) {
  const server = await startMockServer({ seed, faults, blockTimeMs: 0 });
  servers.push(server);
  const exchanges: Exchange[] = [];
  const client = new HttpClient(server.url, { onExchange: (x) => void exchanges.push(x) });
  clients.push(client);
  const gathered = await discoverOrReuse(
    client,
    { parts: [...OPTIONS.parts] },
    { node: server.node, chain: { seed } },
    exchanges,
    {},
  );
  return { server, exchanges, client, ...gathered };
}

/** The discovery of `server` asked anew over HTTP: what any way of asking the same node must gather. */
async function overHttp(server: MockServer): Promise<Discovery> {
  const client = new HttpClient(server.url);
  clients.push(client);
  return discover(client, { parts: [...OPTIONS.parts] });
}

describe('discovery kept for the mocks of one chain', () => {
  test('a mock of the same chain answers alike: the kept discovery, its requests answered in process', async () => {
    const first = await gather();
    expect(first.answeredAgain).toBe(0);
    expect(first.client.requests).toBe(first.exchanges.length);
    // The whole chain is read (one getBlockByHeight a height, plus getHeight, getNetworkID and getTimestamp).
    expect(first.exchanges.length).toBe(Number(first.discovery.height) + 4);

    const second = await gather();
    expect(second.client.requests).toBe(0);
    expect(second.answeredAgain).toBe(first.exchanges.length);
    // Asked again in the order the first discovery sent them (its log holds them as answered).
    const sent = [...first.exchanges].sort((a, b) => a.seq - b.seq);
    expect(second.exchanges.map((x) => x.request)).toEqual(sent.map((x) => x.request));
    expect(second.exchanges.map((x) => x.response?.body)).toEqual(sent.map((x) => x.response?.body));
    expect(second.discovery).toEqual(await overHttp(second.server));
    expect(second.discovery.blocks.length).toBeGreaterThan(100);
  });

  test('a fault that changes an answer discovery reads: discovered over HTTP, with what the fault changed', async () => {
    const faulted = await gather(['block-height-mismatch']);
    expect(faulted.answeredAgain).toBe(0);
    expect(faulted.client.requests).toBe(faulted.exchanges.length);
    const http = await overHttp(faulted.server);
    expect(faulted.discovery).toEqual(http);
    // getBlockByHeight(h) answers block h-1: the blocks discovery decoded are not the chain's.
    const clean = await gather();
    expect(clean.answeredAgain).toBeGreaterThan(0);
    expect(faulted.discovery.blocks).not.toEqual(clean.discovery.blocks);
  });

  test('a fault on a method discovery does not read leaves its answers alike: the kept discovery', async () => {
    const other = await gather(['utxos-limit-ignored']);
    expect(other.client.requests).toBe(0);
    expect(other.discovery).toEqual(await overHttp(other.server));
  });

  test('a first discovery a fault changed does not stand in the way: the one other mocks match is kept and taken', async () => {
    const seed = SEED + 1;
    const faulted = await gather(['block-height-mismatch'], seed);
    expect(faulted.answeredAgain).toBe(0);
    const clean = await gather([], seed);
    expect(clean.answeredAgain).toBe(0);
    const again = await gather([], seed);
    expect(again.client.requests).toBe(0);
    expect(again.answeredAgain).toBe(clean.exchanges.length);
    expect(again.discovery).toEqual(await overHttp(again.server));
  });
});
