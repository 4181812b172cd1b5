// Robustness: whatever the params, every read-only method answers a well-formed JSON-RPC envelope —
// HTTP 200, jsonrpc "2.0", the id echoed exactly, and exactly one of result and error.
import fc from 'fast-check';
import { CATALOG } from '../src/catalog/index.js';
import { preview } from '../src/harness/failure.js';
import { paramsFor, rpcId } from './arbitraries/json-params.js';
import { propertyCheck } from './_support/property.js';

const readOnly = CATALOG.filter((m) => !m.changesState && m.inSpec && m.api !== 'keystore');

/** The params member names a method's schema declares, to mix into arbitrary params. */
function memberNames(name: string): string[] {
  const params = readOnly.find((m) => m.method === name)?.params as unknown as { shape?: Record<string, unknown> };
  return Object.keys(params.shape ?? {});
}

propertyCheck(
  'arbitrary params always get a well-formed envelope with the id echoed',
  { method: 'transport', aspect: 'robustness', clauses: ['J.id', 'J.result-xor-error', 'J.error-object', 'J.version'] },
  () =>
    fc.record({
      name: fc.constantFrom(...readOnly.map((m) => m.method)),
      id: rpcId,
    }).chain(({ name, id }) => paramsFor(memberNames(name)).map((params) => ({ method: name, id, params }))),
  async (t, { method: name, id, params }) => {
    const method = readOnly.find((m) => m.method === name)!;
    const path = method.api === 'index' ? (t.discovery.indexes.find((i) => i.enabled)?.path ?? method.paths[0]!) : method.paths[0]!;
    const out = await t.rpc(method.method, params, { path, id });
    t.expectEnvelope(out);
    const body = out.body as Record<string, unknown>;
    t.equal(body.jsonrpc, '2.0', 'jsonrpc must be "2.0"', '$.jsonrpc');
    t.equal(body.id, id, 'the id must be echoed exactly', '$.id');
    const has = (k: string) => Object.hasOwn(body, k);
    t.assert(has('result') !== has('error'), 'exactly one of result and error', { expected: 'result xor error', received: preview(Object.keys(body)) });
    if (has('error')) t.rpcError(out);
  },
);
