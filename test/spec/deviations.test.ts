// The deviation registry and the verdict: which deviations apply to a release, which findings they
// explain (exactly), and how findings become passed / warned / expected-fail / failed.
import { describe, expect, test } from 'vitest';
import { isMethodName } from '../../src/catalog/method-catalog.js';
import { matchersOf } from '../../src/deviations/finding-match.js';
import { DEVIATIONS, deviationById, deviationsFor, explains } from '../../src/deviations/registry.js';
import type { Finding } from '../../src/spec/finding.js';
import { judge } from '../../src/check/verdict.js';
import { FAULTS } from '../../src/mock/faults/fault-registry.js';
import { CLAUSES } from '../../src/spec/clauses.generated.js';

const ids = (nodeVersion: string) => deviationsFor(nodeVersion).map((a) => a.deviation.id);
const confirmed = (nodeVersion: string) =>
  deviationsFor(nodeVersion)
    .filter((a) => a.confirmed)
    .map((a) => a.deviation.id);

describe('registry', () => {
  test('ids are unique; methods, clauses and faults exist', () => {
    const known = new Set<string>(CLAUSES.map((c) => c.id));
    expect(new Set(DEVIATIONS.map((d) => d.id)).size).toBe(DEVIATIONS.length);
    for (const d of DEVIATIONS) {
      expect(d.method === 'transport' || isMethodName(d.method), d.id).toBe(true);
      for (const c of [...d.clauses, ...matchersOf(d).flatMap((m) => m.clauses)])
        expect(known.has(c), `${d.id}: ${c}`).toBe(true);
      if (d.fault) expect(Object.hasOwn(FAULTS, d.fault), `${d.id}: fault ${d.fault}`).toBe(true);
      if (d.observed.length)
        expect(d.evidence, `${d.id} was seen on a release: its evidence is recorded`).toBeDefined();
      if (d.evidence)
        expect(d.observed, `${d.id}: its evidence is from a release it was seen on`).toContain(d.evidence.release);
    }
  });

  test('a recorded release gets its deviations confirmed', () => {
    expect(confirmed('avalanchego/1.14.2')).toContain('getCurrentValidators.signer-pop-spelling');
    expect(confirmed('avalanchego/1.14.2')).toContain('health.check-message-string');
    expect(confirmed('avalanchego/1.12.1')).toContain('keystore.password-strength');
    expect(confirmed('avalanchego/1.12.1')).not.toContain('health.check-message-string');
    expect(confirmed('avalanchego/1.13.5')).toContain('jsonrpc.any-id-type');
  });

  test('a release between the recorded ones gets the deviations of its range, not yet confirmed', () => {
    const between = deviationsFor('avalanchego/1.13.3');
    expect(between.map((a) => a.deviation.id)).toContain('getValidatorsAt.result-shape');
    expect(between.every((a) => !a.confirmed)).toBe(true);
    // The keystore is gone from v1.12.2: its deviation has an upper bound.
    expect(ids('avalanchego/1.12.2')).not.toContain('keystore.password-strength');
    expect(ids('avalanchego/1.12.2')).toContain('health.check-message-string');
  });

  test('a newer release gets the newest entries; other implementations and the mock get none', () => {
    expect(ids('avalanchego/1.16.0')).toContain('getContainerRange.wrapped');
    expect(ids('avaconform-mock/0.1.0')).toEqual([]);
    expect(ids('othernode/1.14.2')).toEqual([]);
    expect(deviationsFor(null)).toEqual([]);
  });
});

