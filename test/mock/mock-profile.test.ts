// Mock profiles and the node-facing APIs the node's clients call: a release profile answers with that release's
// version, protocol, upgrades, methods and deviations; the info API is the node's; addresses in short-ID form are read.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bls12_381 as bls } from '@noble/curves/bls12-381';
import { describe, expect, test } from 'vitest';
import { InputError } from '../../src/input-error.js';
import { cb58Encode, decodeNodeId } from '../../src/encoding/cb58.js';
import { parseAddress } from '../../src/encoding/address.js';
import { createMock } from '../../src/mock/node.js';
import { MOCK_PROFILES, parseProfile, profileCodec } from '../../src/mock/mock-profile.js';
import { decodeBlock, decodeUtxo, txTypeIdsThrough } from '../../src/codec/codec.js';
import { encodeHexChecksum, fromHex, hexKey } from '../../src/encoding/hex.js';
import { deriveBlsSigner, deriveNodeId } from '../../src/tx/derive.js';
import { addAutoRenewedValidatorTx } from '../../src/tx/helicon-txs.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../../src/tx/key.js';
import { runCli } from '../support/cli.js';

type Answer = { result?: Record<string, unknown>; error?: { code: number; message: string } };

async function call(
  profile: string,
  path: string,
  method: string,
  params: unknown = {},
): Promise<Answer & { status: number }> {
  const res = await createMock({ seed: 1, profile }).handle({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: new TextEncoder().encode(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })),
  });
  const text = String(res.body);
  return { status: res.status, ...(res.status === 200 ? (JSON.parse(text) as Answer) : {}) };
}

describe('profiles', () => {
  test('spec and every release the registry knows; a mistyped one is bad input naming the closest', () => {
    expect(MOCK_PROFILES).toEqual([
      'spec',
      'avalanchego@1.12.1',
      'avalanchego@1.12.2',
      'avalanchego@1.13.0',
      'avalanchego@1.13.5',
      'avalanchego@1.14.2',
      'avalanchego@1.15.0',
    ]);
    expect(() => parseProfile('avalanchego@1.14.3')).toThrow(InputError);
    expect(() => parseProfile('avalanchego@1.14.3')).toThrow(/did you mean "avalanchego@1.14.2"/);
  });

  test('a release names itself with its own protocol version (its version/constants.go) and the spec profile names the mock', async () => {
    const v = (await call('avalanchego@1.14.2', '/ext/info', 'info.getNodeVersion')).result!;
    expect(v.version).toBe('avalanchego/1.14.2');
    expect(v.rpcProtocolVersion).toBe('45');
    expect((await call('avalanchego@1.12.1', '/ext/info', 'info.getNodeVersion')).result!.rpcProtocolVersion).toBe(
      '38',
    );
    expect(String((await call('spec', '/ext/info', 'info.getNodeVersion')).result!.version)).toMatch(
      /^avaconform-mock\//,
    );
  });

  test("a release's upgrade schedule is its local network's: the upgrades it knows, the newest it ships off unscheduled", async () => {
    const u142 = (await call('avalanchego@1.14.2', '/ext/info', 'info.upgrades')).result!;
    expect(u142.heliconTime).toBe('9999-12-01T00:00:00Z');
    expect(u142.graniteTime).toBe('2020-12-05T05:00:00Z');
    expect(u142.graniteEpochDuration).toBe(30_000_000_000);
    const u1122 = (await call('avalanchego@1.12.2', '/ext/info', 'info.upgrades')).result!;
    expect(Object.keys(u1122).slice(-2)).toEqual(['etnaTime', 'fUpgradeTime']);
    expect(u1122.fUpgradeTime).toBe('9999-12-01T00:00:00Z');
    const u1121 = (await call('avalanchego@1.12.1', '/ext/info', 'info.upgrades')).result!;
    expect(Object.keys(u1121).at(-1)).toBe('etnaTime');
    expect((await call('spec', '/ext/info', 'info.upgrades')).result!.heliconTime).toBe('2020-12-05T05:00:00Z');
  });

  test('a release serves the methods it has: the keystore is gone from v1.12.2, getAllValidatorsAt arrives in v1.14.0', async () => {
    expect((await call('avalanchego@1.14.2', '/ext/keystore', 'keystore.listUsers')).status).toBe(404);
    expect((await call('avalanchego@1.12.1', '/ext/keystore', 'keystore.listUsers')).result).toEqual({ users: [] });
    const absent = await call('avalanchego@1.12.1', '/ext/bc/P', 'platform.getAllValidatorsAt', { height: 1 });
    expect(absent.error).toEqual({
      code: -32000,
      message: 'rpc: can\'t find method "platform.GetAllValidatorsAt"',
      data: null,
    });
    expect((await call('spec', '/ext/bc/P', 'platform.getAllValidatorsAt', { height: 1 })).result).toBeDefined();
  });

  test("a release answers with its deviations: a batch gets AvalancheGo's one -32700 error; the spec profile answers the batch", async () => {
    const batch = (profile: string) =>
      createMock({ seed: 1, profile }).handle({
        method: 'POST',
        path: '/ext/bc/P',
        headers: { 'content-type': 'application/json' },
        body: new TextEncoder().encode('[{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}]'),
      });
    expect(JSON.parse(String((await batch('avalanchego@1.14.2')).body)).error.code).toBe(-32700);
    expect(Array.isArray(JSON.parse(String((await batch('spec')).body)))).toBe(true);
  });
});

