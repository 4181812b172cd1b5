// avaconform compare, without targets: answers compared by shape and by value, normalisation,
// explanations, pairing of recordings and target specs.
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../src/client/exchange.js';
import { compareAnswers } from '../../src/compare/answers.js';
import { explain } from '../../src/compare/explain.js';
import { formatOf, templateText } from '../../src/compare/formats.js';
import { pairRecorded, NOT_COMPARED } from '../../src/compare/pair.js';
import { parseCompareSide } from '../../src/compare/compare-side.js';
import { defaultMode } from '../../src/compare/run-compare.js';
import { InputError } from '../../src/input-error.js';
import { cb58Encode, encodeNodeId } from '../../src/encoding/cb58.js';
import { encodeHexChecksum } from '../../src/encoding/hex.js';
import { CHECK_HEADER } from '../../src/replay/cassette.js';

const id = (n: number) => cb58Encode(new Uint8Array(32).fill(n));
const node = (n: number) => encodeNodeId(new Uint8Array(20).fill(n));

function answer(body: unknown, requestId: unknown = 1, status = 200) {
  return {
    request: { body: JSON.stringify({ jsonrpc: '2.0', id: requestId, method: 'm', params: {} }) },
    response: {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      bytes: 0,
      utf8Valid: true,
    },
  };
}
const result = (r: unknown, requestId: unknown = 1) => answer({ jsonrpc: '2.0', result: r, id: requestId }, requestId);
const error = (code: number, message: string) =>
  answer({ jsonrpc: '2.0', error: { code, message, data: null }, id: 1 });

const kinds = (r: ReturnType<typeof compareAnswers>) => r.differences.map((f) => `${f.path} ${f.kind}`);

