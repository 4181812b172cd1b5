// The chain model: what the target's own P-Chain blocks imply, rebuilt by decoding their bytes with
// the harness's codec (never from the node's JSON). Read methods are held to it: a tx a block holds is
// Committed; an output no later block spends is a UTXO of its owners with the tx's amount; a chain,
// subnet or staker is what its creating tx says. Only facts that blocks decide are modelled: state set
// at genesis (its UTXOs and validators) and values a block does not carry (rewards) are not.
//
// A model of a sampled chain (a public network: the blocks at each end) is partial: creation facts
// (a tx's chain, subnet, staker) still hold, spending and listing facts need every block (`complete`).
import { createHash } from 'node:crypto';
import { cb58Encode, encodeNodeId } from '../encoding/cb58.js';
import { hexKey, toHex } from '../encoding/hex.js';
import { sha256 } from '../encoding/checksum.js';
import { PRIMARY_NETWORK_ID } from '../spec/api-paths.js';
import type { DecodedBlock, DecodedOwners, DecodedTransferableOutput, DecodedTx } from '../codec/decode.js';
import { TYPE } from '../codec/codec-values.js';
import { KeptResults } from '../kept-results.js';

/** An owner: its addresses as the lower-case hex of their 20 bytes (whatever the network's HRP). */
export interface ModelOwner {
  locktime: bigint;
  threshold: number;
  addresses: string[];
}

/** An output as a tx writes it: asset, amount, owner, and the lock time of a stakeable.LockOut. */
export interface ModelOutput {
  assetId: string;
  amount: bigint;
  owner: ModelOwner;
  stakeableLocktime?: bigint;
}

/** An output a block created on the P-Chain: a UTXO until a later block spends it. */
export interface ModelUtxo {
  /** "<txID>:<outputIndex>" */
  key: string;
  txId: string;
  outputIndex: number;
  assetId: string;
  amount: bigint;
  owner: ModelOwner;
  /** Set for a stakeable.LockOut. */
  stakeableLocktime?: bigint;
  /** Height of the block that created it. */
  height: number;
}

export interface ModelTx {
  id: string;
  height: number;
  typeId: number;
  /**
   * The output index at which the tx may refund an L1 validator's remaining balance (DisableL1ValidatorTx,
   * SetL1ValidatorWeightTx to weight 0): its amount is state no block carries, so it is not modelled.
   */
  refundIndex?: number;
  /** ConvertSubnetToL1Tx and RegisterL1ValidatorTx: how many L1 validators the tx adds. */
  l1ValidatorsAdded?: number;
}

/** DisableL1ValidatorTx and SetL1ValidatorWeightTx: they may give an L1 validator's remaining balance back. */
const REFUNDING_TX_TYPES = [37, 39];

export interface ModelStaker {
  txId: string;
  kind: 'validator' | 'delegator' | 'subnet-validator';
  nodeId: string;
  subnetId: string;
  start: bigint;
  end: bigint;
  weight: bigint;
  /** The validation (or delegation) rewards owner, for permissionless stakers. */
  rewardOwner?: ModelOwner;
  delegationOwner?: ModelOwner;
  /** Delegation fee in parts of 1,000,000. */
  shares?: number;
  /** The BLS public key and its proof of possession (0x-hex) a permissionless validator registered; null for one without a key. */
  bls?: { publicKey: string; proofOfPossession: string } | null;
  /** The stake outputs: given back as UTXOs of the staking tx when the staker is rewarded. */
  stake: ModelOutput[];
  /** Outputs of the staking tx's base: the stake comes back at the indices after them. */
  baseOutputs: number;
  /** Height of the block holding the RewardValidatorTx that ended it (a RemoveSubnetValidatorTx, a subnet validator), when one was read. */
  endedAt?: number;
  /**
   * An auto-renewed validator (Helicon, AddAutoRenewedValidatorTx): it starts at its block's time and
   * renews every `period` seconds, so its end is that of the cycle under way, which blocks alone do not fix.
   */
  period?: bigint;
  /** An auto-renewed validator's period from its next cycle on (SetAutoRenewedValidatorConfigTx); 0: it stops at the cycle's end. */
  nextPeriod?: bigint;
  /** A cycle ended and the validator renewed: its weight may have grown by restaked rewards, so `weight` is a lower bound. */
  restaked?: true;
}

