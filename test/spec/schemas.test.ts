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
  DEFINITIONS,
  INDEX_PATHS,
  isMethodName,
  methodEntry,
  methodsOfApi,
  PLATFORM_PATHS,
} from '../../src/catalog/method-catalog.js';
import { DEVIATIONS } from '../../src/deviations/registry.js';
import { CLAUSES } from '../../src/spec/clauses.generated.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';
import { toHex } from '../../src/encoding/hex.js';
import { parseJson } from '../../src/json/lossless.js';
import * as envelope from '../../schemas/envelope.js';
import {
  ACTIVE,
  addr,
  blockJson,
  blsKey,
  blsSig,
  bytes,
  check,
  container,
  delegator,
  failing,
  hexc,
  id,
  l1,
  node,
  peer,
  poa,
  primary,
  T,
  txJson,
  upgrades,
} from '../../schemas/samples.js';
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
    expect(specInfo.length).toBeGreaterThan(0);
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
    // Each method's facts are its module's; these pin the known ones to the releases (a new method adds none here).
    const since = {
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
    };
    for (const [n, v] of Object.entries(since)) expect(e(n).since, n).toBe(v);
    for (const n of ['platform.getHeight', 'platform.getUTXOs', 'health.health', 'index.getIndex', 'info.getNodeID'])
      expect(e(n).since, n).toBeUndefined();
    expect(e('info.getTxFee').deprecatedSince).toBe('1.12.2');
    for (const n of ['keystore.createUser', 'keystore.deleteUser', 'keystore.importUser', 'platform.issueTx'])
      expect(e(n).changesState, n).toBe(true);
    // The info API and the health and index APIs only read.
    expect(CATALOG.filter((x) => ['info', 'health', 'index'].includes(x.api) && x.changesState)).toEqual([]);
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

  test('every schema module exports Params, Result, known clauses and its method, named as its file', async () => {
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
        const name = `${api === 'index-api' ? 'index' : api}.${file.slice(0, -'.ts'.length)}`;
        expect(mod.method, file).toBe(methodEntry(name));
      }
    }
  });
});

// ---- method schemas ---------------------------------------------------------------------------
describe('method schemas accept conforming answers and params', () => {
  for (const e of DEFINITIONS) {
    test(`${e.method}: its module's sample result and params`, () => {
      accepts(e.result, e.sample.result);
      accepts(e.params, e.sample.params);
      // A node may add members: loose result objects (arrays and null aside).
      const sample: unknown = e.sample.result;
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
    rejects(e('info.getNodeVersion').result, {
      ...methodEntry('info.getNodeVersion').sample.result,
      rpcProtocolVersion: 45,
    });
    rejects(e('info.getNodeVersion').result, {
      ...methodEntry('info.getNodeVersion').sample.result,
      version: '1.14.2',
    });
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
      acps: { ACP176: methodEntry('info.acps').sample.result.acps['176'] },
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
    rejects(e('platform.getBalance').result, { ...methodEntry('platform.getBalance').sample.result, utxoIDs: null });
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
