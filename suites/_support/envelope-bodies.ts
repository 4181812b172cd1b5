// One request body sent raw to the P-Chain path and its answer held to the transport rules: the
// answer the JSON-RPC 2.0 oracle (expectedOutcome) gives the body. Shared by the envelope fuzz property
// (sampled mutations) and the enumerated bodies check (every body of a small input space, every run).
import type { CheckContext } from '../../src/check/check.js';
import { JSON_HEADERS, readRpc } from '../../src/client/rpc.js';
import { preview } from '../../src/check/failure.js';
import { stringifyJson, type Json } from '../../src/json/lossless.js';
import { jsonObjectThenBytes } from '../../src/json/trailing-bytes.js';
import { P_CHAIN_PATH } from '../../src/spec/api-paths.js';
import type { RuleCode } from '../../src/spec/rules.js';
import { expectedOutcome, idOfWrongType } from '../../src/spec/jsonrpc-oracle.js';

/** What an empty HTTP 200 answer is reported as (the request body follows, for people; deviations read `requestBody`). */
export const SILENT_ANSWER = 'HTTP 200, empty body';

/** Sends one body and judges its answer (hard: the first breach ends the check, or the caller's try). */
export async function judgeBody(t: CheckContext, body: string): Promise<void> {
  const want = expectedOutcome(body);
  if (want.kind === 'unjudged') return;
  const x = await t.http({ method: 'POST', path: P_CHAIN_PATH, headers: { ...JSON_HEADERS }, body });
  const res = t.answered(x);
  const silent = res.status === 200 && res.body.trim() === '';
  if (want.kind === 'notification') {
    t.assert(silent, 'a valid request without id is a notification: no response object (J.notification)', {
      code: 'jsonrpc.notification',
      expected: SILENT_ANSWER,
      received: `${res.status} ${preview(res.body, 200)}`,
      requestBody: body,
    });
    return;
  }
  if (want.kind === 'invalid-request' && want.silent && silent) return;
  // The rule the body's answer is held to: its code (what deviations match) and its words.
  const [rule, what]: [RuleCode, string] =
    want.kind === 'answer'
      ? ['jsonrpc.id', 'a valid request with an id gets a response object echoing it (J.id)']
      : want.kind === 'invalid-request'
        ? idOfWrongType(body)
          ? [
              'jsonrpc.id-type',
              'a request whose id is not a string, a number or null is invalid: it gets -32600 (J.invalid-request)',
            ]
          : ['jsonrpc.invalid-request', 'an invalid request object gets -32600 (J.invalid-request)']
        : jsonObjectThenBytes(body)
          ? [
              'jsonrpc.trailing-bytes',
              'a body with bytes after its JSON request object is not JSON: it gets -32700 (J.parse-error)',
            ]
          : ['jsonrpc.parse-error', 'a body that is not JSON gets -32700 (J.parse-error)'];
  const code = want.kind === 'parse-error' ? -32700 : -32600;
  // No answer where one is due: nothing received (no receivedValue); the request body tells such bodies apart.
  if (silent)
    t.fail(what, {
      code: rule,
      expected: want.kind === 'answer' ? `{"id": ${preview(want.id)}, …}` : `{"error": {"code": ${code}, …}}`,
      received: `${SILENT_ANSWER} (request: ${preview(body, 120)})`,
      requestBody: body,
      path: '$',
      clause: want.kind === 'parse-error' ? 'J.parse-error' : want.kind === 'answer' ? 'J.id' : 'J.invalid-request',
    });
  const out = readRpc(x);
  t.expectEnvelope(out);
  t.equal(
    (out.body as Record<string, unknown>).jsonrpc,
    '2.0',
    'a response object carries jsonrpc "2.0" (J.version)',
    '$.jsonrpc',
    'jsonrpc.version',
  );
  if (want.kind === 'answer') {
    const got = out.body as Record<string, unknown>;
    t.equal(got.id, want.id, 'the id must come back exactly (J.id)', '$.id', 'jsonrpc.id');
    t.assert(Object.hasOwn(got, 'result') !== Object.hasOwn(got, 'error'), 'exactly one of result and error', {
      code: 'jsonrpc.result-xor-error',
      expected: 'result xor error',
      received: preview(Object.keys(got)),
      path: '$',
    });
    if (out.error !== undefined) t.rpcError(out);
    return;
  }
  const err = out.error;
  t.assert(err !== undefined, what, {
    code: rule,
    expected: `{"error": {"code": ${code}, …}}`,
    received: preview(out.body, 200),
    ...(out.body !== undefined ? { answer: out.body } : {}),
    requestBody: body,
    path: '$.error',
  });
  t.assert(err!.code === code, what, {
    code: rule,
    expected: String(code),
    received: `${preview(err!.code)} ${preview(err!.message, 120)}`,
    receivedValue: err!.code,
    ...(out.body !== undefined ? { answer: out.body } : {}),
    requestBody: body,
    path: '$.error.code',
  });
  t.rpcError(out, { code });
  const id = (out.body as Record<string, unknown>).id;
  if (want.kind === 'parse-error') t.equal(id, null, 'the id of a parse error is null (J.id)', '$.id', 'jsonrpc.id');
  else
    t.assert(
      id === null || stringifyJson(id) === stringifyJson(want.id),
      'the id of an invalid request is null or the request id (J.id)',
      { code: 'jsonrpc.id', expected: `null or ${preview(want.id)}`, received: preview(id), path: '$.id' },
    );
}

/** One value of each JSON type, for the members of the enumerated bodies. */
const ONE_OF_EACH_TYPE: readonly Json[] = [null, true, 0, 2.5, '', 'x', [], {}];

/**
 * The small input space of bodies enumerated on every run, not sampled: each JSON scalar, an empty array
 * and object as the whole body, `null` before a request, and a valid request with each envelope member
 * missing or of each JSON type in turn. Each is named for the report.
 */
export function enumeratedBodies(): Array<{ name: string; body: string }> {
  const request = { jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} } as const;
  const out: Array<{ name: string; body: string }> = [];
  for (const v of [...ONE_OF_EACH_TYPE, false, -1])
    out.push({ name: `the body ${stringifyJson(v)}`, body: stringifyJson(v) });
  out.push({ name: 'null, then a request', body: `null${stringifyJson(request)}` });
  out.push({ name: 'blanks, then null', body: ' \n null' });
  for (const member of ['jsonrpc', 'id', 'method', 'params'] as const) {
    const { [member]: _dropped, ...rest } = request;
    out.push({ name: `${member} missing`, body: stringifyJson(rest) });
    for (const v of ONE_OF_EACH_TYPE)
      out.push({ name: `${member} ${stringifyJson(v)}`, body: stringifyJson({ ...request, [member]: v }) });
  }
  return out;
}
