// The L1 txs that carry a Warp message (RegisterL1ValidatorTx 36, SetL1ValidatorWeightTx 37): their values encode to
// bytes the decoder reads back, and the mock rebuilds from them; the signed Warp messages the harness builds
// (src/tx/warp-message.ts) read back with the decoder written apart (src/codec/warp.ts), field by field, their bit set
// naming each signer's index in the set sorted by uncompressed key and their aggregate signature valid for those keys.
import { describe, expect, test } from 'vitest';
import { decodeTx } from '../../src/codec/codec.js';
import type { SignedTx } from '../../src/codec/codec-values.js';
import { compareBytes, encodeSignedTx } from '../../src/codec/encode.js';
import { decodeAddressedCall, decodeL1Message, decodeWarpMessage } from '../../src/codec/warp.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { acceptedTxValue } from '../../src/mock/chain/tx-value.js';
import { blsKeyPair, blsSecretKey, blsVerifyAggregate, uncompressedPublicKey } from '../../src/tx/bls.js';
import {
  addressedCall,
  l1ValidatorWeightMessage,
  registerL1ValidatorMessage,
  signedWarpMessage,
} from '../../src/tx/warp-message.js';

const fill = (n: number, v: number) => new Uint8Array(n).fill(v);
const base = {
  networkId: 12345,
  blockchainId: fill(32, 0),
  outputs: [],
  inputs: [{ txId: fill(32, 0xff), outputIndex: 1, assetId: fill(32, 0x21), amount: 5_000n, sigIndices: [0] }],
  memo: new Uint8Array(0),
};
const keys = [1, 2, 3].map((v) => {
  const seed = fill(32, v);
  return { ...blsKeyPair(seed), secret: blsSecretKey(seed) };
});

describe('RegisterL1ValidatorTx and SetL1ValidatorWeightTx', () => {
  test('encode, decode and rebuild to the same bytes', () => {
    const message = Uint8Array.from([0, 0, 1, 2, 3]);
    const txs: SignedTx[] = [
      {
        unsigned: {
          type: 'RegisterL1ValidatorTx',
          ...base,
          balance: 7n,
          proofOfPossession: fill(96, 9),
          message,
        },
        credentials: [[fill(65, 1)]],
      },
      { unsigned: { type: 'SetL1ValidatorWeightTx', ...base, message }, credentials: [[fill(65, 1)]] },
    ];
    for (const tx of txs) {
      const bytes = encodeSignedTx(tx);
      const d = decodeTx(bytes);
      expect(d.typeId).toBe(tx.unsigned.type === 'RegisterL1ValidatorTx' ? 36 : 37);
      expect(d.warpMessage).toEqual(message);
      if (tx.unsigned.type === 'RegisterL1ValidatorTx') {
        expect(d.balance).toBe(7n);
        expect(d.proofOfPossession).toEqual(fill(96, 9));
      }
      expect(Buffer.from(encodeSignedTx(acceptedTxValue(d)!)).equals(Buffer.from(bytes))).toBe(true);
    }
  });
});

describe('a signed Warp message', () => {
  test('an L1ValidatorWeightMessage: codec version, type 3, validation ID, nonce, weight', () => {
    const bytes = l1ValidatorWeightMessage(fill(32, 5), 3n, 40n);
    expect(Buffer.from(bytes.subarray(0, 6)).toString('hex')).toBe('000000000003');
    expect(decodeL1Message(bytes)).toEqual({
      type: 'L1ValidatorWeight',
      validationId: fill(32, 5),
      nonce: 3n,
      weight: 40n,
    });
  });

  test('a registration reads back, its validation ID the hash of its bytes', () => {
    const bytes = registerL1ValidatorMessage({
      subnetId: fill(32, 1),
      nodeId: fill(20, 2),
      blsPublicKey: keys[0]!.publicKey,
      expiry: 1_000n,
      owner: fill(20, 3),
      weight: 20n,
    });
    const m = decodeL1Message(bytes);
    expect(m).toMatchObject({
      type: 'RegisterL1Validator',
      subnetId: fill(32, 1),
      nodeId: fill(20, 2),
      expiry: 1_000n,
      remainingBalanceOwner: { threshold: 1, addresses: [fill(20, 3)] },
      disableOwner: { threshold: 1, addresses: [fill(20, 3)] },
      weight: 20n,
    });
    expect(m.validationId).toEqual(sha256(bytes));
  });

  test("its bit set names the signers' indices in the uncompressed-key order, and their aggregate signature verifies", () => {
    const payload = addressedCall(fill(20, 7), l1ValidatorWeightMessage(fill(32, 5), 0n, 1n));
    // The first and third key sign; the second is in the set without signing.
    const set = keys.map((k, i) => ({ publicKey: k.publicKey, secret: i === 1 ? null : k.secret }));
    const w = decodeWarpMessage(signedWarpMessage(12345, fill(32, 8), payload, set));
    expect(w.networkId).toBe(12345);
    expect(w.sourceChainId).toEqual(fill(32, 8));
    expect(decodeAddressedCall(w.payload)).toEqual({
      sourceAddress: fill(20, 7),
      payload: decodeAddressedCall(payload).payload,
    });
    const order = [...keys].sort((a, b) =>
      compareBytes(uncompressedPublicKey(a.publicKey), uncompressedPublicKey(b.publicKey)),
    );
    const bits = [keys[0]!, keys[2]!].reduce((n, k) => n | (1 << order.indexOf(k)), 0);
    expect(w.signers).toEqual(Uint8Array.from([bits]));
    expect(blsVerifyAggregate([keys[0]!.publicKey, keys[2]!.publicKey], w.unsignedBytes, w.signature)).toBe(true);
    // Not the signature of the three, nor of another message.
    expect(
      blsVerifyAggregate(
        keys.map((k) => k.publicKey),
        w.unsignedBytes,
        w.signature,
      ),
    ).toBe(false);
    expect(blsVerifyAggregate([keys[0]!.publicKey, keys[2]!.publicKey], w.payload, w.signature)).toBe(false);
  });
});
