// Method schemas and the catalog: every method has schemas that accept what a conforming node
// answers and reject what the spec forbids; every clause id cited anywhere exists; the catalog lists
// exactly the spec's methods.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  CATALOG,
  INDEX_PATHS,
  isMethodName,
  methodEntry,
  methodsOfApi,
  PLATFORM_PATHS,
} from '../../src/catalog/index.js';
import { DEVIATIONS } from '../../src/deviations/registry.js';
import { CLAUSES } from '../../src/spec/clauses.generated.js';
import { cb58Encode, EMPTY_ID, encodeNodeId } from '../../src/encoding/cb58.js';
import { encodeHexChecksum, toHex } from '../../src/encoding/hex.js';
import { formatAddress } from '../../src/encoding/address.js';
import { parseJson } from '../../src/json/lossless.js';
import * as envelope from '../../schemas/envelope.js';
import * as records from '../../schemas/platform/records.js';
import * as getCurrentValidators from '../../schemas/platform/getCurrentValidators.js';
import * as getTimestamp from '../../schemas/platform/getTimestamp.js';
import * as getTotalStake from '../../schemas/platform/getTotalStake.js';
import * as getSubnet from '../../schemas/platform/getSubnet.js';
import * as getContainerRange from '../../schemas/index-api/getContainerRange.js';
import * as healthResult from '../../schemas/health/result.js';
import * as createUser from '../../schemas/keystore/user.js';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SPEC_DIR = resolve(ROOT, '../shared/spec');

// ---- value builders ----------------------------------------------------------------------------
const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 17 + seed * 29) & 0xff);
const id = (s = 1) => cb58Encode(bytes(32, s));
const node = (s = 1) => encodeNodeId(bytes(20, s));
const addr = (s = 1) => formatAddress('P', 'local', bytes(20, s));
const hexc = (n = 40, s = 1) => encodeHexChecksum(bytes(n, s));
const blsKey = toHex(bytes(48));
const blsSig = toHex(bytes(96));
const owners = { locktime: '0', threshold: '1', addresses: [addr(1)] };
const T = '2024-12-16T17:19:07Z';

const txJson = {
  unsignedTx: {
    networkID: 12345,
    blockchainID: EMPTY_ID,
    outputs: [],
    memo: '0x',
    inputs: [
      { txID: id(2), outputIndex: 0, assetID: id(3), fxID: id(4), input: { amount: 1000, signatureIndices: [0] } },
    ],
    validator: { nodeID: node(1), start: 1767672000, end: 1799208000, weight: 2000000000000 },
    stake: [
      {
        assetID: id(3),
        fxID: id(4),
        output: { addresses: [addr(2)], amount: 2000000000000, locktime: 0, threshold: 1 },
      },
    ],
    rewardsOwner: { addresses: [addr(2)], locktime: 0, threshold: 1 },
  },
  credentials: [{ signatures: [toHex(bytes(65))] }],
  id: id(9),
};
const blockJson = { parentID: id(5), height: 12, txs: [txJson] };

const base = { txID: id(6), startTime: '1767672000', nodeID: node(2), weight: '2000000000000' };
const delegator = {
  txID: id(7),
  startTime: '1767672000',
  endTime: '1799208000',
  weight: '25000000000',
  nodeID: node(2),
  rewardOwner: owners,
  potentialReward: '12',
};
const primary = {
  ...base,
  endTime: '1799208000',
  validationRewardOwner: owners,
  delegationRewardOwner: owners,
  potentialReward: '0',
  delegationFee: '2.0000',
  uptime: '100.0000',
  connected: true,
  signer: { publicKey: blsKey, proofOfPosession: blsSig },
  delegatorCount: '0',
  delegatorWeight: '0',
};
const l1 = {
  ...base,
  validationID: id(8),
  publicKey: blsKey,
  remainingBalanceOwner: owners,
  deactivationOwner: owners,
  minNonce: '0',
  balance: '100',
};
const poa = { ...base, endTime: '1799208000' };
const container = {
  id: id(10),
  bytes: hexc(),
  timestamp: '2026-01-06T04:00:01.123456789Z',
  encoding: 'hex',
  index: '0',
};
const check = { message: { connectedPeers: 1 }, timestamp: T, duration: 12345 };
const failing = {
  error: 'not yet run',
  timestamp: '0001-01-01T00:00:00Z',
  duration: 0,
  contiguousFailures: 1,
  timeOfFirstFailure: T,
};

/** A peer record as v1.14.2 writes it (v1.12.1's has no upgradeTime). */
const peer = {
  ip: '127.0.0.1:41532',
  publicIP: '127.0.0.1:9651',
  nodeID: node(2),
  version: 'avalanchego/1.14.2',
  upgradeTime: 1607144400,
  lastSent: T,
  lastReceived: '2024-12-16T17:19:07.123456789Z',
  observedUptime: '100',
  trackedSubnets: [],
  supportedACPs: [176],
  objectedACPs: [],
  benched: [],
};
const ACTIVE = '2020-12-05T05:00:00Z';
/** v1.14.2's schedule on a local network. */
const upgrades = {
  ...Object.fromEntries(
    ['apricotPhase1', 'apricotPhase2', 'apricotPhase3', 'apricotPhase4'].map((u) => [`${u}Time`, ACTIVE]),
  ),
  apricotPhase4MinPChainHeight: 0,
  ...Object.fromEntries(
    ['apricotPhase5', 'apricotPhasePre6', 'apricotPhase6', 'apricotPhasePost6', 'banff', 'cortina'].map((u) => [
      `${u}Time`,
      ACTIVE,
    ]),
  ),
  cortinaXChainStopVertexID: EMPTY_ID,
  ...Object.fromEntries(['durango', 'etna', 'fortuna', 'granite'].map((u) => [`${u}Time`, ACTIVE])),
  graniteEpochDuration: 30000000000,
  heliconTime: '9999-12-01T00:00:00Z',
};

