// Helicon's tx types (v1.15.0: auto-renewed validators), read by the decoder from bytes written here
// field by field, in the order the release's codec writes them (40, 41, 42 follow the Etna types).
import { describe, expect, test } from 'vitest';
import { decodeTx } from '../../src/codec/codec.js';
import { encodeSignedTx } from '../../src/codec/encode.js';
import type { UnsignedTx } from '../../src/codec/codec-values.js';
import { buildChainModel } from '../../src/model/chain-model.js';
import { decodeBlock } from '../../src/codec/codec.js';
import { cb58Encode, encodeNodeId } from '../../src/encoding/cb58.js';
import { hexKey } from '../../src/encoding/hex.js';

/** Big-endian writer of the codec's integers and byte strings. */
class Bytes {
  private readonly parts: number[] = [];
  u16(n: number) {
    this.parts.push((n >>> 8) & 255, n & 255);
    return this;
  }
  u32(n: number) {
    for (let s = 24; s >= 0; s -= 8) this.parts.push((n >>> s) & 255);
    return this;
  }
  u64(n: bigint) {
    for (let s = 56n; s >= 0n; s -= 8n) this.parts.push(Number((n >> s) & 255n));
    return this;
  }
  raw(b: Uint8Array) {
    this.parts.push(...b);
    return this;
  }
  /** A length-prefixed byte string. */
  bytes(b: Uint8Array) {
    return this.u32(b.length).raw(b);
  }
  out() {
    return Uint8Array.from(this.parts);
  }
}

const fill = (n: number, v: number) => new Uint8Array(n).fill(v);
const ASSET = fill(32, 0x21);
const ADDRESS = fill(20, 0x44);
/** BaseTx: network 1, the P-Chain, no outputs, one input of 2,000 AVAX (signature index 1), empty memo. */
const baseTx = (w: Bytes) =>
  w
    .u32(1)
    .raw(fill(32, 0))
    .u32(0)
    .u32(1)
    .raw(fill(32, 0xff))
    .u32(1)
    .raw(ASSET)
    .u32(5)
    .u64(2_000_000_000_000n)
    .u32(1)
    .u32(1)
    .u32(0);
const owners = (w: Bytes) => w.u32(11).u64(0n).u32(1).u32(1).raw(ADDRESS);

function addAutoRenewed(): Uint8Array {
  const w = baseTx(new Bytes().u16(0).u32(40));
  w.bytes(fill(20, 0x11)); // node ID
  w.u32(28).raw(fill(48, 0xaa)).raw(fill(96, 0xbb)); // proof of possession
  w.u32(1).raw(ASSET).u32(7).u64(2_000_000_000_000n).u64(0n).u32(1).u32(1).raw(ADDRESS); // one stake output
  owners(w); // validation rewards owner
  owners(w); // delegation rewards owner
  owners(w); // validator authority
  return w.u32(1_000_000).u32(500_000).u64(17_280_000n).u32(0).out(); // shares, auto-compound shares, period; no credentials
}

