// Txs the seeding issues land on the mock: each is built and signed as the seeding builds it (src/tx, avalanchejs and the
// harness's Helicon builders, paid by the mock's prefunded local key through the seeding's own commitPaid), issued, and
// its effect read back with the JSON-RPC methods a client uses. Expected values are the values put in the txs (IDs
// derived from them by hand here), never the mock's state.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpClient } from '../../src/client/http.js';
import { decodeTx, decodeUtxo } from '../../src/codec/codec.js';
import { formatAddress } from '../../src/encoding/address.js';
import { cb58Decode, cb58Encode, decodeNodeId } from '../../src/encoding/cb58.js';
import { decodeHexChecksum, encodeHexChecksum, toHex } from '../../src/encoding/hex.js';
import type { Json } from '../../src/json/lossless.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';
import { P_PATH, SeedApi } from '../../src/seed/api.js';
import { emptyManifest } from '../../src/seed/seed-manifest.js';
import { commitPaid, pSpend, type SeedRun } from '../../src/seed/seed-run.js';
import { deriveBlsSigner, deriveKey, deriveNodeId } from '../../src/tx/derive.js';
import { addAutoRenewedValidatorTx, setAutoRenewedValidatorConfigTx } from '../../src/tx/helicon-txs.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey, signTx, type SigningKey } from '../../src/tx/key.js';
import {
  addDelegatorTx,
  addSubnetValidatorTx,
  addValidatorTx,
  convertToL1Tx,
  createChainTx,
  createSubnetTx,
  disableL1ValidatorTx,
  increaseL1BalanceTx,
  ownerAuth,
  signWith,
  transferOwnershipTx,
  type Owners,
  type SignedBytes,
} from '../../src/tx/seed-txs.js';
import { spendableUtxos } from '../../src/tx/self-transfer.js';

const AVAX = 1_000_000_000n;
const DAY = 86_400n;
const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());
const u32 = (n: number) => Uint8Array.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const u64 = (n: bigint) => Uint8Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(8 * (7 - i))) & 255n));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const now = () => BigInt(Math.floor(Date.now() / 1000));

type Obj = Record<string, Json>;

let server: MockServer;
let client: HttpClient;
let run: SeedRun;
let ewoq: SigningKey;
const call = (method: string, params: Obj = {}) => run.api.call(P_PATH, method, params) as Promise<Obj>;
const text = (key: SigningKey | Uint8Array) =>
  formatAddress('P', run.context.hrp, key instanceof Uint8Array ? key : key.address);
const height = async () => Number((await call('platform.getHeight')).height);
/** The block height a committed tx landed at: the height right after its commit (blockTimeMs 0: one block per tx). */
const committedAt = async (signed: SignedBytes) => {
  expect((await call('platform.getTxStatus', { txID: signed.id })).status).toBe('Committed');
  return height();
};

