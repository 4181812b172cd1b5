// Envelope fuzz: mutations of a valid request body — truncation, a wrong version, a missing member, a
// member of the wrong type, stray characters, another body — get what the transport rules give:
// -32700 with id null for invalid JSON (J.parse-error), -32600 for an invalid request object
// (J.invalid-request), no response object for a valid request without id (J.notification), and a
// plain answer with the id echoed otherwise.
import fc from 'fast-check';
import { judgeBody } from '../suites/_support/envelope-bodies.js';
import { applyMutation, mutation, type RequestObject } from './arbitraries/body-mutation.js';
import { rpcId } from './arbitraries/rpc-id.js';
import { propertyCheck } from './_support/property.js';

propertyCheck(
  'mutated request bodies get the JSON-RPC error the transport rules give (parse error, invalid request, notification)',
  {
    id: 'envelope-fuzz.mutated-bodies',
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
  async (t, { request, mutation: m }) => judgeBody(t, applyMutation(request as RequestObject, m)),
);
