// Pinning: a run's recorded counterexamples go into pinned.json once each, written as the committed
// file is, and the properties read them back exactly (integers beyond 2^53 included).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { addPinned, parsePinned, readPinned, renderPinned, type PinnedExample } from '../../src/check-list/pinned.js';
import { pinCommand } from '../../src/cli/commands/pin.js';
import { buildConformance } from '../../src/report/conformance-json.js';

const example: PinnedExample = {
  check: 'envelope-fuzz.mutated-bodies',
  example: { mutation: { op: 'replace', body: 'null' }, id: 18446744073709551615n },
  reason: 'r',
};

describe('pinned.json', () => {
  test('renders and parses back the same examples, big integers exact', () => {
    expect(parsePinned(renderPinned([example, { ...example, targets: ['http'] }]))).toEqual([
      example,
      { ...example, targets: ['http'] },
    ]);
    expect(renderPinned([example])).toContain('"id": 18446744073709551615');
  });

  test('the committed file is written as renderPinned writes it', () => {
    const committed = readFileSync(new URL('../../properties/pinned.json', import.meta.url), 'utf8');
    expect(renderPinned(parsePinned(committed))).toBe(committed);
  });

  test('an example already pinned for the same check is not added again', () => {
    expect(addPinned([example], [example, { ...example, check: 'other.check' }])).toEqual([
      { ...example, check: 'other.check' },
    ]);
  });
});

describe('avaconform pin', () => {
  test("adds a run's counterexamples, explained or not, once", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-pin-'));
    const file = join(dir, 'pinned.json');
    writeFileSync(file, renderPinned([]));
    const check = {
      checkId: 'envelope-fuzz.mutated-bodies',
      name: 'properties/envelope-fuzz.test.ts > t',
      method: 'transport',
      aspect: 'envelope' as const,
      clauses: [],
      status: 'expected-fail' as const,
      durationMs: 1,
      message: '',
      reproduce: '',
      counterexamples: [
        {
          value: '{"mutation":{"op":"replace","body":"null"}}',
          summary: 'an invalid request object gets -32600 (J.invalid-request)',
          deviation: 'jsonrpc.null-body-silent',
        },
        {
          value: '{"mutation":{"op":"insert","at":0,"text":"null"}}',
          summary: 'a body that is not JSON gets -32700 (J.parse-error)',
          deviation: null,
        },
      ],
    };
    const run = buildConformance({
      toolVersion: '0',
      target: { kind: 'http', url: 'http://127.0.0.1:9650', nodeVersion: 'avalanchego/1.14.2' },
      methods: [],
      checks: [check],
      run: { seed: 1, startedAt: '2026-11-26T00:00:00.000Z', durationMs: 1, requests: 1 },
    });
    writeFileSync(join(dir, 'conformance.json'), JSON.stringify(run));
    expect(await pinCommand([dir], file)).toBe(0);
    const pinned = readPinned(file);
    expect(pinned.map((p) => [p.check, p.example])).toEqual([
      ['envelope-fuzz.mutated-bodies', { mutation: { op: 'replace', body: 'null' } }],
      ['envelope-fuzz.mutated-bodies', { mutation: { op: 'insert', at: 0, text: 'null' } }],
    ]);
    expect(pinned[0]!.reason).toMatch(
      /^met known deviation jsonrpc\.null-body-silent on avalanchego\/1\.14\.2: an invalid request object/,
    );
    expect(await pinCommand([dir], file)).toBe(0);
    expect(readPinned(file)).toHaveLength(2);
  });
});
