// platform.getCurrentValidators, getValidatorsAt, getAllValidatorsAt, sampleValidators,
// getL1Validator, getTotalStake, getMinStake.
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';
import type { HandlerTable } from '../mock-contracts.js';
import { RpcMethodError, UnmarshalError } from '../mock-contracts.js';
import { argsOf, type Args } from '../go-params.js';
import { methodHandlers, type ResultIn } from '../method-handlers.js';
import type { NodeContext } from '../node-context.js';
import type { MockL1Validator, MockSubnet, MockValidator } from '../chain/state.js';
import { lastBlock } from './blocks.js';
import { ownerJson } from './render.js';

function subnetOf(ctx: NodeContext, id: string): MockSubnet | undefined {
  return ctx.state.subnets.find((s) => s.id === id);
}

/** A validator record of getCurrentValidators' answer. */
type ValidatorRecord = ResultIn<'platform.getCurrentValidators'>['validators'][number];

function primaryValidatorJson(v: MockValidator, withDelegators: boolean): ValidatorRecord {
  return {
    txID: v.txId,
    startTime: String(v.start),
    endTime: String(v.end),
    weight: String(v.weight),
    nodeID: v.nodeId,
    validationRewardOwner: ownerJson(v.validationRewardOwner),
    delegationRewardOwner: ownerJson(v.delegationRewardOwner),
    potentialReward: String(v.potentialReward),
    delegationFee: v.delegationFeePercent,
    uptime: '100.0000',
    connected: true,
    ...(v.signer ? { signer: { publicKey: v.signer.publicKey, proofOfPosession: v.signer.proofOfPossession } } : {}),
    delegatorCount: String(v.delegators.length),
    delegatorWeight: String(v.delegators.reduce((s, d) => s + d.weight, 0n)),
    ...(withDelegators
      ? {
          delegators: v.delegators.map((d) => ({
            txID: d.txId,
            startTime: String(d.start),
            endTime: String(d.end),
            weight: String(d.weight),
            nodeID: d.nodeId,
            rewardOwner: ownerJson(d.rewardOwner),
            potentialReward: String(d.potentialReward),
          })),
        }
      : {}),
  };
}

function subnetValidatorsJson(s: MockSubnet): ValidatorRecord[] {
  const legacy: ValidatorRecord[] = s.validators.map((v) => ({
    txID: v.txId,
    startTime: String(v.start),
    endTime: String(v.end),
    weight: String(v.weight),
    nodeID: v.nodeId,
  }));
  // The spec lists txID for every kind; an L1 validator's registration is its validation ID.
  const l1: ValidatorRecord[] = s.l1Validators.map((v) => ({ txID: v.validationId, ...l1ValidatorJson(v) }));
  return [...legacy, ...l1];
}

/** An L1 validator's members, in the node's order (facts §3.9): getCurrentValidators' and getL1Validator's alike. */
export function l1ValidatorJson(v: MockL1Validator) {
  return {
    nodeID: v.nodeId,
    weight: String(v.weight),
    startTime: String(v.start),
    validationID: v.validationId,
    publicKey: v.publicKey,
    remainingBalanceOwner: ownerJson(v.remainingBalanceOwner),
    deactivationOwner: ownerJson(v.deactivationOwner),
    minNonce: String(v.minNonce),
    balance: String(v.balance),
  };
}

