// The property helper's pure parts: run scaling, replay variables, the replay line's shell words, and
// pinned counterexamples (each pinned entry names a property that exists).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CheckContext } from '../../src/check/check.js';
import type { RunContext } from '../../src/check/run-context.js';
import { manifestEntry } from '../../src/checks/manifest.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { loadPinned, replayLine, replayRequest, scaledRuns, shellWord } from '../../properties/_support/property.js';

describe('property runs', () => {
  test('scale from --runs and never drop below one', () => {
    expect(scaledRuns(100)).toBe(100);
    expect(scaledRuns(100, 0.1)).toBe(10);
    expect(scaledRuns(1000, 0.2)).toBe(200);
    expect(scaledRuns(1, 0.1)).toBe(1);
  });
});

describe('replay variables', () => {
  const id = 'x.a-property';
  test('apply to the named check only', () => {
    expect(replayRequest({}, id)).toBeNull();
    expect(replayRequest({ AVACONFORM_REPLAY_CHECK: 'y.other' }, id)).toBe('other');
    expect(
      replayRequest({ AVACONFORM_REPLAY_CHECK: id, AVACONFORM_REPLAY_SEED: '42', AVACONFORM_REPLAY_PATH: '3:1:0' }, id),
    ).toEqual({ seed: 42, path: '3:1:0' });
    expect(replayRequest({ AVACONFORM_REPLAY_CHECK: id }, id)).toEqual({});
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

  const run = (kind: 'mock' | 'http', faults: string[] = []) =>
    ({
      target: { kind, url: 'http://127.0.0.1:9650', nodeVersion: null },
      seed: 7,
      faults,
      command: ['node', 'bin/avaconform.js'],
    }) as unknown as RunContext;
  test('names the command as the run names it, then target, faults, check, seed and path; a mock run its own mock seed', () => {
    const t = new CheckContext('utxo-paging.any-addresses-and-limit', run('mock', ['utxos-endindex-wrong']));
    expect(replayLine(t, 7, '0:2', { AVACONFORM_MOCK_SEED: '9' })).toBe(
      'node bin/avaconform.js replay --target mock --fault utxos-endindex-wrong --mock-seed 9 --check utxo-paging.any-addresses-and-limit --seed 7 --path 0:2',
    );
    const h = new CheckContext('heights.block-parent-chain', run('http'));
    expect(replayLine(h, 7, '1', { AVACONFORM_PROFILE: '1.14.2' })).toBe(
      'node bin/avaconform.js replay --target http://127.0.0.1:9650 --profile 1.14.2 --check heights.block-parent-chain --seed 7 --path 1',
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
