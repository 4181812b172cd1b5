// Envelope fuzz: mutations of a valid request body — truncation, a wrong version, a missing member, a
// member of the wrong type, stray characters, another body — get what the transport rules give:
// -32700 with id null for invalid JSON (J.parse-error), -32600 for an invalid request object
// (J.invalid-request), no response object for a valid request without id (J.notification), and a
// plain answer with the id echoed otherwise.
import fc from 'fast-check';
import { JSON_HEADERS, readRpc } from '../src/client/rpc.js';
import { preview } from '../src/harness/failure.js';
import { stringifyJson } from '../src/json/lossless.js';
import { jsonObjectThenBytes } from '../src/json/trailing-bytes.js';
import { applyMutation, expectedOutcome, idOfWrongType, mutation, type RequestObject } from './arbitraries/body-mutation.js';
import { rpcId } from './arbitraries/rpc-id.js';
import { propertyCheck } from './_support/property.js';
import { P_CHAIN_PATH } from '../src/spec/paths.js';


propertyCheck(
  'mutated request bodies get the JSON-RPC error the transport rules give (parse error, invalid request, notification)',
  { id: 'envelope-fuzz.mutated-bodies', method: 'transport', aspect: 'envelope', clauses: ['J.parse-error', 'J.invalid-request', 'J.notification', 'J.id', 'J.version', 'J.error-object', 'P.env.request'] },
  () =>
    fc.record({
      request: fc.record({
        jsonrpc: fc.constant('2.0' as const),
        id: rpcId,
        method: fc.constantFrom('platform.getHeight', 'platform.getTimestamp'),
        params: fc.constantFrom({}, []),
      }),
      mutation,
    }),
  async (t, { request, mutation: m }) => {
    const body = applyMutation(request as RequestObject, m);
    const want = expectedOutcome(body);
    if (want.kind === 'unjudged') return;
    const x = await t.http({ method: 'POST', path: P_CHAIN_PATH, headers: { ...JSON_HEADERS }, body });
    const res = t.answered(x);
    const silent = res.status === 200 && res.body.trim() === '';
    if (want.kind === 'notification') {
      t.assert(silent, 'a valid request without id is a notification: no response object (J.notification)', { expected: 'HTTP 200, empty body', received: `${res.status} ${preview(res.body, 200)}` });
      return;
    }
    if (want.kind === 'invalid-request' && want.silent && silent) return;
    const out = readRpc(x);
    t.expectEnvelope(out);
    t.equal((out.body as Record<string, unknown>).jsonrpc, '2.0', 'a response object carries jsonrpc "2.0" (J.version)', '$.jsonrpc');
    if (want.kind === 'answer') {
      const got = out.body as Record<string, unknown>;
      t.equal(got.id, want.id, 'the id must come back exactly (J.id)', '$.id');
      t.assert(Object.hasOwn(got, 'result') !== Object.hasOwn(got, 'error'), 'exactly one of result and error', { expected: 'result xor error', received: preview(Object.keys(got)), path: '$' });
      if (out.error !== undefined) t.rpcError(out);
      return;
    }
    const what =
      want.kind === 'invalid-request'
        ? idOfWrongType(body)
          ? 'a request whose id is not a string, a number or null is invalid: it gets -32600 (J.invalid-request)'
          : 'an invalid request object gets -32600 (J.invalid-request)'
        : jsonObjectThenBytes(body)
          ? 'a body with bytes after its JSON request object is not JSON: it gets -32700 (J.parse-error)'
          : 'a body that is not JSON gets -32700 (J.parse-error)';
    const code = want.kind === 'parse-error' ? -32700 : -32600;
    const err = out.error;
    t.assert(err !== undefined, what, { expected: `{"error": {"code": ${code}, …}}`, received: preview(out.body, 200), path: '$.error' });
    t.assert(err!.code === code, what, { expected: String(code), received: `${preview(err!.code)} ${preview(err!.message, 120)}`, path: '$.error.code' });
    t.rpcError(out, { code });
    const id = (out.body as Record<string, unknown>).id;
    if (want.kind === 'parse-error') t.equal(id, null, 'the id of a parse error is null (J.id)', '$.id');
    else t.assert(id === null || stringifyJson(id) === stringifyJson(want.id), 'the id of an invalid request is null or the request id (J.id)', { expected: `null or ${preview(want.id)}`, received: preview(id), path: '$.id' });
  },
);