describe('Helicon txs', () => {
  test('AddAutoRenewedValidatorTx (40): node, BLS signer, stake, the three owners, shares and period', () => {
    const tx = decodeTx(addAutoRenewed());
    expect(tx.typeId).toBe(40);
    expect(hexKey(tx.autoRenewedNodeId!)).toBe('11'.repeat(20));
    expect(hexKey(tx.signer!.publicKey)).toBe('aa'.repeat(48));
    expect(tx.stake!.map((o) => o.output.amount)).toEqual([2_000_000_000_000n]);
    expect(tx.renewal).toEqual({
      authority: { locktime: 0n, threshold: 1, addresses: [ADDRESS] },
      autoCompoundRewardShares: 500_000,
      period: 17_280_000n,
    });
    expect(tx.shares).toBe(1_000_000);
    expect(tx.base!.inputs[0]!.sigIndices).toEqual([1]);
  });

  test('SetAutoRenewedValidatorConfigTx (41): the validator tx, the authority signature indices, the new settings', () => {
    const w = baseTx(new Bytes().u16(0).u32(41)).raw(fill(32, 0x33)).u32(10).u32(1).u32(0).u32(0).u64(86_400n).u32(0);
    const tx = decodeTx(w.out());
    expect([
      tx.typeId,
      hexKey(tx.renewal!.txId!),
      tx.subnetAuth,
      tx.renewal!.autoCompoundRewardShares,
      tx.renewal!.period,
    ]).toEqual([41, '33'.repeat(32), [0], 0, 86_400n]);
  });

  test('RewardAutoRenewedValidatorTx (42): no BaseTx, the validator tx and the end of its cycle', () => {
    const tx = decodeTx(new Bytes().u16(0).u32(42).raw(fill(32, 0x55)).u64(1_800_000_000n).u32(0).out());
    expect([tx.typeId, tx.base, hexKey(tx.renewal!.txId!), tx.time]).toEqual([
      42,
      null,
      '55'.repeat(32),
      1_800_000_000n,
    ]);
  });

  test('the chain model keeps an auto-renewed validator: it starts at its block, its weight is its stake', () => {
    const tx = addAutoRenewed();
    // A Banff standard block (32) at time 1,000 holding the tx (its bytes after the codec version).
    const block = new Bytes().u16(0).u32(32).u64(1_000n).raw(fill(32, 0)).u64(0n).u32(1).raw(tx.subarray(2)).out();
    const m = buildChainModel([decodeBlock(block)], 0);
    const s = [...m.stakers.values()][0]!;
    expect([s.nodeId, s.subnetId, s.start, s.end, s.period, s.weight]).toEqual([
      encodeNodeId(fill(20, 0x11)),
      cb58Encode(fill(32, 0)),
      1_000n,
      17_281_000n,
      17_280_000n,
      2_000_000_000_000n,
    ]);
  });

  test('the encoder writes each Helicon tx as the layouts above, byte for byte', () => {
    const base = {
      networkId: 1,
      blockchainId: fill(32, 0),
      outputs: [],
      memo: new Uint8Array(0),
      inputs: [{ txId: fill(32, 0xff), outputIndex: 1, assetId: ASSET, amount: 2_000_000_000_000n, sigIndices: [1] }],
    };
    const owner = { locktime: 0n, threshold: 1, addresses: [ADDRESS] };
    const add: UnsignedTx = {
      type: 'AddAutoRenewedValidatorTx',
      ...base,
      nodeId: fill(20, 0x11),
      signer: { publicKey: fill(48, 0xaa), signature: fill(96, 0xbb) },
      stake: [{ assetId: ASSET, output: { amount: 2_000_000_000_000n, ...owner } }],
      validationRewardsOwner: owner,
      delegationRewardsOwner: owner,
      authority: owner,
      shares: 1_000_000,
      autoCompoundRewardShares: 500_000,
      period: 17_280_000n,
    };
    expect(hexKey(encodeSignedTx({ unsigned: add, credentials: [] }))).toBe(hexKey(addAutoRenewed()));
    const set: UnsignedTx = {
      type: 'SetAutoRenewedValidatorConfigTx',
      ...base,
      txId: fill(32, 0x33),
      auth: [0],
      autoCompoundRewardShares: 0,
      period: 86_400n,
    };
    expect(hexKey(encodeSignedTx({ unsigned: set, credentials: [] }))).toBe(
      hexKey(
        baseTx(new Bytes().u16(0).u32(41)).raw(fill(32, 0x33)).u32(10).u32(1).u32(0).u32(0).u64(86_400n).u32(0).out(),
      ),
    );
    const reward: UnsignedTx = { type: 'RewardAutoRenewedValidatorTx', txId: fill(32, 0x55), time: 1_800_000_000n };
    expect(hexKey(encodeSignedTx({ unsigned: reward, credentials: [] }))).toBe(
      hexKey(new Bytes().u16(0).u32(42).raw(fill(32, 0x55)).u64(1_800_000_000n).u32(0).out()),
    );
  });

  describe("the chain model follows an auto-renewed validator's cycles", () => {
    /** The validator tx at time 1,000, a config change to `next` at 1,010, and its cycle's end proposed at 17,281,000 then decided by `option`. */
    function chain(next: bigint, option: 30 | 31) {
      const add = addAutoRenewed();
      const addId = decodeTx(add).id;
      const set = baseTx(new Bytes().u16(0).u32(41)).raw(addId).u32(10).u32(1).u32(0).u32(0).u64(next).u32(0).out();
      const reward = new Bytes().u16(0).u32(42).raw(addId).u64(17_281_000n).u32(0).out();
      const standard = (height: bigint, time: bigint, tx: Uint8Array) =>
        new Bytes().u16(0).u32(32).u64(time).raw(fill(32, 0)).u64(height).u32(1).raw(tx.subarray(2)).out();
      const blocks = [
        standard(0n, 1_000n, add),
        standard(1n, 1_010n, set),
        new Bytes().u16(0).u32(29).u64(17_281_000n).u32(0).raw(fill(32, 0)).u64(2n).raw(reward.subarray(2)).out(),
        new Bytes().u16(0).u32(option).u64(17_281_000n).raw(fill(32, 0)).u64(3n).out(),
      ];
      const m = buildChainModel(blocks.map(decodeBlock), 3);
      return { m, staker: m.stakers.get(cb58Encode(addId))! };
    }

    test("period 0 set: it leaves at the cycle end and its stake comes back after the tx's own outputs", () => {
      const { m, staker } = chain(0n, 31);
      expect(staker.endedAt).toBe(2);
      expect(m.outputs.get(`${staker.txId}:0`)?.amount).toBe(2_000_000_000_000n);
    });

    test("another period set and the proposal committed: a new cycle from the old one's end, its weight a lower bound", () => {
      const { staker } = chain(86_400n, 31);
      expect([staker.endedAt, staker.start, staker.end, staker.period, staker.restaked]).toEqual([
        undefined,
        17_281_000n,
        17_367_400n,
        86_400n,
        true,
      ]);
    });

    test('the proposal aborted: it leaves, whatever its next period', () => {
      expect(chain(86_400n, 30).staker.endedAt).toBe(2);
    });
  });
});
