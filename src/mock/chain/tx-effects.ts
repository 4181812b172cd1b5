// What an accepted tx changes beyond its UTXOs: chains created, subnet validators added, owners transferred, subnets
// converted to L1s, L1 validators topped up or disabled, Primary Network validators and delegators added. Each change
// replaces the record it touches with a copy: the state the block grows from stays as it was.
import {
  conversionIdOf,
  conversionValidationIdOf,
  encodeTransferableOutput,
  type OutputOwners,
  type TransferableOutput,
} from '../../codec/codec.js';
import { formatAddress, parseAddress } from '../../encoding/address.js';
import { cb58Encode, encodeNodeId } from '../../encoding/cb58.js';
import { toHex } from '../../encoding/hex.js';
import { delegatorReward, validatorReward } from './rewards.js';
import type { AcceptedTx } from './tx-value.js';
import type { ChainState, MockChain, MockL1Validator, MockOwner, MockSubnet, MockValidator } from './state.js';
import type { Utxo } from '../../codec/codec.js';
import { newSubnet } from './new-subnet.js';
import { decodeAddressedCall, decodeL1Message, decodeWarpMessage } from '../../codec/warp.js';

/** The ACP-77 message a verified RegisterL1ValidatorTx or SetL1ValidatorWeightTx carries. */
const l1MessageOf = (message: Uint8Array) =>
  decodeL1Message(decodeAddressedCall(decodeWarpMessage(message).payload).payload);

/** The records a block's txs change, each list copied once per block, and the UTXOs they make beyond their outputs. */
export interface Draft {
  readonly hrp: string;
  readonly assetId: Uint8Array;
  subnets: MockSubnet[];
  chains: MockChain[];
  validators: MockValidator[];
  /** UTXOs a tx makes besides its outputs: a disabled L1 validator's refunded balance. */
  refunds: Utxo[];
  /** The Primary Network's current supply: each staker added counts its potential reward in (getCurrentSupply). */
  supply: bigint;
}

export function draftOf(state: ChainState): Draft {
  return {
    hrp: state.hrp,
    assetId: state.avaxAssetIdBytes,
    subnets: [...state.subnets],
    chains: [...state.chains],
    validators: [...state.validators],
    refunds: [],
    supply: state.supply,
  };
}

/** One accepted tx: its ID (CB58 and bytes), its value, and the block that holds it. */
export interface Landed {
  id: string;
  idBytes: Uint8Array;
  tx: AcceptedTx;
  height: number;
  /** The block's time (unix seconds): a staker added by it starts then (Durango ignores the tx's start time). */
  time: number;
}

const ownerOf = (hrp: string, o: { locktime?: bigint; threshold: number; addresses: Uint8Array[] }): MockOwner => ({
  locktime: o.locktime ?? 0n,
  threshold: o.threshold,
  addresses: o.addresses.map((a) => formatAddress('P', hrp, a)),
});

/** Replaces the subnet `id` with `change(subnet)`; a subnet the state lacks is left alone (verification refused it). */
function updateSubnet(d: Draft, id: string, change: (s: MockSubnet) => MockSubnet): void {
  const i = d.subnets.findIndex((s) => s.id === id);
  if (i >= 0) d.subnets[i] = change(d.subnets[i]!);
}

/** Replaces the L1 validator `validationId` (in whichever L1 holds it) with `change(validator)`. */
function updateL1Validator(
  d: Draft,
  validationId: string,
  change: (v: MockL1Validator) => MockL1Validator,
): MockL1Validator | undefined {
  let before: MockL1Validator | undefined;
  for (const [i, s] of d.subnets.entries()) {
    const j = s.l1Validators.findIndex((v) => v.validationId === validationId);
    if (j < 0) continue;
    before = s.l1Validators[j]!;
    d.subnets[i] = { ...s, l1Validators: s.l1Validators.map((v, k) => (k === j ? change(v) : v)) };
  }
  return before;
}

/** A UTXO of `amount` to an L1 validator's remaining-balance owner, made by the tx `t` after its outputs. */
function refund(d: Draft, t: Landed, outputs: number, v: MockL1Validator): void {
  d.refunds.push({
    txId: t.idBytes,
    outputIndex: outputs,
    assetId: d.assetId,
    output: {
      amount: v.balance,
      locktime: 0n,
      threshold: v.remainingBalanceOwner.threshold,
      addresses: v.remainingBalanceOwner.addresses.map((a) => parseAddress(a).bytes),
    },
  });
}