/** One result a spec-conforming node may give, per catalog method. */
const SAMPLES: Record<string, unknown> = {
  'platform.getBalance': {
    balances: { [id(3)]: '30000000000000000' },
    unlockeds: { [id(3)]: '30000000000000000' },
    lockedStakeables: {},
    lockedNotStakeables: {},
    utxoIDs: [{ txID: id(2), outputIndex: 0 }],
    balance: '30000000000000000',
  },
  'platform.getBlock': { block: hexc(200), encoding: 'hex' },
  'platform.getBlockByHeight': { block: blockJson, encoding: 'json' },
  'platform.getBlockchains': { blockchains: [{ id: id(11), name: 'X-Chain', subnetID: EMPTY_ID, vmID: id(12) }] },
  'platform.getBlockchainStatus': { status: 'Validating' },
  'platform.getCurrentSupply': { supply: '365865167637779183' },
  'platform.getCurrentValidators': { validators: [primary, l1, poa] },
  'platform.getFeeConfig': {
    weights: [1, 1000, 1000, 4],
    maxCapacity: 1000000,
    maxPerSecond: 100000,
    targetPerSecond: 50000,
    minPrice: 1,
    excessConversionConstant: 2164043,
  },
  'platform.getFeeState': { capacity: 1000000, excess: 0, price: 1, timestamp: T },
  'platform.getHeight': { height: '0' },
  'platform.getL1Validator': { ...l1, txID: undefined, subnetID: id(13), height: '40' },
  'platform.getProposedHeight': { height: 0 },
  'platform.getMinStake': { minValidatorStake: '2000000000000', minDelegatorStake: '25000000000' },
  'platform.getRewardUTXOs': { numFetched: '1', utxos: [hexc(100)], encoding: 'hex' },
  'platform.getStake': {
    stakeds: { [id(3)]: '2000000000000' },
    stakedOutputs: [hexc(80)],
    encoding: 'hex',
    staked: '2000000000000',
  },
  'platform.getStakingAssetID': { assetID: id(3) },
  'platform.getSubnet': {
    isPermissioned: true,
    controlKeys: [addr(1)],
    threshold: '1',
    locktime: '0',
    subnetTransformationTxID: EMPTY_ID,
    conversionID: EMPTY_ID,
    managerChainID: EMPTY_ID,
    managerAddress: null,
  },
  'platform.getSubnets': { subnets: [{ id: id(14), controlKeys: [addr(1)], threshold: '1' }] },
  'platform.getTimestamp': { time: T },
  'platform.getTotalStake': { stake: '10000000000000000', weight: '10000000000000000' },
  'platform.getTx': { tx: txJson, encoding: 'json' },
  'platform.getTxStatus': { status: 'Dropped', reason: 'failed verification' },
  'platform.getUTXOs': {
    numFetched: '2',
    utxos: [hexc(100, 1), hexc(100, 2)],
    endIndex: { address: addr(1), utxo: id(15) },
    encoding: 'hex',
  },
  'platform.getValidatorsAt': { validators: { [node(1)]: '2000000000000000', [node(2)]: 2000000000000000 } },
  'platform.getValidatorFeeConfig': {
    capacity: 20000,
    target: 10000,
    minPrice: 512,
    excessConversionConstant: 1246488515,
    targetPerSecond: 50000,
  },
  'platform.getValidatorFeeState': { excess: 0, price: 1, timestamp: '2021-09-07T00:00:00-04:00' },
  'platform.issueTx': { txID: id(16) },
  'platform.sampleValidators': { validators: [node(1), node(2)] },
  'platform.validatedBy': { subnetID: EMPTY_ID },
  'platform.validates': { blockchainIDs: [id(11), id(12)] },
  'platform.getAllValidatorsAt': {
    validatorSets: {
      [EMPTY_ID]: {
        validators: [{ publicKey: blsKey, weight: '2000000000000000', nodeIDs: [node(1)] }],
        totalWeight: '10000000000000000',
      },
    },
  },
  'health.health': { checks: { P: check, database: { timestamp: T, duration: 1 } }, healthy: true },
  'health.readiness': { checks: { bootstrapped: { message: [], timestamp: T, duration: 3 } }, healthy: true },
  'health.liveness': { checks: {}, healthy: true },
  'keystore.createUser': {},
  'keystore.deleteUser': {},
  'keystore.exportUser': { user: hexc(60), encoding: 'hex' },
  'keystore.importUser': {},
  'keystore.listUsers': { users: ['alice', 'bob'] },
  'index.getContainerByID': container,
  'index.getContainerByIndex': container,
  'index.getContainerRange': [container, { ...container, index: '1', id: id(17) }],
  'index.getIndex': { index: '0' },
  'index.getLastAccepted': container,
  'index.isAccepted': { isAccepted: true },
  'info.getNodeVersion': {
    version: 'avalanchego/1.14.2',
    databaseVersion: 'v1.4.5',
    rpcProtocolVersion: '45',
    gitCommit: '',
    vmVersions: { avm: 'avalanchego/1.14.2', evm: 'v1.14.2', platform: 'avalanchego/1.14.2' },
  },
  'info.getNetworkID': { networkID: '12345' },
  'info.getNetworkName': { networkName: 'local' },
  'info.getNodeID': { nodeID: node(1), nodePOP: { publicKey: blsKey, proofOfPossession: blsSig } },
  'info.getNodeIP': { ip: '127.0.0.1:9651' },
  'info.getBlockchainID': { blockchainID: id(11) },
  'info.isBootstrapped': { isBootstrapped: true },
  'info.peers': { numPeers: '1', peers: [peer] },
  'info.upgrades': upgrades,
  'info.uptime': { rewardingStakePercentage: '100.0000', weightedAveragePercentage: '97.1234' },
  'info.acps': {
    acps: {
      '176': {
        supportWeight: '2000',
        supporters: [node(2)],
        objectWeight: '0',
        objectors: [],
        abstainWeight: '8000',
      },
    },
  },
  'info.getTxFee': {
    txFee: '1000000',
    createAssetTxFee: '1000000',
    createSubnetTxFee: '100000000',
    transformSubnetTxFee: '100000000',
    createBlockchainTxFee: '100000000',
    addPrimaryNetworkValidatorFee: '0',
    addPrimaryNetworkDelegatorFee: '0',
    addSubnetValidatorFee: '1000000',
    addSubnetDelegatorFee: '1000000',
  },
  'info.getVMs': { vms: { [id(12)]: ['avm'], [id(13)]: [] }, fxs: { [id(14)]: 'secp256k1fx' } },
};
// getL1Validator: the record lists no txID; drop the undefined member the spread left.
delete (SAMPLES['platform.getL1Validator'] as Record<string, unknown>).txID;