export interface ModelChain {
  id: string;
  subnetId: string;
  name: string;
  vmId: string;
  height: number;
}

export interface ModelSubnet {
  id: string;
  /** The owner the last ownership tx read gave it (CreateSubnetTx, then TransferSubnetOwnershipTx). */
  owner: ModelOwner;
  ownerTxId: string;
  conversion?: { txId: string; conversionId: string; managerChainId: string; managerAddress: string; height: number };
  /** The TransformSubnetTx that made it elastic, when one was read. */
  transformationTxId?: string;
  /** The stake bounds its TransformSubnetTx set (an elastic subnet). */
  stakeBounds?: { minValidatorStake: bigint; maxValidatorStake: bigint; minDelegatorStake: bigint };
  height: number;
}

export interface ChainModel {
  /** Every height from 0 to the tip was read and decoded: listing and spending facts hold. */
  complete: boolean;
  /** Blocks decoded into it. */
  blocksRead: number;
  /** The first block read that did not decode (the model then leaves it out and is not complete). */
  unread?: { height: number; error: string; received: string };
  /** The highest height read. */
  tip: number;
  /** Each read block's time (unix seconds; null for Apricot blocks), by height. */
  blockTimes: Map<number, bigint | null>;
  /** The greatest block time read. */
  lastBlockTime: bigint | null;
  txs: Map<string, ModelTx>;
  /** Every output a read block created on the P-Chain, by key. */
  outputs: Map<string, ModelUtxo>;
  /** Keys of the outputs a read block spent. */
  spent: Set<string>;
  stakers: Map<string, ModelStaker>;
  chains: Map<string, ModelChain>;
  subnets: Map<string, ModelSubnet>;
}

const utxoKey = (txId: string, outputIndex: number) => `${txId}:${outputIndex}`;

/**
 * Builds the model of decoded blocks (any order; heights deduplicated); `tip` the target's last accepted
 * height; `unread` the first block that was read but did not decode (the model is then not complete).
 */
