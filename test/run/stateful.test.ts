// The state machine (src/stateful/, avaconform run --stateful): on the clean mock every check is reached and holds;
// a transition fault is caught by its own check (each one: test/run/selftest.test.ts), with the sequence shrunk to the commands it needs; a pinned sequence
// runs first; on a node (the mock over HTTP, its blocks its own) a failing sequence is reported as it ran. The verdicts
// a run gives the checks, and a replay meeting a failure again: test/run/selftest.test.ts, on the selftest's runs.
import { describe, expect, test } from 'vitest';
import { startMockServer } from '../../src/mock/server.js';
import { STATEFUL_CHECK_IDS } from '../../src/stateful/checks.js';
import { runStateMachine, type StatefulOptions } from '../../src/stateful/engine.js';
import { SHORT_STAKE_SECONDS } from '../../src/targets/node-binary.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../../src/tx/key.js';
import { DEFAULTS } from '../../src/harness/defaults.js';
import { startStaleCacheProxy } from '../support/stale-cache-proxy.js';

const payer = parsePrivateKey(LOCAL_PREFUNDED_KEY);

const onMock = (faults: string[], more: Partial<StatefulOptions> = {}): StatefulOptions => ({
  sequences: DEFAULTS.sequences,
  maxCommands: DEFAULTS.maxCommands,
  seed: 1,
  target: { kind: 'mock', mock: { seed: 1, faults } },
  payer,
  shortStakeSeconds: SHORT_STAKE_SECONDS,
  explain: () => null,
  pinned: [],
  deadline: Number.MAX_SAFE_INTEGER,
  ...more,
});

describe('the state machine', () => {
  test('on the clean mock every check is reached and every assertion holds', { timeout: 120_000 }, async () => {
    // Ten drawn sequences after the tour (the default thirty cost three times the CPU; the tour reaches every check).
    const o = await runStateMachine(onMock([], { sequences: 10 }));
    expect([...o.failures.keys()]).toEqual([]);
    expect(STATEFUL_CHECK_IDS.filter((id) => !o.held.get(id))).toEqual([]);
    // The drawn sequences and the tour before them.
    expect(o.sequences).toBe(10 + 1);
    // Every kind of command ran, the refused ones and the waits for a stake's end included.
    expect([...o.timing.keys()].sort()).toEqual(
      [
        'add-auto-renewed-validator',
        'add-delegator',
        'add-subnet-validator',
        'add-validator',
        'convert-to-l1',
        'create-chain',
        'create-subnet',
        'disable-l1-validator',
        'export-from-c',
        'export-to-c',
        'export-to-x',
        'import-from-c',
        'import-from-x',
        'increase-l1-balance',
        'race:double-spend',
        'refused:fee-unpaid',
        'refused:expired-registration',
        'refused:not-a-subnet-validator',
        'refused:not-the-authority',
        'refused:owner-unsigned',
        'refused:spent-input',
        'refused:stake-too-short',
        'refused:unknown-l1-validator',
        'refused:warp-under-quorum',
        'refused:wrong-signer',
        'register-l1-validator',
        'reissue-committed',
        'remove-subnet-validator',
        'set-auto-renew-config',
        'set-l1-validator-weight',
        'transfer',
        'transfer-ownership',
        'wait-stake-end',
      ].sort(),
    );
  });

  test(
    'a failing drawn sequence shrinks to the commands the breach needs, and prints as it ran',
    { timeout: 120_000 },
    async () => {
      // Without the tour: fast-check's own shrinking of a drawn sequence.
      const o = await runStateMachine(onMock(['subnet-stops-following'], { sequences: 20, tour: false }));
      const f = o.failures.get('stateful.getSubnet.follows-txs');
      expect(f?.finding.code).toBe('state.follows');
      // A subnet, then the one change getSubnet then does not show: a transfer of ownership or a conversion.
      expect(f!.commands.map((c) => c.kind)).toEqual([
        'create-subnet',
        expect.stringMatching(/^(transfer-ownership|convert-to-l1)$/),
      ]);
      expect(f!.lines[0]).toMatch(/^1\. create-subnet\(threshold=[12]\)\n {5}issueTx → \{"txID":"\w+"\}$/);
      expect(f!.run).toMatch(/shrunk \d+ time/);
    },
  );

  test(
    'the tour alone reaches every check on the clean mock, and a breach on it shrinks on fresh mocks to the commands it needs',
    { timeout: 120_000 },
    async () => {
      const clean = await runStateMachine(onMock([], { sequences: 0 }));
      expect(STATEFUL_CHECK_IDS.filter((id) => !clean.held.get(id))).toEqual([]);
      expect(clean.failures.size).toBe(0);
      const o = await runStateMachine(onMock(['removed-subnet-validator-listed'], { sequences: 0 }));
      const f = o.failures.get('stateful.getCurrentValidators.follows-txs');
      expect(f?.run).toMatch(/^the tour, shrunk \d+ time\(s\) on fresh mocks$/);
      expect(f!.commands.map((c) => c.kind)).toEqual([
        'create-subnet',
        'add-subnet-validator',
        'remove-subnet-validator',
      ]);
    },
  );

  test('a pinned sequence runs first, whatever the seed draws', { timeout: 60_000 }, async () => {
    const pinned = [
      {
        check: 'stateful.getSubnet.follows-txs',
        commands: [
          { kind: 'create-subnet' as const, threshold: 1 as const },
          { kind: 'transfer-ownership' as const, subnet: 0 },
        ],
      },
    ];
    const o = await runStateMachine(onMock(['subnet-stops-following'], { sequences: 1, seed: 99, pinned }));
    expect(o.failures.get('stateful.getSubnet.follows-txs')?.run).toMatch(
      /^a pinned sequence \(pinned for stateful\.getSubnet\.follows-txs\)/,
    );
  });

  test(
    'on a node, whose blocks and time are its own, a failing sequence is reported as it ran (not shrunk)',
    { timeout: 120_000 },
    async () => {
      // A stale cache of getSubnet in front of the mock over HTTP (a node whose blocks come 200 ms after a tx is taken).
      const server = await startMockServer({ seed: 2, port: 0 });
      const proxy = await startStaleCacheProxy(server.url, 'platform.getSubnet');
      try {
        const o = await runStateMachine(
          onMock([], {
            sequences: 8,
            target: {
              kind: 'node',
              url: proxy.url,
              transport: { headers: {}, caFile: null, insecure: false, retries: 0 },
              timeoutMs: 10_000,
            },
            shortStakeSeconds: null,
          }),
        );
        expect(o.failures.get('stateful.getSubnet.follows-txs')?.run).toMatch(/not shrunk/);
        expect(o.timing.has('wait-stake-end')).toBe(false);
        expect(proxy.served()).toBeGreaterThan(0);
      } finally {
        await proxy.close();
        await server.close();
      }
    },
  );
});
