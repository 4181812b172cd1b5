// The P-Chain codec: round trips of every tx and block type through our encoder and our (separate)
// decoder; bytes hand-built from the facts tables; and @avalabs/avalanchejs, an independent
// implementation, reading our bytes back byte for byte and writing bytes our decoder reads.
import * as avalanche from '@avalabs/avalanchejs';
import { describe, expect, test } from 'vitest';
import {
  blockJson,
  decodeBlock,
  decodeTransferableOutput,
  decodeTx,
  decodeUtxo,
  encodeBlock,
  encodeSignedTx,
  encodeTransferableOutput,
  encodeUtxo,
  txJson,
  utxoIdOf,
  type Block,
  type SignedTx,
  type UnsignedTx,
} from '../../src/codec/codec.js';
import { cb58Encode } from '../../src/encoding/cb58.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { BLS_POOL } from '../../src/mock/chain/bls-keys.js';
import { generateChain } from '../../src/mock/chain/generate.js';

const state = generateChain({ seed: 1 });
const manager = avalanche.utils.getManagerForVM('PVM');
const codec = manager.getDefaultCodec();
type Unpackable = Parameters<typeof manager.unpack>[1];
// avaxSerial is exported at run time, but the package's type index leaves SignedTx out.
const { SignedTx: AvaSignedTx } = (avalanche as unknown as { avaxSerial: { SignedTx: Unpackable } }).avaxSerial;
// The serializable classes are exported at run time but typed loosely; the test only calls constructors,
// toBytes and ID, so a constructor type that accepts anything is enough.
type Ctor = new (...args: unknown[]) => { toBytes(codec?: unknown): Uint8Array; ID(): string };
type Names =
  | 'Utxo'
  | 'Id'
  | 'Int'
  | 'BigIntPr'
  | 'Address'
  | 'OutputOwners'
  | 'TransferOutput'
  | 'TransferableOutput'
  | 'TransferableInput'
  | 'TransferInput'
  | 'Input'
  | 'Bytes'
  | 'Credential'
  | 'Signature';
const ava = avalanche as unknown as Record<Names, Ctor> & {
  avaxSerial: Record<'UTXOID' | 'BaseTx' | 'SignedTx', Ctor>;
  pvmSerial: Record<'BaseTx', Ctor>;
};
const { Utxo } = avalanche;
const {
  Id,
  Int,
  BigIntPr,
  Address,
  OutputOwners,
  TransferOutput,
  TransferableOutput,
  TransferableInput,
  TransferInput,
  Input,
  Bytes,
  Credential,
  Signature,
  avaxSerial,
  pvmSerial,
} = ava;

const filled = (n: number, v: number) => new Uint8Array(n).fill(v);
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const be = (n: number | bigint, width: 2 | 4 | 8) => {
  const b = new Uint8Array(width);
  const v = new DataView(b.buffer);
  if (width === 2) v.setUint16(0, Number(n));
  else if (width === 4) v.setUint32(0, Number(n));
  else v.setBigUint64(0, BigInt(n));
  return b;
};
const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((p) => [...p]));

describe('decoder on the mock chain', () => {
  test('every block decodes: ID = sha256(bytes), height, parent, and the txs it holds', () => {
    for (const b of state.blocks) {
      const d = decodeBlock(b.bytes);
      expect(cb58Encode(d.id)).toBe(b.id);
      expect(Number(d.height)).toBe(b.height);
      expect([...d.txs, ...(d.tx ? [d.tx] : [])].map((t) => cb58Encode(t.id))).toEqual(b.txIds);
      if (b.height > 0) expect(cb58Encode(d.parentId)).toBe(b.parentId);
    }
  });

  test('every tx decodes and its ID is sha256 of its signed bytes', () => {
    for (const tx of state.txs.values()) {
      const d = decodeTx(tx.bytes);
      expect(cb58Encode(d.id)).toBe(tx.id);
      expect(cb58Encode(sha256(tx.bytes))).toBe(tx.id);
    }
  });

  test('the decoder rejects trailing bytes, unknown type IDs and a wrong codec version', () => {
    const tx = [...state.txs.values()][0]!.bytes;
    expect(() => decodeTx(new Uint8Array([...tx, 0]))).toThrow(/trailing buffer space/);
    expect(() => decodeTx(new Uint8Array([0, 0, 0, 0, 0, 99]))).toThrow(/unknown type ID 99/);
    expect(() => decodeTx(new Uint8Array([0, 1, ...tx.subarray(2)]))).toThrow(/codec version/);
    expect(() => decodeBlock(new Uint8Array([0, 0, 0, 0, 0, 33]))).toThrow(/unknown type ID 33/);
  });
});