beforeAll(async () => {
  server = await startMockServer({ seed: 11, port: 0, blockTimeMs: 0 });
  client = new HttpClient(server.url);
  const api = new SeedApi(client, Date.now() + 120_000);
  const context = await api.context();
  ewoq = parsePrivateKey(LOCAL_PREFUNDED_KEY);
  const min = (await api.call(P_PATH, 'platform.getMinStake', {})) as Obj;
  run = {
    api,
    context,
    signer: ewoq,
    previous: null,
    manifest: emptyManifest(server.url, context.networkID, ''),
    stakeSeconds: 30,
    minStake: {
      validator: BigInt(min.minValidatorStake as string),
      delegator: BigInt(min.minDelegatorStake as string),
    },
    helicon: true,
  };
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('permissioned subnet: created, a chain on it, a validator, its ownership transferred', () => {
  const coOwner = () => deriveKey(ewoq, 'mock-landing/co-owner');
  const owners = (): Owners => ({ keys: [ewoq, coOwner()], threshold: 2 });
  let subnet: SignedBytes;
  let chain: SignedBytes;
  const vmId = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';

  test('CreateSubnetTx then CreateChainTx (signed by both owners): getSubnets lists its owners, getBlockchains the chain, Created', async () => {
    subnet = await commitPaid(run, ewoq, (s) => createSubnetTx(s, owners()));
    chain = await commitPaid(
      run,
      ewoq,
      (s) => createChainTx(s, subnet.id, owners(), { name: 'landingchain', vmId, genesis: { by: 'mock-landing' } }),
      ownerAuth(owners()).keys,
    );
    const listed = ((await call('platform.getSubnets', { ids: [subnet.id] })).subnets as Obj[])[0]!;
    expect(listed.threshold).toBe('2');
    expect([...(listed.controlKeys as string[])].sort()).toEqual([text(ewoq), text(coOwner())].sort());
    const chains = (await call('platform.getBlockchains')).blockchains as Obj[];
    expect(chains).toContainEqual({ id: chain.id, name: 'landingchain', subnetID: subnet.id, vmID: vmId });
    expect((await call('platform.getBlockchainStatus', { blockchainID: chain.id })).status).toBe('Created');
    expect((await call('platform.validates', { subnetID: subnet.id })).blockchainIDs).toEqual([chain.id]);
    expect((await call('platform.validatedBy', { blockchainID: chain.id })).subnetID).toBe(subnet.id);
    // getTx answers the bytes issued, and its JSON names the chain.
    expect((await call('platform.getTx', { txID: chain.id, encoding: 'hex' })).tx).toBe(encodeHexChecksum(chain.bytes));
    const json = (await call('platform.getTx', { txID: chain.id, encoding: 'json' })).tx as { unsignedTx: Obj };
    expect(json.unsignedTx.chainName).toBe('landingchain');
    expect(json.unsignedTx.genesisData).toBe(toHex(new TextEncoder().encode(JSON.stringify({ by: 'mock-landing' }))));
  });

  test('a CreateChainTx whose subnet authorisation is signed by a key that is not an owner is refused', async () => {
    const good = signWith(
      createChainTx(await pSpend(run, ewoq), subnet.id, owners(), { name: 'forged', vmId, genesis: {} }),
      [ewoq],
      ownerAuth(owners()).keys,
    );
    const forged = Uint8Array.from(good.bytes);
    forged.set(
      signTx(deriveKey(ewoq, 'mock-landing/stranger'), decodeTx(good.bytes).unsignedBytes),
      forged.length - 65,
    );
    await expect(
      run.api.call(P_PATH, 'platform.issueTx', { tx: encodeHexChecksum(forged), encoding: 'hex' }),
    ).rejects.toThrow(/unauthorized subnet modification: wrong signature/);
  });

  test('AddPermissionlessValidatorTx, AddPermissionlessDelegatorTx, AddSubnetValidatorTx: validator lists, sets from their heights, stake', async () => {
    const nodeId = deriveNodeId(ewoq, 'mock-landing/validator');
    const signer = deriveBlsSigner(ewoq, 'mock-landing/validator');
    const weight = run.minStake.validator;
    const end = now() + 30n * DAY;
    const totalBefore = BigInt(
      (await call('platform.getTotalStake', { subnetID: run.context.pBlockchainID })).weight as string,
    );
    const stakeBefore = BigInt(
      (await call('platform.getStake', { addresses: [text(ewoq)], encoding: 'hex' })).staked as string,
    );

    const validator = await commitPaid(run, ewoq, (s) =>
      addValidatorTx(s, { nodeId, start: now(), end, weight, rewardTo: ewoq.address }, signer, 200_000),
    );
    const at = await committedAt(validator);
    const listed = ((await call('platform.getCurrentValidators', { nodeIDs: [nodeId] })).validators as Obj[])[0]!;
    expect(listed).toMatchObject({
      txID: validator.id,
      nodeID: nodeId,
      endTime: String(end),
      weight: String(weight),
      delegationFee: '20.0000',
    });
    expect(listed.signer).toMatchObject({ publicKey: toHex(signer.publicKey) });
    expect((listed.validationRewardOwner as Obj).addresses).toEqual([text(ewoq)]);
    expect(((await call('platform.getValidatorsAt', { height: at })).validators as Obj)[nodeId]).toBe(String(weight));
    expect(((await call('platform.getValidatorsAt', { height: at - 1 })).validators as Obj)[nodeId]).toBeUndefined();
    expect(
      BigInt((await call('platform.getTotalStake', { subnetID: run.context.pBlockchainID })).weight as string),
    ).toBe(totalBefore + weight);
    const stake = await call('platform.getStake', { addresses: [text(ewoq)], encoding: 'hex' });
    expect(BigInt(stake.staked as string)).toBe(stakeBefore + weight);

    const delegated = run.minStake.delegator;
    const delegator = await commitPaid(run, ewoq, (s) =>
      addDelegatorTx(s, { nodeId, start: now(), end: end - DAY, weight: delegated, rewardTo: ewoq.address }),
    );
    const withDelegator = (
      (await call('platform.getCurrentValidators', { nodeIDs: [nodeId] })).validators as Obj[]
    )[0]!;
    expect(withDelegator.delegatorWeight).toBe(String(delegated));
    expect(withDelegator.delegators).toContainEqual(
      expect.objectContaining({
        txID: delegator.id,
        nodeID: nodeId,
        endTime: String(end - DAY),
        weight: String(delegated),
      }),
    );
    expect(((await call('platform.getValidatorsAt', { height: await height() })).validators as Obj)[nodeId]).toBe(
      String(weight + delegated),
    );

    const subnetEnd = end - 2n * DAY;
    const added = await commitPaid(
      run,
      ewoq,
      (s) => addSubnetValidatorTx(s, subnet.id, owners(), nodeId, { start: now(), end: subnetEnd }, 20n),
      ownerAuth(owners()).keys,
    );
    const subnetAt = await committedAt(added);
    expect((await call('platform.getCurrentValidators', { subnetID: subnet.id })).validators).toEqual([
      expect.objectContaining({ txID: added.id, nodeID: nodeId, endTime: String(subnetEnd), weight: '20' }),
    ]);
    expect((await call('platform.getValidatorsAt', { subnetID: subnet.id, height: subnetAt })).validators).toEqual({
      [nodeId]: '20',
    });
    expect((await call('platform.getValidatorsAt', { subnetID: subnet.id, height: subnetAt - 1 })).validators).toEqual(
      {},
    );
  });

  test('TransferSubnetOwnershipTx: getSubnet answers the new owner, and the old one can no longer authorise', async () => {
    const next: Owners = { keys: [coOwner()], threshold: 1 };
    await commitPaid(run, ewoq, (s) => transferOwnershipTx(s, subnet.id, owners(), next), ownerAuth(owners()).keys);
    const s = await call('platform.getSubnet', { subnetID: subnet.id });
    expect(s).toMatchObject({ controlKeys: [text(coOwner())], threshold: '1', isPermissioned: true });
    await expect(
      commitPaid(
        run,
        ewoq,
        (sp) => createChainTx(sp, subnet.id, { keys: [ewoq], threshold: 1 }, { name: 'old-owner', vmId, genesis: {} }),
        [ewoq],
      ),
    ).rejects.toThrow(/unauthorized subnet modification/);
  });
});

describe('L1: a subnet converted, one validator topped up, another disabled', () => {
  test('ConvertSubnetToL1Tx, IncreaseL1ValidatorBalanceTx, DisableL1ValidatorTx', async () => {
    const owners: Owners = { keys: [ewoq], threshold: 1 };
    const subnet = await commitPaid(run, ewoq, (s) => createSubnetTx(s, owners));
    const chain = await commitPaid(
      run,
      ewoq,
      (s) =>
        createChainTx(s, subnet.id, owners, {
          name: 'managerchain',
          vmId: 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy',
          genesis: {},
        }),
      [ewoq],
    );
    const manager = Uint8Array.from({ length: 20 }, (_, i) => i + 1);
    const specs = [0, 1].map((i) => ({
      nodeId: deriveNodeId(ewoq, `mock-landing/l1/${i}`),
      weight: BigInt(100 + i),
      balance: AVAX * BigInt(i + 1),
      signer: deriveBlsSigner(ewoq, `mock-landing/l1/${i}`),
      owner: ewoq.address,
    }));
    const converted = await commitPaid(
      run,
      ewoq,
      (s) => convertToL1Tx(s, subnet.id, owners, chain.id, manager, specs),
      [ewoq],
    );
    const at = await committedAt(converted);

    // The tx carries its validators sorted by node ID; the conversion ID hashes them in that order.
    const entries = decodeTx(converted.bytes).l1Validators!;
    const subnetBytes = cb58Decode(subnet.id);
    const conversion = concat(
      Uint8Array.of(0, 0),
      subnetBytes,
      cb58Decode(chain.id),
      u32(manager.length),
      manager,
      u32(entries.length),
      ...entries.map((v) => concat(u32(v.nodeId.length), v.nodeId, v.publicKey, u64(v.weight))),
    );
    expect(await call('platform.getSubnet', { subnetID: subnet.id })).toMatchObject({
      isPermissioned: false,
      conversionID: cb58Encode(sha256(conversion)),
      managerChainID: chain.id,
      managerAddress: toHex(manager),
    });
    const validationIds = entries.map((_, i) => cb58Encode(sha256(concat(subnetBytes, u32(i)))));
    const spec = (validationId: string) =>
      specs.find((s) =>
        Buffer.from(decodeNodeId(s.nodeId)).equals(Buffer.from(entries[validationIds.indexOf(validationId)]!.nodeId)),
      )!;
    const listed = (await call('platform.getCurrentValidators', { subnetID: subnet.id })).validators as Obj[];
    expect(listed.map((v) => v.validationID).sort()).toEqual([...validationIds].sort());
    for (const id of validationIds) {
      const v = await call('platform.getL1Validator', { validationID: id });
      expect(v).toMatchObject({
        subnetID: subnet.id,
        nodeID: spec(id).nodeId,
        weight: String(spec(id).weight),
        balance: String(spec(id).balance),
        publicKey: toHex(spec(id).signer.publicKey),
      });
    }
    expect((await call('platform.getValidatorsAt', { subnetID: subnet.id, height: at })).validators).toEqual(
      Object.fromEntries(specs.map((s) => [s.nodeId, String(s.weight)])),
    );

    const [first, second] = validationIds as [string, string];
    await commitPaid(run, ewoq, (s) => increaseL1BalanceTx(s, first, AVAX / 2n));
    expect((await call('platform.getL1Validator', { validationID: first })).balance).toBe(
      String(spec(first).balance + AVAX / 2n),
    );

    const disabled = await commitPaid(run, ewoq, (s) => disableL1ValidatorTx(s, second), [ewoq]);
    expect((await call('platform.getL1Validator', { validationID: second })).balance).toBe('0');
    expect(
      (await call('platform.getValidatorsAt', { subnetID: subnet.id, height: await height() })).validators,
    ).toEqual({ [spec(first).nodeId]: String(spec(first).weight) });
    // Its balance comes back to its remaining-balance owner: a UTXO of the disable tx after its outputs.
    const outputs = decodeTx(disabled.bytes).base!.outputs.length;
    const utxos = (
      (await call('platform.getUTXOs', { addresses: [text(ewoq)], limit: 1024, encoding: 'hex' })).utxos as string[]
    ).map((h) => decodeUtxo(decodeHexChecksum(h)));
    const refund = utxos.find((u) => cb58Encode(u.txId) === disabled.id && u.outputIndex === outputs);
    expect(refund?.output.amount).toBe(spec(second).balance);
  });
});

describe('Helicon: an auto-renewed validator and its config', () => {
  test('AddAutoRenewedValidatorTx lists the validator for one period from its block; SetAutoRenewedValidatorConfigTx by its authority is committed', async () => {
    const page = (await call('platform.getUTXOs', { addresses: [text(ewoq)], limit: 1024, encoding: 'hex' }))
      .utxos as string[];
    const largest = spendableUtxos(
      ewoq,
      page.map((h) => decodeHexChecksum(h)),
      now(),
    ).sort((a, b) => (a.output.amount < b.output.amount ? 1 : -1))[0]!;
    const nodeId = deriveNodeId(ewoq, 'mock-landing/auto-renewed');
    const period = 14n * DAY;
    const weight = run.minStake.validator;
    const validator = addAutoRenewedValidatorTx({
      networkId: run.context.networkID,
      payer: ewoq,
      utxos: [largest],
      nodeId: decodeNodeId(nodeId),
      signer: deriveBlsSigner(ewoq, 'mock-landing/auto-renewed'),
      weight,
      shares: 100_000,
      period,
    });
    await run.api.commitP(() => validator);
    const listed = ((await call('platform.getCurrentValidators', { nodeIDs: [nodeId] })).validators as Obj[])[0]!;
    expect(listed).toMatchObject({ txID: validator.id, weight: String(weight), delegationFee: '10.0000' });
    expect(BigInt(listed.endTime as string) - BigInt(listed.startTime as string)).toBe(period);

    const config = setAutoRenewedValidatorConfigTx(
      run.context.networkID,
      ewoq,
      validator.id,
      validator.change,
      largest.assetId,
      500_000,
      0n,
    );
    await run.api.commitP(() => config);
    const json = (await call('platform.getTx', { txID: config.id, encoding: 'json' })).tx as { unsignedTx: Obj };
    expect(json.unsignedTx).toMatchObject({ txID: validator.id, autoCompoundRewardShares: 500_000, period: 0 });
  });
});
