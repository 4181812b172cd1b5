// A schema mismatch's finding says what the schema wanted at its path (a type, the allowed values, a
// format's name), never the message a second time.
import { expect, test } from 'vitest';
import { z } from 'zod';
import { CB58Id } from '../../schemas/primitives.js';
import { CheckContext } from '../../src/check/context.js';
import type { RunContext } from '../../src/check/run-context.js';

test('each schema finding has an expected value of its own, not the message again', () => {
  // parse() reads no run state: a bare context is enough.
  const t = new CheckContext('schema.findings', {} as unknown as RunContext);
  const schema = z.object({
    height: z.string(),
    txID: CB58Id,
    utxos: z.array(z.string()).min(1),
    encoding: z.enum(['hex', 'json']),
  });
  expect(() => t.parse(schema, { txID: 'zz', utxos: [], encoding: 'cb58' }, '$.result')).toThrow();
  const byPath = new Map(t.findings.map((f) => [f.path, f]));
  expect(byPath.get('$.result.height')?.expected).toBe('string');
  expect(byPath.get('$.result.txID')?.expected).toBe('CB58 ID');
  expect(byPath.get('$.result.utxos')?.expected).toBe('>= 1 items');
  expect(byPath.get('$.result.encoding')?.expected).toBe('one of "hex", "json"');
  for (const f of t.findings) expect(f.summary).not.toContain(`: ${f.expected}`);
});

test("each schema finding's rule code comes from its zod issue and the value there, never its message", () => {
  const t = new CheckContext('schema.codes', {} as unknown as RunContext);
  const schema = z.object({
    height: z.string(),
    txID: CB58Id,
    utxos: z.array(z.string()).min(1),
    encoding: z.enum(['hex', 'json']),
    utxoIDs: z.array(z.string()),
    weight: z.string(),
    stake: z.never().optional(),
    owner: z.strictObject({ threshold: z.number() }),
  });
  const value = {
    txID: 'zz',
    utxos: [],
    encoding: 'cb58',
    utxoIDs: null,
    weight: 5,
    stake: '1',
    owner: { threshold: 1, extra: true },
  };
  expect(() => t.parse(schema, value, '$.result')).toThrow();
  const codes = Object.fromEntries(t.findings.map((f) => [f.path, f.code]));
  expect(codes).toEqual({
    '$.result.height': 'schema.missing',
    '$.result.txID': expect.stringMatching(/^schema\.(format|refinement)$/),
    '$.result.utxos': 'schema.bounds',
    '$.result.encoding': 'schema.value',
    '$.result.utxoIDs': 'schema.type',
    '$.result.weight': 'schema.type',
    '$.result.stake': 'schema.forbidden',
    '$.result.owner': 'schema.forbidden',
  });
  expect(t.findings.find((f) => f.path === '$.result.utxoIDs')?.received).toBe('null');
});
