// What some AvalancheGo releases' answers hold or lack (each entry bounded by since/below), recorded so
// a mock profile of the release answers alike.
import { CATALOG } from '../../catalog/method-catalog.js';
import { X_TX_INDEX_PATH } from '../../spec/api-paths.js';
import type { Deviation } from '../deviation.js';
import { AVALANCHEGO_RELEASES as ALL, NODE } from './releases.js';

export const AVALANCHEGO_RELEASE_FORMS: readonly Deviation[] = [
  {
    id: 'health.no-bls-check',
    node: NODE,
    method: 'health.health',
    clauses: ['H.names'],
    observed: ['1.12.1'],
    below: '1.12.2',
    spec: 'the checks the spec has seen, others allowed',
    behaviour: 'no bls check: the node registers it from v1.12.2',
    source: 'fixtures/cassettes/avalanchego-v1.12.1.ndjson; node/node.go of v1.12.1 and v1.12.2',
    fault: 'real-health-no-bls-check',
    evidence: {
      release: '1.12.1',
      request: '{"jsonrpc":"2.0","id":1,"method":"health.health"}',
      response:
        '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"BRAjXJSZWwhknUQ8Jod3nWre9PtiFdBn2dc9GDZtccvKFg2tW","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911291509Z","duration":24787},"P":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911230404Z","duration":68208},"X":{"message":{"e…',
    },
  },
  {
    id: 'health.no-futureupgrade-check',
    node: NODE,
    method: 'health.health',
    clauses: ['H.names'],
    observed: ['1.12.1', '1.13.5'],
    below: '1.14.1',
    spec: 'the checks the spec has seen, others allowed',
    behaviour: 'no futureupgrade check: the node registers it from v1.14.1',
    source: 'fixtures/cassettes of v1.12.1 and v1.13.5; node/node.go of v1.14.0 and v1.14.1',
    fault: 'real-health-no-futureupgrade',
    evidence: {
      release: '1.12.1',
      request: '{"jsonrpc":"2.0","id":1,"method":"health.health"}',
      response:
        '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"BRAjXJSZWwhknUQ8Jod3nWre9PtiFdBn2dc9GDZtccvKFg2tW","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911291509Z","duration":24787},"P":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911230404Z","duration":68208},"X":{"message":{"e…',
    },
  },
  {
    id: 'health.no-disk-percentage',
    node: NODE,
    method: 'health.health',
    clauses: ['H.res.check'],
    observed: ['1.12.1', '1.13.5'],
    below: '1.14.1',
    spec: 'a check message is an object or array',
    behaviour: 'the diskspace message has availableDiskBytes only: availableDiskPercentage arrives in v1.14.1',
    source: 'fixtures/cassettes of v1.12.1 and v1.13.5; the diskspace health check of v1.14.0 and v1.14.1',
    fault: 'real-health-no-disk-percentage',
    evidence: {
      release: '1.12.1',
      request: '{"jsonrpc":"2.0","id":1,"method":"health.health"}',
      response:
        '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"BRAjXJSZWwhknUQ8Jod3nWre9PtiFdBn2dc9GDZtccvKFg2tW","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911291509Z","duration":24787},"P":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911230404Z","duration":68208},"X":{"message":{"e…',
    },
  },
  {
    id: 'health.no-avg-acceptance-time',
    node: NODE,
    method: 'health.health',
    clauses: ['H.res.check'],
    observed: ['1.12.1', '1.13.5'],
    below: '1.14.2',
    spec: 'a check message is an object or array',
    behaviour: "the chains' consensus messages have no avgAcceptanceTime: it arrives in v1.14.2",
    source: 'fixtures/cassettes of v1.12.1, v1.13.5 and v1.14.2; the snowman engine health of v1.14.1 and v1.14.2',
    fault: 'real-health-no-avg-acceptance-time',
    evidence: {
      release: '1.12.1',
      request: '{"jsonrpc":"2.0","id":1,"method":"health.health"}',
      response:
        '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"BRAjXJSZWwhknUQ8Jod3nWre9PtiFdBn2dc9GDZtccvKFg2tW","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911291509Z","duration":24787},"P":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911230404Z","duration":68208},"X":{"message":{"e…',
    },
  },
  {
    id: 'index.x-tx-empty',
    node: NODE,
    method: 'index.getLastAccepted',
    clauses: ['I.paths'],
    observed: ALL,
    spec: 'each index path serves the containers its chain accepted',
    behaviour:
      "/ext/index/X/tx holds nothing: it is fed only by the X-Chain's pre-linearization DAG, so it stays empty on a network linearized from genesis",
    source: 'facts/node-local.md §2.2; the recorded cassettes',
    fault: 'real-x-tx-index-empty',
    // Every answer of that index: no container, a lookup not found (before any encoding is read), isAccepted false.
    compare: {
      methods: CATALOG.filter((e) => e.api === 'index').map((e) => e.method),
      requestPaths: [X_TX_INDEX_PATH],
    },
    evidence: {
      release: '1.12.1',
      request: '{"jsonrpc":"2.0","id":1,"method":"index.getLastAccepted","params":{"encoding":"hex"}}',
      response:
        '{"jsonrpc":"2.0","error":{"code":-32000,"message":"no containers have been accepted","data":null},"id":1}',
    },
  },
  {
    id: 'getCurrentValidators.deprecated-members',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: ['1.12.1'],
    below: '1.12.2',
    spec: 'the members a Primary Network validator has',
    behaviour:
      'also stakeAmount (its weight) and rewardOwner (its validation reward owner), deprecated, after nodeID; gone in v1.12.2',
    source: 'fixtures/cassettes/avalanchego-v1.12.1.ndjson (member order) and -v1.13.5.ndjson',
    fault: 'real-validator-deprecated-members',
    evidence: {
      release: '1.12.1',
      request: '{"jsonrpc":"2.0","id":1,"method":"platform.getCurrentValidators","params":{}}',
      response:
        '{"jsonrpc":"2.0","result":{"validators":[{"txID":"LDV9xafRo1d8ENJnxgTuA1BV2z27a4bwDs8sxgQejW8eBwHtR","startTime":"1791000000","endTime":"1822514400","weight":"2000000000000000","nodeID":"NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5","stakeAmount":"2000000000000000","rewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"validationRewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"delegationRewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"potentialReward":"239808237943328","accruedDelegateeReward":"0","delegationFee":"6.2500…',
    },
  },
  {
    id: 'getL1Validator.no-validationID',
    node: NODE,
    method: 'platform.getL1Validator',
    clauses: ['P.res.l1-validator'],
    observed: ['1.12.1'],
    below: '1.12.2',
    spec: 'the L1 validator record has validationID (string)',
    behaviour: 'the record has no validationID member: the node added it in v1.12.2',
    source: 'facts/platform-chain.md §3.9, §8',
    match: {
      code: 'schema.missing',
      clauses: ['P.res.l1-validator'],
      rpc: ['platform.getL1Validator'],
      path: '$.result.validationID',
      received: { present: false },
    },
    seenIn: ['getL1Validator.schema'],
    evidence: {
      release: '1.12.1',
      request:
        '{"jsonrpc":"2.0","id":1,"method":"platform.getL1Validator","params":{"validationID":"xa9jSQ6HYqheD8jYH4koGQJBjA8aSPo7jgDgXBYD9EdUVtGwT"}}',
      response:
        '{"jsonrpc":"2.0","result":{"subnetID":"2uR2nBij4zgSmHYnTMhBixhigtSsCTq5bFqF1DrVoU6umMV9Vq","nodeID":"NodeID-Er7xhi6CgAXJXJFsKkMTSj3M5jzMzahzX","publicKey":"0x8ec7f3e0a3964caac76b2a015c4d8af1d2eb8eeca0ddb05a79761f26e43b0514341139fd268b9e48e3df3d0aa0f8a679","remainingBalanceOwner":{"locktime":"0","threshold":"1","addresses":["P-local1jejutkhkdtmtyea4v4rswyahuxh5uh9ypr8lw3"]},"deactivationOwner":{"locktime":"0","threshold":"1","addresses":["P-local1jejutkhkdtmtyea4v4rswyahuxh5uh9ypr8lw3"]},"startTime":"1795463955","weight":"100","minNonce":"0","balance":"1499999965","height":"15"},"id":1}',
    },
  },
  {
    id: 'keystore.password-strength',
    node: NODE,
    method: 'keystore.createUser',
    clauses: ['K.limit.strength'],
    observed: ['1.12.1'],
    below: '1.12.2',
    spec: 'at least 8 characters with upper- and lower-case letters, numbers and symbols',
    behaviour: 'no minimum length; strength is zxcvbn-go score >= 2 on the first 50 bytes',
    source: 'facts/node-local.md §3.3, §7.7',
    match: {
      code: 'expected-error',
      clauses: ['K.limit.strength'],
      rpc: ['keystore.createUser'],
      path: '$',
      answer: { '$.result': { is: {} } },
    },
    // The fault takes every weak password; the node's zxcvbn (score below 2) still refuses the weakest, some of which
    // the keystore fuzz sends: the one form a v1.12.1 profile answers otherwise.
    fault: 'keystore-weak-password-accepted',
    seenIn: ['keystore.createUser.lowercase-password', 'keystore.createUser.short-password'],
    compare: {
      methods: ['keystore.createUser'],
      paths: ['$'],
      kinds: ['outcome'],
      values: /password is too weak/,
    },
    evidence: {
      release: '1.12.1',
      request:
        '{"jsonrpc":"2.0","id":1,"method":"keystore.createUser","params":{"username":"avaconform-95cda5184171","password":"[redacted]"}}',
      response: '{"jsonrpc":"2.0","result":{},"id":1}',
    },
  },
];