describe('round trips of every type the codec writes', () => {
  const base = {
    networkId: 12345,
    blockchainId: filled(32, 0),
    outputs: [
      {
        assetId: filled(32, 1),
        output: { amount: 5n, locktime: 0n, threshold: 1, addresses: [filled(20, 9), filled(20, 2)] },
      },
    ],
    inputs: [{ txId: filled(32, 3), outputIndex: 1, assetId: filled(32, 1), amount: 7n, sigIndices: [0] }],
    memo: new Uint8Array([1, 2]),
  };
  const owner = { locktime: 0n, threshold: 1, addresses: [filled(20, 4)] };
  const validator = { nodeId: filled(20, 5), start: 10n, end: 20n, weight: 30n };
  const locked = { assetId: filled(32, 1), output: { amount: 9n, ...owner }, stakeableLocktime: 99n };
  const txs: UnsignedTx[] = [
    { type: 'BaseTx', ...base },
    { type: 'CreateSubnetTx', ...base, owner },
    {
      type: 'CreateChainTx',
      ...base,
      subnetId: filled(32, 6),
      chainName: 'chain',
      vmId: filled(32, 7),
      fxIds: [filled(32, 8)],
      genesisData: new Uint8Array([1]),
      subnetAuth: [0],
    },
    { type: 'AddSubnetValidatorTx', ...base, validator, subnetId: filled(32, 6), subnetAuth: [0, 1] },
    {
      type: 'ImportTx',
      ...base,
      sourceChain: filled(32, 10),
      importedInputs: [
        {
          txId: filled(32, 11),
          outputIndex: 0,
          assetId: filled(32, 1),
          amount: 3n,
          sigIndices: [0],
          stakeableLocktime: 5n,
        },
      ],
    },
    { type: 'ExportTx', ...base, destinationChain: filled(32, 10), exportedOutputs: [locked] },
    {
      type: 'AddPermissionlessValidatorTx',
      ...base,
      validator,
      subnetId: filled(32, 0),
      signer: BLS_POOL[0]!,
      stake: [locked],
      validationRewardsOwner: owner,
      delegationRewardsOwner: owner,
      shares: 20_000,
    },
    {
      type: 'AddPermissionlessValidatorTx',
      ...base,
      validator,
      subnetId: filled(32, 0),
      signer: null,
      stake: [],
      validationRewardsOwner: owner,
      delegationRewardsOwner: owner,
      shares: 1,
    },
    {
      type: 'AddPermissionlessDelegatorTx',
      ...base,
      validator,
      subnetId: filled(32, 0),
      stake: [locked],
      rewardsOwner: owner,
    },
    { type: 'RewardValidatorTx', txId: filled(32, 12) },
    { type: 'AdvanceTimeTx', time: 1234n },
  ];

  test.each(
    txs.map(
      (u) => [u.type + (u.type === 'AddPermissionlessValidatorTx' && !u.signer ? ' (signer.Empty)' : ''), u] as const,
    ),
  )('%s decodes to the fields it was built from', (_, unsigned) => {
    const tx: SignedTx = { unsigned, credentials: unsigned.type === 'RewardValidatorTx' ? [] : [[filled(65, 13)]] };
    const bytes = encodeSignedTx(tx);
    const d = decodeTx(bytes);
    expect(hex(d.id)).toBe(hex(sha256(bytes)));
    expect(d.credentials.length).toBe(tx.credentials.length);
    if ('networkId' in unsigned) {
      expect(d.base?.networkId).toBe(12345);
      expect(d.base?.outputs[0]?.output.addresses.map(hex)).toEqual([hex(filled(20, 2)), hex(filled(20, 9))]); // sorted
      expect(d.base?.inputs[0]?.amount).toBe(7n);
    }
    if ('validator' in unsigned) expect(d.validator?.weight).toBe(30n);
    if (unsigned.type === 'ExportTx')
      expect(d.exportedOutputs?.[0]?.output).toMatchObject({ typeId: 22, stakeableLocktime: 99n, amount: 9n });
    if (unsigned.type === 'ImportTx')
      expect(d.importedInputs?.[0]).toMatchObject({ typeId: 21, stakeableLocktime: 5n, amount: 3n });
    if (unsigned.type === 'RewardValidatorTx') expect(hex(d.stakerTxId!)).toBe(hex(filled(32, 12)));
    if (unsigned.type === 'AdvanceTimeTx') expect(d.time).toBe(1234n);
    // avalanchejs reads the same bytes and writes them back identically.
    const theirs = manager.unpack(bytes, AvaSignedTx) as unknown as { toBytes(): Uint8Array };
    expect(hex(theirs.toBytes())).toBe(hex(bytes));
    // Every tx has a JSON form with its id.
    expect((txJson(tx, 'local') as { id: string }).id).toBe(cb58Encode(sha256(bytes)));
  });

  test('proposal, commit and abort blocks decode with their time, parent, height and txs', () => {
    const proposal: SignedTx = { unsigned: { type: 'RewardValidatorTx', txId: filled(32, 12) }, credentials: [] };
    const decision: SignedTx = { unsigned: { type: 'BaseTx', ...base }, credentials: [[filled(65, 1)]] };
    const p = decodeBlock(
      encodeBlock({
        type: 'BanffProposalBlock',
        time: 77n,
        parentId: filled(32, 1),
        height: 5n,
        txs: [decision],
        tx: proposal,
      }),
    );
    expect([p.typeId, p.time, p.height, p.txs.length, p.tx?.typeId]).toEqual([29, 77n, 5n, 1, 20]);
    expect(hex(p.tx!.id)).toBe(hex(sha256(encodeSignedTx(proposal))));
    for (const type of ['BanffCommitBlock', 'BanffAbortBlock'] as const) {
      const d = decodeBlock(encodeBlock({ type, time: 78n, parentId: filled(32, 2), height: 6n }));
      expect([d.typeId, d.time, d.height, d.txs, d.tx]).toEqual([
        type === 'BanffCommitBlock' ? 31 : 30,
        78n,
        6n,
        [],
        null,
      ]);
    }
    const genesis = decodeBlock(encodeBlock({ type: 'ApricotCommitBlock', parentId: filled(32, 3), height: 0n }));
    expect([genesis.typeId, genesis.time, genesis.height]).toEqual([2, null, 0n]);
  });

  test('block JSON follows the node member order; txsAlways adds txs where the node has none', () => {
    const commit = { type: 'BanffCommitBlock', time: 78n, parentId: filled(32, 2), height: 6n } as const;
    expect(Object.keys(blockJson(commit, 'x', 'local') as object)).toEqual(['time', 'parentID', 'height', 'id']);
    expect(Object.keys(blockJson(commit, 'x', 'local', { txsAlways: true }) as object)).toEqual([
      'time',
      'parentID',
      'height',
      'id',
      'txs',
    ]);
    const proposal: Block = {
      type: 'BanffProposalBlock',
      time: 1n,
      parentId: filled(32, 2),
      height: 6n,
      txs: [],
      tx: { unsigned: { type: 'AdvanceTimeTx', time: 1n }, credentials: [] },
    };
    expect(Object.keys(blockJson(proposal, 'x', 'local') as object)).toEqual([
      'time',
      'txs',
      'parentID',
      'height',
      'id',
      'tx',
    ]);
  });

  test('a staked output (getStake) round-trips, LockOut included', () => {
    const d = decodeTransferableOutput(encodeTransferableOutput(locked));
    expect(d.output).toMatchObject({ typeId: 22, stakeableLocktime: 99n, amount: 9n, threshold: 1 });
  });
});