export function buildChainModel(
  blocks: readonly DecodedBlock[],
  tip: number,
  unread?: ChainModel['unread'],
): ChainModel {
  const owner = (o: DecodedOwners): ModelOwner => ({
    locktime: o.locktime,
    threshold: o.threshold,
    addresses: o.addresses.map(hexKey),
  });
  const m: ChainModel = {
    complete: false,
    blocksRead: 0,
    tip: -1,
    blockTimes: new Map(),
    lastBlockTime: null,
    txs: new Map(),
    outputs: new Map(),
    spent: new Set(),
    stakers: new Map(),
    chains: new Map(),
    subnets: new Map(),
  };
  const sorted = [...new Map(blocks.map((b) => [Number(b.height), b])).values()].sort((a, b) =>
    Number(a.height - b.height),
  );
  /** A cycle's end (RewardAutoRenewedValidatorTx) in the proposal block just read: its option block decides it. */
  type CycleEnd = { staker: ModelStaker; end: bigint; height: number };
  let cycleEnd: CycleEnd | null = null;
  for (const block of sorted) {
    const height = Number(block.height);
    // (Set by readTx: the cast keeps the compiler from narrowing it to null.)
    const pending = cycleEnd as CycleEnd | null;
    if (pending && pending.height === height - 1)
      endCycle(pending.staker, pending.end, block.typeId === TYPE.banffAbortBlock, height - 1);
    cycleEnd = null;
    m.tip = Math.max(m.tip, height);
    m.blockTimes.set(height, block.time);
    if (block.time !== null && (m.lastBlockTime === null || block.time > m.lastBlockTime)) m.lastBlockTime = block.time;
    for (const tx of [...block.txs, ...(block.tx ? [block.tx] : [])]) readTx(tx, height, block.time);
  }
  m.blocksRead = sorted.length;
  m.complete = m.tip === tip && sorted.length === tip + 1 && !unread;
  if (unread) m.unread = unread;
  return m;

  function output(o: DecodedTransferableOutput): ModelOutput {
    return {
      assetId: cb58Encode(o.assetId),
      amount: o.output.amount,
      owner: owner(o.output),
      ...(o.output.stakeableLocktime !== undefined ? { stakeableLocktime: o.output.stakeableLocktime } : {}),
    };
  }

  function addOutputs(txId: string, outputs: readonly ModelOutput[], first: number, height: number): void {
    outputs.forEach((o, i) => {
      const key = utxoKey(txId, first + i);
      m.outputs.set(key, { key, txId, outputIndex: first + i, height, ...o });
    });
  }

  /** The staker ends: its stake comes back as UTXOs of its staking tx, after the tx's own outputs. */
  function endStaker(staker: ModelStaker, height: number): void {
    staker.endedAt = height;
    addOutputs(staker.txId, staker.stake, staker.baseOutputs, height);
  }

  /**
   * An auto-renewed validator's cycle ends (facts: Helicon's reward proposal): it leaves when its next period is 0 or the
   * proposal is aborted; otherwise a new cycle starts at the old one's end, with part of the reward restaked.
   */
  function endCycle(staker: ModelStaker, end: bigint, aborted: boolean, height: number): void {
    const next = staker.nextPeriod ?? staker.period ?? 0n;
    if (aborted || next === 0n) return endStaker(staker, height);
    Object.assign(staker, { start: end, end: end + next, period: next, restaked: true });
  }

  function readTx(tx: DecodedTx, height: number, blockTime: bigint | null): void {
    const id = cb58Encode(tx.id);
    const l1ValidatorsAdded = tx.typeId === 35 ? (tx.l1Validators ?? []).length : tx.typeId === 36 ? 1 : 0;
    m.txs.set(id, {
      id,
      height,
      typeId: tx.typeId,
      ...(tx.base && REFUNDING_TX_TYPES.includes(tx.typeId) ? { refundIndex: tx.base.outputs.length } : {}),
      ...(l1ValidatorsAdded ? { l1ValidatorsAdded } : {}),
    });
    if (tx.base) {
      for (const input of tx.base.inputs) m.spent.add(utxoKey(cb58Encode(input.txId), input.outputIndex));
      addOutputs(id, tx.base.outputs.map(output), 0, height);
    }
    if (tx.stakerTxId) {
      // RewardValidatorTx: the staker ends; its stake comes back as UTXOs of the staking tx (rewards, if any, after it).
      const staker = m.stakers.get(cb58Encode(tx.stakerTxId));
      if (staker) endStaker(staker, height);
    }
    if (tx.removedNodeId && tx.subnetId) {
      // RemoveSubnetValidatorTx: the subnet validator of that node ends.
      const [nodeId, subnetId] = [encodeNodeId(tx.removedNodeId), cb58Encode(tx.subnetId)];
      for (const s of m.stakers.values())
        if (s.kind === 'subnet-validator' && s.nodeId === nodeId && s.subnetId === subnetId) s.endedAt ??= height;
    }
    const renewed = tx.renewal?.txId ? m.stakers.get(cb58Encode(tx.renewal.txId)) : undefined;
    if (renewed && tx.typeId === TYPE.setAutoRenewedValidatorConfigTx && tx.renewal?.period !== undefined)
      renewed.nextPeriod = tx.renewal.period;
    if (renewed && tx.typeId === TYPE.rewardAutoRenewedValidatorTx)
      cycleEnd = { staker: renewed, end: tx.time ?? renewed.end, height };
    if (tx.autoRenewedNodeId && tx.renewal?.period !== undefined) {
      const start = blockTime ?? 0n;
      m.stakers.set(id, {
        txId: id,
        kind: 'validator',
        nodeId: encodeNodeId(tx.autoRenewedNodeId),
        subnetId: PRIMARY_NETWORK_ID,
        start,
        end: start + tx.renewal.period,
        period: tx.renewal.period,
        weight: (tx.stake ?? []).reduce((sum, o) => sum + o.output.amount, 0n),
        ...(tx.owner ? { rewardOwner: owner(tx.owner) } : {}),
        ...(tx.delegationOwner ? { delegationOwner: owner(tx.delegationOwner) } : {}),
        ...(tx.shares !== undefined ? { shares: tx.shares } : {}),
        ...(tx.signer !== undefined
          ? {
              bls: tx.signer
                ? { publicKey: toHex(tx.signer.publicKey), proofOfPossession: toHex(tx.signer.signature) }
                : null,
            }
          : {}),
        stake: (tx.stake ?? []).map(output),
        baseOutputs: tx.base?.outputs.length ?? 0,
      });
    }
    if (tx.validator && tx.subnetId) {
      const kind = tx.typeId === 25 ? 'validator' : tx.typeId === 26 ? 'delegator' : 'subnet-validator';
      m.stakers.set(id, {
        txId: id,
        kind,
        nodeId: encodeNodeId(tx.validator.nodeId),
        subnetId: cb58Encode(tx.subnetId),
        start: tx.validator.start,
        end: tx.validator.end,
        weight: tx.validator.weight,
        ...(tx.owner && kind !== 'subnet-validator' ? { rewardOwner: owner(tx.owner) } : {}),
        ...(tx.delegationOwner ? { delegationOwner: owner(tx.delegationOwner) } : {}),
        ...(tx.shares !== undefined ? { shares: tx.shares } : {}),
        ...(tx.signer !== undefined
          ? {
              bls: tx.signer
                ? { publicKey: toHex(tx.signer.publicKey), proofOfPossession: toHex(tx.signer.signature) }
                : null,
            }
          : {}),
        stake: (tx.stake ?? []).map(output),
        baseOutputs: tx.base?.outputs.length ?? 0,
      });
    }
    if (tx.typeId === 16 && tx.owner) m.subnets.set(id, { id, owner: owner(tx.owner), ownerTxId: id, height });
    if (tx.typeId === 33 && tx.owner && tx.subnetId) {
      const subnet = m.subnets.get(cb58Encode(tx.subnetId));
      if (subnet) Object.assign(subnet, { owner: owner(tx.owner), ownerTxId: id });
    }
    if (tx.typeId === 35 && tx.subnetId && tx.managerChainId && tx.managerAddress) {
      const subnet = m.subnets.get(cb58Encode(tx.subnetId));
      if (subnet) {
        const conversionId = cb58Encode(
          conversionIdOf(tx.subnetId, tx.managerChainId, tx.managerAddress, tx.l1Validators ?? []),
        );
        subnet.conversion = {
          txId: id,
          conversionId,
          managerChainId: cb58Encode(tx.managerChainId),
          managerAddress: toHex(tx.managerAddress),
          height,
        };
      }
    }
    if (tx.typeId === 24 && tx.subnetId) {
      const subnet = m.subnets.get(cb58Encode(tx.subnetId));
      if (subnet)
        Object.assign(subnet, { transformationTxId: id, ...(tx.stakeBounds ? { stakeBounds: tx.stakeBounds } : {}) });
    }
    if (tx.typeId === 15 && tx.subnetId && tx.chainName !== undefined && tx.vmId)
      m.chains.set(id, {
        id,
        subnetId: cb58Encode(tx.subnetId),
        name: tx.chainName,
        vmId: cb58Encode(tx.vmId),
        height,
      });
  }
}

