// The faults of a chain that moves: answers that stop following the state once given, a status that skips a state, a
// set at a past height that changes, an L1 validator still funded once disabled. Each breaks a transition the state
// machine (avaconform run --stateful, src/stateful/) watches; a run that reads one state cannot see them.
import type { Aspect } from '../../../schemas/conformance.js';
import { decodeHexChecksum, encodeHexChecksum } from '../../encoding/hex.js';
import { isJsonObject, type Json } from '../../json/lossless.js';
import type { ClauseId } from '../../spec/clauses.js';
import type { NodeContext } from '../node-context.js';
import type { AnswerEffect, FaultCall } from './effect.js';

interface TransitionFault {
  clauses: readonly ClauseId[];
  aspect: Aspect;
  description: string;
  /** Caught by the state machine: its selftest runs with --stateful. */
  stateful: true;
  effect: AnswerEffect;
}

const firstParams = (params: Json | undefined): Json | undefined => (Array.isArray(params) ? params[0] : params);

/** The first answer a node gave each method and params: what an answer that stops following the state keeps giving. */
const firstAnswers = new WeakMap<Readonly<NodeContext>, Map<string, Json>>();
function firstAnswer(result: Json, { method, params, node }: FaultCall): Json {
  let kept = firstAnswers.get(node);
  if (!kept) firstAnswers.set(node, (kept = new Map()));
  const key = `${method} ${JSON.stringify(params ?? null)}`;
  if (!kept.has(key)) kept.set(key, result);
  return kept.get(key)!;
}

/** An effect that answers each method and params as it was first answered, whatever the chain accepted since. */
const stopsFollowing = (methods: readonly string[]): AnswerEffect => ({ methods, result: firstAnswer });

/** The height of the node's tip. */
const tipHeight = (node: Readonly<NodeContext>): number => node.state.blocks[node.state.blocks.length - 1]!.height;

