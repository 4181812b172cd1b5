// Accepting issued txs into a new block of a node's own chain. The generated state is shared and never changed:
// acceptance makes the node a new state that shares everything the block leaves alone (its new block and txs, the
// UTXOs spent and made, what each tx changes (tx-effects.ts), the fee states replayed over the grown chain).
import { encodeBlock, utxoIdOf, type SignedTx } from '../../codec/codec.js';
import { sha256 } from '../../encoding/checksum.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { hexKey } from '../../encoding/hex.js';
import { replayFeeState, replayValidatorFeeState } from './fee-states.js';
import { LazyMockUtxo } from './mock-utxo.js';
import type { ChainState, MockBlock, MockTx, MockUtxo } from './state.js';
import { applyTx, draftOf } from './tx-effects.js';
import type { AcceptedTx } from './tx-value.js';

/** Seconds of chain time between a node's blocks in the mock (its chain time is its own, never the wall clock). */
const BLOCK_SPACING_S = 2;

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

/** The atomic UTXOs exported to the P-Chain from the chain `sourceChain` names (X or C), per address. */
export function atomicUtxosFrom(state: ChainState, sourceChain: Uint8Array): UtxoLists {
  return cb58Encode(sourceChain) === state.cChainId ? state.atomicFromCByAddress : state.atomicUtxosByAddress;
}

/** A copy of the per-address UTXO lists with the spent removed and the made added, each list kept in ID order. */
export function rewrite(
  lists: UtxoLists,
  spent: readonly MockUtxo[],
  made: readonly MockUtxo[],
): Map<string, readonly MockUtxo[]> {
  const out = new Map(lists);
  const gone = new Set(spent.map((u) => u.idHex));
  const touched = new Set([...spent, ...made].flatMap((u) => u.utxo.output.addresses.map(hexKey)));
  for (const key of touched) {
    const list = [
      ...(out.get(key) ?? []).filter((u) => !gone.has(u.idHex)),
      ...made.filter((u) => u.utxo.output.addresses.some((a) => hexKey(a) === key)),
    ];
    list.sort((a, b) => (a.idHex < b.idHex ? -1 : a.idHex > b.idHex ? 1 : 0));
    if (list.length) out.set(key, list);
    else out.delete(key);
  }
  return out;
}

/** The state after a Banff standard block holding `txs` (accepted kinds, verified by the caller) on top of the tip. */
export function acceptBlock(
  state: ChainState,
  txs: ReadonlyArray<{ id: string; bytes: Uint8Array; tx: SignedTx }>,
): ChainState {
  const tip = state.blocks[state.blocks.length - 1]!;
  const time = tip.timestamp + BLOCK_SPACING_S;
  const block = {
    type: 'BanffStandardBlock' as const,
    time: BigInt(time),
    parentId: sha256(tip.bytes),
    height: BigInt(tip.height + 1),
    txs: txs.map((t) => t.tx),
  };
  const bytes = encodeBlock(block);
  const mockBlock: MockBlock = {
    id: cb58Encode(sha256(bytes)),
    bytes,
    height: tip.height + 1,
    timestamp: time,
    parentId: tip.id,
    txIds: txs.map((t) => t.id),
    block,
  };
  const accepted = new Map(state.txs);
  const spent: MockUtxo[] = [];
  const made: MockUtxo[] = [];
  const atomicSpent: MockUtxo[] = [];
  const draft = draftOf(state);
  for (const t of txs) {
    accepted.set(t.id, { ...t, height: mockBlock.height } satisfies MockTx);
    const u = t.tx.unsigned as AcceptedTx;
    const txIdBytes = sha256(t.bytes);
    for (const i of u.inputs) {
      const found = utxoIn(state.utxosByAddress, hexKey(utxoIdOf(i.txId, i.outputIndex)));
      if (found) spent.push(found);
    }
    if (u.type === 'ImportTx')
      for (const i of u.importedInputs) {
        const found = utxoIn(atomicUtxosFrom(state, u.sourceChain), hexKey(utxoIdOf(i.txId, i.outputIndex)));
        if (found) atomicSpent.push(found);
      }
    u.outputs.forEach((o, outputIndex) =>
      made.push(new LazyMockUtxo({ txId: txIdBytes, outputIndex, assetId: o.assetId, output: o.output })),
    );
    applyTx(draft, { id: t.id, idBytes: txIdBytes, tx: u, height: mockBlock.height, time });
  }
  made.push(...draft.refunds.map((u) => new LazyMockUtxo(u)));
  const subnets = draft.subnets;
  const blocks = Object.freeze([...state.blocks, mockBlock]);
  const l1Validators = subnets.reduce((n, s) => n + s.l1Validators.length, 0);
  return Object.freeze({
    ...state,
    blocks,
    blocksById: new Map([...state.blocksById, [mockBlock.id, mockBlock]]),
    txs: accepted,
    utxosByAddress: rewrite(state.utxosByAddress, spent, made),
    atomicUtxosByAddress: rewrite(state.atomicUtxosByAddress, atomicSpent, []),
    atomicFromCByAddress: rewrite(state.atomicFromCByAddress, atomicSpent, []),
    subnets,
    chains: draft.chains,
    validators: draft.validators,
    supply: draft.supply,
    feeState: replayFeeState(blocks, accepted, state.feeConfig),
    validatorFeeState: replayValidatorFeeState(blocks, l1Validators, state.validatorFeeConfig),
  });
}
