// The property helper's pure parts: run scaling, the replay request, the replay line's shell words, and
// pinned counterexamples (each pinned entry names a property that exists).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CheckContext } from '../../src/check/check.js';
import type { RunContext } from '../../src/check/run-context.js';
import { manifestEntry } from '../../src/check-list/check-manifest.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { DEFAULTS } from '../../src/harness/defaults.js';
import { environmentOf } from '../../src/harness/environment.js';
import { loadPinned, replayLine, replayRequest, scaledRuns, shellWord } from '../../properties/_support/property.js';

describe('property runs', () => {
  test('scale from --runs and never drop below one', () => {
    expect(scaledRuns(100)).toBe(100);
    expect(scaledRuns(100, 0.1)).toBe(10);
    expect(scaledRuns(1000, 0.2)).toBe(200);
    expect(scaledRuns(1, 0.1)).toBe(1);
  });
});

describe('replay request', () => {
  const id = 'x.a-property';
  // The request a plain `npx vitest run` takes from the variables (the edge, src/harness/environment.ts),
  // as the run context hands it to the property.
  const fromVariables = (vars: Record<string, string>) => environmentOf(vars).replay ?? undefined;
  test('applies to the named check only', () => {
    expect(replayRequest(undefined, id)).toBeNull();
    expect(replayRequest(fromVariables({}), id)).toBeNull();
    expect(replayRequest(fromVariables({ AVACONFORM_REPLAY_CHECK: 'y.other' }), id)).toBe('other');
    expect(
      replayRequest(
        fromVariables({ AVACONFORM_REPLAY_CHECK: id, AVACONFORM_REPLAY_SEED: '42', AVACONFORM_REPLAY_PATH: '3:1:0' }),
        id,
      ),
    ).toEqual({ seed: 42, path: '3:1:0' });
    expect(replayRequest(fromVariables({ AVACONFORM_REPLAY_CHECK: id }), id)).toEqual({});
    expect(replayRequest({ check: id, seed: 7 }, id)).toEqual({ seed: 7 });
  });
});

describe('replay line', () => {
  test('shell words: plain ones bare, others double-quoted with $ ` " \\ escaped', () => {
    expect(shellWord('mock')).toBe('mock');
    expect(shellWord('http://127.0.0.1:9650')).toBe('http://127.0.0.1:9650');
    expect(shellWord('12:0:3')).toBe('12:0:3');
    expect(shellWord('a > b (R5)')).toBe('"a > b (R5)"');
    expect(shellWord('say "$x" `y` \\')).toBe('"say \\"\\$x\\" \\`y\\` \\\\"');
  });

  const run = (kind: 'mock' | 'http', faults: string[] = [], more: Partial<RunContext> = {}) =>
    ({
      target: { kind, url: 'http://127.0.0.1:9650', nodeVersion: null },
      seed: 7,
      faults,
      command: ['node', 'bin/avaconform.js'],
      ...more,
    }) as unknown as RunContext;
  test('names the command as the run names it, then target, faults, check, seed and path; a mock run its own mock seed', () => {
    const mockChain = (seed: number, networkId: number) => ({
      target: {
        kind: 'mock' as const,
        url: 'http://127.0.0.1:9650',
        nodeVersion: null,
        mockChain: { seed, networkId, scale: 'default' as const, profile: 'spec', faults: [] },
      },
    });
    const t = new CheckContext(
      'utxo-paging.any-addresses-and-limit',
      run('mock', ['utxos-endindex-wrong'], mockChain(9, DEFAULTS.mockNetworkId)),
    );
    expect(replayLine(t, 7, '0:2')).toBe(
      'node bin/avaconform.js replay --target mock --fault utxos-endindex-wrong --mock-seed 9 --check utxo-paging.any-addresses-and-limit --seed 7 --path 0:2',
    );
    const same = new CheckContext('x.p', run('mock', [], mockChain(7, 1337)));
    expect(replayLine(same, 7, '0')).toBe(
      'node bin/avaconform.js replay --target mock --mock-network-id 1337 --check x.p --seed 7 --path 0',
    );
    const h = new CheckContext('heights.block-parent-chain', run('http', [], { givenProfile: '1.14.2' }));
    expect(replayLine(h, 7, '1')).toBe(
      'node bin/avaconform.js replay --target http://127.0.0.1:9650 --profile 1.14.2 --check heights.block-parent-chain --seed 7 --path 1',
    );
    const r = new CheckContext(
      'x.p',
      run('http', [], {
        target: { kind: 'http', url: 'http://127.0.0.1:1', nodeVersion: null, given: 'replay:a.ndjson' },
      }),
    );
    expect(replayLine(r, 7, '0')).toBe(
      'node bin/avaconform.js replay --target replay:a.ndjson --check x.p --seed 7 --path 0',
    );
  });
});

describe('pinned counterexamples', () => {
  test('parse losslessly', () => {
    const pinned = loadPinned(
      '{"pinned":[{"check":"properties/a.test.ts > t","example":{"id":9007199254740993},"reason":"r"}]}',
    );
    expect(pinned[0]!.example).toEqual({ id: 9007199254740993n });
  });
  test('each pinned entry names a property that exists, by its stable id', () => {
    for (const p of loadPinned(readFileSync(join(PROJECT_ROOT, 'properties/pinned.json'), 'utf8'))) {
      expect(manifestEntry(p.check)?.file, p.check).toMatch(/^properties\//);
      expect(manifestEntry(p.check)?.id, p.check).toBe(p.check);
      expect(p.reason.length, p.check).toBeGreaterThan(0);
    }
  });
});