/**
 * The conversion ID a ConvertSubnetToL1Tx gives its subnet (written apart from the encoder's conversionIdOf,
 * as the decoder is, so the mock's mistakes are not inherited): sha256 of the conversion data as the node's warp
 * message codec writes it (version 0, subnet ID, manager chain ID, the manager address and each validator's
 * node ID with their lengths, the validators' BLS public keys and weights, in the tx's order).
 */
export function conversionIdOf(
  subnetId: Uint8Array,
  managerChainId: Uint8Array,
  managerAddress: Uint8Array,
  validators: ReadonlyArray<{ nodeId: Uint8Array; publicKey: Uint8Array; weight: bigint }>,
): Uint8Array {
  const u32 = (n: number) => Uint8Array.of(n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
  const u64 = (n: bigint) => {
    const out = new Uint8Array(8);
    new DataView(out.buffer).setBigUint64(0, n);
    return out;
  };
  const parts: Uint8Array[] = [
    Uint8Array.of(0, 0),
    subnetId,
    managerChainId,
    u32(managerAddress.length),
    managerAddress,
    u32(validators.length),
  ];
  for (const v of validators) parts.push(u32(v.nodeId.length), v.nodeId, v.publicKey, u64(v.weight));
  return sha256(Buffer.concat(parts));
}

/** The model's UTXOs of an address (the hex of its 20 bytes): outputs naming it that no read block spent (meaningful on a complete model). */
export function unspentOf(m: ChainModel, addressHex: string): ModelUtxo[] {
  return [...m.outputs.values()].filter((u) => !m.spent.has(u.key) && u.owner.addresses.includes(addressHex));
}

export { utxoKey };

// ---- The model as text: built once where discovery decodes the blocks, read by every suite worker ----

/** The model as JSON text (bigints, Maps and Sets tagged so they come back as they were). */
export function chainModelText(m: ChainModel): string {
  return JSON.stringify(m, (_k, v: unknown) => {
    if (typeof v === 'bigint') return { $n: v.toString() };
    if (v instanceof Map) return { $map: [...v] };
    if (v instanceof Set) return { $set: [...v] };
    return v;
  });
}

/** Model texts built in this process, by the bytes they were built from (a selftest's parts read the same blocks). */
const textsByBytes = new KeptResults<string, string>(4);

/**
 * chainModelText(buildChainModel(blocks, tip, unread)), where `blocksHex` are the blocks' bytes as read
 * (in the order of `blocks`): built once per process for the same bytes, tip and unread block.
 */
export function chainModelTextOfBlocks(
  blocksHex: readonly string[],
  blocks: readonly DecodedBlock[],
  tip: number,
  unread?: ChainModel['unread'],
): string {
  const hash = createHash('sha256').update(`${tip}\n${JSON.stringify(unread ?? null)}\n`);
  for (const hex of blocksHex) hash.update(hex).update('\n');
  return textsByBytes.get(hash.digest('hex'), () => chainModelText(buildChainModel(blocks, tip, unread)));
}

/** The model chainModelText wrote. */
export function chainModelOf(text: string): ChainModel {
  // A walk after a plain JSON.parse: about half the CPU of a reviver, which is called for every value.
  return revive(JSON.parse(text)) as ChainModel;
}

/** The tagged values of chainModelText's JSON back as bigints, Maps and Sets (objects and arrays in place). */
function revive(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = revive(v[i]);
    return v;
  }
  const o = v as Record<string, unknown>;
  if (typeof o.$n === 'string') return BigInt(o.$n);
  if (Array.isArray(o.$map)) return new Map(revive(o.$map) as Array<[unknown, unknown]>);
  if (Array.isArray(o.$set)) return new Set(revive(o.$set) as unknown[]);
  for (const k of Object.keys(o)) o[k] = revive(o[k]);
  return o;
}