describe('matchers explain exactly their own assertion', () => {
  const pop = deviationById('getCurrentValidators.signer-pop-spelling')!;
  const clauses = ['P.res.current-validator.primary'] as const;
  const missingPop: Finding = {
    code: 'schema.missing',
    summary: 'answer does not match the schema: Invalid input: expected string, received undefined',
    path: '$.result.validators[3].signer.proofOfPosession',
    received: 'undefined',
    rpc: 'platform.getCurrentValidators',
  };

  test('the spelling finding is explained', () => {
    expect(explains(pop, missingPop, clauses)).toBe(true);
  });

  test('another path, another rule, or a check citing none of its clauses is not', () => {
    expect(explains(pop, { ...missingPop, path: '$.result.validators[3].txID' }, clauses)).toBe(false);
    expect(explains(pop, { ...missingPop, code: 'schema.format' }, clauses)).toBe(false);
    const { rpc: _rpc, ...unattributed } = missingPop;
    expect(explains(pop, unattributed, ['P.m.getHeight'])).toBe(false);
    // An answer of getCurrentValidators is also judged under that method's own clauses.
    expect(explains(pop, missingPop, ['P.m.getHeight'])).toBe(true);
    expect(explains(pop, { ...missingPop, rpc: 'platform.getHeight' }, ['P.m.getHeight'])).toBe(false);
  });

  test('a silent answer is explained for a body led by null only', () => {
    const nullBody = deviationById('jsonrpc.null-body-silent')!;
    // Nothing received (no receivedValue); the body sent is the finding's requestBody.
    const silent = (request: string): Finding => ({
      code: 'jsonrpc.invalid-request',
      summary: 'an invalid request object gets -32600 (J.invalid-request)',
      path: '$',
      received: `HTTP 200, empty body (request: ${JSON.stringify(request)})`,
      requestBody: request,
    });
    for (const body of ['null', ' \n null', 'null{"jsonrpc":"2.0","id":1}'])
      expect(explains(nullBody, silent(body), ['J.invalid-request']), body).toBe(true);
    for (const body of ['5', '{"jsonrpc":"2.0","id":true}', 'nul', '"null"', '[null]'])
      expect(explains(nullBody, silent(body), ['J.invalid-request']), body).toBe(false);
    // An answer that is an error object of another code is another breach.
    const answer = { jsonrpc: '2.0', error: { code: -32700, message: 'json: cannot unmarshal' }, id: null };
    expect(
      explains(nullBody, { ...silent('null'), receivedValue: -32700, answer, path: '$.error.code' }, [
        'J.invalid-request',
      ]),
    ).toBe(false);
    // A body led by null that was answered (a value received) is not the silent answer.
    expect(explains(nullBody, { ...silent('null'), receivedValue: answer }, ['J.invalid-request'])).toBe(false);
  });

  test("an error-code deviation matches the node's error message only (the answer's data)", () => {
    const notFound = deviationById('jsonrpc.method-not-found-code')!;
    const answer = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message, data: null }, id: 1 });
    const f: Finding = {
      code: 'jsonrpc.error-code',
      summary: 'expected error code -32601',
      path: '$.error.code',
      received: 'whatever the preview says',
      receivedValue: -32000,
      answer: answer(-32000, 'rpc: can\'t find method "platform.GetNoSuchThing"'),
    };
    expect(explains(notFound, f, ['J.method-not-found'])).toBe(true);
    expect(explains(notFound, { ...f, answer: answer(-32000, 'internal error') }, ['J.method-not-found'])).toBe(false);
    expect(
      explains(notFound, { ...f, receivedValue: -32001, answer: answer(-32001, 'rpc: can\'t find method "x"') }, [
        'J.method-not-found',
      ]),
    ).toBe(false);
    // The preview text alone explains nothing: a finding without its values is not matched.
    const { receivedValue: _v, answer: _a, ...textOnly } = f;
    const previewed: Finding = { ...textOnly, received: '-32000 "rpc: can\'t find method \\"x\\""' };
    expect(explains(notFound, previewed, ['J.method-not-found'])).toBe(false);
  });

  test('encoding spellings: another case of hex/json or hexc/hexnc is explained, an unknown name is not', () => {
    const anyCase = deviationById('params.encoding-case-insensitive')!;
    const f = (enc: string): Finding => ({
      code: 'encoding.undocumented',
      summary: `platform.getBlock documents encoding "hex" or "json": "${enc}" must be refused (P.err.encoding)`,
      path: '$.result',
      sent: JSON.stringify({ encoding: enc }),
    });
    for (const enc of ['heX', 'JSON', 'hexc', 'HexNC'])
      expect(explains(anyCase, f(enc), ['P.err.encoding']), enc).toBe(true);
    for (const enc of ['base64', 'hexx', 'cb58'])
      expect(explains(anyCase, f(enc), ['P.err.encoding']), enc).toBe(false);
  });
});

