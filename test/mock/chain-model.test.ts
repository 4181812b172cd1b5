// The chain model, built from blocks the codec's encoder writes and the independent decoder reads back:
// what each tx creates, spends, starts and ends, against values written here by hand.
import { describe, expect, test } from 'vitest';
import {
  decodeBlock,
  encodeBlock,
  type Block,
  type SignedTx,
  type TransferableOutput,
  type UnsignedTx,
} from '../../src/codec/codec.js';
import { cb58Encode, encodeNodeId } from '../../src/encoding/cb58.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { hexKey, toHex } from '../../src/encoding/hex.js';
import { encodeSignedTx } from '../../src/codec/codec.js';
import {
  buildChainModel,
  chainModelOf,
  chainModelText,
  chainModelTextOfBlocks,
  unspentOf,
  utxoKey,
} from '../../src/model/chain-model.js';

const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);
const ASSET = bytes(32, 7);
const ALICE = bytes(20, 1);
const BOB = bytes(20, 2);
const P_CHAIN = new Uint8Array(32);
const owner = (a: Uint8Array) => ({ locktime: 0n, threshold: 1, addresses: [a] });
const out = (a: Uint8Array, amount: bigint): TransferableOutput => ({
  assetId: ASSET,
  output: { amount, ...owner(a) },
});
const base = (outputs: TransferableOutput[], spends: Array<[Uint8Array, number]> = []) => ({
  networkId: 12345,
  blockchainId: P_CHAIN,
  outputs,
  memo: new Uint8Array(0),
  inputs: spends.map(([txId, outputIndex]) => ({ txId, outputIndex, assetId: ASSET, amount: 1n, sigIndices: [0] })),
});
const signed = (unsigned: UnsignedTx): SignedTx => ({ unsigned, credentials: [] });
const idOf = (tx: SignedTx) => sha256(encodeSignedTx(tx));

describe('buildChainModel', () => {
  const genesisUtxoTx = bytes(32, 9);
  const subnet = signed({
    type: 'CreateSubnetTx',
    ...base([out(ALICE, 100n), out(BOB, 5n)], [[genesisUtxoTx, 0]]),
    owner: { locktime: 0n, threshold: 1, addresses: [BOB] },
  });
  const spend = signed({ type: 'BaseTx', ...base([out(BOB, 99n)], [[idOf(subnet), 0]]) });
  const chain = signed({
    type: 'CreateChainTx',
    ...base([]),
    subnetId: idOf(subnet),
    chainName: 'alpha',
    vmId: bytes(32, 3),
    fxIds: [],
    genesisData: new Uint8Array(0),
    subnetAuth: [0],
  });
  const validator = signed({
    type: 'AddPermissionlessValidatorTx',
    ...base([out(ALICE, 1n)]),
    validator: { nodeId: bytes(20, 4), start: 10n, end: 2000n, weight: 50n },
    subnetId: P_CHAIN,
    signer: null,
    stake: [out(ALICE, 50n)],
    validationRewardsOwner: owner(ALICE),
    delegationRewardsOwner: owner(BOB),
    shares: 20_000,
  });
  const reward = signed({ type: 'RewardValidatorTx', txId: idOf(validator) });
  const blocks: Block[] = [
    { type: 'ApricotCommitBlock', parentId: bytes(32, 0), height: 0n },
    { type: 'BanffStandardBlock', time: 100n, parentId: bytes(32, 0), height: 1n, txs: [subnet, chain] },
    { type: 'BanffStandardBlock', time: 120n, parentId: bytes(32, 0), height: 2n, txs: [spend, validator] },
    { type: 'BanffProposalBlock', time: 150n, parentId: bytes(32, 0), height: 3n, txs: [], tx: reward },
  ];
  const model = buildChainModel(
    blocks.map((b) => decodeBlock(encodeBlock(b))),
    3,
  );
  const id = (tx: SignedTx) => cb58Encode(idOf(tx));

  test('is complete when every height up to the tip was read, and keeps each block time', () => {
    expect(model.complete).toBe(true);
    expect(model.tip).toBe(3);
    expect(model.lastBlockTime).toBe(150n);
    expect(
      buildChainModel(
        blocks.slice(0, 2).map((b) => decodeBlock(encodeBlock(b))),
        3,
      ).complete,
    ).toBe(false);
  });

  test('an output a later block spends is no UTXO; the others are, with their amounts and owners', () => {
    expect(model.spent.has(utxoKey(id(subnet), 0))).toBe(true);
    expect(model.spent.has(utxoKey(cb58Encode(genesisUtxoTx), 0))).toBe(true);
    expect(unspentOf(model, hexKey(ALICE)).map((u) => [u.key, u.amount])).toEqual([
      [utxoKey(id(validator), 0), 1n],
      // the stake given back when the staker is rewarded: after the tx's own output
      [utxoKey(id(validator), 1), 50n],
    ]);
    expect(unspentOf(model, hexKey(BOB)).map((u) => [u.key, u.amount])).toEqual([
      [utxoKey(id(subnet), 1), 5n],
      [utxoKey(id(spend), 0), 99n],
    ]);
  });

  test('subnets, chains and stakers are what their txs say; a reward tx ends its staker', () => {
    expect(model.subnets.get(id(subnet))?.owner).toEqual({ locktime: 0n, threshold: 1, addresses: [hexKey(BOB)] });
    expect(model.chains.get(id(chain))).toEqual({
      id: id(chain),
      subnetId: id(subnet),
      name: 'alpha',
      vmId: cb58Encode(bytes(32, 3)),
      height: 1,
    });
    const s = model.stakers.get(id(validator))!;
    expect([s.kind, s.nodeId, s.start, s.end, s.weight, s.shares, s.endedAt]).toEqual([
      'validator',
      encodeNodeId(bytes(20, 4)),
      10n,
      2000n,
      50n,
      20_000,
      3,
    ]);
    expect(s.delegationOwner?.addresses).toEqual([hexKey(BOB)]);
  });

  test("the text of blocks read in hex is their model's, again for the same bytes, and anew for another tip or other blocks", () => {
    const hex = blocks.map((b) => toHex(encodeBlock(b)));
    const decoded = blocks.map((b) => decodeBlock(encodeBlock(b)));
    const first = chainModelTextOfBlocks(hex, decoded, 3);
    expect(first).toBe(chainModelText(model));
    expect(chainModelTextOfBlocks([...hex], decoded, 3)).toBe(first);
    expect(chainModelOf(chainModelTextOfBlocks(hex, decoded, 4)).complete).toBe(false);
    const fewer = chainModelTextOfBlocks(hex.slice(0, 2), decoded.slice(0, 2), 3);
    expect(chainModelOf(fewer).blocksRead).toBe(2);
  });
});