/** Params a conforming client may send, per catalog method. */
const PARAMS: Record<string, unknown> = {
  'platform.getBalance': { addresses: [addr(1)] },
  'platform.getBlock': { blockID: id(1), encoding: 'json' },
  'platform.getBlockByHeight': { height: '0' },
  'platform.getBlockchains': {},
  'platform.getBlockchainStatus': { blockchainID: id(1) },
  'platform.getCurrentSupply': {},
  'platform.getCurrentValidators': { subnetID: EMPTY_ID, nodeIDs: [node(1)] },
  'platform.getFeeConfig': {},
  'platform.getFeeState': {},
  'platform.getHeight': {},
  'platform.getL1Validator': { validationID: id(1) },
  'platform.getProposedHeight': {},
  'platform.getMinStake': { subnetID: EMPTY_ID },
  'platform.getRewardUTXOs': { txID: id(1), encoding: 'hex' },
  'platform.getStake': { addresses: [addr(1)], validatorsOnly: false },
  'platform.getStakingAssetID': {},
  'platform.getSubnet': { subnetID: id(1) },
  'platform.getSubnets': { ids: [id(1)] },
  'platform.getTimestamp': {},
  'platform.getTotalStake': { subnetID: EMPTY_ID },
  'platform.getTx': { txID: id(1) },
  'platform.getTxStatus': { txID: id(1) },
  'platform.getUTXOs': {
    addresses: [addr(1)],
    limit: 1024,
    startIndex: { address: addr(1), utxo: id(2) },
    sourceChain: 'X',
    encoding: 'hex',
  },
  'platform.getValidatorsAt': { height: 'proposed' },
  'platform.getValidatorFeeConfig': {},
  'platform.getValidatorFeeState': {},
  'platform.issueTx': { tx: hexc(300) },
  'platform.sampleValidators': { size: 2 },
  'platform.validatedBy': { blockchainID: id(1) },
  'platform.validates': { subnetID: EMPTY_ID },
  'platform.getAllValidatorsAt': { height: 5 },
  'health.health': { tags: ['11111111111111111111111111111111LpoYY'] },
  'health.readiness': {},
  'health.liveness': {},
  'keystore.createUser': { username: 'alice', password: 'Corr3ct-Horse!' },
  'keystore.deleteUser': { username: 'alice', password: 'Corr3ct-Horse!' },
  'keystore.exportUser': { username: 'alice', password: 'Corr3ct-Horse!', encoding: 'hex' },
  'keystore.importUser': { username: 'bob', password: 'Corr3ct-Horse!', user: hexc(60) },
  'keystore.listUsers': {},
  'index.getContainerByID': { id: id(1), encoding: 'hex' },
  'index.getContainerByIndex': { index: 0, encoding: 'hex' },
  'index.getContainerRange': { startIndex: '0', numToFetch: 1024, encoding: 'hex' },
  'index.getIndex': { id: id(1), encoding: 'hex' },
  'index.getLastAccepted': { encoding: 'hex' },
  'index.isAccepted': { id: id(1), encoding: 'hex' },
  'info.getNodeVersion': {},
  'info.getNetworkID': {},
  'info.getNetworkName': {},
  'info.getNodeID': {},
  'info.getNodeIP': {},
  'info.getBlockchainID': { alias: 'X' },
  'info.isBootstrapped': { chain: 'P' },
  'info.peers': { nodeIDs: [node(2)] },
  'info.upgrades': {},
  'info.uptime': {},
  'info.acps': {},
  'info.getTxFee': {},
  'info.getVMs': {},
};

