// Rule codes: a deviation names the findings it explains by code, path, clause and data, never by the
// summary, so rewording a message never changes which deviation explains a finding.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEVIATIONS, deviationById, explain, explains } from '../../src/deviations/registry.js';
import { matchersOf } from '../../src/deviations/finding-match.js';
import type { AppliedDeviation, FindingMatcher, MatchedFinding } from '../../src/deviations/deviation.js';
import type { Finding } from '../../src/spec/finding.js';
import type { ClauseId } from '../../src/spec/clauses.js';
import { RULES, RuleCode } from '../../src/spec/rules.js';
import { PROJECT_ROOT } from '../../src/tool.js';

/** The keys a matcher may have: each reads a finding's data. */
const MATCHER_KEYS = new Set(['code', 'clauses', 'rpc', 'path', 'received', 'answer', 'sent', 'requestBody']);

describe('no matcher reads message text', () => {
  test("a matcher's type has no field for text, nor a pattern or a function over it", () => {
    // @ts-expect-error a matcher cannot name a summary
    const withSummary: FindingMatcher = { code: 'assert', clauses: [], path: '$', summary: /text/ };
    // @ts-expect-error nor test the received preview with a pattern
    const withPattern: FindingMatcher = { code: 'assert', clauses: [], path: '$', received: /^null$/ };
    // @ts-expect-error nor give a JSON path as a pattern over its text
    const pathPattern: FindingMatcher = { code: 'assert', clauses: [], path: /^\$$/ };
    // @ts-expect-error nor read the finding in a function of its own
    const reading: FindingMatcher = { code: 'assert', clauses: [], path: '$', when: (f: Finding) => f.summary === '' };
    // @ts-expect-error a value test takes no pattern either
    const valuePattern: FindingMatcher = { code: 'assert', clauses: [], path: '$', received: { is: 1, matches: /1/ } };
    // @ts-expect-error the finding a matcher reads has no words
    const words: MatchedFinding = { code: 'assert', path: '$', received: 'null' };
    expect([withSummary, withPattern, pathPattern, reading, valuePattern, words]).toHaveLength(6);
  });

  test('every matcher names a known code and only reads data', () => {
    for (const d of DEVIATIONS)
      for (const m of matchersOf(d)) {
        for (const key of Object.keys(m)) expect(MATCHER_KEYS.has(key), `${d.id}: ${key}`).toBe(true);
        for (const code of [m.code].flat()) expect(RuleCode.safeParse(code).success, `${d.id}: ${code}`).toBe(true);
      }
  });
});

const answer = (body: object) => ({ answer: body as Finding['answer'] });

