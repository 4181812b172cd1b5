// HTTP transport: the POST-only /ext/bc/P endpoint with content-type application/json, its aliases,
// and the JSON-RPC envelope of the node-local APIs.
import { describe } from 'vitest';
import { check } from '../../src/check/check.js';
import { P_CHAIN_PATH } from '../../src/spec/api-paths.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

describe('HTTP transport', () => {
  check(
    'the P-Chain API is served at /ext/bc/P',
    {
      id: 'http.p-chain-path',
      method: 'transport',
      aspect: 'envelope',
      clauses: ['P.env.path', 'P.ver.no-path-version'],
    },
    async (t) => {
      const out = await t.rpc('platform.getHeight', {}, { path: P_CHAIN_PATH });
      t.expectEnvelope(out);
      t.assert(out.result !== undefined, 'getHeight at /ext/bc/P must succeed', {
        received: JSON.stringify(out.body).slice(0, 200),
      });
    },
  );

  check(
    'the alias /ext/P shown in the spec answers as /ext/bc/P does',
    { id: 'http.p-alias', method: 'transport', aspect: 'envelope', clauses: ['P.env.path'] },
    async (t) => {
      const [a, b] = [
        await t.rpc('platform.getHeight', {}, { path: P_CHAIN_PATH }),
        await t.rpc('platform.getHeight', {}, { path: '/ext/P' }),
      ];
      t.expectEnvelope(b);
      t.equal(b.result, a.result, '/ext/P must answer as /ext/bc/P', '$.result');
    },
  );

  check(
    'a GET is not a JSON-RPC call (HTTP 405)',
    { id: 'http.get-405', method: 'transport', aspect: 'envelope', clauses: ['P.env.path'] },
    async (t) => {
      const x = await t.http({ method: 'GET', path: P_CHAIN_PATH });
      t.equal(t.answered(x).status, 405, 'a GET on the JSON-RPC endpoint is refused with 405');
    },
  );

  check(
    'a POST without content-type application/json is refused (HTTP 415)',
    { id: 'http.content-type-415', method: 'transport', aspect: 'envelope', clauses: ['P.env.path'] },
    async (t) => {
      const x = await t.http({
        method: 'POST',
        path: P_CHAIN_PATH,
        headers: { 'content-type': 'text/plain' },
        body: '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}',
      });
      t.equal(t.answered(x).status, 415, 'a body that is not declared application/json is refused with 415');
    },
  );

  check(
    'health, index and keystore answer JSON-RPC 2.0 envelopes',
    { id: 'http.node-local-envelopes', method: 'transport', aspect: 'envelope', clauses: ['N.env.jsonrpc', 'J.id'] },
    async (t) => {
      const calls: Array<[string, string, unknown]> = [['/ext/health', 'health.liveness', {}]];
      const pIndex = t.discovery.indexes.find((i) => i.path === '/ext/index/P/block' && i.enabled);
      if (pIndex) calls.push([pIndex.path, 'index.isAccepted', { id: PRIMARY_NETWORK_ID, encoding: 'hex' }]);
      if (t.discovery.keystore === 'served') calls.push(['/ext/keystore', 'keystore.listUsers', {}]);
      for (const [path, method, params] of calls) {
        const out = await t.rpc(method, params, { path, id: 41 });
        t.expectEnvelope(out);
        const body = out.body as Record<string, unknown>;
        t.equal(body.jsonrpc, '2.0', `${path}: jsonrpc must be "2.0"`, '$.jsonrpc');
        t.equal(body.id, 41, `${path}: the id must be echoed`, '$.id');
        t.assert('result' in body, `${path}: ${method} must succeed`, { received: JSON.stringify(body).slice(0, 200) });
      }
    },
  );
});