describe('UTXO bytes from the facts tables (§6.2)', () => {
  test('a hand-built TransferOutput UTXO decodes field by field; its ID is sha256(u64BE(index) ‖ txID)', () => {
    const txId = filled(32, 0xa1);
    const assetId = filled(32, 0x34);
    const addr = filled(20, 0x8b);
    const bytes = concat(be(0, 2), txId, be(0, 4), assetId, be(7, 4), be(1, 8), be(0, 8), be(1, 4), be(1, 4), addr);
    expect(bytes.length).toBe(2 + 32 + 4 + 32 + 4 + 8 + 8 + 4 + 4 + 20);
    const u = decodeUtxo(bytes);
    expect([u.outputIndex, u.output.typeId, u.output.amount, u.output.locktime, u.output.threshold]).toEqual([
      0,
      7,
      1n,
      0n,
      1,
    ]);
    expect(u.output.addresses.map(hex)).toEqual([hex(addr)]);
    expect(hex(u.utxoId)).toBe(hex(sha256(concat(be(0, 8), txId))));
    expect(
      hex(
        encodeUtxo({
          txId,
          outputIndex: 0,
          assetId,
          output: { amount: 1n, locktime: 0n, threshold: 1, addresses: [addr] },
        }),
      ),
    ).toBe(hex(bytes));
  });

  test('a hand-built LockOut (22) UTXO decodes to its inner TransferOutput and lock time', () => {
    const bytes = concat(
      be(0, 2),
      filled(32, 1),
      be(3, 4),
      filled(32, 2),
      be(22, 4),
      be(500, 8),
      be(7, 4),
      be(9, 8),
      be(0, 8),
      be(1, 4),
      be(1, 4),
      filled(20, 3),
    );
    expect(decodeUtxo(bytes).output).toMatchObject({ typeId: 22, stakeableLocktime: 500n, amount: 9n });
  });
});