describe("a release's chain: only the tx types its codec knows", () => {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  /** Facts §4 and §6.4: Apricot's 12–20, Banff's 23–26, Durango's 33–34, Etna's 35–39; Helicon's 40–42 from v1.15.0-fuji. */
  const THROUGH_ETNA = [...range(12, 20), ...range(23, 26), ...range(33, 39)];
  const WITH_HELICON = [...THROUGH_ETNA, 40, 41, 42];
  const KNOWN: Record<string, number[]> = Object.fromEntries(
    MOCK_PROFILES.map((p) => [p, p === 'spec' || p === 'avalanchego@1.15.0' ? WITH_HELICON : THROUGH_ETNA]),
  );

  test.each(MOCK_PROFILES)('%s: its table is its release’s, and every block holds only tx types of it', (profile) => {
    const known = txTypeIdsThrough(profileCodec(parseProfile(profile)));
    expect([...known].sort((a, b) => a - b)).toEqual(KNOWN[profile]);
    const held = new Set<number>();
    for (const block of createMock({ seed: 1, profile }).context.state.blocks) {
      const decoded = decodeBlock(block.bytes);
      for (const tx of [...decoded.txs, ...(decoded.tx ? [decoded.tx] : [])]) held.add(tx.typeId);
    }
    expect([...held].filter((id) => !known.has(id))).toEqual([]);
    // A chain of a release that knows Helicon holds its auto-renewed validator (40, 41) and the end of its cycle (42).
    expect([40, 41, 42].filter((id) => held.has(id))).toEqual(known.has(40) ? [40, 41, 42] : []);
  });

  test('issueTx on a release whose codec lacks Helicon refuses an AddAutoRenewedValidatorTx as its codec does', async () => {
    const mock = createMock({ seed: 1, profile: 'avalanchego@1.14.2' });
    const ewoq = parsePrivateKey(LOCAL_PREFUNDED_KEY);
    const utxo = mock.context.state.utxosByAddress.get(hexKey(ewoq.address))![0]!;
    const tx = addAutoRenewedValidatorTx({
      networkId: 12345,
      payer: ewoq,
      utxos: [decodeUtxo(utxo.bytes)],
      nodeId: decodeNodeId(deriveNodeId(ewoq, 'mock-profile/auto-renewed')),
      signer: deriveBlsSigner(ewoq, 'mock-profile/auto-renewed'),
      weight: 2000n * 1_000_000_000n,
      shares: 100_000,
      period: 14n * 86_400n,
    });
    const res = await mock.handle({
      method: 'POST',
      path: '/ext/bc/P',
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'platform.issueTx',
          params: { tx: encodeHexChecksum(tx.bytes), encoding: 'hex' },
        }),
      ),
    });
    expect((JSON.parse(String(res.body)) as Answer).error).toEqual({
      code: -32000,
      message: "couldn't parse tx: couldn't parse tx: couldn't unmarshal interface: unknown type ID 40",
      data: null,
    });
  });
});

