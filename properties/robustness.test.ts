// Robustness: whatever the params, every method that changes no state answers a well-formed JSON-RPC
// envelope — HTTP 200, a JSON object, jsonrpc "2.0", the id echoed, exactly one of result (matching
// the method's schema) and error (integer code, string message) — never a non-JSON body, a 5xx, a
// closed connection or a hang past the deadline. And any string or integer id comes back exactly.
import fc from 'fast-check';
import type { z } from 'zod';
import { CATALOG, type CatalogEntry } from '../src/catalog/method-catalog.js';
import type { CheckContext } from '../src/check/check.js';
import type { RpcOutcome } from '../src/client/rpc.js';
import type { Json } from '../src/json/lossless.js';
import { preview } from '../src/check/failure.js';
import { paramsFor } from './arbitraries/json-params.js';
import { rpcId } from './arbitraries/rpc-id.js';
import { propertyCheck } from './_support/property.js';

/** The read-only methods the spec describes (getAllValidatorsAt and info.* are outside it). */
const READ_ONLY = CATALOG.filter((m) => !m.changesState && m.inSpec);

/** The member names a method's params schema declares, mixed into arbitrary params. */
function memberNames(m: CatalogEntry): string[] {
  const shape = (m.params as unknown as { shape?: Record<string, z.ZodType> }).shape;
  return Object.keys(shape ?? {});
}

interface Call {
  method: string;
  /** URL path: the method's canonical one, or an enabled index's. */
  path: string;
  id: Json;
  params: Json | undefined;
}

/** Methods whose API the target serves (a disabled index or a removed keystore answers 404, not JSON-RPC). */
function served(t: CheckContext): Array<{ entry: CatalogEntry; paths: string[] }> {
  const indexPaths = t.discovery.indexes.filter((i) => i.enabled).map((i) => i.path);
  return READ_ONLY.flatMap((entry) => {
    if (entry.api === 'index') return indexPaths.length ? [{ entry, paths: indexPaths }] : [];
    if (entry.api === 'keystore') return t.discovery.keystore === 'served' ? [{ entry, paths: [entry.paths[0]!] }] : [];
    return [{ entry, paths: [entry.paths[0]!] }];
  });
}

function callArbitrary(t: CheckContext): fc.Arbitrary<Call> {
  const methods = served(t);
  return fc.constantFrom(...methods).chain(({ entry, paths }) =>
    fc.record({
      method: fc.constant(entry.method),
      path: fc.constantFrom(...paths),
      id: rpcId,
      params: paramsFor(memberNames(entry)),
    }),
  );
}

/** Asserts the transport answer is one JSON-RPC response object for `id`; returns the body. */
function envelope(t: CheckContext, out: RpcOutcome, id: Json): Record<string, Json> {
  t.expectEnvelope(out);
  const body = out.body as Record<string, Json>;
  t.equal(body.jsonrpc, '2.0', 'jsonrpc must be exactly "2.0"', '$.jsonrpc');
  t.equal(body.id, id, 'the id must come back exactly, with its JSON type', '$.id');
  const has = (k: string) => Object.hasOwn(body, k);
  t.assert(has('result') !== has('error'), 'an answer carries exactly one of result and error', {
    expected: 'result xor error',
    received: preview(Object.keys(body)),
    path: '$',
  });
  return body;
}

propertyCheck(
  'any params to a read-only method get one well-formed JSON-RPC answer: a schema-valid result or an error object',
  {
    id: 'robustness.any-params',
    method: 'transport',
    aspect: 'robustness',
    clauses: [
      'J.version',
      'J.id',
      'J.result-xor-error',
      'J.error-object',
      'P.env.success',
      'P.env.error',
      'P.err.envelope',
    ],
  },
  callArbitrary,
  async (t, call) => {
    const out = await t.rpc(call.method, call.params, { path: call.path, id: call.id });
    const body = envelope(t, out, call.id);
    if (Object.hasOwn(body, 'error')) {
      t.rpcError(out);
      return;
    }
    const entry = READ_ONLY.find((m) => m.method === call.method)!;
    t.parse(entry.result, body.result, '$.result', entry.method);
  },
);

propertyCheck(
  'any string or integer id, beyond 2^53 included, is echoed exactly',
  { id: 'robustness.any-id-echoed', method: 'transport', aspect: 'envelope', clauses: ['J.id', 'P.env.success'] },
  () =>
    fc.record({ method: fc.constantFrom('platform.getHeight', 'platform.getTimestamp', 'health.liveness'), id: rpcId }),
  async (t, { method, id }) => {
    const out = await t.rpc(method, {}, { id });
    envelope(t, out, id);
  },
  { runsFactor: 0.5 },
);