/** A finding each deviation that used to match a summary or a preview explains, as its check records it (words aside). */
const FINDINGS: ReadonlyArray<{ deviation: string; clauses: readonly ClauseId[]; finding: MatchedFinding }> = [
  {
    deviation: 'jsonrpc.batch',
    clauses: ['J.batch'],
    finding: {
      code: 'jsonrpc.batch-array',
      path: '$',
      ...answer({ jsonrpc: '2.0', error: { code: -32700, message: '…' }, id: null }),
    },
  },
  {
    deviation: 'jsonrpc.trailing-bytes-ignored',
    clauses: ['J.parse-error'],
    finding: {
      code: 'jsonrpc.trailing-bytes',
      path: '$.error',
      ...answer({ jsonrpc: '2.0', result: { height: '5' }, id: 1 }),
    },
  },
  {
    deviation: 'jsonrpc.trailing-bytes-ignored',
    clauses: ['J.parse-error'],
    finding: {
      code: 'jsonrpc.trailing-bytes',
      path: '$.error.code',
      receivedValue: -32000,
      ...answer({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'rpc: service/method request ill-formed: ""' },
        id: 1,
      }),
    },
  },
  {
    deviation: 'jsonrpc.trailing-bytes-ignored',
    clauses: ['J.parse-error'],
    finding: {
      code: 'jsonrpc.trailing-bytes',
      path: '$',
      requestBody: '{"jsonrpc":"2.0","method":"platform.getHeight"}x',
    },
  },
  {
    deviation: 'jsonrpc.any-id-type',
    clauses: ['J.invalid-request'],
    finding: {
      code: 'jsonrpc.id-type',
      path: '$.error',
      ...answer({ jsonrpc: '2.0', result: { height: '5' }, id: true }),
    },
  },
  {
    deviation: 'jsonrpc.missing-method-ill-formed',
    clauses: ['J.invalid-request'],
    finding: {
      code: 'jsonrpc.invalid-request',
      path: '$.error.code',
      receivedValue: -32000,
      ...answer({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'rpc: service/method request ill-formed: ""' },
        id: '',
      }),
    },
  },
  {
    deviation: 'jsonrpc.invalid-request-as-parse-error',
    clauses: ['J.invalid-request'],
    finding: {
      code: 'jsonrpc.error-code',
      path: '$.error.code',
      receivedValue: -32700,
      ...answer({
        jsonrpc: '2.0',
        error: {
          code: -32700,
          message: 'json: cannot unmarshal number into Go struct field serverRequest.jsonrpc of type string',
        },
        id: 1,
      }),
    },
  },
  {
    deviation: 'params.encoding-case-insensitive',
    clauses: ['P.err.encoding'],
    finding: {
      code: 'encoding.undocumented',
      path: '$.result',
      sent: '{"encoding":"HEX"}',
      ...answer({ jsonrpc: '2.0', result: {}, id: 1 }),
    },
  },
  {
    deviation: 'getValidatorsAt.result-shape',
    clauses: ['P.m.getValidatorsAt'],
    finding: { code: 'schema.missing', path: '$.result.validators', rpc: 'platform.getValidatorsAt' },
  },
  {
    deviation: 'getCurrentValidators.signer-pop-spelling',
    clauses: ['P.res.current-validator.primary'],
    finding: {
      code: 'schema.missing',
      path: '$.result.validators[0].signer.proofOfPosession',
      rpc: 'platform.getCurrentValidators',
    },
  },
  {
    deviation: 'getCurrentValidators.l1-no-txid',
    clauses: ['P.res.current-validator.l1'],
    finding: { code: 'schema.missing', path: '$.result.validators[2].txID', rpc: 'platform.getCurrentValidators' },
  },
  {
    deviation: 'getBalance.utxoIDs-null',
    clauses: ['P.m.getBalance'],
    finding: { code: 'schema.type', path: '$.result.utxoIDs', receivedValue: null, rpc: 'platform.getBalance' },
  },
  {
    deviation: 'getUTXOs.endindex-last-scanned',
    clauses: ['P.m.getUTXOs.R3'],
    finding: {
      code: 'utxo.endindex-owner',
      path: '$.result.endIndex.address',
      receivedValue: 'abcd',
      rpc: 'platform.getUTXOs',
    },
  },
  {
    deviation: 'getBlock.json-block-members',
    clauses: ['P.m.getBlock'],
    finding: { code: 'schema.missing', path: '$.result.block.txs', rpc: 'platform.getBlock' },
  },
  {
    deviation: 'getContainerRange.wrapped',
    clauses: ['I.range.R1'],
    finding: {
      code: 'schema.type',
      path: '$.result',
      receivedValue: { containers: [] },
      rpc: 'index.getContainerRange',
    },
  },
  {
    deviation: 'getContainerRange.zero',
    clauses: ['I.range.R2'],
    finding: {
      code: 'expected-result',
      path: '$.error',
      rpc: 'index.getContainerRange',
      receivedValue: { code: -32000, message: 'numToFetch must be in [1,1024] but is 0', data: null },
      ...answer({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'numToFetch must be in [1,1024] but is 0', data: null },
        id: 3,
      }),
    },
  },
  {
    deviation: 'index.encoding-ignored',
    clauses: ['I.encoding'],
    finding: {
      code: 'expected-error',
      path: '$',
      rpc: 'index.getIndex',
      ...answer({ jsonrpc: '2.0', result: { index: '0' }, id: 1 }),
    },
  },
  {
    deviation: 'health.check-message-string',
    clauses: ['H.res.check'],
    finding: {
      code: 'schema.type',
      path: '$.result.checks.bls.message',
      receivedValue: 'node has the correct BLS key',
    },
  },
  {
    deviation: 'health.check-message-string',
    clauses: ['H.res.check'],
    finding: {
      code: 'schema.type',
      path: 'GET /ext/health (unbootstrapped node) $.checks.bls.message',
      receivedValue: 'node has the correct BLS key',
    },
  },
  {
    deviation: 'keystore.password-strength',
    clauses: ['K.limit.strength'],
    finding: {
      code: 'expected-error',
      path: '$',
      rpc: 'keystore.createUser',
      ...answer({ jsonrpc: '2.0', result: {}, id: 1 }),
    },
  },
];

describe('rewording a message changes no explanation', () => {
  const every: AppliedDeviation[] = DEVIATIONS.map((deviation) => ({ deviation, confirmed: true }));

  test.each(FINDINGS)(
    '$deviation explains its finding under any summary, and no finding of another code',
    ({ deviation, clauses, finding }) => {
      const d = deviationById(deviation)!;
      for (const summary of ['the words of today', 'reworded entirely tomorrow', '']) {
        const f: Finding = { ...finding, summary };
        expect(explains(d, f, clauses), summary).toBe(true);
        expect(explain(f, clauses, every)?.deviation.id, summary).toBe(deviation);
      }
      expect(explains(d, { ...finding, code: 'assert' }, clauses)).toBe(false);
    },
  );
});

test('every rule code is one some finding can carry', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('rules.ts') ? [p] : [];
    });
  const text = ['src', 'suites', 'properties']
    .flatMap((d) => files(join(PROJECT_ROOT, d)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const unused = Object.keys(RULES).filter((code) => code !== 'assert' && !text.includes(`'${code}'`));
  // The schema codes come from zod issues (schemaRuleOf in src/spec/rules.ts).
  expect(unused.filter((c) => !c.startsWith('schema.'))).toEqual([]);
});
