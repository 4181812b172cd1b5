// AvalancheGo's deviations in the P-Chain API (facts/platform-chain.md §3, §7).
import { MEMBER_ON_ONE_SIDE, validatorMember } from '../difference-patterns.js';
import type { Deviation } from '../deviation.js';
import { record, renamed } from './node-form.js';
import { AVALANCHEGO_RELEASES as ALL, NODE } from './releases.js';

export const AVALANCHEGO_PLATFORM: readonly Deviation[] = [
  {
    id: 'getValidatorsAt.result-shape',
    node: NODE,
    method: 'platform.getValidatorsAt',
    clauses: ['P.m.getValidatorsAt', 'P.m.getValidatorsAt.proposed'],
    observed: ALL,
    since: '1.10.6',
    spec: 'result {validators: {nodeID: weight}}',
    behaviour: 'a bare map {nodeID: {publicKey: "0x…" | null, weight: "<str>"}} with no validators member',
    source: 'facts/platform-chain.md §3.24, §7.1',
    match: {
      code: 'schema.missing',
      clauses: ['P.m.getValidatorsAt', 'P.m.getValidatorsAt.proposed'],
      rpc: ['platform.getValidatorsAt'],
      path: '$.result.validators',
    },
    nodeForm: {
      rpc: ['platform.getValidatorsAt'],
      read(result) {
        const map = record(result);
        if (!map || 'validators' in map) return undefined;
        const weights: Record<string, unknown> = {};
        for (const [nodeId, v] of Object.entries(map)) {
          const entry = record(v);
          if (!entry || !('weight' in entry)) return undefined;
          weights[nodeId] = entry.weight;
        }
        return { validators: weights };
      },
    },
    fault: 'real-getValidatorsAt-unwrapped',
    seenIn: ['getValidatorsAt.proposed', 'getValidatorsAt.schema', 'getValidatorsAt.agrees-with-current-validators'],
    compare: {
      methods: ['platform.getValidatorsAt'],
      paths: ['$.result.*', '$.result.*.**'],
      kinds: [...MEMBER_ON_ONE_SIDE, 'type', 'member-order'],
    },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":1,"method":"platform.getValidatorsAt","params":{"height":"proposed"}}',
      response:
        '{"jsonrpc":"2.0","result":{"NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg":{"publicKey":"0x900c9b119b5c82d781d4b49be78c3fc7ae65f2b435b7ed9e3a8b9a03e475edff86d8a64827fec8db23a6f236afbf127d","weight":"2000000000000000"},"NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu":{"publicKey":"0xaccd61ceb90c61628aa0fa34acab27ecb08f6897e9ccad283578c278c52109f9e10e4f8bc31aa6d7905c4e1623de367e","weight":"2000000000000000"},"NodeID-MFrZFVCXPv5iCn6M9K6XduxGTYp891xXZ":{"publicKey":"0xa058ff27a4c570664bfa28e34939368539a1340867951943d0f56fa8aac13bc09ff64f341acf8cc0cef74202c2d6f9c0","weight":"2000000000000000"},"NodeID-NFBbbJ4',
    },
  },
  {
    id: 'getCurrentValidators.signer-pop-spelling',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: ALL,
    spec: 'signer {publicKey, proofOfPosession} (the member spelled so)',
    behaviour: 'signer {publicKey, proofOfPossession}',
    source: 'facts/platform-chain.md §7.5',
    match: {
      code: 'schema.missing',
      clauses: ['P.res.current-validator.primary', 'P.m.getCurrentValidators'],
      path: '$.result.validators[*].signer.proofOfPosession',
    },
    nodeForm: {
      rpc: ['platform.getCurrentValidators'],
      read(result) {
        const r = record(result);
        if (!r || !Array.isArray(r.validators)) return undefined;
        let changed = false;
        const validators = r.validators.map((v) => {
          const val = record(v);
          const signer = record(val?.signer);
          if (!val || !signer || !('proofOfPossession' in signer) || 'proofOfPosession' in signer) return v;
          changed = true;
          return { ...val, signer: renamed(signer, 'proofOfPossession', 'proofOfPosession') };
        });
        return changed ? { ...r, validators } : undefined;
      },
    },
    fault: 'real-proofOfPossession-spelling',
    seenIn: ['getCurrentValidators.primary'],
    compare: {
      methods: ['platform.getCurrentValidators'],
      paths: [
        validatorMember('signer.proofOfPosession'),
        validatorMember('signer.proofOfPossession'),
        validatorMember('signer'),
      ],
      kinds: [...MEMBER_ON_ONE_SIDE, 'member-order'],
    },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":1,"method":"platform.getCurrentValidators","params":{}}',
      response:
        '{"jsonrpc":"2.0","result":{"validators":[{"txID":"LDV9xafRo1d8ENJnxgTuA1BV2z27a4bwDs8sxgQejW8eBwHtR","startTime":"1791000000","endTime":"1822514400","weight":"2000000000000000","nodeID":"NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5","validationRewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"delegationRewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"potentialReward":"239808237943328","accruedDelegateeReward":"0","delegationFee":"6.2500","uptime":"99.9999","connected":false,"sig',
    },
  },
  {
    id: 'getCurrentValidators.l1-no-txid',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator', 'P.res.current-validator.l1'],
    observed: ['1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'],
    since: '1.12.2',
    spec: 'txID, startTime, nodeID, weight for all kinds',
    behaviour: 'L1 validators carry no txID (and no endTime)',
    source: 'facts/platform-chain.md §7.5',
    match: {
      code: 'schema.missing',
      clauses: ['P.res.current-validator', 'P.res.current-validator.l1'],
      rpc: ['platform.getCurrentValidators'],
      path: '$.result.validators[*].txID',
    },
    fault: 'real-l1-validator-no-txid',
    compare: {
      methods: ['platform.getCurrentValidators'],
      paths: [validatorMember('txID'), validatorMember('endTime')],
      kinds: MEMBER_ON_ONE_SIDE,
    },
    evidence: {
      release: '1.14.2',
      request:
        '{"jsonrpc":"2.0","id":35,"method":"platform.getCurrentValidators","params":{"subnetID":"2uR2nBij4zgSmHYnTMhBixhigtSsCTq5bFqF1DrVoU6umMV9Vq"}}',
      response:
        '{"jsonrpc":"2.0","result":{"validators":[{"nodeID":"NodeID-Er7xhi6CgAXJXJFsKkMTSj3M5jzMzahzX","weight":"100","startTime":"1795448599","validationID":"xa9jSQ6HYqheD8jYH4koGQJBjA8aSPo7jgDgXBYD9EdUVtGwT","publicKey":"0x8ec7f3e0a3964caac76b2a015c4d8af1d2eb8eeca0ddb05a79761f26e43b0514341139fd268b9e48e3df3d0aa0f8a679","remainingBalanceOwner":{…},"deactivationOwner":{…},"minNonce":"0","balance":"1499999965"}, …]},"id":35} (cut)',
    },
  },
  {
    id: 'getCurrentValidators.delegation-fee-name',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: [],
    spec: 'delegationFee, "described elsewhere as delegationFeeRate"',
    behaviour: 'delegationFee (a Float32 string with 4 decimals)',
    source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getCurrentValidators.accrued-delegatee-reward',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: [],
    since: '1.10.0',
    spec: 'no accruedDelegateeReward member',
    behaviour: 'accruedDelegateeReward always present for permissionless validators',
    source: 'facts/platform-chain.md §7.5',
    fault: 'real-accrued-delegatee-reward',
    compare: {
      methods: ['platform.getCurrentValidators'],
      paths: [validatorMember('accruedDelegateeReward')],
      kinds: MEMBER_ON_ONE_SIDE,
    },
  },
  {
    id: 'getCurrentValidators.auto-renewed-members',
    node: NODE,
    method: 'platform.getCurrentValidators',
    clauses: ['P.res.current-validator.primary'],
    observed: [],
    spec: 'no validatorAuthority, nextPeriod, autoCompoundRewardShares',
    behaviour: 'auto-renewed validators carry those three members (HEAD / v1.15.0-fuji only, no final release)',
    source: 'facts/platform-chain.md §7.5',
  },
  {
    id: 'getTotalStake.subnet-stake',
    node: NODE,
    method: 'platform.getTotalStake',
    clauses: ['P.m.getTotalStake.subnet'],
    observed: ['1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'],
    spec: 'for a subnet other than the Primary Network the result carries weight only',
    behaviour: 'always both stake and weight, equal, for any subnet',
    source: 'facts/platform-chain.md §7.4',
    match: {
      code: 'schema.forbidden',
      clauses: ['P.m.getTotalStake.subnet'],
      rpc: ['platform.getTotalStake'],
      path: '$.result.stake',
    },
    fault: 'real-getTotalStake-both',
    compare: {
      methods: ['platform.getTotalStake'],
      paths: ['$.result.stake'],
      kinds: MEMBER_ON_ONE_SIDE,
    },
    evidence: {
      release: '1.14.2',
      request:
        '{"jsonrpc":"2.0","id":1,"method":"platform.getTotalStake","params":{"subnetID":"2cNZbPCVYuBNbhh1JfrhKvXpUcUad2qvcuNyEBkLuGWeh9JXAZ"}}',
      response: '{"jsonrpc":"2.0","result":{"stake":"20","weight":"20"},"id":1}',
    },
  },
  {
    id: 'getTotalStake.string-ints',
    node: NODE,
    method: 'platform.getTotalStake',
    clauses: ['P.conv.uint64-forms'],
    observed: [],
    spec: 'signature says stake: int, weight: int',
    behaviour: 'both are decimal strings',
    source: 'facts/platform-chain.md §7.4',
  },
  {
    id: 'getTimestamp.member',
    node: NODE,
    method: 'platform.getTimestamp',
    clauses: ['P.m.getTimestamp'],
    observed: [],
    spec: 'signature names the member time, the example timestamp (the schema accepts both)',
    behaviour: 'member timestamp; its offset is the node process time zone',
    source: 'facts/platform-chain.md §7.2',
    compare: {
      methods: ['platform.getTimestamp'],
      paths: ['$.result.time', '$.result.timestamp'],
      kinds: MEMBER_ON_ONE_SIDE,
    },
  },
  {
    id: 'getValidatorFeeConfig.targetPerSecond',
    node: NODE,
    method: 'platform.getValidatorFeeConfig',
    clauses: ['P.res.validator-fee-config'],
    observed: [],
    spec: 'an example carries targetPerSecond (the schema accepts it, does not require it)',
    behaviour: 'no targetPerSecond member; only capacity, target, minPrice, excessConversionConstant',
    source: 'facts/platform-chain.md §7.3',
    compare: {
      methods: ['platform.getValidatorFeeConfig'],
      paths: ['$.result.targetPerSecond'],
      kinds: MEMBER_ON_ONE_SIDE,
    },
  },
  {
    id: 'getTxStatus.aborted',
    node: NODE,
    method: 'platform.getTxStatus',
    clauses: ['P.state.tx-status'],
    observed: [],
    spec: 'status one of Committed, Processing, Dropped, Unknown',
    behaviour: 'also Aborted (a proposal tx whose abort option was accepted, e.g. RewardValidatorTx)',
    source: 'facts/platform-chain.md §7.6',
    match: {
      code: 'schema.value',
      clauses: ['P.state.tx-status'],
      rpc: ['platform.getTxStatus'],
      path: '$.result.status',
      received: { is: 'Aborted' },
    },
  },
  {
    id: 'getSubnets.primary-appended',
    node: NODE,
    method: 'platform.getSubnets',
    clauses: ['P.m.getSubnets'],
    observed: [],
    spec: 'ids omitted = all subnets',
    behaviour: 'the Primary Network entry {id: 1111…LpoYY, controlKeys: [], threshold: "0"} is appended last',
    source: 'facts/platform-chain.md §7.7',
  },
  {
    id: 'getSubnets.null-when-none',
    node: NODE,
    method: 'platform.getSubnets',
    clauses: ['P.m.getSubnets'],
    observed: [],
    spec: 'subnets is an array',
    behaviour: 'subnets is null when ids were given and none matched',
    source: 'facts/platform-chain.md §3.6',
    match: {
      code: 'schema.type',
      clauses: ['P.m.getSubnets'],
      rpc: ['platform.getSubnets'],
      path: '$.result.subnets',
      received: { is: null },
    },
    nodeForm: {
      rpc: ['platform.getSubnets'],
      read(result) {
        const r = record(result);
        return r && r.subnets === null ? { ...r, subnets: [] } : undefined;
      },
    },
    compare: {
      methods: ['platform.getSubnets'],
      paths: ['$.result.subnets'],
      kinds: ['type'],
    },
  },
  {
    id: 'getCurrentSupply.height-member',
    node: NODE,
    method: 'platform.getCurrentSupply',
    clauses: ['P.m.getCurrentSupply'],
    observed: [],
    since: '1.10.10',
    spec: 'result supply (int in the signature)',
    behaviour: 'supply as a decimal string, plus an undocumented height member',
    source: 'facts/platform-chain.md §7.8',
    compare: {
      methods: ['platform.getCurrentSupply'],
      paths: ['$.result.height'],
      kinds: MEMBER_ON_ONE_SIDE,
    },
  },
  {
    id: 'getHeight.string-int',
    node: NODE,
    method: 'platform.getHeight',
    clauses: ['P.conv.uint64-forms'],
    observed: [],
    spec: 'signature says height: int',
    behaviour: 'height is a decimal string (getProposedHeight too)',
    source: 'facts/platform-chain.md §7.9',
  },
  {
    id: 'getMinStake.string-uint64',
    node: NODE,
    method: 'platform.getMinStake',
    clauses: ['P.conv.uint64-forms'],
    observed: [],
    spec: 'signature says uint64',
    behaviour: 'decimal strings',
    source: 'facts/platform-chain.md §7.10',
  },
  {
    id: 'getRewardUTXOs.numFetched-string',
    node: NODE,
    method: 'platform.getRewardUTXOs',
    clauses: ['P.conv.uint64-forms'],
    observed: [],
    spec: 'numFetched integer',
    behaviour: 'numFetched is a decimal string',
    source: 'facts/platform-chain.md §7.11',
  },
  {
    id: 'getStake.encoding-param',
    node: NODE,
    method: 'platform.getStake',
    clauses: ['P.m.getStake'],
    observed: [],
    spec: 'params addresses, validatorsOnly; staked only in an example',
    behaviour: 'also takes encoding (default hex); always returns staked; stakeds values are strings',
    source: 'facts/platform-chain.md §7.12',
    compare: {
      methods: ['platform.getStake'],
      paths: ['$.result.staked', '$.result.encoding'],
      kinds: MEMBER_ON_ONE_SIDE,
    },
  },
  {
    id: 'getBalance.utxoIDs-null',
    node: NODE,
    method: 'platform.getBalance',
    clauses: ['P.m.getBalance'],
    observed: ALL,
    spec: 'utxoIDs []{txID, outputIndex}',
    behaviour: 'utxoIDs is null (never []) when no UTXO matched',
    source: 'facts/platform-chain.md §7.13',
    match: {
      code: 'schema.type',
      clauses: ['P.m.getBalance'],
      rpc: ['platform.getBalance'],
      path: '$.result.utxoIDs',
      received: { is: null },
    },
    fault: 'real-balance-utxoids-null',
    nodeForm: {
      rpc: ['platform.getBalance'],
      read(result) {
        const r = record(result);
        return r && r.utxoIDs === null ? { ...r, utxoIDs: [] } : undefined;
      },
    },
    compare: {
      methods: ['platform.getBalance'],
      paths: ['$.result.utxoIDs'],
      kinds: ['type'],
    },
    evidence: {
      release: '1.14.2',
      request: '{"jsonrpc":"2.0","id":-9007199254740993,"method":"platform.getBalance"}',
      response:
        '{"jsonrpc":"2.0","result":{"balance":"0","unlocked":"0","lockedStakeable":"0","lockedNotStakeable":"0","balances":{},"unlockeds":{},"lockedStakeables":{},"lockedNotStakeables":{},"utxoIDs":null},"id":-9007199254740993}',
    },
  },
  {
    id: 'getUTXOs.endindex-last-scanned',
    node: NODE,
    method: 'platform.getUTXOs',
    clauses: ['P.m.getUTXOs.R3'],
    observed: ['1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'],
    spec: 'endIndex names the last UTXO returned: its owner (a requested address) and its UTXO ID',
    behaviour:
      'endIndex names the last address and UTXO scanned: on a last page the address is the highest requested one scanned after it, which may own none of the UTXOs returned',
    source: 'facts/platform-chain.md §3.4',
    match: {
      code: 'utxo.endindex-owner',
      clauses: ['P.m.getUTXOs.R3'],
      rpc: ['platform.getUTXOs'],
      path: '$.result.endIndex.address',
    },
    evidence: {
      release: '1.14.2',
      request:
        '{"jsonrpc":"2.0","id":6,"method":"platform.getUTXOs","params":{"addresses":["P-local196namz3hxsf088l39qr4zhj0lwwtn83h4jts2g","P-local1ktpseg72q4ry7rdskxsnjpl6vfqv4jm0yqjzu5"],"startIndex":{"address":"P-local196namz3hxsf088l39qr4zhj0lwwtn83h4jts2g","utxo":"28Dft3rd5bhvXatLjKiZXxHjWTBMXm9nETvr6S6s7JJMeGwids"}}}',
      response:
        '{"jsonrpc":"2.0","result":{"numFetched":"953","utxos":["0x000065883353e0d3c758e1dd07768ceb816b53221afe279f6a1e0ef243…", … 953 UTXOs of the first address],"endIndex":{"address":"P-local1ktpseg72q4ry7rdskxsnjpl6vfqv4jm0yqjzu5","utxo":"2iAA9bZHvVJ5DYgpeivQ9AZVB7XzQcBvHJTd2TTUyti6tNXPzS"},"encoding":"hex"},"id":6} (cut: the second address owns no UTXO)',
    },
  },
  {
    id: 'getBlock.json-block-members',
    node: NODE,
    method: 'platform.getBlock',
    clauses: ['P.res.block-json'],
    observed: ALL,
    spec: 'Block JSON: parentID, height, txs[]',
    behaviour:
      'commit/abort blocks have no txs; proposal blocks carry tx (Banff ones also txs); blocks add id and (Banff) time',
    source: 'facts/platform-chain.md §6.7, §7.16',
    match: {
      code: 'schema.missing',
      clauses: ['P.res.block-json', 'P.m.getBlockByHeight', 'P.m.getBlock'],
      rpc: ['platform.getBlock', 'platform.getBlockByHeight'],
      path: '$.result.block.txs',
    },
    nodeForm: {
      rpc: ['platform.getBlock', 'platform.getBlockByHeight'],
      read(result) {
        const r = record(result);
        const block = record(r?.block);
        if (!r || !block || 'txs' in block) return undefined;
        return { ...r, block: { ...block, txs: block.tx === undefined ? [] : [block.tx] } };
      },
    },
    seenIn: ['getBlockByHeight.json-form'],
    compare: {
      methods: ['platform.getBlock', 'platform.getBlockByHeight'],
      paths: ['$.result.block.txs', '$.result.block.tx', '$.result.block.id', '$.result.block.time'],
      kinds: [...MEMBER_ON_ONE_SIDE, 'member-order'],
    },
    evidence: {
      release: '1.14.2',
      request:
        '{"jsonrpc":"2.0","id":1,"method":"platform.getBlockByHeight","params":{"height":"0","encoding":"json"}}',
      response:
        '{"jsonrpc":"2.0","result":{"block":{"parentID":"u1NtdJoguoeGEz5ZHqAECaCPvfnqijuwfBdjpomnGge4Je8Lq","height":0,"id":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr"},"encoding":"json"},"id":1}',
    },
  },
  {
    id: 'sampleValidators.duplicates',
    node: NODE,
    method: 'platform.sampleValidators',
    clauses: ['P.m.sampleValidators'],
    observed: [],
    spec: 'validators []string (distinctness not stated)',
    behaviour: 'samples stake units: the same NodeID may appear several times',
    source: 'facts/platform-chain.md §7.17',
  },
  {
    id: 'getBlockchainStatus.p-chain-syncing',
    node: NODE,
    method: 'platform.getBlockchainStatus',
    clauses: ['P.state.blockchain-status'],
    observed: [],
    spec: 'Syncing: this node takes part as a non-validating node',
    behaviour: 'the P-Chain itself ("P" or its ID) always reports Syncing',
    source: 'facts/platform-chain.md §7.20',
  },
];
