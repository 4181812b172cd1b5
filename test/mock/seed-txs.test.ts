// The txs seeding issues, built without a node: each one decoded with the project's own codec (an
// implementation independent of @avalabs/avalanchejs, which builds them), its fields and owners
// checked, and every signature recovered to the key that should have made it.
import { describe, expect, test } from 'vitest';
import { decodeTx, encodeSignedTx, encodeUtxo, type DecodedTx } from '../../src/codec/codec.js';
import { acceptedTxValue } from '../../src/mock/chain/tx-value.js';
import { cb58Decode, cb58Encode, decodeNodeId, encodeNodeId } from '../../src/encoding/cb58.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { toHex } from '../../src/encoding/hex.js';
import { blsKeyPair } from '../../src/tx/bls.js';
import { feeDimensions, l1Validator, utxoFromBytes, type AvaContext, type AvaUtxo } from '../../src/tx/avalanchejs.js';
import { deriveBlsSigner, deriveKey, deriveNodeId, evmAddressOf } from '../../src/tx/derive.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey, signerOf, type SigningKey } from '../../src/tx/key.js';
import {
  addDelegatorTx,
  addSubnetValidatorTx,
  addValidatorTx,
  cExportToPTx,
  convertToL1Tx,
  createChainTx,
  createSubnetTx,
  disableL1ValidatorTx,
  fundTx,
  importTx,
  increaseL1BalanceTx,
  manyOutputsTx,
  MAX_OUTPUTS_PER_TX,
  outputBatches,
  ownerAddresses,
  ownerAuth,
  removeSubnetValidatorTx,
  signWith,
  transferOwnershipTx,
  xBaseTx,
  xExportToPTx,
  type Owners,
  type PSpend,
} from '../../src/tx/seed-txs.js';

const AVAX = 1_000_000_000n;
const AVAX_ID = '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe';
const X_CHAIN = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
const context: AvaContext = {
  networkID: 12345,
  hrp: 'local',
  xBlockchainID: X_CHAIN,
  pBlockchainID: '11111111111111111111111111111111LpoYY',
  cBlockchainID: '2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC',
  avaxAssetID: AVAX_ID,
  baseTxFee: 1_000_000n,
  createAssetTxFee: 1_000_000n,
  platformFeeConfig: {
    weights: feeDimensions([1, 1000, 1000, 4]),
    maxCapacity: 1_000_000n,
    maxPerSecond: 100_000n,
    targetPerSecond: 50_000n,
    minPrice: 1n,
    excessConversionConstant: 2_164_043n,
  },
};
const feeState = { capacity: 1_000_000n, excess: 0n, price: 4n, timestamp: '2026-01-06T04:00:00Z' };
const signer = parsePrivateKey(LOCAL_PREFUNDED_KEY);
const other = deriveKey(signer, 'test/other');
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** A spendable UTXO of `amount` owned by `owner` (tx ID from `n`), as a node would list it. */
function utxo(owner: SigningKey, amount: bigint, n: number, chain: 'P' | 'X' = 'P'): AvaUtxo {
  const bytes = encodeUtxo({
    txId: new Uint8Array(32).fill(n),
    outputIndex: 0,
    assetId: cb58Decode(AVAX_ID),
    output: { amount, locktime: 0n, threshold: 1, addresses: [owner.address] },
  });
  return utxoFromBytes(bytes, chain);
}
const spend = (payer: SigningKey = signer): PSpend => ({
  context,
  feeState,
  payer,
  utxos: [utxo(payer, 10_000n * AVAX, 1)],
});

/** Decodes signed bytes, checks the ID, and returns the decoded tx. */
function decoded(s: { bytes: Uint8Array; id: string }): DecodedTx {
  const d = decodeTx(s.bytes);
  expect(hex(d.id)).toBe(hex(sha256(s.bytes)));
  expect(hex(cb58Decode(s.id))).toBe(hex(d.id));
  return d;
}
/** The short IDs that made each signature of credential `i`. */
const signers = (d: DecodedTx, i: number) =>
  d.credentials[i]!.map((sig) => hex(signerOf(d.unsignedBytes, sig) ?? new Uint8Array()));