describe('shape comparison', () => {
  test('a uint64 as 0x-hex against a JSON number is a type difference at its path', () => {
    const r = compareAnswers('platform.getHeight', 'shape', result({ height: '0x10' }), result({ height: 16 }));
    expect(kinds(r)).toEqual(['$.result.height type']);
    expect(r.differences[0]!.a.shape).toBe('string<hex>');
    expect(r.differences[0]!.b.shape).toBe('integer');
  });

  test('a decimal uint64 string against a JSON number is a type difference', () => {
    expect(
      kinds(compareAnswers('platform.getHeight', 'shape', result({ height: '16' }), result({ height: 16 }))),
    ).toEqual(['$.result.height type']);
  });

  test('a renamed member is reported on both sides', () => {
    const pop = encodeHexChecksum(new Uint8Array(96));
    const r = compareAnswers(
      'platform.getCurrentValidators',
      'shape',
      result({ signer: { publicKey: '0x00', proofOfPosession: pop } }),
      result({ signer: { publicKey: '0x00', proofOfPossession: pop } }),
    );
    expect(kinds(r)).toEqual([
      '$.result.signer.proofOfPosession member-only-a',
      '$.result.signer.proofOfPossession member-only-b',
    ]);
  });

  test('values of the same formats compare equal, whatever the chain', () => {
    const a = result({
      blockID: id(1),
      nodeID: node(1),
      height: '5',
      time: '2024-01-01T00:00:00Z',
      list: [id(1), id(2)],
    });
    const b = result({ blockID: id(9), nodeID: node(9), height: '77', time: '2026-11-22T15:28:52Z', list: [] });
    expect(compareAnswers('m', 'shape', a, b).differences).toEqual([]);
  });

  test('a CB58 ID against checksummed hex is a format difference', () => {
    const r = compareAnswers(
      'm',
      'shape',
      result({ block: id(1) }),
      result({ block: encodeHexChecksum(new Uint8Array(40)) }),
    );
    expect(kinds(r)).toEqual(['$.result.block format']);
    expect([r.differences[0]!.a.shape, r.differences[0]!.b.shape]).toEqual([
      'string<cb58-id>',
      'string<hex-checksummed>',
    ]);
  });

  test('members in another order are reported once, with both orders', () => {
    const r = compareAnswers('m', 'shape', result({ a: 1, b: 2 }), result({ b: 2, a: 1 }));
    expect(kinds(r)).toEqual(['$.result member-order']);
    expect([r.differences[0]!.a.value, r.differences[0]!.b.value]).toEqual(['a, b', 'b, a']);
  });

  test("between two chains, a block's kind and the members of a tx of another type are the chain's own; between nodes of one they are not", () => {
    const standard = {
      block: {
        time: 1,
        parentID: id(1),
        height: 5,
        id: id(2),
        txs: [{ unsignedTx: { networkID: 1, outputs: [] }, credentials: [] }],
      },
    };
    const proposal = {
      block: {
        time: 1,
        txs: [],
        parentID: id(1),
        height: 5,
        id: id(2),
        tx: { unsignedTx: { txID: id(3) }, credentials: [] },
      },
    };
    const r = compareAnswers('platform.getBlockByHeight', 'shape', result(standard), result(proposal));
    expect(kinds(r)).toEqual([]);
    expect(r.normalised).toBeGreaterThan(0);
    expect(kinds(compareAnswers('platform.getBlockByHeight', 'value', result(standard), result(proposal)))).toContain(
      '$.result.block member-order',
    );
    // A member a release adds to the block itself is still a difference.
    expect(
      kinds(
        compareAnswers(
          'platform.getBlockByHeight',
          'shape',
          result(standard),
          result({ block: { ...standard.block, extra: 1 } }),
        ),
      ),
    ).toEqual(['$.result.block.extra member-only-b']);
  });

  test('maps keyed by node IDs compare by their values, array elements by their merged shape', () => {
    const a = result({ [node(1)]: { weight: '1' }, [node(2)]: { weight: '2' } });
    const b = result({ [node(3)]: { weight: 3 } });
    expect(kinds(compareAnswers('m', 'shape', a, b))).toEqual(['$.result.<node-id>.weight type']);
    expect(
      kinds(compareAnswers('m', 'shape', result([{ x: '1' }, { x: '2', y: true }]), result([{ x: '3' }]))),
    ).toEqual(['$.result[*].y member-only-a']);
  });

  test('error messages compare by wording: chain-specific tokens are templated', () => {
    expect(
      compareAnswers(
        'm',
        'shape',
        error(-32000, `block ${id(1)} at height 5: not found`),
        error(-32000, `block ${id(2)} at height 90: not found`),
      ).differences,
    ).toEqual([]);
    expect(
      kinds(
        compareAnswers(
          'm',
          'shape',
          error(-32000, 'unsupported encoding in method'),
          error(-32000, "couldn't encode UTXO as json: unsupported encoding in method"),
        ),
      ),
    ).toEqual(['$.error.message error-message']);
    expect(kinds(compareAnswers('m', 'shape', error(-32601, 'x'), error(-32000, 'x')))).toEqual([
      '$.error.code error-code',
    ]);
    expect(templateText(`tx ${id(3)} failed at 12`)).toBe('tx <cb58-id> failed at <uint64-decimal>');
  });

  test('a result against an error is one outcome difference; against a not-found error between chains it is normalised', () => {
    expect(
      kinds(compareAnswers('m', 'shape', result({ a: 1 }), error(-32000, 'numToFetch must be in [1,1024] but is 0'))),
    ).toEqual(['$ outcome']);
    const r = compareAnswers('m', 'shape', result({ a: 1 }), error(-32000, `couldn't get block ${id(1)}: not found`));
    expect(r.differences).toEqual([]);
    expect(r.normalised).toBe(1);
    expect(kinds(compareAnswers('m', 'value', result({ a: 1 }), error(-32000, 'not found')))).toEqual(['$ outcome']);
  });

  test('HTTP status, content type and non-JSON bodies are compared', () => {
    const notFound = {
      request: { body: '' },
      response: {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: '404 page not found\n',
        bytes: 19,
        utf8Valid: true,
      },
    };
    expect(kinds(compareAnswers('m', 'shape', result({}), notFound))).toEqual([
      '$status status',
      '$content-type content-type',
      '$ type',
    ]);
    expect(
      kinds(
        compareAnswers('m', 'shape', notFound, { ...notFound, response: { ...notFound.response, body: 'gone\n' } }),
      ),
    ).toEqual(['$ body-text']);
  });
});

