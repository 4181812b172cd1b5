// The X-Chain's AVM txs and blocks and the C-Chain's coreth blocks the mock's indexes serve: encode → decode round
// trips, their IDs, and readers written elsewhere: avalanchejs's AVM codec reads the txs, @ethereumjs/rlp the blocks.
import * as avalanche from '@avalabs/avalanchejs';
import { decode as rlpDecode, encode as rlpReference } from '@ethereumjs/rlp';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, test } from 'vitest';
import { decodeAvmBlock, encodeAvmBlock } from '../../src/codec/avm/block.js';
import { avmUnsignedBytes, decodeAvmTx, encodeAvmTx, type AvmBaseTx } from '../../src/codec/avm/tx.js';
import { avmTypeId } from '../../src/codec/avm/type-ids.js';
import { EMPTY_ROOT_HASH, EMPTY_UNCLE_HASH, encodeCBlock, type CBlock } from '../../src/codec/c-block.js';
import { decodeProposerBlock } from '../../src/codec/proposervm.js';
import { rlpEncode, uintBytes, type RlpItem } from '../../src/codec/rlp.js';
import { TYPE } from '../../src/codec/codec-values.js';
import { cb58Decode, cb58Encode } from '../../src/encoding/cb58.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { toHex } from '../../src/encoding/hex.js';
import { containersOf } from '../../src/mock/chain/containers.js';
import { generateChain } from '../../src/mock/chain/generate.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey, signerOf, signTx } from '../../src/tx/key.js';

const fill = (n: number, v: number) => new Uint8Array(n).fill(v);
const KEY = parsePrivateKey(LOCAL_PREFUNDED_KEY);

function transfer(): AvmBaseTx {
  const unsigned = {
    networkId: 12345,
    blockchainId: fill(32, 0x0a),
    memo: Uint8Array.of(1, 2),
    outputs: [
      { assetId: fill(32, 0x21), output: { amount: 5n, locktime: 0n, threshold: 1, addresses: [fill(20, 0x44)] } },
    ],
    inputs: [{ txId: fill(32, 0xff), outputIndex: 3, assetId: fill(32, 0x21), amount: 6n, sigIndices: [0] }],
  };
  return { unsigned, credentials: [[signTx(KEY, avmUnsignedBytes(unsigned))]] };
}

/** avalanchejs's reading of signed AVM tx bytes, through its AVM codec manager (its declarations do not reach NodeNext). */
interface AvaSignedTx {
  unsignedTx: {
    _type: string;
    baseTx: {
      NetworkId: { value(): number };
      outputs: Array<{ amount(): bigint }>;
      inputs: Array<{ amount(): bigint }>;
    };
  };
  getAllSignatures(): unknown[];
  toBytes(codec: unknown): Uint8Array;
}
interface AvaLib {
  avaxSerial: { SignedTx: unknown };
  utils: {
    getManagerForVM(vm: 'AVM'): { unpack(bytes: Uint8Array, type: unknown): AvaSignedTx; getDefaultCodec(): unknown };
  };
}
const ava = avalanche as unknown as AvaLib;