/** The staked outputs as getStake lists them, their amount, and the address the mock's getStake matches (the first output's first owner). */
function staked(hrp: string, stake: readonly TransferableOutput[]) {
  return {
    stakedOutputs: stake.map(encodeTransferableOutput),
    stakeOwner: formatAddress('P', hrp, stake[0]?.output.addresses[0] ?? new Uint8Array(20)),
  };
}

/** A Primary Network validator as getCurrentValidators lists it, from a permissionless or auto-renewed validator tx. */
function primaryValidator(
  d: Draft,
  t: Landed,
  v: {
    nodeId: Uint8Array;
    end: number;
    weight: bigint;
    signer: { publicKey: Uint8Array; signature: Uint8Array } | null;
    stake: TransferableOutput[];
    rewards: OutputOwners;
    delegationRewards: OutputOwners;
    shares: number;
  },
): MockValidator {
  return {
    txId: t.id,
    nodeId: encodeNodeId(v.nodeId),
    start: t.time,
    end: v.end,
    weight: v.weight,
    height: t.height,
    signer: v.signer ? { publicKey: toHex(v.signer.publicKey), proofOfPossession: toHex(v.signer.signature) } : null,
    validationRewardOwner: ownerOf(d.hrp, v.rewards),
    delegationRewardOwner: ownerOf(d.hrp, v.delegationRewards),
    delegationFeePercent: (v.shares / 10_000).toFixed(4),
    potentialReward: validatorReward(v.weight),
    ...staked(d.hrp, v.stake),
    delegators: [],
  };
}

/** A Primary Network validator joins: the supply counts its potential reward in from now (the node's rule). */
function addPrimaryValidator(d: Draft, v: MockValidator): void {
  d.validators.push(v);
  d.supply += v.potentialReward;
}