/** nAVAX burned: consumed minus produced (fee plus any excess). */
const burned = (d: DecodedTx, extraOut = 0n) =>
  d.base!.inputs.reduce((s, i) => s + i.amount, 0n) +
  (d.importedInputs ?? []).reduce((s, i) => s + i.amount, 0n) -
  d.base!.outputs.reduce((s, o) => s + o.output.amount, 0n) -
  extraOut;

const owners: Owners = { keys: [signer, other], threshold: 2 };

describe('multi-output BaseTxs', () => {
  test('batches of at most MAX_OUTPUTS_PER_TX make up the count', () => {
    expect(outputBatches(3001)).toEqual([780, 780, 780, 661]);
    expect(outputBatches(1025)).toEqual([780, 245]);
    expect(outputBatches(0)).toEqual([]);
  });

  test('a full batch stays under the 64 KiB mempool limit, pays a fee, and gives the address one UTXO per output', () => {
    const to = deriveKey(signer, 'utxos-3001').address;
    const s = signWith(manyOutputsTx(spend(), to, MAX_OUTPUTS_PER_TX, 1_000n), [signer]);
    expect(s.bytes.length).toBeLessThan(64 * 1024);
    const d = decoded(s);
    expect(d.typeId).toBe(34);
    expect(
      d.base!.outputs.filter((o) => hex(o.output.addresses[0]!) === hex(to) && o.output.amount === 1_000n),
    ).toHaveLength(MAX_OUTPUTS_PER_TX);
    expect(burned(d)).toBeGreaterThan(0n);
    expect(signers(d, 0)).toEqual([hex(signer.address)]);
  });

  test('a fund tx pays each grant one output', () => {
    const d = decoded(signWith(fundTx(spend(), [{ to: other.address, amount: 5n * AVAX }]), [signer]));
    expect(
      d.base!.outputs.some((o) => hex(o.output.addresses[0]!) === hex(other.address) && o.output.amount === 5n * AVAX),
    ).toBe(true);
  });

  test('signing without the key of an input fails instead of issuing a half-signed tx', () => {
    expect(() => signWith(manyOutputsTx(spend(), other.address, 2, 1_000n), [other])).toThrow(/not fully signed/);
  });
});