describe('value comparison', () => {
  test('a different value is reported at its concrete path', () => {
    const r = compareAnswers(
      'm',
      'value',
      result({ list: [{ h: '1' }, { h: '2' }] }),
      result({ list: [{ h: '1' }, { h: '3' }] }),
    );
    expect(kinds(r)).toEqual(['$.result.list[1].h value']);
    expect([r.differences[0]!.a.value, r.differences[0]!.b.value]).toEqual(['"2"', '"3"']);
  });

  test('answers to requests with different ids compare equal when each echoes its own', () => {
    expect(compareAnswers('m', 'value', result({ a: 1 }, 7), result({ a: 1 }, 'x')).differences).toEqual([]);
  });

  test('members a normalisation rule names are compared by shape only, and counted', () => {
    const check = (timestamp: string, duration: number) =>
      result({ checks: { network: { timestamp, duration, message: { connectedPeers: duration } } }, healthy: true });
    const r = compareAnswers(
      'health.health',
      'value',
      check('2024-01-01T00:00:00Z', 5),
      check('2024-01-01T00:00:09Z', 7),
    );
    expect(r.differences).toEqual([]);
    expect(r.normalised).toBeGreaterThanOrEqual(3);
    // The same difference in a method no rule covers is reported.
    expect(
      kinds(
        compareAnswers(
          'platform.getFeeState',
          'value',
          check('2024-01-01T00:00:00Z', 5),
          check('2024-01-01T00:00:09Z', 5),
        ),
      ),
    ).toEqual(['$.result.checks.network.timestamp value']);
  });
});