const accepts = (s: z.ZodType, v: unknown) => {
  const r = s.safeParse(v);
  expect(r.success, r.success ? '' : z.prettifyError(r.error)).toBe(true);
};
const rejects = (s: z.ZodType, v: unknown) => expect(s.safeParse(v).success).toBe(false);

// ---- the catalog ------------------------------------------------------------------------------
describe('catalog', () => {
  const specPlatform = [
    ...readFileSync(join(SPEC_DIR, 'platform-chain-api.md'), 'utf8').matchAll(/^### (platform\.\w+)/gm),
  ].map((m) => m[1]!);
  const nodeLocal = readFileSync(join(SPEC_DIR, 'node-local-apis.md'), 'utf8');
  const specNodeLocal = [
    ...new Set([...nodeLocal.matchAll(/^\| ((?:health|keystore|index)\.\w+)/gm)].map((m) => m[1]!)),
  ];

  test('lists exactly the 30 platform methods of the spec, plus getAllValidatorsAt outside it', () => {
    expect(specPlatform).toHaveLength(30);
    const inSpec = methodsOfApi('platform')
      .filter((e) => e.inSpec)
      .map((e) => e.method);
    expect([...inSpec].sort()).toEqual([...specPlatform].sort());
    const outside = methodsOfApi('platform')
      .filter((e) => !e.inSpec)
      .map((e) => e.method);
    expect(outside).toEqual(['platform.getAllValidatorsAt']);
  });

  test('lists exactly the health, keystore and index methods of the node-local spec', () => {
    expect(specNodeLocal).toHaveLength(14);
    const listed = CATALOG.filter((e) => ['health', 'keystore', 'index'].includes(e.api)).map((e) => e.method);
    expect([...listed].sort()).toEqual([...specNodeLocal].sort());
  });

  test("lists exactly the info methods of the project's own info spec (spec/info-api.md), each in it", () => {
    const infoSpec = readFileSync(join(ROOT, 'spec', 'info-api.md'), 'utf8');
    const specInfo = [...infoSpec.matchAll(/^### (info\.\w+)/gm)].map((m) => m[1]!);
    expect(specInfo).toHaveLength(13);
    expect(
      methodsOfApi('info')
        .map((e) => e.method)
        .sort(),
    ).toEqual([...specInfo].sort());
    expect(methodsOfApi('info').every((e) => e.inSpec && e.clauses.length > 0)).toBe(true);
  });

  test('has one entry per name, with params and result zod schemas, canonical paths and known clauses', () => {
    const names = CATALOG.map((e) => e.method);
    expect(new Set(names).size).toBe(names.length);
    const canonical = {
      platform: '/ext/bc/P',
      health: '/ext/health',
      keystore: '/ext/keystore',
      index: '/ext/index/P/block',
      info: '/ext/info',
    };
    const known = new Set<string>(CLAUSES.map((c) => c.id));
    for (const e of CATALOG) {
      expect(e.params, e.method).toBeInstanceOf(z.ZodType);
      expect(e.result, e.method).toBeInstanceOf(z.ZodType);
      expect(e.method.startsWith(`${e.api}.`), e.method).toBe(true);
      expect(e.paths[0], e.method).toBe(canonical[e.api]);
      for (const c of e.clauses) expect(known.has(c), `${e.method}: ${c}`).toBe(true);
      if (e.inSpec) expect(e.clauses.length, e.method).toBeGreaterThan(0);
    }
    expect(methodEntry('platform.getHeight').paths).toEqual(PLATFORM_PATHS);
    expect(methodEntry('index.getIndex').paths).toEqual(INDEX_PATHS);
    expect(INDEX_PATHS).toHaveLength(5);
    expect(methodEntry('platform.nope')).toBeUndefined();
    expect(isMethodName('platform.getUTXOs')).toBe(true);
  });

  test('records versions, deprecation, encodings and state changes as the spec and facts give them', () => {
    const e = (n: string) => methodEntry(n)!;
    for (const n of ['getBalance', 'getBlockchains', 'getRewardUTXOs', 'getStake', 'getSubnets'])
      expect(e(`platform.${n}`).deprecatedSince).toBe('1.9.12');
    for (const n of ['deleteUser', 'exportUser', 'importUser', 'listUsers'])
      expect(e(`keystore.${n}`).deprecatedSince).toBe('1.9.12');
    expect(methodsOfApi('keystore').every((k) => k.removedIn === '1.12.2' && k.deprecated === true)).toBe(true);
    expect(e('keystore.createUser').deprecatedSince).toBeUndefined();
    const since = Object.fromEntries(CATALOG.filter((x) => x.since).map((x) => [x.method, x.since]));
    expect(since).toEqual({
      'platform.getBlockByHeight': '1.10.3',
      'platform.getFeeConfig': '1.11.11',
      'platform.getFeeState': '1.11.11',
      'platform.getL1Validator': '1.11.13',
      'platform.getProposedHeight': '1.11.13',
      'platform.getSubnet': '1.11.0',
      'platform.getValidatorFeeConfig': '1.12.2',
      'platform.getValidatorFeeState': '1.12.2',
      'platform.getAllValidatorsAt': '1.14.0',
      'info.upgrades': '1.11.11',
      'info.acps': '1.10.18',
    });
    expect(e('info.getTxFee').deprecatedSince).toBe('1.12.2');
    const writers = CATALOG.filter((x) => x.changesState)
      .map((x) => x.method)
      .sort();
    expect(writers).toEqual(['keystore.createUser', 'keystore.deleteUser', 'keystore.importUser', 'platform.issueTx']);
    for (const n of ['getBlock', 'getBlockByHeight', 'getTx'])
      expect(e(`platform.${n}`).encodings).toEqual({ allowed: ['hex', 'json'], default: 'hex' });
    for (const n of [
      'platform.getUTXOs',
      'platform.getRewardUTXOs',
      'platform.issueTx',
      'keystore.exportUser',
      'keystore.importUser',
      'index.getIndex',
    ]) {
      expect(e(n).encodings, n).toEqual({ allowed: ['hex'], default: 'hex' });
    }
  });

  test('every deviation names a catalog method (or the transport) and known clauses, with a unique id', () => {
    const known = new Set<string>(CLAUSES.map((c) => c.id));
    const ids = DEVIATIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of DEVIATIONS) {
      expect(d.method === 'transport' || isMethodName(d.method), d.id).toBe(true);
      expect(d.clauses.length, d.id).toBeGreaterThan(0);
      for (const c of d.clauses) expect(known.has(c), `${d.id}: ${c}`).toBe(true);
    }
  });
});

// ---- every clause id cited in the code exists ---------------------------------------------------
describe('clause ids', () => {
  function tsFiles(dir: string): string[] {
    let out: string[] = [];
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return out;
    }
    for (const name of names) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const p = join(dir, name);
      if (statSync(p).isDirectory()) out = out.concat(tsFiles(p));
      else if (p.endsWith('.ts') && !p.endsWith('clauses.generated.ts')) out.push(p);
    }
    return out;
  }

  test('every quoted clause id in schemas/, src/, suites/ and properties/ is in clauses.generated.ts', () => {
    const known = new Set<string>(CLAUSES.map((c) => c.id));
    const unknown: string[] = [];
    let cited = 0;
    for (const dir of ['schemas', 'src', 'suites', 'properties']) {
      for (const file of tsFiles(join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/(['"`])((?:P|N|H|K|I|J)\.[\w.-]+)\1/g)) {
          cited++;
          if (!known.has(m[2]!)) unknown.push(`${relative(ROOT, file)}: ${m[2]}`);
        }
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });

  test('every schema module exports Params, Result and known clauses', async () => {
    const known = new Set<string>(CLAUSES.map((c) => c.id));
    const shared = new Set(['records.ts', 'result.ts', 'user.ts', 'container.ts', 'index.ts']);
    for (const api of ['platform', 'health', 'keystore', 'index-api', 'info']) {
      for (const file of readdirSync(join(ROOT, 'schemas', api))) {
        if (!file.endsWith('.ts') || shared.has(file)) continue;
        const mod = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, 'schemas', api, file)).href)) as Record<
          string,
          unknown
        >;
        expect(mod.Params, file).toBeInstanceOf(z.ZodType);
        expect(mod.Result, file).toBeInstanceOf(z.ZodType);
        expect(Array.isArray(mod.clauses), file).toBe(true);
        for (const c of mod.clauses as string[]) expect(known.has(c), `${file}: ${c}`).toBe(true);
      }
    }
  });
});

