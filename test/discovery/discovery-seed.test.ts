// Discovery with a seed manifest: the seeded addresses are counted first, the seed's rewarded stakers
// are ended stakers, what seeding could not build is carried as the skip reason, and a manifest of
// another network is ignored with a note.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpClient } from '../../src/client/http.js';
import { discover } from '../../src/discovery/discover.js';
import { emptyManifest, type SeedManifest } from '../../src/seed/seed-manifest.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';

let mock: MockServer;
let client: HttpClient;
beforeAll(async () => {
  mock = await startMockServer({ seed: 3, faults: [], networkId: 12345, port: 0 });
  client = new HttpClient(mock.url);
});
afterAll(async () => {
  await client.close();
  await mock.close();
});

function manifest(networkId: number): SeedManifest {
  const m = emptyManifest(mock.url, networkId, 'P-local1x');
  // An address nobody's tx names: only the manifest can make discovery count it.
  m.addresses.push({ address: 'P-local1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqljssag', role: 'utxos-1025', utxoCount: 0 });
  m.stakers.push({
    txId: '2nRRoR76HuEk1JjDpRdN8FKvZFvUXWxY3b9C5rZRPFjcgEh7S7',
    kind: 'validator',
    nodeId: 'NodeID-x',
    end: '1',
    rewardUtxos: 1,
  });
  m.missing.l1 = 'seed step l1 failed: refused';
  return m;
}

describe('discover with a seed manifest', () => {
  test('counts the seeded addresses first and takes over ended stakers and missing state', async () => {
    const d = await discover(client, { seed: manifest(12345) });
    expect(d.addresses[0]).toEqual({ address: 'P-local1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqljssag', utxoCount: 0 });
    expect(d.endedStakerTxIds).toContain('2nRRoR76HuEk1JjDpRdN8FKvZFvUXWxY3b9C5rZRPFjcgEh7S7');
    expect(d.unseeded).toEqual({ l1: 'seed step l1 failed: refused' });
  });

  test('a manifest of another network is ignored, with a note', async () => {
    const d = await discover(client, { seed: manifest(1) });
    expect(d.addresses.some((a) => a.address === 'P-local1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqljssag')).toBe(false);
    expect(d.unseeded).toBeUndefined();
    expect(d.notes.join('\n')).toMatch(/seed manifest is for network 1, the target is network 12345: ignored/);
  });
});