describe('cross-check with @avalabs/avalanchejs 5.2.0', () => {
  test("avalanchejs reads every tx of the mock chain and re-serialises it byte for byte (Helicon's aside: 5.2.0 predates them)", () => {
    const seen = new Set<string>();
    const helicon = new Set([
      'AddAutoRenewedValidatorTx',
      'SetAutoRenewedValidatorConfigTx',
      'RewardAutoRenewedValidatorTx',
    ]);
    const unread = [...state.txs.values()]
      .filter((tx) => helicon.has(tx.tx.unsigned.type))
      .map((tx) => tx.tx.unsigned.type)
      .sort();
    expect(unread).toEqual([...helicon].sort());
    for (const tx of [...state.txs.values()].filter((t) => !helicon.has(t.tx.unsigned.type))) {
      const signed = manager.unpack(tx.bytes, AvaSignedTx) as unknown as {
        unsignedTx: { _type: string };
        toBytes(): Uint8Array;
      };
      seen.add(signed.unsignedTx._type);
      expect(hex(signed.toBytes())).toBe(hex(tx.bytes));
    }
    expect([...seen].sort()).toEqual([
      'pvm.AddPermissionlessDelegator',
      'pvm.AddPermissionlessValidator',
      'pvm.AddSubnetValidator',
      'pvm.BaseTx',
      'pvm.ConvertSubnetToL1Tx',
      'pvm.CreateChainTx',
      'pvm.CreateSubnetTx',
      'pvm.ExportTx',
      'pvm.ImportTx',
      'pvm.RewardValidatorTx',
      'pvm.TransformSubnetTx',
    ]);
  });

  test('avalanchejs and our decoder read the same mock UTXOs: asset and UTXO ID', () => {
    for (const list of [...state.utxosByAddress.values()].slice(0, 20)) {
      const u = list[0]!;
      const theirs = manager.unpack(u.bytes, Utxo);
      const ours = decodeUtxo(u.bytes);
      expect(theirs.getAssetId()).toBe(cb58Encode(ours.assetId));
      expect(theirs.ID()).toBe(cb58Encode(ours.utxoId));
      expect(cb58Encode(ours.utxoId)).toBe(u.id);
    }
  });

  test('a UTXO built by avalanchejs decodes with our decoder', () => {
    const txId = filled(32, 7);
    const addr = filled(20, 8);
    const owners = new OutputOwners(new BigIntPr(0n), new Int(1), [new Address(addr)]);
    const utxo = new ava.Utxo(
      new avaxSerial.UTXOID(new Id(txId), new Int(4)),
      new Id(filled(32, 9)),
      new TransferOutput(new BigIntPr(123n), owners),
    );
    // A stored UTXO is the codec version (u16 0) followed by the UTXO's own bytes.
    const bytes = new Uint8Array([0, 0, ...utxo.toBytes(codec)]);
    const ours = decodeUtxo(bytes);
    expect([ours.outputIndex, ours.output.amount, ours.output.threshold]).toEqual([4, 123n, 1]);
    expect(ours.output.addresses.map(hex)).toEqual([hex(addr)]);
    expect(hex(ours.utxoId)).toBe(hex(utxoIdOf(txId, 4)));
    expect(utxo.ID()).toBe(cb58Encode(ours.utxoId));
  });

  test('a signed BaseTx built by avalanchejs decodes with our decoder, ID included', () => {
    const owners = new OutputOwners(new BigIntPr(0n), new Int(1), [new Address(filled(20, 8))]);
    const out = new TransferableOutput(new Id(filled(32, 9)), new TransferOutput(new BigIntPr(5n), owners));
    const input = new TransferableInput(
      new avaxSerial.UTXOID(new Id(filled(32, 3)), new Int(1)),
      new Id(filled(32, 9)),
      new TransferInput(new BigIntPr(6n), new Input([new Int(0)])),
    );
    const baseTx = new pvmSerial.BaseTx(
      new avaxSerial.BaseTx(new Int(12345), new Id(filled(32, 0)), [out], [input], new Bytes(new Uint8Array([7]))),
    );
    const signed = new avaxSerial.SignedTx(baseTx, [new Credential([new Signature(filled(65, 1))])]);
    const bytes = signed.toBytes();
    const d = decodeTx(bytes);
    expect(d.typeId).toBe(34);
    expect([
      d.base?.networkId,
      d.base?.outputs[0]?.output.amount,
      d.base?.inputs[0]?.amount,
      hex(d.base!.memo),
    ]).toEqual([12345, 5n, 6n, '07']);
    expect(hex(d.id)).toBe(hex(sha256(bytes)));
  });
});
