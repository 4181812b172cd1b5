// AvalancheGo's deviations in the node-local APIs: index, health (facts/node-local.md §1–§3, §7).
import { HEALTH_REPORTS, MEMBER_ON_ONE_SIDE, healthCheckMember } from '../difference-patterns.js';
import type { Deviation } from '../deviation.js';
import { record } from './node-form.js';
import { AVALANCHEGO_RELEASES as ALL, NODE } from './releases.js';

export const AVALANCHEGO_NODE_LOCAL: readonly Deviation[] = [
  {
    id: 'getContainerRange.wrapped',
    node: NODE,
    method: 'index.getContainerRange',
    clauses: ['I.m.getContainerRange'],
    observed: ALL,
    spec: 'result: an array of containers',
    behaviour: 'result {"containers": [ … ]}',
    source: 'facts/node-local.md §2.3, §7.1',
    match: {
      code: 'schema.type',
      clauses: ['I.m.getContainerRange', 'I.range.R1', 'I.range.R4', 'I.range.R5'],
      rpc: ['index.getContainerRange'],
      path: '$.result',
      received: { type: 'object' },
    },
    nodeForm: {
      rpc: ['index.getContainerRange'],
      read(result) {
        const r = record(result);
        return r && Array.isArray(r.containers) && Object.keys(r).length === 1 ? r.containers : undefined;
      },
    },
    fault: 'real-index-range-wrapped',
    seenIn: [
      'index.P-block.range-R1-order',
      'index.P-block.range-agrees-with-by-index',
      'index.P-block.range-R4-at-limit',
      'index.P-block.range-R5-running-out',
    ],
    compare: {
      methods: ['index.getContainerRange'],
      paths: ['$.result', '$.result.containers', '$.result.containers.**', '$.result[*]', '$.result[*].**'],
      kinds: [...MEMBER_ON_ONE_SIDE, 'type'],
    },
    evidence: {
      release: '1.14.2',
      request:
        '{"jsonrpc":"2.0","id":3,"method":"index.getContainerRange","params":{"startIndex":"0","numToFetch":"1","encoding":"hex"}}',
      response:
        '{"jsonrpc":"2.0","result":{"containers":[{"id":"EGa8W4pzWXEhnMhG2RZuc47jJmP2eA8BGS2XC9PxmrdQbWkfZ","bytes":"0x000000000000e6bf9e10d8adfe358b1661e0bfb6a2788e1f555c188988740ed2ffea3be84959000000006b0308c200000000000000000000000000000163000000000020000000006b0308c2e6bf9e10d8adfe358b1661e0bfb6a2788e1f555c188988740ed2ffea3be849590000000000000001000000010000002200003039000000000000000000000000000000000000000000000000000000000000000000000001dbcf890f77f49b96857648b72b77f9f82937f28a68704af05da0dc12ba53f2db00000007002386f26fa27b80000000000000000000000001000000013cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c00000001000000000000000000000000000000000000000000000000000000000000000000000001dbcf890f77f49b96857648…',
    },
  },
  {
    id: 'getContainerRange.zero',
    node: NODE,
    method: 'index.getContainerRange',
    clauses: ['I.range.R2', 'I.range.R4'],
    observed: ALL,
    spec: 'numToFetch 0 gives an empty response; numToFetch within [0, 1024]',
    behaviour: 'numToFetch 0 is an error: numToFetch must be in [1,1024] but is 0',
    source: 'facts/node-local.md §7.1',
    match: {
      code: 'expected-result',
      clauses: ['I.range.R2'],
      rpc: ['index.getContainerRange'],
      path: '$.error',
      answer: { '$.error.message': { includes: 'numToFetch must be in [1,1024] but is 0' } },
    },
    fault: 'real-index-numtofetch-zero-error',
    seenIn: ['index.P-block.range-R2-zero'],
    // The node's range starts at 1: 0 is refused, and its error for too many names [1,1024].
    compare: {
      methods: ['index.getContainerRange'],
      kinds: ['outcome', 'error-message'],
      values: /numToFetch must be in \[1,1024\] but is \d+/,
    },
    evidence: {
      release: '1.14.2',
      request:
        '{"jsonrpc":"2.0","id":3,"method":"index.getContainerRange","params":{"startIndex":"1","numToFetch":"0","encoding":"hex"}}',
      response:
        '{"jsonrpc":"2.0","error":{"code":-32000,"message":"numToFetch must be in [1,1024] but is 0","data":null},"id":3}',
    },
  },
  {
    id: 'index.encoding-ignored',
    node: NODE,
    method: 'index.getIndex',
    clauses: ['I.encoding'],
    observed: ALL,
    spec: 'the index API is hex only: encoding json is refused',
    behaviour: 'getIndex and isAccepted take no encoding: an encoding param, json included, is ignored',
    source: 'facts/node-local.md §2.3',
    match: {
      code: 'expected-error',
      clauses: ['I.encoding'],
      rpc: ['index.getIndex', 'index.isAccepted'],
      path: '$',
      answer: { '$.result': { hasMember: ['index', 'isAccepted'] } },
    },
    fault: 'real-index-encoding-ignored',
    seenIn: ['index.P-block.getIndex-json-encoding-rejected', 'index.P-block.isAccepted-json-encoding-rejected'],
    compare: {
      methods: ['index.getIndex', 'index.isAccepted'],
      paths: ['$'],
      kinds: ['outcome'],
      values: /unsupported encoding in method/,
    },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":1,"method":"index.getLastAccepted","params":{"encoding":"hex"}}',
      response:
        '{"jsonrpc":"2.0","result":{"id":"EGa8W4pzWXEhnMhG2RZuc47jJmP2eA8BGS2XC9PxmrdQbWkfZ","bytes":"0x000000000000e6bf9e10d8adfe358b1661e0bfb6a2788e1f555c188988740ed2ffea3be84959000000006b0308c200000000000000000000000000000163000000000020000000006b0308c2e6bf9e10d8adfe358b1661e0bfb6a2788e1f555c188988740ed2ffea3be849590000000000000001000000010000002200003039000000000000000000000000000000000000000000000000000000000000000000000001dbcf890f77f49b96857648b72b77f9f82937f28a68704af05da0dc12ba53f2db00000007002386f26fa27b80000000000000000000000001000000013cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c00000001000000000000000000000000000000000000000000000000000000000000000000000001dbcf890f77f49b96857648b72b77f9f82937f…',
    },
  },
  {
    id: 'index.bytes-checksum',
    node: NODE,
    method: 'index.getContainerByIndex',
    clauses: ['I.res.container'],
    observed: [],
    spec: 'bytes: hex byte representation',
    behaviour: 'bytes carry a 4-byte sha256 checksum suffix; index is a decimal string',
    source: 'facts/node-local.md §7.2',
    compare: {
      methods: [
        'index.getContainerByIndex',
        'index.getContainerByID',
        'index.getLastAccepted',
        'index.getContainerRange',
      ],
      paths: ['$.result.bytes', '$.result.containers[*].bytes', '$.result[*].bytes'],
      kinds: ['format'],
    },
  },
  {
    id: 'index.proposervm-ids',
    node: NODE,
    method: 'index.getContainerByID',
    clauses: ['I.res.container'],
    observed: [],
    spec: 'id: container ID',
    behaviour: 'ids and bytes are proposervm (snowman++) blocks, not the IDs platform.getBlock uses',
    source: 'facts/node-local.md §7.2',
  },
  {
    id: 'health.check-message-string',
    node: NODE,
    method: 'health.health',
    clauses: ['H.res.check'],
    observed: ['1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'],
    spec: 'message: object or array',
    behaviour: 'the bls check carries a string message (e.g. "node has the correct BLS key")',
    source: 'facts/node-local.md §1.5',
    since: '1.12.2',
    // The JSON-RPC report's check, or the REST one's (read as "GET /ext/health $.checks.bls.message").
    match: {
      code: 'schema.type',
      clauses: ['H.res.check'],
      path: ['$.result.checks.bls.message', '$.checks.bls.message'],
      received: { type: 'string' },
    },
    fault: 'real-health-message-string',
    nodeForm: {
      rpc: ['health.health', 'health.readiness', 'health.liveness', 'GET /ext/health'],
      read(result) {
        const r = record(result);
        const checks = record(r?.checks);
        const bls = record(checks?.bls);
        if (!r || !checks || !bls || typeof bls.message !== 'string') return undefined;
        return { ...r, checks: { ...checks, bls: { ...bls, message: [bls.message] } } };
      },
    },
    seenIn: ['health.rpc.check-fields'],
    compare: {
      methods: HEALTH_REPORTS,
      paths: healthCheckMember('message'),
      kinds: ['type'],
    },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":1,"method":"health.health","params":{}}',
      response:
        '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"avgAcceptanceTime":"0s","lastAcceptedHeight":0,"lastAcceptedID":"jXM4J36kLkSjgg1XgdrSPGtqAHxwok4NdcSx8j1hCmGUna9Ac","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-22T12:17:52.182819606Z","duration":18235},"P":{"message":{"engine":{"consensus":{"avgAcceptanceTime":"0s","lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":nu',
    },
  },
  {
    id: 'health.check-optional-members',
    node: NODE,
    method: 'health.health',
    clauses: ['H.res.check'],
    observed: [],
    spec: 'a check response carries timestamp, duration, contiguousFailures, timeOfFirstFailure',
    behaviour:
      'contiguousFailures omitted when 0, timeOfFirstFailure unless failing; timestamp zero-time for checks not yet run',
    source: 'facts/node-local.md §7.5',
    compare: {
      methods: [
        'health.health',
        'health.readiness',
        'GET /ext/health',
        'GET /ext/health/health',
        'GET /ext/health/readiness',
      ],
      paths: [...healthCheckMember('contiguousFailures'), ...healthCheckMember('timeOfFirstFailure')],
      kinds: MEMBER_ON_ONE_SIDE,
    },
  },
  {
    id: 'health.post-subpaths',
    node: NODE,
    method: 'health.health',
    clauses: ['H.get.paths'],
    observed: [],
    spec: 'GET /ext/health/{health,readiness,liveness}',
    behaviour:
      'those paths ignore the HTTP method (POST gets the report, not a JSON-RPC envelope); HEAD /ext/health is 405',
    source: 'facts/node-local.md §7.5',
  },
];