/** Applies one accepted tx's effect to the draft. */
export function applyTx(d: Draft, t: Landed): void {
  const u = t.tx;
  switch (u.type) {
    case 'CreateSubnetTx':
      d.subnets.push(newSubnet(t.id, ownerOf(d.hrp, u.owner)));
      return;
    case 'CreateChainTx':
      // The mock's node runs no chain created after its start: it is in the state, not validated here.
      d.chains.push({
        id: t.id,
        name: u.chainName,
        subnetId: cb58Encode(u.subnetId),
        vmId: cb58Encode(u.vmId),
        status: 'Created',
      });
      return;
    case 'AddSubnetValidatorTx':
      updateSubnet(d, cb58Encode(u.subnetId), (s) => ({
        ...s,
        validators: [
          ...s.validators,
          {
            txId: t.id,
            nodeId: encodeNodeId(u.validator.nodeId),
            start: t.time,
            end: Number(u.validator.end),
            weight: u.validator.weight,
            height: t.height,
          },
        ],
      }));
      return;
    case 'RemoveSubnetValidatorTx': {
      const nodeId = encodeNodeId(u.nodeId);
      updateSubnet(d, cb58Encode(u.subnetId), (s) => ({
        ...s,
        validators: s.validators.filter((v) => v.nodeId !== nodeId),
        removedValidators: [
          ...s.removedValidators,
          ...s.validators.filter((v) => v.nodeId === nodeId).map((v) => ({ ...v, removedAt: t.height })),
        ],
      }));
      return;
    }
    case 'TransferSubnetOwnershipTx': {
      const owner = ownerOf(d.hrp, u.owner);
      updateSubnet(d, cb58Encode(u.subnetId), (s) => ({
        ...s,
        controlKeys: owner.addresses,
        threshold: owner.threshold,
        locktime: owner.locktime,
      }));
      return;
    }
    case 'ConvertSubnetToL1Tx':
      updateSubnet(d, cb58Encode(u.subnetId), (s) => ({
        ...s,
        kind: 'l1',
        conversionId: cb58Encode(conversionIdOf(u.subnetId, u.chainId, u.address, u.validators)),
        managerChainId: cb58Encode(u.chainId),
        managerAddress: toHex(u.address),
        l1Validators: u.validators.map((v, i) => ({
          validationId: cb58Encode(conversionValidationIdOf(u.subnetId, i)),
          nodeId: encodeNodeId(v.nodeId),
          weight: v.weight,
          start: t.time,
          height: t.height,
          publicKey: toHex(v.publicKey),
          balance: v.balance,
          minNonce: 0n,
          remainingBalanceOwner: ownerOf(d.hrp, v.remainingBalanceOwner),
          deactivationOwner: ownerOf(d.hrp, v.deactivationOwner),
        })),
      }));
      return;
    case 'RegisterL1ValidatorTx': {
      const m = l1MessageOf(u.message);
      if (m.type !== 'RegisterL1Validator') return;
      // Its validation ID is the message's hash; active from this block while its balance lasts (a balance of 0: inactive).
      updateSubnet(d, cb58Encode(m.subnetId), (s) => ({
        ...s,
        l1Validators: [
          ...s.l1Validators,
          {
            validationId: cb58Encode(m.validationId),
            nodeId: encodeNodeId(m.nodeId),
            weight: m.weight,
            start: t.time,
            height: t.height,
            publicKey: toHex(m.blsPublicKey),
            balance: u.balance,
            minNonce: 0n,
            remainingBalanceOwner: ownerOf(d.hrp, m.remainingBalanceOwner),
            deactivationOwner: ownerOf(d.hrp, m.disableOwner),
          },
        ],
      }));
      return;
    }
    case 'SetL1ValidatorWeightTx': {
      const m = l1MessageOf(u.message);
      if (m.type !== 'L1ValidatorWeight') return;
      const id = cb58Encode(m.validationId);
      if (m.weight > 0n) {
        // The next message must carry a higher nonce; the sets of the heights below keep the weight before.
        updateL1Validator(d, id, (v) => ({
          ...v,
          weight: m.weight,
          minNonce: m.nonce + 1n,
          priorWeights: [...(v.priorWeights ?? []), { until: t.height, weight: v.weight }],
        }));
        return;
      }
      // Weight 0 removes it: getL1Validator no longer finds it, and what its balance holds goes back to its owner.
      const i = d.subnets.findIndex((s) => s.l1Validators.some((v) => v.validationId === id));
      const s = d.subnets[i];
      const v = s?.l1Validators.find((x) => x.validationId === id);
      if (!s || !v) return;
      d.subnets[i] = {
        ...s,
        l1Validators: s.l1Validators.filter((x) => x !== v),
        removedL1Validators: [...(s.removedL1Validators ?? []), { ...v, removedAt: t.height }],
      };
      if (v.balance > 0n && v.disabledAt === undefined) refund(d, t, u.outputs.length, v);
      return;
    }
    case 'IncreaseL1ValidatorBalanceTx':
      updateL1Validator(d, cb58Encode(u.validationId), (v) => ({ ...v, balance: v.balance + u.balance }));
      return;
    case 'DisableL1ValidatorTx': {
      // Disabled: no balance left (inactive, out of the validator sets); what it held goes back to its remaining-balance
      // owner as a UTXO of this tx, after its outputs.
      const before = updateL1Validator(d, cb58Encode(u.validationId), (v) => ({
        ...v,
        balance: 0n,
        disabledAt: t.height,
      }));
      if (before && before.balance > 0n) refund(d, t, u.outputs.length, before);
      return;
    }
    case 'AddPermissionlessValidatorTx':
      addPrimaryValidator(
        d,
        primaryValidator(d, t, {
          nodeId: u.validator.nodeId,
          end: Number(u.validator.end),
          weight: u.validator.weight,
          signer: u.signer,
          stake: u.stake,
          rewards: u.validationRewardsOwner,
          delegationRewards: u.delegationRewardsOwner,
          shares: u.shares,
        }),
      );
      return;
    case 'AddAutoRenewedValidatorTx':
      // Its first cycle runs from the block's time for a period; the weight is its stake.
      addPrimaryValidator(
        d,
        primaryValidator(d, t, {
          nodeId: u.nodeId,
          end: t.time + Number(u.period),
          weight: u.stake.reduce((s, o) => s + o.output.amount, 0n),
          signer: u.signer,
          stake: u.stake,
          rewards: u.validationRewardsOwner,
          delegationRewards: u.delegationRewardsOwner,
          shares: u.shares,
        }),
      );
      return;
    case 'AddPermissionlessDelegatorTx': {
      const nodeId = encodeNodeId(u.validator.nodeId);
      const i = d.validators.findIndex((v) => v.nodeId === nodeId);
      if (i < 0) return;
      const v = d.validators[i]!;
      const { stakedOutputs } = staked(d.hrp, u.stake);
      d.validators[i] = {
        ...v,
        delegators: [
          ...v.delegators,
          {
            txId: t.id,
            nodeId,
            start: t.time,
            end: Number(u.validator.end),
            weight: u.validator.weight,
            rewardOwner: ownerOf(d.hrp, u.rewardsOwner),
            potentialReward: delegatorReward(u.validator.weight),
            stakedOutputs,
          },
        ],
      };
      d.supply += delegatorReward(u.validator.weight);
      return;
    }
    // BaseTx, ImportTx and ExportTx move value only; SetAutoRenewedValidatorConfigTx changes the next cycle, which no answer shows.
    default:
      return;
  }
}