/** nodeID -> weight of a subnet's validators at a height (default: the tip); inactive L1 validators have no weight. */
function weights(ctx: NodeContext, subnetId: string, height = lastBlock(ctx).height): Map<string, bigint> {
  const out = new Map<string, bigint>();
  if (subnetId === PRIMARY_NETWORK_ID) {
    // A Primary Network validator weighs its own stake and its delegators' (those a block at or below `height` added).
    const delegated = (v: (typeof ctx.state.validators)[number]) =>
      v.delegators.reduce(
        (sum, d) => sum + ((ctx.state.txs.get(d.txId)?.height ?? Infinity) <= height ? d.weight : 0n),
        0n,
      );
    for (const v of ctx.state.validators) if (v.height <= height) out.set(v.nodeId, v.weight + delegated(v));
    // A validator whose stake ended is in the sets of the heights it validated: a set at a past height never changes.
    for (const v of ctx.state.formerValidators)
      if (v.height <= height && height < v.endedAt) out.set(v.nodeId, v.weight);
  } else {
    const s = subnetOf(ctx, subnetId);
    for (const v of s?.validators ?? []) if (v.height <= height) out.set(v.nodeId, v.weight);
    // A validator removed by a block above `height` is in its set: a set at a past height never changes.
    for (const v of s?.removedValidators ?? [])
      if (v.height <= height && height < v.removedAt) out.set(v.nodeId, v.weight);
    // An active L1 validator, or one disabled or removed by a block above `height`, at its weight then: a set at a
    // past height never changes.
    const activeAt = (v: MockL1Validator) => (v.disabledAt === undefined ? v.balance > 0n : height < v.disabledAt);
    const weightAt = (v: MockL1Validator) => v.priorWeights?.find((p) => height < p.until)?.weight ?? v.weight;
    for (const v of s?.l1Validators ?? []) if (activeAt(v) && v.height <= height) out.set(v.nodeId, weightAt(v));
    for (const v of s?.removedL1Validators ?? [])
      if (activeAt(v) && v.height <= height && height < v.removedAt) out.set(v.nodeId, weightAt(v));
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The height param as the node decodes it (facts §3.24): a uint64 below 2^64-1 as a number or a decimal string, or "proposed"; missing or null is 0. */
function decodeHeight(a: Args): bigint | 'proposed' {
  return a.field<bigint | 'proposed'>(
    'height',
    (value) => {
      if (value === 'proposed') return value;
      const n =
        typeof value === 'string' && /^[0-9]+$/.test(value)
          ? BigInt(value)
          : typeof value === 'number' && Number.isInteger(value) && value >= 0
            ? BigInt(value)
            : typeof value === 'bigint'
              ? value
              : null;
      if (n === null || n >= (1n << 64n) - 1n) throw new UnmarshalError('height: not a height');
      return n;
    },
    0n,
  );
}

/** A decoded height resolved against the chain: "proposed" is the proposer height; above the tip is an error. */
function heightParam(ctx: NodeContext, n: bigint | 'proposed'): number {
  const tip = lastBlock(ctx).height;
  if (n === 'proposed') return ctx.state.proposedHeight;
  if (n > BigInt(tip))
    throw new RpcMethodError(
      `failed to get validator set at ${n}: failed to fetch validator set at unfinalized height: current P-chain height (${tip}) < requested P-Chain height (${n})`,
    );
  return Number(n);
}

export function validatorHandlers(ctx: NodeContext): HandlerTable {
  return methodHandlers({
    'platform.getCurrentValidators': (p) => {
      const a = argsOf(p);
      const subnetId = a.id('subnetID');
      const nodeIds = a.nodeIds('nodeIDs');
      const wanted = new Set(nodeIds);
      if (subnetId === PRIMARY_NETWORK_ID) {
        const single = wanted.size === 1;
        const list = ctx.state.validators.filter((v) => wanted.size === 0 || wanted.has(v.nodeId));
        return { validators: list.map((v) => primaryValidatorJson(v, single)) };
      }
      const s = subnetOf(ctx, subnetId);
      const all = s ? subnetValidatorsJson(s) : [];
      return { validators: wanted.size ? all.filter((v) => wanted.has(v.nodeID)) : all };
    },
    'platform.getValidatorsAt': (p) => {
      const a = argsOf(p);
      const asked = decodeHeight(a);
      const subnetId = a.id('subnetID');
      const height = heightParam(ctx, asked);
      const map = Object.fromEntries([...weights(ctx, subnetId, height)].map(([id, w]) => [id, String(w)]));
      return { validators: map };
    },
    'platform.getAllValidatorsAt': (p) => {
      const height = heightParam(ctx, decodeHeight(argsOf(p)));
      const sets: ResultIn<'platform.getAllValidatorsAt'>['validatorSets'] = {};
      for (const subnetId of [PRIMARY_NETWORK_ID, ...ctx.state.subnets.map((s) => s.id)]) {
        const w = weights(ctx, subnetId, height);
        if (w.size === 0) continue;
        const withKeys =
          subnetId === PRIMARY_NETWORK_ID ? ctx.state.validators.filter((v) => v.signer && v.height <= height) : [];
        sets[subnetId] = {
          validators: withKeys.map((v) => ({
            publicKey: v.signer!.publicKey,
            weight: String(w.get(v.nodeId)),
            nodeIDs: [v.nodeId],
          })),
          totalWeight: String([...w.values()].reduce((s, x) => s + x, 0n)),
        };
      }
      return { validatorSets: sets };
    },
    'platform.sampleValidators': (p) => {
      const a = argsOf(p);
      const size = Number(a.uint('size', 16));
      const subnetId = a.id('subnetID');
      const ids = [...weights(ctx, subnetId).keys()];
      if (size === 0) return { validators: [] };
      if (ids.length === 0) throw new RpcMethodError(`sampling ${subnetId} errored with missing validators`);
      if (size > ids.length) throw new RpcMethodError(`sampling ${subnetId} errored with insufficient weight`);
      return { validators: ids.slice(0, size).sort() };
    },
    'platform.getL1Validator': (p) => {
      const id = argsOf(p).id('validationID');
      for (const s of ctx.state.subnets)
        for (const v of s.l1Validators)
          if (v.validationId === id)
            // The L1 validator's members, then subnetID and height.
            return { ...l1ValidatorJson(v), subnetID: s.id, height: String(lastBlock(ctx).height) };
      throw new RpcMethodError(`fetching L1 validator "${id}" failed: not found`);
    },
    'platform.getTotalStake': (p) => {
      const subnetId = argsOf(p).id('subnetID');
      const total = String([...weights(ctx, subnetId).values()].reduce((s, x) => s + x, 0n));
      if (subnetId === PRIMARY_NETWORK_ID) return { stake: total, weight: total };
      return { weight: total };
    },
    'platform.getMinStake': (p) => {
      const subnetId = argsOf(p).id('subnetID');
      const s = subnetOf(ctx, subnetId);
      if (subnetId !== PRIMARY_NETWORK_ID && s?.kind !== 'elastic')
        throw new RpcMethodError(`failed fetching subnet transformation for ${subnetId}: not found`);
      // An elastic subnet's minimums are its TransformSubnetTx's.
      const own = s?.elastic
        ? { validator: s.elastic.minValidatorStake, delegator: s.elastic.minDelegatorStake }
        : ctx.state.minStake;
      return { minValidatorStake: String(own.validator), minDelegatorStake: String(own.delegator) };
    },
  });
}