describe('the info API the node’s clients call', () => {
  test("getNodeID's nodePOP is a proof of possession that verifies (BLS over the key, Avalanche's PoP tag)", async () => {
    const { nodeID, nodePOP } = (await call('spec', '/ext/info', 'info.getNodeID')).result as {
      nodeID: string;
      nodePOP: { publicKey: string; proofOfPossession: string };
    };
    expect(nodeID).toMatch(/^NodeID-/);
    const publicKey = fromHex(nodePOP.publicKey);
    const ok = bls.verify(
      fromHex(nodePOP.proofOfPossession),
      bls.G2.hashToCurve(publicKey, { DST: 'BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_' }) as never,
      publicKey,
    );
    expect(ok).toBe(true);
  });

  test('getBlockchainID resolves the aliases to the IDs getBlockchains lists; isBootstrapped refuses an unknown chain as the node does', async () => {
    const chains = (await call('spec', '/ext/bc/P', 'platform.getBlockchains')).result!.blockchains as Array<{
      id: string;
      name: string;
      vmID: string;
    }>;
    const x = chains.find((c) => c.name === 'X-Chain')!;
    expect((await call('spec', '/ext/info', 'info.getBlockchainID', { alias: 'X' })).result).toEqual({
      blockchainID: x.id,
    });
    expect((await call('spec', '/ext/info', 'info.getBlockchainID', { alias: 'P' })).result).toEqual({
      blockchainID: '11111111111111111111111111111111LpoYY',
    });
    expect((await call('spec', '/ext/info', 'info.getBlockchainID', { alias: 'nope' })).error!.message).toBe(
      'there is no ID with alias: nope',
    );
    expect((await call('spec', '/ext/info', 'info.isBootstrapped', { chain: 'nope' })).error!.message).toBe(
      "there is no chain with alias/ID 'nope'",
    );
    // The X-Chain's VM is the AVM, named as the node names it: "avm" in 32 bytes.
    const vms = (await call('spec', '/ext/info', 'info.getVMs')).result!.vms as Record<string, string[]>;
    expect(vms[x.vmID]).toEqual(['avm']);
    expect(x.vmID).toBe('jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq');
  });

  test('the node is one of a network: a validator whose peers list it back, named in every answer; the unbootstrapped node has no peer', async () => {
    const mock = createMock({ seed: 1 });
    const ask = async (method: string, node?: string, path = '/ext/info') => {
      const res = await mock.handle({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', ...(node ? { 'x-avaconform-node': node } : {}) },
        body: new TextEncoder().encode(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: {} })),
      });
      return { header: res.headers['node-id'], result: (JSON.parse(String(res.body)) as Answer).result! };
    };
    const self = await ask('info.getNodeID');
    const nodeID = self.result.nodeID as string;
    expect(self.header).toBe(nodeID);
    expect((await ask('platform.getHeight', undefined, '/ext/bc/P')).header).toBe(nodeID);
    // It validates with the key getNodeID names.
    const validators = (await call('spec', '/ext/bc/P', 'platform.getCurrentValidators', { nodeIDs: [nodeID] })).result!
      .validators as Array<{ nodeID: string; signer: { publicKey: string } }>;
    expect(validators[0]!.signer.publicKey).toBe((self.result.nodePOP as { publicKey: string }).publicKey);
    const peers = (await ask('info.peers')).result as { numPeers: string; peers: Array<{ nodeID: string }> };
    expect(peers.numPeers).toBe('4');
    const peer1 = await ask('info.getNodeID', 'peer-1');
    expect(peer1.header).toBe(peer1.result.nodeID);
    expect(peers.peers.map((p) => p.nodeID)).toContain(peer1.result.nodeID);
    const back = (await ask('info.peers', 'peer-1')).result as { peers: Array<{ nodeID: string }> };
    expect(back.peers.map((p) => p.nodeID)).toContain(nodeID);
    expect((await ask('info.peers', 'unbootstrapped')).result).toEqual({ numPeers: '0', peers: [] });
  });

  test("acps lists the release's current ACPs, each with the rest of the weight abstaining", async () => {
    const acps = async (profile: string) =>
      Object.keys((await call(profile, '/ext/info', 'info.acps')).result!.acps as object);
    expect(await acps('avalanchego@1.14.2')).toEqual([]);
    expect(await acps('avalanchego@1.13.5')).toEqual(['176']);
    expect(await acps('spec')).toEqual(['194', '224', '236', '247', '267', '273', '283', '285']);
  });

  test('the X-Chain describes AVAX by symbol or ID, the same asset the P-Chain stakes', async () => {
    const staking = (await call('spec', '/ext/bc/P', 'platform.getStakingAssetID')).result!.assetID;
    expect((await call('spec', '/ext/bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' })).result).toEqual({
      assetID: staking,
      name: 'Avalanche',
      symbol: 'AVAX',
      denomination: '9',
    });
    expect((await call('spec', '/ext/bc/X', 'avm.getAssetDescription', { assetID: 'nope' })).error!.message).toBe(
      "asset 'nope' not found",
    );
  });
});

test("getUTXOs reads a start address in the short-ID form, as the node's service parser does", async () => {
  const owner = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
  const first = (await call('spec', '/ext/bc/P', 'platform.getUTXOs', { addresses: [owner], limit: 1 })).result!;
  const end = first.endIndex as { address: string; utxo: string };
  const shortId = cb58Encode(parseAddress(end.address).bytes);
  const byBech32 = (await call('spec', '/ext/bc/P', 'platform.getUTXOs', { addresses: [owner], startIndex: end }))
    .result!;
  const byShortId = (
    await call('spec', '/ext/bc/P', 'platform.getUTXOs', {
      addresses: [owner],
      startIndex: { address: shortId, utxo: end.utxo },
    })
  ).result!;
  expect(byShortId.utxos).toEqual(byBech32.utxos);
});

test(
  'run --target mock:avalanchego@1.14.2 judges the profile as the release: green, its deviations expected-fail, none unexplained',
  { timeout: 240_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-profile-'));
    try {
      const out = await runCli(['run', '--target', 'mock:avalanchego@1.14.2', '--report-dir', dir, '--quiet']);
      expect(out.code, out.stderr).toBe(0);
      const conformance = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as {
        target: { nodeVersion: string };
        checks: Array<{ status: string; deviations?: unknown[] }>;
      };
      expect(conformance.target.nodeVersion).toBe('avalanchego/1.14.2');
      const xfail = conformance.checks.filter((c) => c.status === 'expected-fail');
      expect(xfail.length).toBeGreaterThan(0);
      expect(conformance.checks.filter((c) => c.status === 'failed')).toEqual([]);
      const bad = await runCli(['run', '--target', 'mock:avalanchego@1.14', '--report-dir', dir]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/mock:PROFILE.*avalanchego@1\.14/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