// ---- method schemas ---------------------------------------------------------------------------
describe('method schemas accept conforming answers and params', () => {
  test('there is a sample for every catalog method', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(CATALOG.map((e) => e.method).sort());
    expect(Object.keys(PARAMS).sort()).toEqual(CATALOG.map((e) => e.method).sort());
  });
  for (const e of CATALOG) {
    test(`${e.method}: result and params`, () => {
      accepts(e.result, SAMPLES[e.method]);
      accepts(e.params, PARAMS[e.method]);
      // A node may add members: loose result objects (arrays and null aside).
      const sample = SAMPLES[e.method];
      if (
        sample &&
        typeof sample === 'object' &&
        !Array.isArray(sample) &&
        e.method !== 'keystore.createUser' &&
        !e.result.safeParse({}).success
      ) {
        accepts(e.result, { ...sample, someNewMember: 1 });
      }
    });
  }
  test('results survive lossless JSON parsing (uint64 beyond 2^53)', () => {
    const r = methodEntry('platform.getCurrentSupply').result.parse(parseJson('{"supply":18446744073709551615}')) as {
      supply: bigint;
    };
    expect(r.supply).toBe(18446744073709551615n);
  });
});

describe('info schemas reject what spec/info-api.md forbids', () => {
  const e = (n: string) => methodEntry(n)!;
  test('integers as decimal strings, an IP with its port, RFC 3339 times, numbered ACPs', () => {
    rejects(e('info.getNodeVersion').result, { ...(SAMPLES['info.getNodeVersion'] as object), rpcProtocolVersion: 45 });
    rejects(e('info.getNodeVersion').result, { ...(SAMPLES['info.getNodeVersion'] as object), version: '1.14.2' });
    rejects(e('info.getNetworkID').result, { networkID: '4294967296' });
    rejects(e('info.getNetworkID').result, { networkID: 12345 });
    for (const ip of ['127.0.0.1', '127.0.0.1:0', '127.0.0.1:65536', '256.0.0.1:9651', '::1:9651', 'localhost:9651'])
      rejects(e('info.getNodeIP').result, { ip });
    for (const ip of ['[::1]:9651', '[fe80::1%eth0]:9651', '10.0.0.2:1']) accepts(e('info.getNodeIP').result, { ip });
    rejects(e('info.getNodeID').result, { nodeID: node(1), nodePOP: { publicKey: blsSig, proofOfPossession: blsSig } });
    rejects(e('info.getNodeID').result, { nodeID: node(1), nodePOP: null });
    rejects(e('info.peers').result, { numPeers: 1, peers: [peer] });
    rejects(e('info.peers').result, { numPeers: '1', peers: [{ ...peer, lastSent: 'yesterday' }] });
    const { upgradeTime: _u, ...v1121 } = peer;
    accepts(e('info.peers').result, { numPeers: '1', peers: [v1121] });
    rejects(e('info.upgrades').result, { ...upgrades, banffTime: 1607144400 });
    rejects(e('info.upgrades').result, { ...upgrades, fUpgradeTime: 'soon' });
    accepts(e('info.upgrades').result, { ...upgrades, fUpgradeTime: ACTIVE });
    rejects(e('info.acps').result, {
      acps: { ACP176: (SAMPLES['info.acps'] as { acps: Record<string, unknown> }).acps['176'] },
    });
    rejects(e('info.uptime').result, { rewardingStakePercentage: 100, weightedAveragePercentage: '100.0000' });
    rejects(e('info.getVMs').result, { vms: { avm: ['avm'] }, fxs: {} });
  });
});