describe('AVM codec', () => {
  test("type IDs follow the parser's registration: txs 0–4, fxs' types, StandardBlock 20; secp256k1fx's are the P-Chain codec's", () => {
    expect(avmTypeId('BaseTx')).toBe(0);
    expect(avmTypeId('StandardBlock')).toBe(20);
    expect([
      avmTypeId('secp256k1fx.TransferInput'),
      avmTypeId('secp256k1fx.TransferOutput'),
      avmTypeId('secp256k1fx.Credential'),
    ]).toEqual([TYPE.transferInput, TYPE.transferOutput, TYPE.credential]);
  });

  test('a BaseTx decodes to what was encoded; its ID is sha256 of the signed bytes; the credential recovers the signer', () => {
    const tx = transfer();
    const { bytes, id } = encodeAvmTx(tx);
    const d = decodeAvmTx(bytes);
    expect(d.typeId).toBe(0);
    expect(d.base).toEqual({
      ...tx.unsigned,
      outputs: [{ assetId: tx.unsigned.outputs[0]!.assetId, output: { typeId: 7, ...tx.unsigned.outputs[0]!.output } }],
      inputs: [{ ...tx.unsigned.inputs[0]!, typeId: 5 }],
    });
    expect(d.credentials).toEqual(tx.credentials);
    expect(id).toEqual(sha256(bytes));
    expect(d.id).toEqual(id);
    expect(d.unsignedBytes).toEqual(avmUnsignedBytes(tx.unsigned));
    expect(signerOf(d.unsignedBytes, d.credentials[0]![0]!)).toEqual(KEY.address);
  });

  test('the bytes field by field: version, BaseTx (0), fields, one secp256k1fx credential (9) of a 65-byte signature', () => {
    const tx = transfer();
    const hex = toHex(encodeAvmTx(tx).bytes).slice(2);
    const sig = toHex(tx.credentials[0]![0]!).slice(2);
    const expected =
      '0000' +
      '00000000' +
      '00003039' +
      '0a'.repeat(32) +
      '00000001' +
      '21'.repeat(32) +
      '00000007' +
      '0000000000000005' +
      '0000000000000000' +
      '00000001' +
      '00000001' +
      '44'.repeat(20) +
      '00000001' +
      'ff'.repeat(32) +
      '00000003' +
      '21'.repeat(32) +
      '00000005' +
      '0000000000000006' +
      '00000001' +
      '00000000' +
      '00000002' +
      '0102' +
      '00000001' +
      '00000009' +
      '00000001' +
      sig;
    expect(hex).toBe(expected);
  });

  test("a StandardBlock decodes to what was encoded; its txs carry the signed txs' IDs; its ID is sha256 of its bytes", () => {
    const txs = [transfer(), transfer()];
    const block = { parentId: fill(32, 7), height: 9n, time: 1_700_000_000n, merkleRoot: new Uint8Array(32), txs };
    const { bytes, id } = encodeAvmBlock(block);
    expect(toHex(bytes.subarray(0, 6))).toBe('0x000000000014');
    const d = decodeAvmBlock(bytes);
    expect({ parentId: d.parentId, height: d.height, time: d.time, merkleRoot: d.merkleRoot }).toEqual({
      parentId: block.parentId,
      height: 9n,
      time: 1_700_000_000n,
      merkleRoot: block.merkleRoot,
    });
    expect(d.txs.map((t) => t.id)).toEqual(txs.map((t) => encodeAvmTx(t).id));
    expect(d.txs.map((t) => t.bytes)).toEqual(txs.map((t) => encodeAvmTx(t).bytes));
    expect(id).toEqual(sha256(bytes));
  });

  test("avalanchejs's AVM codec reads the tx: a BaseTx of the same amounts and signature, written back byte for byte", () => {
    const tx = transfer();
    const { bytes } = encodeAvmTx(tx);
    const manager = ava.utils.getManagerForVM('AVM');
    const read = manager.unpack(bytes, ava.avaxSerial.SignedTx);
    expect(read.unsignedTx._type).toBe('avm.BaseTx');
    expect(read.unsignedTx.baseTx.NetworkId.value()).toBe(12345);
    expect(read.unsignedTx.baseTx.outputs.map((o) => o.amount())).toEqual([5n]);
    expect(read.unsignedTx.baseTx.inputs.map((i) => i.amount())).toEqual([6n]);
    expect(read.getAllSignatures()).toHaveLength(1);
    expect(read.toBytes(manager.getDefaultCodec())).toEqual(bytes);
  });
});