export const TRANSITION_FAULTS = {
  'height-stops-following': {
    clauses: ['P.m.getHeight'],
    aspect: 'consistency',
    description: 'getHeight answers the height it first answered: the blocks accepted since never show',
    stateful: true,
    effect: stopsFollowing(['platform.getHeight']),
  },
  'balance-stops-following': {
    clauses: ['P.m.getBalance'],
    aspect: 'consistency',
    description: 'getBalance answers each address as it first did: what a later tx spent and paid it never shows',
    stateful: true,
    effect: stopsFollowing(['platform.getBalance']),
  },
  'blockchains-stop-following': {
    clauses: ['P.m.getBlockchains'],
    aspect: 'consistency',
    description: 'getBlockchains answers the list it first answered: a chain created since is never listed',
    stateful: true,
    effect: stopsFollowing(['platform.getBlockchains']),
  },
  'subnet-validators-stop-following': {
    clauses: ['P.m.getCurrentValidators'],
    aspect: 'consistency',
    description:
      "getCurrentValidators answers each subnet's validators as it first did: a validator added since never shows",
    stateful: true,
    effect: stopsFollowing(['platform.getCurrentValidators']),
  },
  'tx-bytes-one-more': {
    clauses: ['P.m.getTx'],
    aspect: 'consistency',
    description: 'getTx in hex answers a tx with one byte more than the tx that was committed (its checksum remade)',
    stateful: true,
    effect: {
      methods: ['platform.getTx'],
      result: (result: Json): Json => {
        if (!isJsonObject(result) || typeof result.tx !== 'string' || !result.tx.startsWith('0x')) return result;
        const bytes = decodeHexChecksum(result.tx);
        return { ...result, tx: encodeHexChecksum(Uint8Array.from([...bytes, 0])) };
      },
    },
  },
  'utxos-stop-following': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'consistency',
    description: 'getUTXOs answers each address as it first did: the UTXOs a later tx spent and made never show',
    stateful: true,
    effect: stopsFollowing(['platform.getUTXOs']),
  },
  'subnet-stops-following': {
    clauses: ['P.m.getSubnet'],
    aspect: 'consistency',
    description:
      'getSubnet answers each subnet as it first did: a transfer of ownership or a conversion to an L1 never shows',
    stateful: true,
    effect: stopsFollowing(['platform.getSubnet']),
  },
  'l1-validator-stops-following': {
    clauses: ['P.m.getL1Validator'],
    aspect: 'consistency',
    description: 'getL1Validator answers each validator as it first did: a top-up or a disable never shows',
    stateful: true,
    effect: stopsFollowing(['platform.getL1Validator']),
  },
  'status-skips-processing': {
    clauses: ['P.state.tx-status'],
    aspect: 'consistency',
    description: 'getTxStatus answers a tx the node took Committed before any block holds it (it skips Processing)',
    stateful: true,
    effect: {
      methods: ['platform.getTxStatus'],
      result: (result: Json, { params, node }: FaultCall): Json => {
        const p = firstParams(params);
        const id = isJsonObject(p) ? p.txID : undefined;
        return typeof id === 'string' && node.issued.has(id) && isJsonObject(result) && result.status === 'Processing'
          ? { status: 'Committed' }
          : result;
      },
    },
  },
  'staker-outlives-its-end': {
    clauses: ['P.m.getCurrentValidators'],
    aspect: 'consistency',
    description:
      'getCurrentValidators still lists a validator whose stake ended and was rewarded (its last record, as it was)',
    stateful: true,
    effect: {
      methods: ['platform.getCurrentValidators'],
      result: (result: Json, { params, node }: FaultCall): Json => {
        const p = firstParams(params);
        const asked = isJsonObject(p) && Array.isArray(p.nodeIDs) ? p.nodeIDs.map(String) : [];
        const ended = node.state.formerValidators.filter((v) => asked.includes(v.nodeId));
        if (!ended.length || !isJsonObject(result) || !Array.isArray(result.validators)) return result;
        // The record it had while current: the answer of a node that never removed it.
        const records = ended.map((v) => ({
          nodeID: v.nodeId,
          txID: v.txId,
          startTime: String(v.start),
          endTime: String(v.end),
          weight: String(v.weight),
          potentialReward: String(v.potentialReward),
        }));
        return { ...result, validators: [...result.validators, ...records] };
      },
    },
  },
  'reward-utxos-missing': {
    clauses: ['P.m.getRewardUTXOs'],
    aspect: 'consistency',
    description: "getRewardUTXOs answers none for a validator whose stake ended on the node's chain and was rewarded",
    stateful: true,
    effect: {
      methods: ['platform.getRewardUTXOs'],
      result: (result: Json, { params, node }: FaultCall): Json => {
        const p = firstParams(params);
        const id = isJsonObject(p) ? p.txID : undefined;
        return node.state.formerValidators.some((v) => v.txId === id) && isJsonObject(result)
          ? { ...result, numFetched: '0', utxos: [] }
          : result;
      },
    },
  },
  'past-set-changes': {
    clauses: ['P.m.getValidatorsAt'],
    aspect: 'consistency',
    description:
      "getValidatorsAt answers a height the chain has passed with the tip's set: it changes as the chain moves",
    stateful: true,
    effect: {
      methods: ['platform.getValidatorsAt'],
      result: async (result: Json, { params, node, again }: FaultCall): Promise<Json> => {
        const p = firstParams(params);
        if (!isJsonObject(p)) return result;
        const asked = Number(p.height);
        const tip = tipHeight(node);
        return Number.isSafeInteger(asked) && asked < tip ? again({ ...p, height: String(tip) }) : result;
      },
    },
  },
  'disabled-l1-validator-funded': {
    clauses: ['P.m.getL1Validator'],
    aspect: 'consistency',
    description: 'getL1Validator answers a disabled L1 validator with the balance it had before it was disabled',
    stateful: true,
    effect: {
      methods: ['platform.getL1Validator'],
      result: (result: Json, { node }: FaultCall): Json => {
        if (!isJsonObject(result) || result.balance !== '0') return result;
        const v = node.state.subnets.flatMap((s) => s.l1Validators).find((x) => x.validationId === result.validationID);
        return v?.disabledAt !== undefined ? { ...result, balance: String(v.weight * 10_000_000n) } : result;
      },
    },
  },
} as const satisfies Record<string, TransitionFault>;
