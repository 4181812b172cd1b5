// AvalancheGo's deviations at the HTTP / JSON-RPC layer and in params every method reads
// (facts/platform-chain.md §1, facts/node-local.md §0 and §7.3–7.4).
import { jsonObjectThenBytes, leadingNull } from '../../json/trailing-bytes.js';
import { undocumentedEncodingSpelling } from '../request-traits.js';
import type { Deviation } from '../deviation.js';
import { AVALANCHEGO_RELEASES as ALL, NODE } from './releases.js';

/** -32000 "rpc: can't find method …" where -32601 is due: what registry.saysMethodNotFound reads as "method not found". */
export const AVALANCHEGO_METHOD_NOT_FOUND: Deviation = {
  id: 'jsonrpc.method-not-found-code',
  node: NODE,
  method: 'transport',
  clauses: ['J.method-not-found'],
  observed: ALL,
  spec: 'a method that does not exist gets -32601',
  behaviour: '-32000 with rpc: can\'t find method/service "…"; -32601 is never produced',
  source: 'facts/node-local.md §7.3',
  match: {
    code: 'jsonrpc.error-code',
    clauses: ['J.method-not-found'],
    path: '$.error.code',
    received: { is: -32000 },
    answer: { '$.error.message': { startsWith: ["rpc: can't find method", "rpc: can't find service"] } },
  },
  fault: 'real-method-not-found-32000',
  seenIn: ['jsonrpc.unknown-method'],
  compare: {
    methods: ['*'],
    paths: ['$.error.code', '$.error.message'],
    values: /-32601|can't find (method|service)|Method not found|method must start with a non-uppercase letter/,
  },
  evidence: {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.getNoSuchThing","params":{}}',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"rpc: can\'t find method \\"platform.GetNoSuchThing\\"","data":null},"id":1}',
  },
};