describe('RLP', () => {
  test("the yellow paper's cases: one low byte is itself, short and long strings and lists, integers without leading zeros", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(toHex(rlpEncode(text('dog')))).toBe('0x83646f67');
    expect(toHex(rlpEncode([text('cat'), text('dog')]))).toBe('0xc88363617483646f67');
    expect(toHex(rlpEncode(new Uint8Array(0)))).toBe('0x80');
    expect(toHex(rlpEncode([]))).toBe('0xc0');
    expect(toHex(rlpEncode(uintBytes(0n)))).toBe('0x80');
    expect(toHex(rlpEncode(uintBytes(15n)))).toBe('0x0f');
    expect(toHex(rlpEncode(uintBytes(1024n)))).toBe('0x820400');
    expect(toHex(rlpEncode([[], [[]], [[], [[]]]]))).toBe('0xc7c0c1c0c3c0c1c0');
    const long = text('Lorem ipsum dolor sit amet, consectetur adipisicing elit');
    expect(toHex(rlpEncode(long))).toBe('0xb838' + toHex(long).slice(2));
  });

  test('agrees with @ethereumjs/rlp on long strings and long nested lists', () => {
    const items: RlpItem[] = [
      fill(300, 0xab),
      [fill(56, 1), Uint8Array.of(0x7f), Uint8Array.of(0x80), [fill(1_000, 2)]],
      uintBytes(2n ** 64n - 1n),
    ];
    expect(rlpEncode(items)).toEqual(rlpReference(items as Uint8Array[]));
  });
});

describe('C-Chain block', () => {
  const block: CBlock = {
    parentHash: fill(32, 0x11),
    stateRoot: fill(32, 0x22),
    number: 7n,
    gasLimit: 15_000_000n,
    time: 1_700_000_000n,
    baseFee: 25_000_000_000n,
    minDelayExcess: 7_970_124n,
  };

  test('the well-known empty hashes', () => {
    expect(toHex(EMPTY_UNCLE_HASH)).toBe('0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347');
    expect(toHex(EMPTY_ROOT_HASH)).toBe('0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421');
  });

  test("@ethereumjs/rlp reads [header, txs, uncles, version, extdata] with coreth's 24 header fields in order; the hash is keccak256 of the header", () => {
    const { bytes, hash } = encodeCBlock(block);
    const decoded = rlpDecode(bytes) as Array<Uint8Array | Uint8Array[]>;
    expect(decoded).toHaveLength(5);
    const [header, txs, uncles, version, extdata] = decoded as [
      Uint8Array[],
      Uint8Array[],
      Uint8Array[],
      Uint8Array,
      Uint8Array,
    ];
    expect([txs, uncles, version, extdata]).toEqual([[], [], new Uint8Array(0), new Uint8Array(0)]);
    const u = (b: Uint8Array) => (b.length === 0 ? 0n : BigInt(toHex(b)));
    expect(header).toHaveLength(24);
    const [
      parentHash,
      uncleHash,
      coinbase,
      root,
      txHash,
      receiptHash,
      bloom,
      difficulty,
      number,
      gasLimit,
      gasUsed,
      time,
      extra,
      mixDigest,
      nonce,
      extDataHash,
      baseFee,
      extDataGasUsed,
      blockGasCost,
      blobGasUsed,
      excessBlobGas,
      parentBeaconRoot,
      timeMilliseconds,
      minDelayExcess,
    ] = header as Uint8Array[];
    expect({
      parentHash,
      uncleHash,
      coinbase: toHex(coinbase!),
      root,
      txHash,
      receiptHash,
      bloom,
      mixDigest,
      nonce,
      extDataHash,
      parentBeaconRoot,
      extra,
    }).toEqual({
      parentHash: block.parentHash,
      uncleHash: EMPTY_UNCLE_HASH,
      coinbase: '0x0100000000000000000000000000000000000000',
      root: block.stateRoot,
      txHash: EMPTY_ROOT_HASH,
      receiptHash: EMPTY_ROOT_HASH,
      bloom: new Uint8Array(256),
      mixDigest: new Uint8Array(32),
      nonce: new Uint8Array(8),
      extDataHash: EMPTY_ROOT_HASH,
      parentBeaconRoot: new Uint8Array(32),
      extra: new Uint8Array(0),
    });
    expect(
      [
        difficulty,
        number,
        gasLimit,
        gasUsed,
        time,
        baseFee,
        extDataGasUsed,
        blockGasCost,
        blobGasUsed,
        excessBlobGas,
        timeMilliseconds,
        minDelayExcess,
      ].map((b) => u(b!)),
    ).toEqual([
      1n,
      7n,
      15_000_000n,
      0n,
      1_700_000_000n,
      25_000_000_000n,
      0n,
      0n,
      0n,
      0n,
      1_700_000_000_000n,
      7_970_124n,
    ]);
    expect(hash).toEqual(keccak_256(rlpReference(header)));
  });
});