describe('platform schemas reject what the spec forbids', () => {
  const e = (n: string) => methodEntry(n)!;
  test('IDs, node IDs, addresses and hex are validated inside results', () => {
    rejects(e('platform.getStakingAssetID').result, { assetID: 'abc' });
    rejects(e('platform.sampleValidators').result, { validators: [node(1).slice(7)] });
    rejects(e('platform.getUTXOs').result, {
      numFetched: '0',
      utxos: ['abcd'],
      endIndex: { address: addr(1), utxo: id(1) },
      encoding: 'hex',
    });
    rejects(e('platform.getUTXOs').result, {
      numFetched: '0',
      utxos: [],
      endIndex: { address: addr(1).slice(2), utxo: id(1) },
      encoding: 'hex',
    });
    rejects(e('platform.getUTXOs').result, {
      numFetched: '-1',
      utxos: [],
      endIndex: { address: addr(1), utxo: id(1) },
      encoding: 'hex',
    });
    rejects(e('platform.getHeight').result, { height: '1.5' });
    rejects(e('platform.getHeight').result, {});
  });
  test('encodings: hex-only results reject json, getBlock pairs block and encoding', () => {
    rejects(e('platform.getUTXOs').result, {
      numFetched: '0',
      utxos: [],
      endIndex: { address: addr(1), utxo: id(1) },
      encoding: 'json',
    });
    rejects(e('platform.getBlock').result, { block: blockJson, encoding: 'hex' });
    rejects(e('platform.getBlock').result, { block: hexc(), encoding: 'json' });
    rejects(e('platform.getBlock').result, { block: hexc(), encoding: 'hexnc' });
    rejects(e('platform.getUTXOs').params, { addresses: [addr(1)], encoding: 'json' });
    rejects(e('platform.getBlock').params, { blockID: id(1), encoding: 'hexc' });
  });
  test('getTx json must carry the tx id; Block JSON must carry txs', () => {
    const { id: _drop, ...noId } = txJson;
    rejects(e('platform.getTx').result, { tx: noId, encoding: 'json' });
    accepts(records.BlockJson, { ...blockJson, txs: [noId] });
    const { txs: _t, ...noTxs } = blockJson;
    rejects(records.BlockJson, noTxs);
  });
  test('getCurrentValidators presence rules per subnet kind', () => {
    accepts(getCurrentValidators.PrimaryResult, { validators: [primary] });
    const { signer: _s, ...noSigner } = primary;
    accepts(records.PrimaryValidator, noSigner); // no BLS key: signer omitted
    rejects(records.PrimaryValidator, { ...primary, signer: { publicKey: blsKey, proofOfPossession: blsSig } }); // spelled as the spec spells it
    const { uptime: _u, ...noUptime } = primary;
    rejects(records.PrimaryValidator, noUptime);
    rejects(getCurrentValidators.PrimaryResult, { validators: [l1] });
    // delegators only when nodeIDs held exactly one node ID (and then with the Delegator shape)
    rejects(getCurrentValidators.PrimarySingleNodeResult, {
      validators: [{ ...primary, delegators: [{ ...delegator, nodeID: 'x' }] }],
    });
    accepts(getCurrentValidators.PrimarySingleNodeResult, { validators: [{ ...primary, delegators: [delegator] }] });
    accepts(getCurrentValidators.PrimarySingleNodeResult, { validators: [{ ...primary, delegators: [] }] });
    accepts(getCurrentValidators.PrimarySingleNodeResult, { validators: [primary] }); // "only when": permitted, not required
    rejects(getCurrentValidators.PrimaryManyNodesResult, { validators: [{ ...primary, delegators: [] }] });
    accepts(getCurrentValidators.PrimaryManyNodesResult, { validators: [primary] });
    const { rewardOwner: _r, ...noRewardOwner } = delegator;
    rejects(records.Delegator, noRewardOwner);
    // L1 validators omit endTime; legacy validators of an L1 are accepted alongside them
    accepts(records.L1Validator, l1);
    rejects(records.L1Validator, { ...l1, endTime: '1799208000' });
    const { txID: _x, ...l1NoTx } = l1;
    rejects(records.L1Validator, l1NoTx);
    accepts(getCurrentValidators.L1Result, { validators: [l1, poa] });
    const { endTime: _e, ...poaNoEnd } = poa;
    rejects(getCurrentValidators.SubnetResult, { validators: [poaNoEnd] });
    // the generic result still checks each member's format
    rejects(e('platform.getCurrentValidators').result, { validators: [{ ...primary, uptime: 'high' }] });
    rejects(e('platform.getCurrentValidators').result, { validators: [{ ...l1, publicKey: toHex(bytes(47)) }] });
    rejects(e('platform.getCurrentValidators').result, { validators: [{ ...primary, startTime: T }] });
  });
  test('getTimestamp accepts either documented member, and nothing else', () => {
    accepts(getTimestamp.Result, { time: T });
    accepts(getTimestamp.Result, { timestamp: '2021-09-07T00:00:00-04:00' });
    rejects(getTimestamp.Result, { now: T });
    rejects(getTimestamp.Result, { timestamp: '1734369547' });
    expect(getTimestamp.chainTime(getTimestamp.Result.parse({ timestamp: T }))).toBe(T);
    expect(getTimestamp.chainTime(getTimestamp.Result.parse({ time: T }))).toBe(T);
  });
  test('getTotalStake: weight only for a subnet, stake and weight for the Primary Network', () => {
    accepts(getTotalStake.Result, { weight: '5' });
    accepts(getTotalStake.SubnetResult, { weight: '5' });
    rejects(getTotalStake.SubnetResult, { weight: '5', stake: '5' });
    rejects(getTotalStake.PrimaryResult, { weight: '5' });
  });
  test('getTxStatus: status set, reason when Dropped', () => {
    const r = e('platform.getTxStatus').result;
    accepts(r, { status: 'Committed' });
    rejects(r, { status: 'Dropped' });
    rejects(r, { status: 'Aborted' });
    rejects(e('platform.getBlockchainStatus').result, { status: 'validating' });
  });
  test('getValidatorsAt follows the spec shape (the real node bare map is a recorded deviation)', () => {
    rejects(e('platform.getValidatorsAt').result, { [node(1)]: { publicKey: blsKey, weight: '1' } });
    rejects(e('platform.getValidatorsAt').result, { validators: { notANode: '1' } });
    accepts(e('platform.getValidatorsAt').params, { height: 5, subnetID: EMPTY_ID });
    rejects(e('platform.getValidatorsAt').params, { height: 'latest' });
  });
  test('getSubnet: optional "if any" members, managerAddress string or null, the PoA rule', () => {
    accepts(getSubnet.Result, { isPermissioned: false, controlKeys: [], threshold: '0', locktime: '0' });
    accepts(getSubnet.Result, {
      isPermissioned: false,
      controlKeys: [],
      threshold: '0',
      locktime: '0',
      managerAddress: '0x' + 'ab'.repeat(20),
    });
    rejects(getSubnet.Result, {
      isPermissioned: false,
      controlKeys: [],
      threshold: '0',
      locktime: '0',
      managerAddress: 5,
    });
    accepts(getSubnet.NonPoaResult, { isPermissioned: false, controlKeys: [], threshold: '0', locktime: '0' });
    rejects(getSubnet.NonPoaResult, { isPermissioned: false, controlKeys: [addr(1)], threshold: '1', locktime: '0' });
    rejects(getSubnet.NonPoaResult, { isPermissioned: false, controlKeys: [], threshold: 'x', locktime: '0' });
    rejects(e('platform.getSubnet').params, {});
  });
  test('fee records: uint64 numbers or strings, RFC 3339 timestamps', () => {
    accepts(records.FeeState, { capacity: '1', excess: parseJson('18446744073709551615'), price: 1, timestamp: T });
    rejects(records.FeeState, { capacity: 1, excess: 0, price: 1, timestamp: '1734369547' });
    rejects(records.FeeConfig, {
      weights: [1, -1],
      maxCapacity: 1,
      maxPerSecond: 1,
      targetPerSecond: 1,
      minPrice: 1,
      excessConversionConstant: 1,
    });
    accepts(records.ValidatorFeeConfig, {
      capacity: 20000,
      target: 10000,
      minPrice: 1,
      excessConversionConstant: 865617,
    });
  });
  test('getBalance utxoIDs must be an array (null is a recorded deviation)', () => {
    rejects(e('platform.getBalance').result, { ...(SAMPLES['platform.getBalance'] as object), utxoIDs: null });
  });
});

