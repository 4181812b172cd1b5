// Accepting issued txs into a new block of a node's own chain. The generated state is shared and never changed:
// acceptance makes the node a new state that shares everything the block leaves alone (its new block and txs, the
// UTXOs spent and made, a subnet created, the fee states replayed over the grown chain).
import { encodeBlock, encodeSignedTx, utxoIdOf, type DecodedTx, type SignedTx, type TransferableInput, type TransferableOutput, type UnsignedTx } from '../../codec/index.js';
import type { DecodedInput, DecodedTransferableOutput } from '../../codec/decode.js';
import { TX_TYPE_ID } from '../../codec/types.js';
import { sha256 } from '../../encoding/checksum.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { formatAddress } from '../../encoding/address.js';
import { hexKey } from '../../encoding/hex.js';
import { replayFeeState, replayValidatorFeeState } from './fee-states.js';
import { LazyMockUtxo } from './mock-utxo.js';
import type { ChainState, MockBlock, MockSubnet, MockTx, MockUtxo } from './state.js';

/** The tx kinds a node's chain in the mock can accept: what a wallet issues on the P-Chain. */
export const ACCEPTED_TX_KINDS = ['BaseTx', 'CreateSubnetTx', 'ImportTx', 'ExportTx'] as const;

/** Seconds of chain time between a node's blocks in the mock (its chain time is its own, never the wall clock). */
const BLOCK_SPACING_S = 2;

const inputOf = (i: DecodedInput): TransferableInput => ({
  txId: i.txId, outputIndex: i.outputIndex, assetId: i.assetId, amount: i.amount, sigIndices: i.sigIndices,
  ...(i.stakeableLocktime === undefined ? {} : { stakeableLocktime: i.stakeableLocktime }),
});
const outputOf = (o: DecodedTransferableOutput): TransferableOutput => ({
  assetId: o.assetId, output: { amount: o.output.amount, locktime: o.output.locktime, threshold: o.output.threshold, addresses: o.output.addresses },
  ...(o.output.stakeableLocktime === undefined ? {} : { stakeableLocktime: o.output.stakeableLocktime }),
});

/**
 * The codec value of a decoded tx of a kind the mock accepts; null for any other kind, or when the value does not
 * encode back to the very bytes issued (so a landed tx always renders as what was sent).
 */
export function acceptedTxValue(d: DecodedTx): SignedTx | null {
  const b = d.base;
  if (!b) return null;
  const base = { networkId: b.networkId, blockchainId: b.blockchainId, outputs: b.outputs.map(outputOf), inputs: b.inputs.map(inputOf), memo: b.memo };
  let unsigned: UnsignedTx | null = null;
  if (d.typeId === TX_TYPE_ID.BaseTx) unsigned = { type: 'BaseTx', ...base };
  else if (d.typeId === TX_TYPE_ID.CreateSubnetTx && d.owner) unsigned = { type: 'CreateSubnetTx', ...base, owner: d.owner };
  else if (d.typeId === TX_TYPE_ID.ImportTx && d.sourceChain && d.importedInputs) unsigned = { type: 'ImportTx', ...base, sourceChain: d.sourceChain, importedInputs: d.importedInputs.map(inputOf) };
  else if (d.typeId === TX_TYPE_ID.ExportTx && d.destinationChain && d.exportedOutputs)
    unsigned = { type: 'ExportTx', ...base, destinationChain: d.destinationChain, exportedOutputs: d.exportedOutputs.map(outputOf) };
  if (!unsigned) return null;
  const value: SignedTx = { unsigned, credentials: d.credentials };
  return Buffer.from(encodeSignedTx(value)).equals(Buffer.from(d.bytes)) ? value : null;
}

type UtxoLists = ReadonlyMap<string, readonly MockUtxo[]>;

/** The UTXO of per-address lists (a state's native or atomic ones) by its ID in hex; the index is built once per lists. */
const utxoIndex = new WeakMap<UtxoLists, Map<string, MockUtxo>>();
export function utxoIn(lists: UtxoLists, idHex: string): MockUtxo | undefined {
  let index = utxoIndex.get(lists);
  if (!index) {
    index = new Map();
    for (const list of lists.values()) for (const u of list) index.set(u.idHex, u);
    utxoIndex.set(lists, index);
  }
  return index.get(idHex);
}

