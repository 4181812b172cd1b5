// The X-Chain's index containers: AVAX transfers as AVM BaseTxs (X/tx) and the AVM StandardBlocks that accept them,
// each in its proposer block (X/block). The prefunded local key sends: each tx spends the change of the one before
// (the first, a genesis UTXO), pays a named mock address and the X-Chain's base fee, and is signed for real.
import { avmUnsignedBytes, encodeAvmTx, type AvmBaseTx } from '../../codec/avm/tx.js';
import { encodeAvmBlock } from '../../codec/avm/block.js';
import { compareBytes, encodeTransferableOutput, type TransferableOutput } from '../../codec/codec.js';
import { encodeProposerBlock } from '../../codec/proposervm.js';
import { parseAddress } from '../../encoding/address.js';
import { cb58Decode, cb58Encode } from '../../encoding/cb58.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey, signTx } from '../../tx/key.js';
import type { Container } from './index-container.js';
import { seededHash } from './prng.js';
import type { ChainState } from './state.js';

const NANO = 1_000_000_000n;
/** The X-Chain's fee of a BaseTx: 1 milliAVAX. */
const BASE_TX_FEE = 1_000_000n;
const GENESIS_UTXO_AMOUNT = 300_000_000n * NANO;

/** `count` signed transfers, each spending the previous one's change. */
function transfers(state: ChainState, count: number): AvmBaseTx[] {
  const key = parsePrivateKey(LOCAL_PREFUNDED_KEY);
  const assetId = state.avaxAssetIdBytes;
  const recipients = Object.values(state.namedAddresses).map((a) => parseAddress(a).bytes);
  let spent = { txId: seededHash(state.seed, 'X/genesis-utxo'), outputIndex: 0, amount: GENESIS_UTXO_AMOUNT };
  return Array.from({ length: count }, (_, j) => {
    const paid = BigInt(j + 1) * NANO;
    const change = spent.amount - paid - BASE_TX_FEE;
    const out = (amount: bigint, address: Uint8Array): TransferableOutput => ({
      assetId,
      output: { amount, locktime: 0n, threshold: 1, addresses: [address] },
    });
    const changeOut = out(change, key.address);
    // The node wants outputs sorted by their bytes.
    const outputs = [out(paid, recipients[j % recipients.length]!), changeOut]
      .map((o) => ({ o, bytes: encodeTransferableOutput(o) }))
      .sort((a, b) => compareBytes(a.bytes, b.bytes))
      .map(({ o }) => o);
    const unsigned = {
      networkId: state.networkId,
      blockchainId: cb58Decode(state.xChainId),
      outputs,
      memo: new Uint8Array(0),
      inputs: [{ txId: spent.txId, outputIndex: spent.outputIndex, assetId, amount: spent.amount, sigIndices: [0] }],
    };
    const tx = { unsigned, credentials: [[signTx(key, avmUnsignedBytes(unsigned))]] };
    spent = { txId: encodeAvmTx(tx).id, outputIndex: outputs.indexOf(changeOut), amount: change };
    return tx;
  });
}

/** The X/tx and X/block indexes: `txCount` txs, spread in order over `blockCount` blocks (heights 1…n) of one or more each. */
export function xContainers(
  state: ChainState,
  txCount: number,
  blockCount: number,
  timestampOf: (i: number) => number,
): { txs: Container[]; blocks: Container[] } {
  const signed = transfers(state, txCount);
  const txs = signed.map((tx, i) => {
    const { bytes, id } = encodeAvmTx(tx);
    return { id: cb58Encode(id), bytes, timestamp: timestampOf(i) };
  });
  // The last block before the proposer VM: the X-Chain's genesis, parent of both the first AVM and proposer block.
  const genesis = seededHash(state.seed, 'X/genesis');
  let parentId = genesis;
  let proposerParentId = genesis;
  const blocks = Array.from({ length: blockCount }, (_, i) => {
    const timestamp = timestampOf(i);
    const held = signed.slice(Math.floor((i * txCount) / blockCount), Math.floor(((i + 1) * txCount) / blockCount));
    const inner = encodeAvmBlock({
      parentId,
      height: BigInt(i + 1),
      time: BigInt(timestamp),
      merkleRoot: new Uint8Array(32),
      txs: held,
    });
    const { bytes, id } = encodeProposerBlock({
      parentId: proposerParentId,
      timestamp: BigInt(timestamp),
      pChainHeight: 0n,
      inner: inner.bytes,
    });
    parentId = inner.id;
    proposerParentId = id;
    return { id: cb58Encode(id), bytes, timestamp };
  });
  return { txs, blocks };
}