describe('verdict', () => {
  const applied = deviationsFor('avalanchego/1.14.2');
  const base = { checkId: 'x > y', clauses: ['P.res.current-validator.primary'] as const, applied, release: '1.14.2' };
  const known: Finding = {
    code: 'schema.missing',
    summary: 'answer does not match the schema: Invalid input: expected string, received undefined',
    path: '$.result.validators[0].signer.proofOfPosession',
    received: 'undefined',
  };
  const other: Finding = {
    code: 'schema.refinement',
    summary: 'answer does not match the schema: Invalid CB58 checksum',
    path: '$.result.validators[0].txID',
    received: '"abc"',
  };

  test('no finding passes; only explained findings are expected-fail', () => {
    expect(judge([], base).status).toBe('passed');
    const v = judge([known], base);
    expect(v.status).toBe('expected-fail');
    expect(v.deviations).toEqual(['getCurrentValidators.signer-pop-spelling']);
  });

  test('any unexplained MUST finding fails, listed first, the known one noted', () => {
    const v = judge([known, other], base);
    expect(v.status).toBe('failed');
    expect(v.findings[0]!.path).toBe('$.result.validators[0].txID');
    expect(v.findings[0]!.deviation).toBeNull();
    expect(v.message).toMatch(
      /beyond the known deviations[\s\S]*Invalid CB58 checksum[\s\S]*known deviation getCurrentValidators\.signer-pop-spelling/,
    );
  });

  test('a finding tagged with a deviation that does not apply (--strict, another release) is unexplained', () => {
    expect(
      judge([{ ...known, deviation: 'getCurrentValidators.signer-pop-spelling' }], { ...base, applied: [] }).status,
    ).toBe('failed');
  });

  test('an unexplained breach of a SHOULD clause warns; a MUST envelope breach in a SHOULD check fails', () => {
    const should = { ...base, clauses: ['J.batch'] as const };
    expect(
      judge([{ code: 'jsonrpc.batch-array', summary: 'not an array', path: '$', received: '{}' }], should).status,
    ).toBe('warned');
    expect(
      judge(
        [{ code: 'jsonrpc.version', summary: 'jsonrpc must be 2.0', path: '$.jsonrpc', clause: 'J.version' }],
        should,
      ).status,
    ).toBe('failed');
  });

  test('a deviation the check met on its recorded release that no longer occurs is an unexpected pass', () => {
    const id = 'getCurrentValidators.primary';
    expect(judge([], { ...base, checkId: id }).message).toMatch(
      /^UNEXPECTED PASS: known deviation getCurrentValidators\.signer-pop-spelling/,
    );
  });
});

describe('compare explains differences by registry entries', () => {
  test("an entry's compare rule names its own method and only methods compare labels", () => {
    for (const d of DEVIATIONS) {
      if (!d.compare) continue;
      const { methods } = d.compare;
      if (d.method === 'transport') expect(methods, `${d.id}: a transport rule reaches every method`).toEqual(['*']);
      else expect(methods, d.id).toContain(d.method);
      for (const m of methods)
        expect(m === '*' || isMethodName(m) || /^GET \/ext\//.test(m), `${d.id}: ${m}`).toBe(true);
    }
  });
});