describe('node-local schemas', () => {
  const e = (n: string) => methodEntry(n)!;
  test('health result and check responses', () => {
    accepts(healthResult.HealthResult, { checks: { X: failing }, healthy: false });
    accepts(healthResult.FailingCheckResponse, failing);
    rejects(healthResult.FailingCheckResponse, { error: 'x', timestamp: T, duration: 0 });
    rejects(healthResult.CheckResponse, { timestamp: T }); // duration missing
    rejects(healthResult.CheckResponse, { timestamp: T, duration: 1, message: 'node is not a validator' });
    rejects(healthResult.HealthResult, { checks: {}, healthy: 'true' });
    accepts(healthResult.ConsistentHealthResult, { checks: { X: failing, P: check }, healthy: false });
    rejects(healthResult.ConsistentHealthResult, { checks: { X: failing }, healthy: true });
    rejects(healthResult.ConsistentHealthResult, { checks: { P: check }, healthy: false });
    accepts(healthResult.GetBody, 'anything');
  });
  test('readiness holds bootstrapped; liveness is empty and healthy', () => {
    rejects(e('health.readiness').result, { checks: { P: check }, healthy: true });
    rejects(e('health.liveness').result, { checks: { P: check }, healthy: true });
    rejects(e('health.liveness').result, { checks: {}, healthy: false });
    rejects(e('health.liveness').result, { checks: null, healthy: true });
  });
  test('keystore: empty results, hex-only encodings, limits', () => {
    rejects(e('keystore.createUser').result, { ok: true });
    rejects(e('keystore.exportUser').result, { user: hexc(), encoding: 'cb58' });
    rejects(e('keystore.createUser').params, { username: 'a'.repeat(1025), password: 'x' });
    accepts(e('keystore.createUser').params, { username: 'a'.repeat(1024), password: 'x' });
    accepts(createUser.StrongPassword, 'Corr3ct-Horse!');
    for (const weak of ['Sh0rt!', 'alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSymbols123'])
      rejects(createUser.StrongPassword, weak);
  });
  test('index: containers, ranges and params', () => {
    rejects(e('index.getContainerByID').result, { ...container, encoding: 'hexnc' });
    rejects(e('index.getContainerByID').result, { ...container, index: 0 });
    rejects(e('index.getContainerByID').result, { ...container, timestamp: 'yesterday' });
    accepts(getContainerRange.Result, null);
    accepts(getContainerRange.EmptyResult, null);
    accepts(getContainerRange.EmptyResult, []);
    rejects(getContainerRange.EmptyResult, [container]);
    rejects(getContainerRange.Result, { containers: [container] });
    rejects(e('index.getContainerRange').params, { startIndex: 0, numToFetch: 1025, encoding: 'hex' });
    accepts(e('index.getContainerRange').params, { startIndex: 0, numToFetch: 0, encoding: 'hex' });
    rejects(e('index.getContainerRange').params, { startIndex: 0, numToFetch: 'many', encoding: 'hex' });
    rejects(e('index.getLastAccepted').params, { encoding: 'json' });
  });
});

