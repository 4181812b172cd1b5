// A Primary Network validator's stake ending on the mock's chain: as the node does when its chain time reaches the
// validator's end, a Banff proposal block holding the RewardValidatorTx and the commit block that accepts it (both at
// the end time), the validator out of the current set, its stake back to its owners as UTXOs of the staking tx (after
// its outputs) and the reward (its potential reward) to the validation reward owner, listed by getRewardUTXOs. The
// sets at the heights it validated keep it (ChainState.formerValidators).
import { encodeBlock, encodeSignedTx, type Block, type SignedTx } from '../../codec/codec.js';
import { cb58Decode, cb58Encode } from '../../encoding/cb58.js';
import { sha256 } from '../../encoding/checksum.js';
import { parseAddress } from '../../encoding/address.js';
import { replayFeeState, replayValidatorFeeState } from './fee-states.js';
import { LazyMockUtxo } from './mock-utxo.js';
import type { ChainState, MockBlock, MockTx, MockUtxo, MockValidator } from './state.js';
import { decodeTransferableOutput } from '../../codec/codec.js';
import { hexKey } from '../../encoding/hex.js';

function appendBlock(state: ChainState, block: Block, txs: MockTx[]): ChainState {
  const tip = state.blocks[state.blocks.length - 1]!;
  const bytes = encodeBlock(block);
  const mock: MockBlock = {
    id: cb58Encode(sha256(bytes)),
    bytes,
    height: tip.height + 1,
    timestamp: Number(
      block.type === 'BanffProposalBlock' || block.type === 'BanffCommitBlock' ? block.time : tip.timestamp,
    ),
    parentId: tip.id,
    txIds: txs.map((t) => t.id),
    block,
  };
  const accepted = new Map(state.txs);
  for (const t of txs) accepted.set(t.id, { ...t, height: mock.height });
  return {
    ...state,
    blocks: [...state.blocks, mock],
    blocksById: new Map([...state.blocksById, [mock.id, mock]]),
    txs: accepted,
  };
}

/** The UTXOs lists with `made` added to each owner's list, each list kept in ID order. */
function withUtxos(lists: ChainState['utxosByAddress'], made: readonly MockUtxo[]): Map<string, readonly MockUtxo[]> {
  const out = new Map(lists);
  for (const u of made)
    for (const a of u.utxo.output.addresses) {
      const key = hexKey(a);
      const list = [...(out.get(key) ?? []), u].sort((x, y) => (x.idHex < y.idHex ? -1 : x.idHex > y.idHex ? 1 : 0));
      out.set(key, list);
    }
  return out;
}

/** The state after every validator whose end is at or before `to` (unix seconds) has been rewarded, in end order. */
export function endStakes(state: ChainState, to: number): ChainState {
  const ending = state.validators
    .filter((v) => v.end <= to && v.delegators.length === 0)
    .sort((a, b) => a.end - b.end || (a.txId < b.txId ? -1 : 1));
  let s = state;
  for (const v of ending) s = endStake(s, v);
  return s;
}

function endStake(state: ChainState, v: MockValidator): ChainState {
  const tip = state.blocks[state.blocks.length - 1]!;
  const time = BigInt(Math.max(v.end, tip.timestamp));
  const staking = state.txs.get(v.txId);
  const unsigned = staking?.tx.unsigned;
  const outputs = unsigned && 'outputs' in unsigned ? unsigned.outputs.length : 0;
  const reward: SignedTx = { unsigned: { type: 'RewardValidatorTx', txId: cb58Decode(v.txId) }, credentials: [] };
  const rewardBytes = encodeSignedTx(reward);
  const rewardTx: MockTx = { id: cb58Encode(sha256(rewardBytes)), bytes: rewardBytes, tx: reward, height: 0 };
  let s = appendBlock(
    state,
    {
      type: 'BanffProposalBlock',
      time,
      parentId: sha256(tip.bytes),
      height: BigInt(tip.height + 1),
      txs: [],
      tx: reward,
    },
    [rewardTx],
  );
  const proposal = s.blocks[s.blocks.length - 1]!;
  s = appendBlock(
    s,
    { type: 'BanffCommitBlock', time, parentId: sha256(proposal.bytes), height: BigInt(proposal.height + 1) },
    [],
  );
  const txIdBytes = cb58Decode(v.txId);
  const stake = v.stakedOutputs.map(decodeTransferableOutput);
  const returned = stake.map(
    (o, i) =>
      new LazyMockUtxo({
        txId: txIdBytes,
        outputIndex: outputs + i,
        assetId: o.assetId,
        output: { ...o.output, locktime: 0n },
      }),
  );
  const owner = v.validationRewardOwner;
  const paid = new LazyMockUtxo({
    txId: txIdBytes,
    outputIndex: outputs + stake.length,
    assetId: stake[0]?.assetId ?? state.avaxAssetIdBytes,
    output: {
      amount: v.potentialReward,
      locktime: 0n,
      threshold: owner.threshold,
      addresses: owner.addresses.map((a) => parseAddress(a).bytes),
    },
  });
  const blocks = s.blocks;
  const l1Validators = s.subnets.reduce((n, x) => n + x.l1Validators.length, 0);
  return Object.freeze({
    ...s,
    validators: s.validators.filter((x) => x.txId !== v.txId),
    formerValidators: [...s.formerValidators, { ...v, endedAt: proposal.height + 1 }],
    utxosByAddress: withUtxos(s.utxosByAddress, [...returned, paid]),
    rewardUtxos: new Map([...s.rewardUtxos, [v.txId, [paid]]]),
    feeState: replayFeeState(blocks, s.txs, s.feeConfig),
    validatorFeeState: replayValidatorFeeState(blocks, l1Validators, s.validatorFeeConfig),
  });
}