export const AVALANCHEGO_TRANSPORT: readonly Deviation[] = [
  {
    id: 'jsonrpc.batch',
    node: NODE,
    method: 'transport',
    clauses: ['J.batch'],
    observed: ALL,
    spec: 'an array of requests gets an array of responses',
    behaviour: 'one -32700 error object with id null',
    source: 'facts/platform-chain.md §1.4',
    match: { code: 'jsonrpc.batch-array', clauses: ['J.batch'], path: '$', answer: { '$.error.code': { is: -32700 } } },
    fault: 'real-batch-unsupported',
    seenIn: ['jsonrpc.batch'],
    compare: {
      methods: ['*'],
      paths: ['$'],
      kinds: ['type'],
      values: /cannot unmarshal array into Go value of type json2\.serverRequest/,
    },
    evidence: {
      release: '1.14.2',
      request:
        '[{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}},{"jsonrpc":"2.0","id":2,"method":"platform.getTimestamp","params":{}}]',
      response:
        '{"jsonrpc":"2.0","error":{"code":-32700,"message":"json: cannot unmarshal array into Go value of type json2.serverRequest","data":{"jsonrpc":"","method":"","params":null,"id":null}},"id":null}',
    },
  },
  AVALANCHEGO_METHOD_NOT_FOUND,
  {
    id: 'jsonrpc.uppercase-method',
    node: NODE,
    method: 'transport',
    clauses: ['J.method-not-found'],
    observed: ALL,
    spec: 'a method that does not exist gets -32601',
    behaviour:
      'a function name with an upper-case first letter gets -32000 "method must start with a non-uppercase letter"',
    source: 'facts/platform-chain.md §1.5',
    match: {
      code: 'jsonrpc.error-code',
      clauses: ['J.method-not-found'],
      path: '$.error.code',
      received: { is: -32000 },
      answer: { '$.error.message': { is: 'method must start with a non-uppercase letter' } },
    },
    seenIn: ['jsonrpc.method-case'],
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":1,"method":"platform.GetHeight","params":{}}',
      response:
        '{"jsonrpc":"2.0","error":{"code":-32000,"message":"method must start with a non-uppercase letter","data":null},"id":1}',
    },
  },
  {
    id: 'jsonrpc.invalid-params-code',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-params'],
    observed: ALL,
    spec: 'invalid params should get -32602',
    behaviour:
      '-32000 "couldn\'t unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"',
    source: 'facts/node-local.md §7.3',
    match: {
      code: 'jsonrpc.error-code',
      clauses: ['J.invalid-params'],
      path: '$.error.code',
      received: { is: -32000 },
      answer: { '$.error.message': { startsWith: "couldn't unmarshal an argument" } },
    },
    fault: 'real-invalid-params-32000',
    seenIn: ['jsonrpc.invalid-params'],
    compare: { methods: ['*'], paths: ['$.error.code'], values: /^-32602$/ },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":1,"method":"platform.getBlockByHeight","params":{"height":"not-a-number"}}',
      response:
        '{"jsonrpc":"2.0","error":{"code":-32000,"message":"couldn\'t unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls","data":null},"id":1}',
    },
  },
  {
    id: 'jsonrpc.invalid-request-as-parse-error',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-request'],
    observed: ALL,
    spec: 'a request with a member of the wrong type (method: 5, jsonrpc: 2), or a JSON value that is no object, gets -32600',
    behaviour:
      'a member of the wrong JSON type, or a body that is valid JSON but no object, gets -32700 "json: cannot unmarshal …"; only a wrong jsonrpc string gets -32600',
    source: 'facts/platform-chain.md §1.4',
    match: {
      code: ['jsonrpc.invalid-request', 'jsonrpc.id-type', 'jsonrpc.error-code'],
      clauses: ['J.invalid-request'],
      path: '$.error.code',
      received: { is: -32700 },
      answer: {
        '$.error.message': {
          startsWith: 'json: cannot unmarshal ',
          includes: [' into Go struct field serverRequest.', ' into Go value of type json2.serverRequest'],
        },
      },
    },
    fault: 'real-invalid-request-as-parse-error',
    compare: {
      methods: ['*'],
      paths: ['$.error.code', '$.error.message'],
      values: /^-32600$|jsonrpc must be|into Go struct field serverRequest/,
    },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":2,"id":1,"method":"platform.getHeight","params":{}}',
      response:
        '{"jsonrpc":"2.0","error":{"code":-32700,"message":"json: cannot unmarshal number into Go struct field serverRequest.jsonrpc of type string","data":{"jsonrpc":"","method":"platform.getHeight","params":{},"id":1}},"id":1}',
    },
  },
  {
    id: 'jsonrpc.trailing-bytes-ignored',
    node: NODE,
    method: 'transport',
    clauses: ['J.parse-error'],
    observed: ALL,
    spec: 'a body that is not valid JSON gets -32700',
    behaviour:
      'the body is read with one JSON decode: bytes after the first JSON object are ignored and that object is answered as a request alone would be (a result, its own error such as -32000 "service/method request ill-formed" when it has no method, or nothing when it has no id)',
    source: 'facts/platform-chain.md §1.4',
    // Whatever answers the leading object, never the -32700 the whole body calls for (the fuzz cuts bodies anywhere):
    // no answer at all, a result, or an error of another code.
    match: [
      { code: 'jsonrpc.trailing-bytes', clauses: ['J.parse-error'], path: '$', received: { present: false } },
      {
        code: 'jsonrpc.trailing-bytes',
        clauses: ['J.parse-error'],
        path: '$.error',
        answer: { '$.result': { present: true } },
      },
      {
        code: 'jsonrpc.trailing-bytes',
        clauses: ['J.parse-error'],
        path: '$.error.code',
        received: { range: [-32999, -32000], not: { is: -32700 } },
        answer: { '$.error.message': { type: 'string' } },
      },
    ],
    fault: 'real-trailing-bytes-ignored',
    compare: {
      methods: ['*'],
      paths: ['$'],
      kinds: ['outcome'],
      requestTrait: jsonObjectThenBytes,
    },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}}}',
      response: '{"jsonrpc":"2.0","result":{"height":"1"},"id":1}',
    },
  },
  {
    id: 'jsonrpc.null-body-silent',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-request', 'J.parse-error'],
    observed: ALL,
    spec: 'a JSON value that is no request object gets -32600; a body that is not one JSON value gets -32700',
    behaviour:
      'a body whose first JSON value is null (null alone, or null followed by anything, a request included) gets HTTP 200 and an empty body: the one value read leaves the request empty, without id, so it is answered as a notification',
    source:
      'facts/node-local.md §0.3 (no id: nothing written); one JSON value read, as for jsonrpc.trailing-bytes-ignored',
    match: {
      code: ['jsonrpc.invalid-request', 'jsonrpc.parse-error', 'jsonrpc.trailing-bytes'],
      clauses: ['J.invalid-request', 'J.parse-error'],
      path: '$',
      received: { present: false },
      requestBody: 'leading-null',
    },
    fault: 'real-null-body-silent',
    seenIn: ['jsonrpc.enumerated-bodies'],
    compare: {
      methods: ['*'],
      paths: ['$', '$content-type'],
      kinds: ['type', 'content-type'],
      requestTrait: leadingNull,
    },
    evidence: {
      release: '1.14.2',
      request: 'null{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}',
      response: '',
    },
  },
  {
    id: 'jsonrpc.any-id-type',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-request', 'J.id'],
    observed: ALL,
    spec: 'an id is a string, a number or null; a request with another id is invalid (-32600)',
    behaviour:
      'the id is kept as raw JSON and copied back byte for byte: a boolean, object or array id is answered like any other',
    source: 'facts/node-local.md §0.3',
    match: {
      code: 'jsonrpc.id-type',
      clauses: ['J.invalid-request'],
      path: '$.error',
      answer: { '$.result': { present: true } },
    },
    fault: 'real-id-any-type',
    compare: {
      methods: ['*'],
      paths: ['$'],
      kinds: ['outcome'],
      values: /id must be a string, number or null/,
    },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":true,"method":"platform.getHeight","params":{}}',
      response: '{"jsonrpc":"2.0","result":{"height":"1"},"id":true}',
    },
  },
  {
    // Seen by the envelope fuzz on v1.12.x only (the seed decided); the enumerated bodies meet it on every release.
    id: 'jsonrpc.missing-method-ill-formed',
    node: NODE,
    method: 'transport',
    clauses: ['J.invalid-request'],
    observed: ['1.12.1', '1.12.2', '1.13.5', '1.14.2', '1.15.0'],
    spec: 'a request without a method member is an invalid request (-32600)',
    behaviour: 'a missing (or empty, or dotless) method gets -32000 "rpc: service/method request ill-formed: \"…\""',
    source: 'facts/platform-chain.md §1.5, facts/node-local.md §0.2',
    match: {
      code: 'jsonrpc.invalid-request',
      clauses: ['J.invalid-request'],
      path: '$.error.code',
      received: { is: -32000 },
      answer: { '$.error.message': { startsWith: 'rpc: service/method request ill-formed: ' } },
    },
    fault: 'real-missing-method-32000',
    compare: {
      methods: ['*'],
      paths: ['$.error.code'],
      values: /^-32600$/,
      answers: /"message":"rpc: service\/method request ill-formed: /,
    },
    evidence: {
      release: '1.12.1',
      request: '{"jsonrpc":"2.0","id":"","params":{}}',
      response:
        '{"jsonrpc":"2.0","error":{"code":-32000,"message":"rpc: service/method request ill-formed: \\"\\"","data":null},"id":""}',
    },
  },
  {
    id: 'jsonrpc.null-id-is-notification',
    node: NODE,
    method: 'transport',
    clauses: ['J.id', 'J.notification'],
    observed: [],
    spec: 'a request without id is a notification; a response echoes the request id',
    behaviour: '"id": null is also treated as a notification: empty HTTP 200 body (except for -32700 parse errors)',
    source: 'facts/node-local.md §7.4',
  },
  {
    id: 'params.encoding-case-insensitive',
    node: NODE,
    method: 'transport',
    clauses: ['P.err.encoding', 'P.limit.encodings', 'I.encoding'],
    observed: ALL,
    spec: 'allowed encoding values are per method (hex, json), exactly so spelled',
    behaviour:
      'encoding names are matched case-insensitively ("HEX" works) and hexc / hexnc are accepted wherever hex is',
    source: 'facts/platform-chain.md §1.9, §7.15, §7.16, §7.18',
    // Only an encoding the node reads as a documented one: another spelling of hex or json, or hexc/hexnc.
    match: {
      code: 'encoding.undocumented',
      clauses: ['P.err.encoding', 'P.limit.encodings', 'I.encoding'],
      path: '$.result',
      sent: { '$.encoding': { anyCaseOf: ['hex', 'hexc', 'hexnc', 'json'] } },
    },
    fault: 'real-encoding-any-case',
    compare: {
      methods: ['*'],
      paths: ['$'],
      kinds: ['outcome'],
      requestTrait: undocumentedEncodingSpelling,
    },
    evidence: {
      release: '1.14.2',
      request:
        '{"jsonrpc":"2.0","id":7,"method":"platform.getBlock","params":{"blockID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","encoding":"hEX"}}',
      response:
        '{"jsonrpc":"2.0","result":{"block":"0x00000000000276164e9619e3b1c79c4b6bcaa8585fb95328e60480ac9e40da0539fe23260e0c00000000000000003be84959","encoding":"hex"},"id":7}',
    },
  },
  {
    id: 'platform.path-aliases',
    node: NODE,
    method: 'transport',
    clauses: ['P.env.path'],
    observed: [],
    spec: 'canonical path /ext/bc/P (one example uses /ext/P)',
    behaviour: '/ext/P, /ext/platform, /ext/bc/platform and /ext/bc/1111…LpoYY also serve the API',
    source: 'facts/platform-chain.md §7.19',
  },
];
