// The P-Chain codec: the mock's bytes decode with our decoder and with @avalabs/avalanchejs, an
// independent implementation, which re-serialises them byte for byte.
import { createHash } from 'node:crypto';
import * as avalanche from '@avalabs/avalanchejs';
import { describe, expect, test } from 'vitest';
import { decodeBlock, decodeSignedTx, decodeUtxo } from '../src/codec/index.js';
import { cb58Encode } from '../src/encoding/cb58.js';
import { generateChain } from '../src/mock/chain/generate.js';

const state = generateChain({ seed: 1 });
const manager = avalanche.utils.getManagerForVM('PVM');
type Unpackable = Parameters<typeof manager.unpack>[1];
// avaxSerial is exported at run time, but the package's type index leaves it out.
const { SignedTx } = (avalanche as unknown as { avaxSerial: { SignedTx: Unpackable } }).avaxSerial;
const { Utxo } = avalanche;

describe('P-Chain codec', () => {
  test('every block decodes; its ID is sha256 of its bytes and its tx IDs are the txs it holds', () => {
    for (const b of state.blocks) {
      const d = decodeBlock(b.bytes);
      expect(cb58Encode(d.id)).toBe(b.id);
      expect(Number(d.height)).toBe(b.height);
      expect(d.txs.map((t) => cb58Encode(t.id))).toEqual(b.txIds);
      if (b.height > 0) expect(cb58Encode(d.parentId)).toBe(b.parentId);
    }
  });

  test('every tx decodes and its ID is sha256 of its signed bytes', () => {
    for (const tx of state.txs.values()) {
      expect(cb58Encode(decodeSignedTx(tx.bytes).id)).toBe(tx.id);
      expect(cb58Encode(new Uint8Array(createHash('sha256').update(tx.bytes).digest()))).toBe(tx.id);
    }
  });

  test('avalanchejs reads every tx type the mock writes and re-serialises it byte for byte', () => {
    const seen = new Set<string>();
    for (const tx of state.txs.values()) {
      const signed = manager.unpack(tx.bytes, SignedTx) as unknown as { unsignedTx: { _type: string }; toBytes(): Uint8Array };
      seen.add(signed.unsignedTx._type);
      expect(Buffer.from(signed.toBytes()).equals(Buffer.from(tx.bytes))).toBe(true);
    }
    expect([...seen].sort()).toEqual(['pvm.AddPermissionlessDelegator', 'pvm.AddPermissionlessValidator', 'pvm.BaseTx', 'pvm.ConvertSubnetToL1Tx', 'pvm.CreateChainTx', 'pvm.CreateSubnetTx', 'pvm.TransformSubnetTx']);
  });

  test('avalanchejs and our decoder read the same UTXO: asset, owners and UTXO ID', () => {
    for (const list of [...state.utxosByAddress.values()].slice(0, 20)) {
      const u = list[0]!;
      const theirs = manager.unpack(u.bytes, Utxo);
      const ours = decodeUtxo(u.bytes);
      expect(theirs.getAssetId()).toBe(cb58Encode(ours.assetId));
      expect(theirs.ID()).toBe(cb58Encode(ours.utxoId));
      expect(cb58Encode(ours.utxoId)).toBe(u.id);
    }
  });

  test('the decoder rejects trailing bytes, unknown type IDs and a wrong codec version', () => {
    const tx = [...state.txs.values()][0]!.bytes;
    expect(() => decodeSignedTx(new Uint8Array([...tx, 0]))).toThrow(/trailing/);
    expect(() => decodeSignedTx(new Uint8Array([0, 0, 0, 0, 0, 99]))).toThrow(/unknown type ID 99/);
    expect(() => decodeSignedTx(new Uint8Array([0, 1, ...tx.subarray(2)]))).toThrow(/codec version/);
  });
});