describe('explanations', () => {
  const mockVsNode = { versionA: 'avaconform-mock/0.1.0', versionB: 'avalanchego/1.14.2' };
  test('a known deviation explains a mock-vs-node difference, by id', () => {
    const e = explain(
      {
        method: 'platform.getCurrentValidators',
        path: '$.result.validators[*].signer.proofOfPossession',
        kind: 'member-only-b',
        values: [],
      },
      mockVsNode,
    );
    expect(e).toMatchObject({ source: 'deviation', id: 'getCurrentValidators.signer-pop-spelling' });
    expect(
      explain(
        { method: 'platform.getNoSuchThing', path: '$.error.code', kind: 'error-code', values: ['-32601', '-32000'] },
        mockVsNode,
      )?.id,
    ).toBe('jsonrpc.method-not-found-code');
    // Between two releases a spec deviation explains nothing.
    expect(
      explain(
        {
          method: 'platform.getCurrentValidators',
          path: '$.result.validators[*].signer.proofOfPossession',
          kind: 'member-only-b',
          values: [],
        },
        { versionA: 'avalanchego/1.12.1', versionB: 'avalanchego/1.14.2' },
      ),
    ).toBeNull();
  });

  test('keystore.password-strength explains a weak password taken on v1.12.1; on v1.13.5 the method is absent', () => {
    // The one deviation with a `below` (1.12.2), the release that removed its method.
    const weak = {
      method: 'keystore.createUser',
      path: '$',
      kind: 'outcome' as const,
      values: ['error: password is too weak', 'result'],
    };
    expect(explain(weak, { versionA: 'avaconform-mock/0.1.0', versionB: 'avalanchego/1.12.1' })?.id).toBe(
      'keystore.password-strength',
    );
    expect(explain(weak, { versionA: 'avaconform-mock/0.1.0', versionB: 'avalanchego/1.13.5' })?.id).toBe(
      'keystore.createUser.absent-in-v1.13.5',
    );
  });

  test('a version change explains a difference between releases on either side of it only', () => {
    const f = {
      method: 'platform.getCurrentValidators',
      path: '$.result.validators[*].stakeAmount',
      kind: 'member-only-a' as const,
      values: [],
    };
    expect(explain(f, { versionA: 'avalanchego/1.12.1', versionB: 'avalanchego/1.14.2' })?.id).toBe(
      'getCurrentValidators.stakeAmount-removed',
    );
    expect(explain(f, { versionA: 'avalanchego/1.13.0', versionB: 'avalanchego/1.14.2' })).toBeNull();
    expect(
      explain(
        { method: 'keystore.listUsers', path: '$status', kind: 'status', values: [] },
        { versionA: 'avalanchego/1.12.1', versionB: 'avalanchego/1.14.2' },
      )?.id,
    ).toBe('keystore.listUsers.absent-in-v1.14.2');
  });

  test("an L1 validator record's member order between releases: explained by the release that made it, not by another order", () => {
    const order = (method: string, path: string, a: string, b: string) => ({
      method,
      path,
      kind: 'member-order' as const,
      values: [a, b],
    });
    const v1121 =
      'subnetID, nodeID, publicKey, remainingBalanceOwner, deactivationOwner, startTime, weight, minNonce, balance, height';
    const v1122 =
      'nodeID, publicKey, remainingBalanceOwner, deactivationOwner, startTime, weight, minNonce, balance, subnetID, height';
    const v1131 =
      'nodeID, weight, startTime, validationID, publicKey, remainingBalanceOwner, deactivationOwner, minNonce, balance, subnetID, height';
    const at = (a: string, b: string) => ({ versionA: `avalanchego/${a}`, versionB: `avalanchego/${b}` });
    expect(explain(order('platform.getL1Validator', '$.result', v1121, v1122), at('1.12.1', '1.12.2'))?.id).toBe(
      'getL1Validator.record-first',
    );
    expect(
      explain(order('platform.getL1Validator', '$.result', `validationID, ${v1122}`, v1131), at('1.13.0', '1.14.2'))
        ?.id,
    ).toBe('l1-validator.node-weight-start-first');
    expect(
      explain(
        order('platform.getCurrentValidators', '$.result.validators[*]', `validationID, ${v1122}`, v1131),
        at('1.12.2', '1.13.5'),
      )?.id,
    ).toBe('l1-validator.node-weight-start-first');
    // Within one side of both changes, or in an order neither release answers, nothing explains it.
    expect(
      explain(order('platform.getL1Validator', '$.result', v1131, `weight, ${v1131}`), at('1.13.1', '1.14.2')),
    ).toBeNull();
    expect(
      explain(order('platform.getL1Validator', '$.result', v1121, `height, ${v1121}`), at('1.12.1', '1.14.2')),
    ).toBeNull();
  });

  test('a deviation about a kind of request explains a result against an error only for that kind of request', () => {
    const outcome = (method: string, body: string, values: string[] = [], answers: string[] = []) =>
      explain({ method, path: '$', kind: 'outcome', values, requests: [body, body], answers }, mockVsNode)?.id ?? null;
    const call = (encoding: string) =>
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'platform.getTx', params: { txID: 'x', encoding } });
    expect(outcome('platform.getTx', call('HeX'))).toBe('params.encoding-case-insensitive');
    expect(outcome('platform.getTx', call('hexnc'))).toBe('params.encoding-case-insensitive');
    expect(outcome('platform.getTx', call('base64'))).toBeNull();
    expect(outcome('POST /ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}}')).toBe(
      'jsonrpc.trailing-bytes-ignored',
    );
    expect(outcome('POST /ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}')).toBeNull();
    expect(
      outcome('platform.getHeight', '{}', [
        '{"error":{"code":-32600,"message":"invalid request: id must be a string, number or null"}}',
      ]),
    ).toBe('jsonrpc.any-id-type');
    expect(
      outcome('index.getIndex', '{}', ['{"error":{"code":-32000,"message":"unsupported encoding in method"}}']),
    ).toBe('index.encoding-ignored');
    const code = (answers: string[]) =>
      explain(
        { method: 'POST /ext/bc/P', path: '$.error.code', kind: 'error-code', values: ['-32600', '-32000'], answers },
        mockVsNode,
      )?.id;
    expect(
      code([
        '{"jsonrpc":"2.0","error":{"code":-32600,"message":"rpc: service/method request ill-formed: \\"\\"","data":null},"id":1}',
      ]),
    ).toBe('jsonrpc.missing-method-ill-formed');
    expect(code([])).toBe('jsonrpc.invalid-request-as-parse-error');
  });

  test('the commit a node was built from is set aside', () => {
    expect(
      kinds(
        compareAnswers(
          'info.getNodeVersion',
          'shape',
          result({ version: 'avalanchego/1.14.2', gitCommit: 'ab12' }),
          result({ version: 'avalanchego/1.14.2', gitCommit: '' }),
        ),
      ),
    ).toEqual([]);
  });

  test("what a release states of itself is explained by its profile's facts: its version, protocol and upgrade schedule", () => {
    const info = (method: string, path: string, a: string, b: string, sides = mockVsNode) =>
      explain({ method, path, kind: 'value', values: [a, b] }, sides)?.id ?? null;
    expect(info('info.getNodeVersion', '$.result.version', '"avaconform-mock/0.1.0"', '"avalanchego/1.14.2"')).toBe(
      'info.getNodeVersion.own-release',
    );
    expect(info('info.getNodeVersion', '$.result.vmVersions.evm', '"v0.1.0"', '"v1.14.2"')).toBe(
      'info.getNodeVersion.own-release',
    );
    // v1.14.2 speaks protocol 45, the mock 46: another number is no fact of either.
    expect(info('info.getNodeVersion', '$.result.rpcProtocolVersion', '"46"', '"45"')).toBe(
      'info.getNodeVersion.rpc-protocol',
    );
    expect(info('info.getNodeVersion', '$.result.rpcProtocolVersion', '"46"', '"44"')).toBeNull();
    // v1.14.2 ships Helicon unscheduled on a local network; the spec profile has it active.
    const helicon = ['"2020-12-05T05:00:00Z"', '"9999-12-01T00:00:00Z"'] as const;
    expect(info('info.upgrades', '$.result.heliconTime', ...helicon)).toBe('info.upgrades.local-schedule');
    expect(info('info.upgrades', '$.result.graniteTime', ...helicon)).toBeNull();
    // One release on both sides states the same: nothing of its own explains a difference.
    const same = { versionA: 'avalanchego/1.14.2', versionB: 'avalanchego/1.14.2' };
    expect(info('info.getNodeVersion', '$.result.rpcProtocolVersion', '"45"', '"46"', same)).toBeNull();
  });

  test("a deviation of one index path explains that path's differences only; a null body's silence, that body's", () => {
    const indexed = (path: string) =>
      explain(
        {
          method: 'index.getLastAccepted',
          path: '$',
          kind: 'outcome',
          values: ['result', 'error: no containers have been accepted'],
          requestPaths: [path, path],
        },
        mockVsNode,
      )?.id ?? null;
    expect(indexed('/ext/index/X/tx')).toBe('index.x-tx-empty');
    expect(indexed('/ext/index/P/block')).toBeNull();
    const silent = (body: string) =>
      explain(
        { method: 'POST /ext/bc/P', path: '$content-type', kind: 'content-type', values: [], requests: [body, body] },
        mockVsNode,
      )?.id ?? null;
    expect(silent('null')).toBe('jsonrpc.null-body-silent');
    expect(silent('null{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}')).toBe(
      'jsonrpc.null-body-silent',
    );
    expect(silent('{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}')).toBeNull();
  });

  test('two mocks of one seed compare by value when their profiles hold one chain, by shape when their codecs differ', () => {
    const mode = (a: string, b: string) => defaultMode(parseCompareSide(a), parseCompareSide(b), 1).mode;
    expect(mode('mock', 'mock')).toBe('value');
    expect(mode('mock', 'mock:avalanchego@1.15.0')).toBe('value');
    expect(mode('mock', 'mock:avalanchego@1.14.2')).toBe('shape');
    expect(mode('mock:avalanchego@1.12.1', 'mock:avalanchego@1.14.2')).toBe('value');
  });

  test('an unknown difference stays unexplained', () => {
    expect(
      explain({ method: 'platform.getHeight', path: '$.result.height', kind: 'type', values: [] }, mockVsNode),
    ).toBeNull();
  });
});

