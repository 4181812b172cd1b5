// On a network the run started from a binary, a failing state-machine sequence shrinks on fresh networks of the same
// binary and genesis (src/stateful/engine.ts, src/targets/fresh-network.ts). Here each "network" is the mock served
// over HTTP behind a stale cache of getSubnet: a node whose blocks and time are its own, started again at will.
import { describe, expect, test } from 'vitest';
import { startMockServer } from '../../src/mock/server.js';
import { runStateMachine, type FreshNetwork } from '../../src/stateful/engine.js';
import type { CommandSpec } from '../../src/stateful/commands.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../../src/tx/key.js';
import { startStaleCacheProxy } from '../support/stale-cache-proxy.js';

async function network(): Promise<FreshNetwork> {
  const server = await startMockServer({ seed: 2, port: 0 });
  const proxy = await startStaleCacheProxy(server.url, 'platform.getSubnet');
  return {
    url: proxy.url,
    stop: async () => {
      await proxy.close();
      await server.close();
    },
  };
}

/** A transfer of ownership the stale cache hides, among commands it does not need. */
const PINNED: CommandSpec[] = [
  { kind: 'transfer', milliAvax: 10, to: 'recipient' },
  { kind: 'create-subnet', threshold: 1 },
  { kind: 'transfer', milliAvax: 10, to: 'payer' },
  { kind: 'transfer-ownership', subnet: 0 },
];

describe('shrinking on fresh networks', () => {
  test(
    'a failing sequence on a node the run can start again shrinks to the commands the breach needs',
    { timeout: 180_000 },
    async () => {
      const target = await network();
      let started = 0;
      try {
        const o = await runStateMachine({
          sequences: 0,
          maxCommands: 8,
          seed: 1,
          target: {
            kind: 'node',
            url: target.url,
            transport: { headers: {}, caFile: null, insecure: false, retries: 0 },
            timeoutMs: 10_000,
          },
          payer: parsePrivateKey(LOCAL_PREFUNDED_KEY),
          shortStakeSeconds: null,
          explain: () => null,
          pinned: [{ check: 'stateful.getSubnet.follows-txs', commands: PINNED }],
          deadline: Number.MAX_SAFE_INTEGER,
          tour: false,
          freshNetwork: () => {
            started++;
            return network();
          },
        });
        const f = o.failures.get('stateful.getSubnet.follows-txs');
        expect(f?.run).toMatch(/shrunk [1-9]\d* time\(s\) on fresh networks$/);
        expect(f!.commands.map((c) => c.kind)).toEqual(['create-subnet', 'transfer-ownership']);
        expect(f!.lines).toHaveLength(2);
        expect(started).toBeGreaterThan(0);
      } finally {
        await target.stop();
      }
    },
  );
});