describe("the mock's X- and C-Chain index containers", () => {
  const state = generateChain({ seed: 1 });

  test('X/tx: signed BaseTxs whose ID is the tx ID; each spends the change of the one before, signed by its owner', () => {
    const txs = containersOf(state, 'X/tx').map((c) => ({ c, d: decodeAvmTx(c.bytes) }));
    expect(txs).toHaveLength(30);
    for (const [i, { c, d }] of txs.entries()) {
      expect(c.id).toBe(cb58Encode(d.id));
      expect(d.base.networkId).toBe(state.networkId);
      expect(d.base.blockchainId).toEqual(cb58Decode(state.xChainId));
      expect(signerOf(d.unsignedBytes, d.credentials[0]![0]!)).toEqual(KEY.address);
      const spent = d.base.inputs[0]!;
      if (i > 0) {
        const before = txs[i - 1]!.d;
        expect(spent.txId).toEqual(before.id);
        expect(before.base.outputs[spent.outputIndex]!.output.amount).toBe(spent.amount);
      }
      const out = d.base.outputs.reduce((n, o) => n + o.output.amount, 0n);
      expect(spent.amount - out).toBe(1_000_000n);
    }
  });

  test("X/block: proposer blocks chained by ID around AVM blocks at heights 1…n chained by ID, holding X/tx's txs in order", () => {
    const blocks = containersOf(state, 'X/block');
    expect(blocks).toHaveLength(25);
    const held: string[] = [];
    let parent: Uint8Array | null = null;
    let proposerParent: Uint8Array | null = null;
    for (const [i, c] of blocks.entries()) {
      const p = decodeProposerBlock(c.bytes)!;
      const inner = decodeAvmBlock(p.inner);
      expect(inner.height).toBe(BigInt(i + 1));
      expect(inner.time).toBe(BigInt(c.timestamp));
      if (parent) expect(inner.parentId).toEqual(parent);
      if (proposerParent) expect(p.parentId).toEqual(proposerParent);
      expect(inner.txs.length).toBeGreaterThan(0);
      held.push(...inner.txs.map((t) => cb58Encode(t.id)));
      parent = inner.id;
      proposerParent = cb58Decode(c.id);
    }
    expect(held).toEqual(containersOf(state, 'X/tx').map((c) => c.id));
  });

  test("C/block: proposer blocks chained by ID around coreth blocks numbered 1…n, each naming the previous block's hash", () => {
    const blocks = containersOf(state, 'C/block');
    expect(blocks).toHaveLength(40);
    let parentHash: Uint8Array | null = null;
    for (const [i, c] of blocks.entries()) {
      const p = decodeProposerBlock(c.bytes)!;
      const [header] = rlpDecode(p.inner) as [Uint8Array[]];
      expect(BigInt(toHex(header[8]!))).toBe(BigInt(i + 1));
      expect(BigInt(toHex(header[11]!))).toBe(BigInt(c.timestamp));
      if (parentHash) expect(header[0]).toEqual(parentHash);
      parentHash = keccak_256(rlpReference(header));
    }
  });

  test('the same seed gives the same bytes; another seed, others', () => {
    const again = generateChain({ seed: 1, networkId: 12345 });
    for (const chain of ['X/tx', 'X/block', 'C/block'] as const) {
      expect(containersOf(again, chain)).toEqual(containersOf(state, chain));
      expect(containersOf(generateChain({ seed: 2 }), chain)[0]!.bytes).not.toEqual(
        containersOf(state, chain)[0]!.bytes,
      );
    }
  });
});
