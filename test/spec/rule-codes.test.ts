// Rule codes: a deviation names the findings it explains by code, path, clause and data, never by the
// summary, so rewording a message never changes which deviation explains a finding.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEVIATIONS, deviationById, explain, explains } from '../../src/deviations/registry.js';
import type { AppliedDeviation, FindingMatcher, MatchedFinding } from '../../src/deviations/types.js';
import type { Finding } from '../../src/spec/finding.js';
import type { ClauseId } from '../../src/spec/clauses.js';
import { RULES, RuleCode } from '../../src/spec/rules.js';
import { PROJECT_ROOT } from '../../src/tool.js';

/** The keys a matcher may have: each reads a finding's data. */
const MATCHER_KEYS = new Set(['code', 'clauses', 'rpc', 'path', 'received', 'sent', 'when']);

describe('no matcher reads message text', () => {
  test("a matcher's type has no summary, and its last test sees no summary", () => {
    // @ts-expect-error a matcher cannot name a summary
    const withSummary: FindingMatcher = { code: 'assert', clauses: [], path: /^\$$/, summary: /text/ };
    // @ts-expect-error nor read one in `when`
    const reading: FindingMatcher = { code: 'assert', clauses: [], path: /^\$$/, when: (f) => f.summary === 'text' };
    expect([withSummary, reading]).toHaveLength(2);
  });

  test('every matcher names a known code and only reads data', () => {
    for (const d of DEVIATIONS) {
      if (!d.match) continue;
      for (const key of Object.keys(d.match)) expect(MATCHER_KEYS.has(key), `${d.id}: ${key}`).toBe(true);
      for (const code of [d.match.code].flat()) expect(RuleCode.safeParse(code).success, `${d.id}: ${code}`).toBe(true);
    }
  });
});

/** A finding each deviation that used to match a summary explains, as its check records it (summary aside). */
const FINDINGS: ReadonlyArray<{ deviation: string; clauses: readonly ClauseId[]; finding: MatchedFinding }> = [
  {
    deviation: 'jsonrpc.batch',
    clauses: ['J.batch'],
    finding: {
      code: 'jsonrpc.batch-array',
      path: '$',
      received: '{"jsonrpc":"2.0","error":{"code":-32700,"message":"…"},"id":null}',
    },
  },
  {
    deviation: 'jsonrpc.trailing-bytes-ignored',
    clauses: ['J.parse-error'],
    finding: {
      code: 'jsonrpc.trailing-bytes',
      path: '$.error',
      received: '{"jsonrpc":"2.0","result":{"height":"5"},"id":1}',
    },
  },
  {
    deviation: 'jsonrpc.any-id-type',
    clauses: ['J.invalid-request'],
    finding: {
      code: 'jsonrpc.id-type',
      path: '$.error',
      received: '{"jsonrpc":"2.0","result":{"height":"5"},"id":true}',
    },
  },
  {
    deviation: 'jsonrpc.missing-method-ill-formed',
    clauses: ['J.invalid-request'],
    finding: {
      code: 'jsonrpc.invalid-request',
      path: '$.error.code',
      received: '-32000 "rpc: service/method request ill-formed: \\"\\""',
    },
  },
  {
    deviation: 'params.encoding-case-insensitive',
    clauses: ['P.err.encoding'],
    finding: {
      code: 'encoding.undocumented',
      path: '$.result',
      sent: '{"encoding":"HEX"}',
      received: '{"jsonrpc":"2.0","result":{},"id":1}',
    },
  },
  {
    deviation: 'getValidatorsAt.result-shape',
    clauses: ['P.m.getValidatorsAt'],
    finding: {
      code: 'schema.missing',
      path: '$.result.validators',
      received: 'undefined',
      rpc: 'platform.getValidatorsAt',
    },
  },
  {
    deviation: 'getCurrentValidators.signer-pop-spelling',
    clauses: ['P.res.current-validator.primary'],
    finding: {
      code: 'schema.missing',
      path: '$.result.validators[0].signer.proofOfPosession',
      received: 'undefined',
      rpc: 'platform.getCurrentValidators',
    },
  },
  {
    deviation: 'getCurrentValidators.l1-no-txid',
    clauses: ['P.res.current-validator.l1'],
    finding: {
      code: 'schema.missing',
      path: '$.result.validators[2].txID',
      received: 'undefined',
      rpc: 'platform.getCurrentValidators',
    },
  },
  {
    deviation: 'getBalance.utxoIDs-null',
    clauses: ['P.m.getBalance'],
    finding: { code: 'schema.type', path: '$.result.utxoIDs', received: 'null', rpc: 'platform.getBalance' },
  },
  {
    deviation: 'getUTXOs.endindex-last-scanned',
    clauses: ['P.m.getUTXOs.R3'],
    finding: {
      code: 'utxo.endindex-owner',
      path: '$.result.endIndex.address',
      received: 'abcd',
      rpc: 'platform.getUTXOs',
    },
  },
  {
    deviation: 'getBlock.json-block-members',
    clauses: ['P.m.getBlock'],
    finding: { code: 'schema.missing', path: '$.result.block.txs', received: 'undefined', rpc: 'platform.getBlock' },
  },
  {
    deviation: 'getContainerRange.wrapped',
    clauses: ['I.range.R1'],
    finding: { code: 'schema.type', path: '$.result', received: '{"containers":[]}', rpc: 'index.getContainerRange' },
  },
  {
    deviation: 'index.encoding-ignored',
    clauses: ['I.encoding'],
    finding: {
      code: 'expected-error',
      path: '$',
      received: '{"jsonrpc":"2.0","result":{"index":"0"},"id":1}',
      rpc: 'index.getIndex',
    },
  },
  {
    deviation: 'keystore.password-strength',
    clauses: ['K.limit.strength'],
    finding: {
      code: 'expected-error',
      path: '$',
      received: '{"jsonrpc":"2.0","result":{},"id":1}',
      rpc: 'keystore.createUser',
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