describe('subnet txs', () => {
  test('CreateSubnetTx stores the control keys sorted, with the threshold', () => {
    const d = decoded(signWith(createSubnetTx(spend(), owners), [signer]));
    expect(d.typeId).toBe(16);
    expect(d.owner!.threshold).toBe(2);
    expect(d.owner!.addresses.map(hex)).toEqual(ownerAddresses(owners).map(hex));
    expect([...d.owner!.addresses.map(hex)].sort()).toEqual(d.owner!.addresses.map(hex));
  });

  test("CreateChainTx, AddSubnetValidatorTx, RemoveSubnetValidatorTx and TransferSubnetOwnershipTx carry the owners' authorisation, signed by both keys in address order", () => {
    const subnetId = '2cNZbPCVYuBNbhh1JfrhKvXpUcUad2qvcuNyEBkLuGWeh9JXAZ';
    const auth = ownerAuth(owners);
    expect(auth.indices).toEqual([0, 1]);
    const chain = decoded(
      signWith(
        createChainTx(spend(), subnetId, owners, {
          name: 'c',
          vmId: 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy',
          genesis: { a: 1 },
        }),
        [signer],
        auth.keys,
      ),
    );
    const nodeId = deriveNodeId(signer, 'test');
    const validator = decoded(
      signWith(
        addSubnetValidatorTx(spend(), subnetId, owners, nodeId, { start: 1n, end: 1000n }, 20n),
        [signer],
        auth.keys,
      ),
    );
    const removal = decoded(signWith(removeSubnetValidatorTx(spend(), subnetId, owners, nodeId), [signer], auth.keys));
    const transfer = decoded(
      signWith(transferOwnershipTx(spend(), subnetId, owners, { keys: [other], threshold: 1 }), [signer], auth.keys),
    );
    for (const d of [chain, validator, removal, transfer]) {
      expect(hex(d.subnetId!)).toBe(hex(cb58Decode(subnetId)));
      expect(d.subnetAuth).toEqual([0, 1]);
      expect(signers(d, d.credentials.length - 1)).toEqual(ownerAddresses(owners).map(hex));
    }
    expect([chain.typeId, validator.typeId, removal.typeId, transfer.typeId]).toEqual([15, 13, 23, 33]);
    expect(hex(removal.removedNodeId!)).toBe(hex(decodeNodeId(nodeId)));
    // The codec value the mock's block holds encodes back to the very bytes avalanchejs signed.
    expect(hex(encodeSignedTx(acceptedTxValue(removal)!))).toBe(hex(removal.bytes));
    expect([hex(validator.validator!.nodeId), validator.validator!.end, validator.validator!.weight]).toEqual([
      hex(decodeNodeId(nodeId)),
      1000n,
      20n,
    ]);
    expect([transfer.owner!.threshold, transfer.owner!.addresses.map(hex)]).toEqual([1, [hex(other.address)]]);
  });

  test('ConvertSubnetToL1Tx carries BLS-keyed validators; IncreaseL1ValidatorBalanceTx and DisableL1ValidatorTx name the validation ID', () => {
    const lane = deriveKey(signer, 'lane/l1');
    const l1Owners: Owners = { keys: [lane], threshold: 1 };
    const validators = [0, 1].map((i) => ({
      nodeId: deriveNodeId(signer, `l1/${i}`),
      weight: 100n,
      balance: AVAX,
      signer: deriveBlsSigner(signer, `l1/${i}`),
      owner: lane.address,
    }));
    const chainId = '27FymrXtff1N9iQKMGuwYZiFHq455PHxiNphSGTVtLAKgG8yCF';
    const d = decoded(
      signWith(
        convertToL1Tx(
          spend(lane),
          '2uR2nBij4zgSmHYnTMhBixhigtSsCTq5bFqF1DrVoU6umMV9Vq',
          l1Owners,
          chainId,
          new Uint8Array(20),
          validators,
        ),
        [lane],
        ownerAuth(l1Owners).keys,
      ),
    );
    expect(d.typeId).toBe(35);
    expect(hex(d.managerChainId!)).toBe(hex(cb58Decode(chainId)));
    expect(d.l1Validators!.map((v) => [hex(v.nodeId), v.weight, v.balance, hex(v.publicKey)]).sort()).toEqual(
      validators.map((v) => [hex(decodeNodeId(v.nodeId)), 100n, AVAX, hex(v.signer.publicKey)]).sort(),
    );
    // The validators' balances are paid on top of the fee.
    expect(burned(d)).toBeGreaterThan(2n * AVAX);
    const validationId = 'xa9jSQ6HYqheD8jYH4koGQJBjA8aSPo7jgDgXBYD9EdUVtGwT';
    const inc = decoded(signWith(increaseL1BalanceTx(spend(lane), validationId, AVAX / 2n), [lane]));
    const dis = decoded(signWith(disableL1ValidatorTx(spend(lane), validationId), [lane], [lane]));
    expect([inc.typeId, hex(inc.validationId!), inc.balance]).toEqual([38, hex(cb58Decode(validationId)), AVAX / 2n]);
    expect([dis.typeId, hex(dis.validationId!), dis.subnetAuth]).toEqual([39, hex(cb58Decode(validationId)), [0]]);
    expect(signers(dis, dis.credentials.length - 1)).toEqual([hex(lane.address)]);
  });

  test('a proof of possession that does not match its key is refused before any tx is built', () => {
    const a = deriveBlsSigner(signer, 'a');
    const b = deriveBlsSigner(signer, 'b');
    expect(() =>
      l1Validator(deriveNodeId(signer, 'x'), 1n, 1n, a.publicKey, b.proofOfPossession, [signer.address]),
    ).toThrow(/proof of possession/i);
  });
});