describe('envelopes', () => {
  test('request, success and error envelopes', () => {
    accepts(envelope.Request, { jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} });
    rejects(envelope.Request, { jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: [] });
    rejects(envelope.Request, { jsonrpc: '1.0', id: 1, method: 'platform.getHeight', params: {} });
    accepts(envelope.PlatformRequest, { jsonrpc: '2.0', id: 'a', method: 'platform.getHeight', params: {} });
    rejects(envelope.PlatformRequest, { jsonrpc: '2.0', id: 'a', method: 'health.health', params: {} });
    accepts(envelope.Success, { jsonrpc: '2.0', result: { height: '0' }, id: 1 });
    accepts(envelope.Success, parseJson('{"jsonrpc":"2.0","result":{},"id":18446744073709551615}'));
    rejects(envelope.Success, { jsonrpc: '2.0', result: {}, error: { code: 1, message: 'x' }, id: 1 });
    rejects(envelope.Success, { jsonrpc: '2.0', result: {} });
    rejects(envelope.ObjectSuccess, { jsonrpc: '2.0', result: [], id: 1 });
    accepts(envelope.ErrorResponse, {
      jsonrpc: '2.0',
      error: { code: -32000, message: 'not found', data: null },
      id: 1,
    });
    accepts(envelope.ErrorResponse, { jsonrpc: '2.0', error: { code: -32700, message: 'EOF' }, id: null });
    rejects(envelope.ErrorResponse, { jsonrpc: '2.0', error: { code: -32000.5, message: 'x' }, id: 1 });
    rejects(envelope.ErrorResponse, { jsonrpc: '2.0', error: { code: -32000, message: 5 }, id: 1 });
    rejects(envelope.ErrorResponse, { jsonrpc: '2.0', error: { code: -32000, message: 'x' }, result: {}, id: 1 });
    rejects(envelope.Response, { jsonrpc: '2.0', id: 1 });
    const typed = envelope.successOf(methodEntry('platform.getHeight').result);
    accepts(typed, { jsonrpc: '2.0', result: { height: '7' }, id: 3 });
    rejects(typed, { jsonrpc: '2.0', result: { height: 'seven' }, id: 3 });
    expect(envelope.isServerErrorCode(-32000)).toBe(true);
    expect(envelope.isServerErrorCode(envelope.ERROR_CODES.methodNotFound)).toBe(false);
  });
});