describe('pairing recordings', () => {
  let seq = 0;
  const x = (
    check: string | null,
    method: string,
    params: unknown,
    answer: unknown = { ok: true },
    requestId: unknown = 1,
  ): Exchange => ({
    seq: ++seq,
    request: {
      method: 'POST',
      path: '/ext/bc/P',
      headers: { 'content-type': 'application/json', ...(check ? { [CHECK_HEADER]: encodeURIComponent(check) } : {}) },
      body: JSON.stringify({ jsonrpc: '2.0', id: requestId, method, params }),
    },
    response: {
      status: 200,
      headers: {},
      body: JSON.stringify({ jsonrpc: '2.0', result: answer, id: requestId }),
      bytes: 0,
      utf8Valid: true,
    },
    durationMs: 1,
  });

  test('the same request pairs, ids aside; chain-specific requests pair by check step only by shape', () => {
    const a = [
      x('suites/a.test.ts > t', 'platform.getHeight', {}, { h: '1' }, 1),
      x('suites/a.test.ts > t', 'platform.getBlock', { blockID: id(1) }),
    ];
    const b = [
      x('suites/a.test.ts > t', 'platform.getBlock', { blockID: id(2) }),
      x('suites/a.test.ts > t', 'platform.getHeight', {}, { h: '9' }, 'other'),
    ];
    const byShape = pairRecorded(a, b, { byStep: true });
    expect(byShape.map((p) => [p.method, p.pairing])).toEqual([
      ['platform.getHeight', 'same-request'],
      ['platform.getBlock', 'same-check-step'],
    ]);
    const byValue = pairRecorded(a, b, { byStep: false });
    expect(byValue.map((p) => [p.method, !!p.a, !!p.b])).toEqual([
      ['platform.getHeight', true, true],
      ['platform.getBlock', true, false],
      ['platform.getBlock', false, true],
    ]);
  });

  test('repeats and the random inputs of properties are set aside, not reported one-sided', () => {
    const poll = x('suites/t.test.ts > polls', 'platform.getTxStatus', { txID: id(1) });
    const a = [poll, x('properties/p.test.ts > any', 'platform.getHeight', { junk: 1 })];
    const b = [poll, poll, x('properties/p.test.ts > any', 'platform.getHeight', { junk: 2 })];
    const pairs = pairRecorded(a, b, { byStep: true });
    expect(pairs.map((p) => p.notCompared ?? 'compared')).toEqual([
      'compared',
      NOT_COMPARED.propertyInput,
      NOT_COMPARED.repeat,
      NOT_COMPARED.propertyInput,
    ]);
  });

  test('a property check is known by its stable id too: its requests pair as the same request only, never by step', () => {
    const a = [
      x('robustness.any-params', 'platform.getHeight', { junk: 1 }),
      x('robustness.any-params', 'platform.getTimestamp', {}, { t: 1 }, 'same'),
    ];
    const b = [
      x('robustness.any-params', 'platform.getHeight', { junk: 2 }),
      x('robustness.any-params', 'platform.getTimestamp', {}, { t: 2 }, 'same'),
    ];
    const pairs = pairRecorded(a, b, { byStep: true });
    expect(pairs.map((p) => [p.method, p.pairing, p.notCompared ?? 'compared'])).toEqual([
      ['platform.getHeight', null, NOT_COMPARED.propertyInput],
      ['platform.getTimestamp', 'same-request', 'compared'],
      ['platform.getHeight', null, NOT_COMPARED.propertyInput],
    ]);
  });
});