describe('staking txs', () => {
  test('AddPermissionlessValidatorTx stakes the weight with a BLS signer; AddPermissionlessDelegatorTx stakes on the node', () => {
    const bls = deriveBlsSigner(signer, 'rewards/1');
    const nodeId = deriveNodeId(signer, 'rewards/1');
    const stake = { nodeId, start: 10n, end: 40n, weight: 2000n * AVAX, rewardTo: signer.address };
    const v = decoded(signWith(addValidatorTx(spend(), stake, bls, 200_000), [signer]));
    expect(v.typeId).toBe(25);
    expect([hex(v.validator!.nodeId), v.validator!.end, v.validator!.weight]).toEqual([
      hex(decodeNodeId(nodeId)),
      40n,
      2000n * AVAX,
    ]);
    expect(hex(v.signer!.publicKey)).toBe(hex(bls.publicKey));
    expect(v.stake!.reduce((s, o) => s + o.output.amount, 0n)).toBe(2000n * AVAX);
    expect(v.owner!.addresses.map(hex)).toEqual([hex(signer.address)]);
    const g = decoded(signWith(addDelegatorTx(spend(), { ...stake, weight: 100n * AVAX }), [signer]));
    expect(g.typeId).toBe(26);
    expect(g.stake!.reduce((s, o) => s + o.output.amount, 0n)).toBe(100n * AVAX);
  });
});

describe('atomic and other-chain txs', () => {
  test('ImportTx takes the atomic UTXO from X and pays the fee out of it', () => {
    const atomic = utxo(signer, 2n * AVAX, 5, 'P');
    const d = decoded(
      signWith(importTx({ context, feeState, payer: signer, utxos: [atomic] }, X_CHAIN, signer.address), [signer]),
    );
    expect(d.typeId).toBe(17);
    expect(hex(d.sourceChain!)).toBe(hex(cb58Decode(X_CHAIN)));
    expect(d.importedInputs!.map((i) => i.amount)).toEqual([2n * AVAX]);
    expect(d.base!.inputs).toHaveLength(0);
    expect(burned(d)).toBeGreaterThan(0n);
    expect(signers(d, 0)).toEqual([hex(signer.address)]);
  });

  test('X-Chain BaseTx and ExportTx, and the C-Chain ExportTx, are fully signed', () => {
    const xUtxos = [utxo(signer, 100n * AVAX, 6, 'X')];
    for (const built of [
      xBaseTx(context, signer, xUtxos, signer.address, [AVAX]),
      xExportToPTx(context, signer, xUtxos, signer.address, [2n * AVAX, 3n * AVAX]),
    ]) {
      const s = signWith(built, [signer]);
      expect(s.bytes.subarray(0, 2)).toEqual(new Uint8Array([0, 0]));
      expect(s.id).toBe(cb58Encode(sha256(s.bytes)));
    }
    const c = signWith(cExportToPTx(context, evmAddressOf(signer), 1n, 0n, signer.address, 4n * AVAX), [signer]);
    expect(c.id).toBe(cb58Encode(sha256(c.bytes)));
  });
});

describe('derived keys and signers', () => {
  test('derivation is deterministic per label and distinct across labels', () => {
    expect(hex(deriveKey(signer, 'a').privateKey)).toBe(hex(deriveKey(signer, 'a').privateKey));
    expect(hex(deriveKey(signer, 'a').address)).not.toBe(hex(deriveKey(signer, 'b').address));
    expect(deriveNodeId(signer, 'a')).toMatch(/^NodeID-/);
    expect(encodeNodeId(decodeNodeId(deriveNodeId(signer, 'a')))).toBe(deriveNodeId(signer, 'a'));
  });

  test("a derived BLS signer is the key pair of the mock's construction, and its proof of possession verifies", () => {
    const s = deriveBlsSigner(signer, 'k');
    expect(s.publicKey).toHaveLength(48);
    expect(s.proofOfPossession).toHaveLength(96);
    expect(() =>
      l1Validator(deriveNodeId(signer, 'k'), 1n, 1n, s.publicKey, s.proofOfPossession, [signer.address]),
    ).not.toThrow();
    const again = blsKeyPair(sha256(new Uint8Array([1])));
    expect(() =>
      l1Validator(deriveNodeId(signer, 'k'), 1n, 1n, again.publicKey, again.signature, [signer.address]),
    ).not.toThrow();
  });

  test("the genesis key's EVM address is the one local networks fund on the C-Chain (facts node-local §5.3)", () => {
    expect(toHex(evmAddressOf(signer))).toBe('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC'.toLowerCase());
  });
});