/** A copy of the per-address UTXO lists with the spent removed and the made added, each list kept in ID order. */
function rewrite(lists: UtxoLists, spent: readonly MockUtxo[], made: readonly MockUtxo[]): Map<string, readonly MockUtxo[]> {
  const out = new Map(lists);
  const gone = new Set(spent.map((u) => u.idHex));
  const touched = new Set([...spent, ...made].flatMap((u) => u.utxo.output.addresses.map(hexKey)));
  for (const key of touched) {
    const list = [...(out.get(key) ?? []).filter((u) => !gone.has(u.idHex)), ...made.filter((u) => u.utxo.output.addresses.some((a) => hexKey(a) === key))];
    list.sort((a, b) => (a.idHex < b.idHex ? -1 : a.idHex > b.idHex ? 1 : 0));
    if (list.length) out.set(key, list);
    else out.delete(key);
  }
  return out;
}

/** The state after a Banff standard block holding `txs` (accepted kinds, verified by the caller) on top of the tip. */
export function acceptBlock(state: ChainState, txs: ReadonlyArray<{ id: string; bytes: Uint8Array; tx: SignedTx }>): ChainState {
  const tip = state.blocks[state.blocks.length - 1]!;
  const time = tip.timestamp + BLOCK_SPACING_S;
  const block = { type: 'BanffStandardBlock' as const, time: BigInt(time), parentId: sha256(tip.bytes), height: BigInt(tip.height + 1), txs: txs.map((t) => t.tx) };
  const bytes = encodeBlock(block);
  const mockBlock: MockBlock = { id: cb58Encode(sha256(bytes)), bytes, height: tip.height + 1, timestamp: time, parentId: tip.id, txIds: txs.map((t) => t.id), block };
  const accepted = new Map(state.txs);
  const spent: MockUtxo[] = [];
  const made: MockUtxo[] = [];
  const atomicSpent: MockUtxo[] = [];
  const subnets: MockSubnet[] = [...state.subnets];
  for (const t of txs) {
    accepted.set(t.id, { ...t, height: mockBlock.height } satisfies MockTx);
    const u = t.tx.unsigned as Extract<UnsignedTx, { type: (typeof ACCEPTED_TX_KINDS)[number] }>;
    const txIdBytes = sha256(t.bytes);
    for (const i of u.inputs) {
      const found = utxoIn(state.utxosByAddress, hexKey(utxoIdOf(i.txId, i.outputIndex)));
      if (found) spent.push(found);
    }
    if (u.type === 'ImportTx')
      for (const i of u.importedInputs) {
        const found = utxoIn(state.atomicUtxosByAddress, hexKey(utxoIdOf(i.txId, i.outputIndex)));
        if (found) atomicSpent.push(found);
      }
    u.outputs.forEach((o, outputIndex) => made.push(new LazyMockUtxo({ txId: txIdBytes, outputIndex, assetId: o.assetId, output: o.output })));
    if (u.type === 'CreateSubnetTx')
      subnets.push({
        id: t.id, kind: 'permissioned', controlKeys: u.owner.addresses.map((a) => formatAddress('P', state.hrp, a)), threshold: u.owner.threshold, locktime: u.owner.locktime,
        validators: [], l1Validators: [], transformationTxId: null, conversionId: null, managerChainId: null, managerAddress: null, stakingAssetId: null, elastic: null,
      });
  }
  const blocks = Object.freeze([...state.blocks, mockBlock]);
  const l1Validators = subnets.reduce((n, s) => n + s.l1Validators.length, 0);
  return Object.freeze({
    ...state,
    blocks,
    blocksById: new Map([...state.blocksById, [mockBlock.id, mockBlock]]),
    txs: accepted,
    utxosByAddress: rewrite(state.utxosByAddress, spent, made),
    atomicUtxosByAddress: rewrite(state.atomicUtxosByAddress, atomicSpent, []),
    subnets,
    feeState: replayFeeState(blocks, accepted, state.feeConfig),
    validatorFeeState: replayValidatorFeeState(blocks, l1Validators, state.validatorFeeConfig),
  });
}