describe('target specs', () => {
  test('mock, mock:SEED, mock:SEED:FAULTS, URLs and replay files are read; anything else is a usage error', () => {
    expect(parseCompareSide('mock')).toMatchObject({ kind: 'mock', seed: null, faults: [] });
    expect(parseCompareSide('mock:7:uint64-as-float,hex-without-0x')).toMatchObject({
      kind: 'mock',
      seed: 7,
      faults: ['uint64-as-float', 'hex-without-0x'],
    });
    expect(parseCompareSide('http://127.0.0.1:9650/')).toMatchObject({ kind: 'url', url: 'http://127.0.0.1:9650' });
    expect(parseCompareSide('replay:fixtures/cassettes/avalanchego-v1.14.2.ndjson')).toMatchObject({ kind: 'replay' });
    expect(parseCompareSide(`binary:${process.execPath}`)).toMatchObject({ kind: 'binary', binary: process.execPath });
    for (const bad of [
      'mock:x',
      'mock:1:',
      'mock:1:no-such-fault',
      'replay:',
      'replay:/no/such/file.ndjson',
      'binary:',
      'binary:/no/such/avalanchego',
      'ftp://x',
      'node',
    ])
      expect(() => parseCompareSide(bad), bad).toThrow(InputError);
  });

  test('value formats', () => {
    expect(
      [
        '',
        '12',
        '2.5',
        node(1),
        id(1),
        '0x00',
        encodeHexChecksum(new Uint8Array(3)),
        '2024-01-01T00:00:00Z',
        'healthy',
      ].map(formatOf),
    ).toEqual([
      'empty',
      'uint64-decimal',
      'decimal-fraction',
      'node-id',
      'cb58-id',
      'hex',
      'hex-checksummed',
      'rfc3339',
      'text',
    ]);
  });
});
