// The JSON-RPC 2.0 envelope of the P-Chain API: version, id echo, result xor error, error objects,
// and the error codes JSON-RPC 2.0 assigns (both spec documents name it as the protocol).
import { describe } from 'vitest';
import { check } from '../../src/check/check.js';
import { JSON_HEADERS, readRpc } from '../../src/client/rpc.js';
import { P_CHAIN_PATH } from '../../src/spec/api-paths.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { CheckFailure } from '../../src/check/failure.js';
import { curlOf } from '../../src/client/curl.js';

import { enumeratedBodies, judgeBody } from '../_support/envelope-bodies.js';

const raw = (body: string) => ({ method: 'POST', path: P_CHAIN_PATH, headers: { ...JSON_HEADERS }, body });

describe('P-Chain JSON-RPC envelope', () => {
  check(
    'answers with jsonrpc exactly "2.0"',
    { id: 'jsonrpc.version', method: 'transport', aspect: 'envelope', clauses: ['J.version', 'P.env.success'] },
    async (t) => {
      const out = await t.rpc('platform.getHeight', {});
      t.expectEnvelope(out);
      t.equal((out.body as Record<string, unknown>).jsonrpc, '2.0', 'jsonrpc must be "2.0"', '$.jsonrpc');
    },
  );

  check(
    'echoes a number id as the same number',
    { id: 'jsonrpc.id-number', method: 'transport', aspect: 'envelope', clauses: ['J.id', 'P.env.success'] },
    async (t) => {
      const out = await t.rpc('platform.getHeight', {}, { id: 7 });
      t.expectEnvelope(out);
      t.equal((out.body as Record<string, unknown>).id, 7, 'the id must echo the request id with its type', '$.id');
    },
  );

  check(
    'echoes a string id as the same string',
    { id: 'jsonrpc.id-string', method: 'transport', aspect: 'envelope', clauses: ['J.id'] },
    async (t) => {
      const out = await t.rpc('platform.getHeight', {}, { id: 'req-α-1' });
      t.expectEnvelope(out);
      t.equal(
        (out.body as Record<string, unknown>).id,
        'req-α-1',
        'the id must echo the request id with its type',
        '$.id',
      );
    },
  );

  check(
    'echoes an integer id above 2^53 exactly',
    { id: 'jsonrpc.id-big-integer', method: 'transport', aspect: 'envelope', clauses: ['J.id'] },
    async (t) => {
      const out = await t.rpc('platform.getHeight', {}, { id: 9007199254740993n });
      t.expectEnvelope(out);
      t.equal(
        (out.body as Record<string, unknown>).id,
        9007199254740993n,
        'a large integer id must come back exactly',
        '$.id',
      );
    },
  );

  check(
    'a success carries result and no error',
    {
      id: 'jsonrpc.success-shape',
      method: 'transport',
      aspect: 'envelope',
      clauses: ['J.result-xor-error', 'P.env.success'],
    },
    async (t) => {
      const out = await t.rpc('platform.getHeight', {});
      t.expectEnvelope(out);
      const body = out.body as Record<string, unknown>;
      t.assert('result' in body, 'a success must carry result', {
        expected: 'result',
        received: Object.keys(body).join(','),
        path: '$',
      });
      t.assert(!('error' in body), 'a success must not carry error', {
        expected: 'no error member',
        received: JSON.stringify(body.error),
        path: '$.error',
      });
    },
  );

  check(
    'an error carries error and no result, with an integer code and a string message',
    {
      id: 'jsonrpc.error-shape',
      method: 'transport',
      aspect: 'envelope',
      clauses: ['J.error-object', 'J.result-xor-error', 'P.env.error', 'P.err.envelope'],
    },
    async (t) => {
      const out = await t.rpc('platform.getBlock', { blockID: PRIMARY_NETWORK_ID });
      t.rpcError(out);
      t.assert(out.result === undefined, 'an error must not carry result', {
        expected: 'no result member',
        received: JSON.stringify(out.result),
        path: '$.result',
      });
    },
  );

  check(
    'invalid JSON gets -32700 with id null',
    { id: 'jsonrpc.parse-error', method: 'transport', aspect: 'envelope', clauses: ['J.parse-error', 'J.id'] },
    async (t) => {
      const out = readRpc(await t.http(raw('{"jsonrpc":"2.0","id":1,"method":"platform.getHeight",')));
      t.rpcError(out, { code: -32700 });
      t.equal((out.body as Record<string, unknown>).id, null, 'the id of a parse error is null', '$.id');
    },
  );

  check(
    'a wrong jsonrpc version gets -32600',
    {
      id: 'jsonrpc.wrong-version',
      method: 'transport',
      aspect: 'envelope',
      clauses: ['J.invalid-request', 'P.env.request'],
    },
    async (t) => {
      const out = readRpc(await t.http(raw('{"jsonrpc":"1.0","id":1,"method":"platform.getHeight","params":{}}')));
      t.rpcError(out, { code: -32600 });
    },
  );

  check(
    'a request without jsonrpc gets -32600',
    { id: 'jsonrpc.missing-version', method: 'transport', aspect: 'envelope', clauses: ['J.invalid-request'] },
    async (t) => {
      const out = readRpc(await t.http(raw('{"id":1,"method":"platform.getHeight","params":{}}')));
      t.rpcError(out, { code: -32600 });
    },
  );

  check(
    'an unknown method gets -32601',
    { id: 'jsonrpc.unknown-method', method: 'transport', aspect: 'envelope', clauses: ['J.method-not-found'] },
    async (t) => {
      t.rpcError(await t.rpc('platform.getNoSuchThing', {}), { code: -32601 });
    },
  );

  check(
    'a method name with an upper-case function is not found (-32601)',
    {
      id: 'jsonrpc.method-case',
      method: 'transport',
      aspect: 'envelope',
      clauses: ['J.method-not-found', 'P.env.request'],
    },
    async (t) => {
      t.rpcError(await t.rpc('platform.GetHeight', {}), { code: -32601 });
    },
  );

  check(
    'params of the wrong type get -32602',
    { id: 'jsonrpc.invalid-params', method: 'transport', aspect: 'envelope', clauses: ['J.invalid-params'] },
    async (t) => {
      t.rpcError(await t.rpc('platform.getBlockByHeight', { height: 'not-a-number' }), { code: -32602 });
    },
  );

  check(
    'a request without id (a notification) gets no response object',
    { id: 'jsonrpc.notification', method: 'transport', aspect: 'envelope', clauses: ['J.notification'] },
    async (t) => {
      const x = await t.http(raw('{"jsonrpc":"2.0","method":"platform.getHeight","params":{}}'));
      const body = t.answered(x).body;
      t.assert(body.trim() === '', 'a notification must not be answered with a response object', {
        expected: 'empty body',
        received: body.slice(0, 200),
      });
    },
  );

  check(
    'a batch gets an array of the corresponding responses',
    { id: 'jsonrpc.batch', method: 'transport', aspect: 'envelope', clauses: ['J.batch'] },
    async (t) => {
      const out = readRpc(
        await t.http(
          raw(
            '[{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}},{"jsonrpc":"2.0","id":2,"method":"platform.getTimestamp","params":{}}]',
          ),
        ),
      );
      t.assert(Array.isArray(out.body), 'a batch must be answered with an array', {
        code: 'jsonrpc.batch-array',
        expected: '[{…},{…}]',
        received: JSON.stringify(out.body)?.slice(0, 200),
        ...(out.body !== undefined ? { receivedValue: out.body, answer: out.body } : {}),
        path: '$',
      });
      const ids = (out.body as Array<Record<string, unknown>>).map((r) => r.id).sort();
      t.equal(ids, [1, 2], 'each request of the batch gets its response', '$[*].id');
    },
  );

  check(
    'every body of the enumerated space (JSON scalars, null before a request, each envelope member missing or of each type) gets what the transport rules give',
    {
      id: 'jsonrpc.enumerated-bodies',
      method: 'transport',
      aspect: 'envelope',
      clauses: [
        'J.parse-error',
        'J.invalid-request',
        'J.notification',
        'J.id',
        'J.version',
        'J.error-object',
        'P.env.request',
      ],
    },
    async (t) => {
      // Every body is judged (a breach is recorded and the next body goes on), so each breach meets its own deviation;
      // the reproduction is the request of each breach.
      for (const { body } of enumeratedBodies()) {
        try {
          await judgeBody(t, body);
        } catch (e) {
          if (!(e instanceof CheckFailure)) throw e;
          const sent = t.exchanges.at(-1);
          if (sent) t.reproduceExtra.push(curlOf(t.run.target.url, sent.request));
        }
      }
    },
  );

  check(
    'methods without parameters take an empty params object',
    { id: 'jsonrpc.empty-params', method: 'transport', aspect: 'envelope', clauses: ['P.env.request'] },
    async (t) => {
      for (const m of ['platform.getHeight', 'platform.getTimestamp']) {
        const out = await t.rpc(m, {});
        t.assert(out.result !== undefined, `${m} with params {} must succeed`, {
          expected: 'result',
          received: JSON.stringify(out.error ?? out.body)?.slice(0, 200),
        });
      }
    },
  );
});
