// The faults of a chain that moves: answers that stop following the state once given, a status that skips a state, a
// set at a past height that changes, an L1 validator still funded once disabled. Each breaks a transition the state
// machine (avaconform run --stateful, src/stateful/) watches; a run that reads one state cannot see them.
import type { Aspect } from '../../../schemas/conformance.js';
import { conversionValidationIdOf, encodeUtxo } from '../../codec/codec.js';
import { parseAddress } from '../../encoding/address.js';
import { cb58Decode, cb58Encode } from '../../encoding/cb58.js';
import { sha256 } from '../../encoding/checksum.js';
import { decodeHexChecksum, encodeHexChecksum } from '../../encoding/hex.js';
import { isJsonObject, type Json } from '../../json/lossless.js';
import type { ClauseId } from '../../spec/clauses.js';
import type { NodeContext } from '../node-context.js';
import { l1ValidatorJson } from '../platform/validator-handlers.js';
import type { AnswerEffect, FaultCall } from './effect.js';

export interface TransitionFault {
  clauses: readonly ClauseId[];
  aspect: Aspect;
  description: string;
  /** Caught by the state machine: its selftest runs with --stateful. */
  stateful: true;
  effect?: AnswerEffect;
  /** A stale cache in front of these methods: the first answer to each params, result or error, kept (src/mock/core.ts). */
  stale?: readonly string[];
}

/** A stale cache in front of one method, as a fault: each params answered as they first were. */
const staleCache = (method: string, clause: ClauseId, what: string): TransitionFault => ({
  clauses: [clause],
  aspect: 'consistency',
  description: `a stale cache in front of ${method.replace('platform.', '')}: each params answered as they first were (${what})`,
  stateful: true,
  stale: [method],
});

const firstParams = (params: Json | undefined): Json | undefined => (Array.isArray(params) ? params[0] : params);

/** The subnet the params name (subnetID), if the node has it. */
const subnetAsked = (p: Json | undefined, node: Readonly<NodeContext>) =>
  isJsonObject(p) ? node.state.subnets.find((s) => s.id === p.subnetID) : undefined;

/** The height of the node's tip. */
const tipHeight = (node: Readonly<NodeContext>): number => node.state.blocks[node.state.blocks.length - 1]!.height;

/** A health result with the P-Chain check's consensus report changed by `edit`. */
function editPChainConsensus(result: Json, edit: (consensus: Record<string, Json>) => Json): Json {
  if (!isJsonObject(result) || !isJsonObject(result.checks)) return result;
  const p = result.checks.P;
  if (!isJsonObject(p) || !isJsonObject(p.message) || !isJsonObject(p.message.engine)) return result;
  const { engine } = p.message;
  if (!isJsonObject(engine.consensus)) return result;
  const consensus = edit(engine.consensus);
  return {
    ...result,
    checks: { ...result.checks, P: { ...p, message: { ...p.message, engine: { ...engine, consensus } } } },
  };
}

export const TRANSITION_FAULTS = {
  'tx-status-stops-following': staleCache(
    'platform.getTxStatus',
    'P.m.getTxStatus',
    'a tx first seen Processing never shows Committed',
  ),
  'tx-stops-following': staleCache('platform.getTx', 'P.m.getTx', 'a tx first not found is never found'),
  'block-at-height-stops-following': staleCache(
    'platform.getBlockByHeight',
    'P.m.getBlockByHeight',
    'a height first without a block never has one',
  ),
  'reward-utxos-stop-following': staleCache(
    'platform.getRewardUTXOs',
    'P.m.getRewardUTXOs',
    'a staker first without a reward never shows one',
  ),
  'fee-state-stops-following': staleCache(
    'platform.getFeeState',
    'P.m.getFeeState',
    'the fee state of the first block it was asked at, whatever blocks came since',
  ),
  'validator-fee-state-stops-following': staleCache(
    'platform.getValidatorFeeState',
    'P.m.getValidatorFeeState',
    'the validator fee state of the first block it was asked at, whatever blocks came since',
  ),
  'height-stops-following': staleCache('platform.getHeight', 'P.m.getHeight', 'the blocks accepted since never show'),
  'balance-stops-following': staleCache(
    'platform.getBalance',
    'P.m.getBalance',
    'what a later tx spent and paid never shows',
  ),
  'blockchains-stop-following': staleCache(
    'platform.getBlockchains',
    'P.m.getBlockchains',
    'a chain created since is never listed',
  ),
  'subnet-validators-stop-following': staleCache(
    'platform.getCurrentValidators',
    'P.m.getCurrentValidators',
    'a validator added or ended since never shows',
  ),
  'index-last-accepted-stops-following': staleCache(
    'index.getLastAccepted',
    'I.m.getLastAccepted',
    'the blocks accepted since are never indexed',
  ),
  'proposed-height-steps-back': {
    clauses: ['P.m.getProposedHeight'],
    aspect: 'consistency',
    description: 'getProposedHeight answers one lower for each block the chain accepted since it was made',
    stateful: true,
    effect: {
      methods: ['platform.getProposedHeight'],
      result: (result: Json, { node }: FaultCall): Json => {
        // The mock's proposed height stays three below the tip it was made with.
        const accepted = tipHeight(node) - (node.state.proposedHeight + 3);
        return isJsonObject(result) && accepted > 0
          ? { ...result, height: String(node.state.proposedHeight - accepted) }
          : result;
      },
    },
  },
  'health-p-chain-one-ahead': {
    clauses: ['H.rpc.health'],
    aspect: 'consistency',
    description: "health.health's P-Chain check names a last accepted height one above the chain's",
    stateful: true,
    effect: {
      methods: ['health.health'],
      result: (result: Json): Json =>
        editPChainConsensus(result, (c) => {
          const h = c.lastAcceptedHeight;
          return typeof h === 'number' ? { ...c, lastAcceptedHeight: h + 1 } : c;
        }),
    },
  },
  'health-p-chain-inner-block-id': {
    clauses: ['H.rpc.health'],
    aspect: 'consistency',
    description:
      "health.health's P-Chain check names its last accepted block by the P-Chain block's own ID, not the proposer block's its engine accepted",
    stateful: true,
    effect: {
      methods: ['health.health'],
      result: (result: Json, { node }: FaultCall): Json =>
        editPChainConsensus(result, (c) => {
          const inner = node.state.blocks.find((b) => String(b.height) === String(c.lastAcceptedHeight));
          return inner ? { ...c, lastAcceptedID: inner.id } : c;
        }),
    },
  },
  'import-leaves-atomic-utxo': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'consistency',
    description:
      'getUTXOs sourceChain X still lists, to the address asked, each UTXO exported from X that an ImportTx took since',
    stateful: true,
    effect: {
      methods: ['platform.getUTXOs'],
      result: (result: Json, { params, node }: FaultCall): Json => {
        const p = firstParams(params);
        if (!isJsonObject(p) || p.sourceChain !== 'X' || !Array.isArray(p.addresses) || p.addresses.length !== 1)
          return result;
        if (!isJsonObject(result) || !Array.isArray(result.utxos) || result.encoding !== 'hex') return result;
        const owner = parseAddress(String(p.addresses[0])).bytes;
        // Each ImportTx names what it took; the owner is the one asked.
        const taken = [...node.state.txs.values()].flatMap((t) =>
          t.tx.unsigned.type === 'ImportTx' ? t.tx.unsigned.importedInputs : [],
        );
        const listed = taken.map((i) =>
          encodeHexChecksum(
            encodeUtxo({
              txId: i.txId,
              outputIndex: i.outputIndex,
              assetId: i.assetId,
              output: { amount: i.amount, locktime: 0n, threshold: 1, addresses: [owner] },
            }),
          ),
        );
        return listed.length ? { ...result, utxos: [...result.utxos, ...listed] } : result;
      },
    },
  },
  'c-exports-never-listed': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'consistency',
    description: 'getUTXOs sourceChain C answers none of the UTXOs the C-Chain exported to the address asked',
    stateful: true,
    effect: {
      methods: ['platform.getUTXOs'],
      result: (result: Json, { params }: FaultCall): Json => {
        const p = firstParams(params);
        if (!isJsonObject(p) || p.sourceChain !== 'C' || !isJsonObject(result) || !Array.isArray(result.utxos))
          return result;
        return { ...result, numFetched: '0', utxos: [] };
      },
    },
  },
  'mempool-answers-conflict-taken': {
    clauses: ['P.m.issueTx'],
    aspect: 'consistency',
    description:
      'issueTx answers a tx that conflicts with one in the mempool with its txID, as if taken, though the mempool refused it',
    stateful: true,
    effect: {
      methods: ['platform.issueTx'],
      refused: (error, { params }): Json => {
        const p = firstParams(params);
        if (!/tx conflicts with other tx/.test(error.message) || !isJsonObject(p) || typeof p.tx !== 'string')
          throw error;
        return { txID: cb58Encode(sha256(decodeHexChecksum(p.tx))) };
      },
    },
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
  'utxos-stop-following': staleCache(
    'platform.getUTXOs',
    'P.m.getUTXOs',
    'the UTXOs a later tx spent and made never show',
  ),
  'subnet-stops-following': staleCache(
    'platform.getSubnet',
    'P.m.getSubnet',
    'a transfer of ownership or a conversion never shows',
  ),
  'l1-validator-stops-following': staleCache(
    'platform.getL1Validator',
    'P.m.getL1Validator',
    'a top-up or a disable never shows',
  ),
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
  'total-stake-stops-following': staleCache(
    'platform.getTotalStake',
    'P.m.getTotalStake',
    'a staker added or ended since never counts',
  ),
  'supply-stops-following': staleCache(
    'platform.getCurrentSupply',
    'P.m.getCurrentSupply',
    "a staker's potential reward never counts",
  ),
  'stake-stops-following': staleCache('platform.getStake', 'P.m.getStake', 'a stake added or returned never shows'),
  'sample-stops-following': staleCache(
    'platform.sampleValidators',
    'P.m.sampleValidators',
    'a subnet first sampled without validators never has one',
  ),
  'validates-stops-following': staleCache(
    'platform.validates',
    'P.m.validates',
    "a chain created on a subnet since is never among the subnet's",
  ),
  'set-lags-one-block': {
    clauses: ['P.m.getValidatorsAt'],
    aspect: 'consistency',
    description:
      'getValidatorsAt answers each height with the set of the height below it: a validator shows one block late',
    stateful: true,
    effect: {
      methods: ['platform.getValidatorsAt'],
      result: async (result: Json, { params, again }: FaultCall): Promise<Json> => {
        const p = firstParams(params);
        if (!isJsonObject(p)) return result;
        const asked = Number(p.height);
        return Number.isSafeInteger(asked) && asked > 0 ? again({ ...p, height: String(asked - 1) }) : result;
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
  'removed-subnet-validator-listed': {
    clauses: ['P.m.getCurrentValidators'],
    aspect: 'consistency',
    description: "getCurrentValidators of a subnet still lists a validator its owner's RemoveSubnetValidatorTx removed",
    stateful: true,
    effect: {
      methods: ['platform.getCurrentValidators'],
      result: (result: Json, { params, node }: FaultCall): Json => {
        const p = firstParams(params);
        const subnet = subnetAsked(p, node);
        if (!subnet?.removedValidators.length || !isJsonObject(result) || !Array.isArray(result.validators))
          return result;
        const listed = subnet.removedValidators.map((v) => ({
          txID: v.txId,
          startTime: String(v.start),
          endTime: String(v.end),
          weight: String(v.weight),
          nodeID: v.nodeId,
        }));
        return { ...result, validators: [...result.validators, ...listed] };
      },
    },
  },
  'removal-rewrites-past-sets': {
    clauses: ['P.m.getValidatorsAt'],
    aspect: 'consistency',
    description:
      'getValidatorsAt of a subnet leaves out, at every height, a validator removed since: the sets of heights the chain passed change',
    stateful: true,
    effect: {
      methods: ['platform.getValidatorsAt'],
      result: (result: Json, { params, node }: FaultCall): Json => {
        const p = firstParams(params);
        const subnet = subnetAsked(p, node);
        if (!subnet?.removedValidators.length || !isJsonObject(result) || !isJsonObject(result.validators))
          return result;
        const removed = new Set(subnet.removedValidators.map((v) => v.nodeId));
        const kept = Object.entries(result.validators).filter(([nodeId]) => !removed.has(nodeId));
        return { ...result, validators: Object.fromEntries(kept) as Json };
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
  'l1-reweight-unseen': {
    clauses: ['P.m.getL1Validator'],
    aspect: 'consistency',
    description:
      'getL1Validator answers an L1 validator a SetL1ValidatorWeightTx reweighted with the weight and least nonce it had before',
    stateful: true,
    effect: {
      methods: ['platform.getL1Validator'],
      result: (result: Json, { node }: FaultCall): Json => {
        if (!isJsonObject(result)) return result;
        const v = node.state.subnets.flatMap((s) => s.l1Validators).find((x) => x.validationId === result.validationID);
        const first = v?.priorWeights?.[0];
        return first ? { ...result, weight: String(first.weight), minNonce: '0' } : result;
      },
    },
  },
  'l1-removed-still-answered': {
    clauses: ['P.m.getL1Validator'],
    aspect: 'consistency',
    description: 'getL1Validator still answers an L1 validator a weight of 0 removed, as it was before',
    stateful: true,
    effect: {
      methods: ['platform.getL1Validator'],
      refused: (error, { params, node }: FaultCall): Json => {
        const p = firstParams(params);
        const id = isJsonObject(p) ? p.validationID : undefined;
        for (const s of node.state.subnets)
          for (const v of s.removedL1Validators ?? [])
            if (v.validationId === id) return { ...l1ValidatorJson(v), subnetID: s.id };
        throw error;
      },
    },
  },
  'l1-registered-not-in-set': {
    clauses: ['P.m.getValidatorsAt'],
    aspect: 'consistency',
    description: 'getValidatorsAt of an L1 leaves out the L1 validators a RegisterL1ValidatorTx added',
    stateful: true,
    effect: {
      methods: ['platform.getValidatorsAt'],
      result: (result: Json, { params, node }: FaultCall): Json => {
        const p = firstParams(params);
        const subnet = subnetAsked(p, node);
        if (!subnet || !isJsonObject(result) || !isJsonObject(result.validators)) return result;
        // Registered: those whose validation ID is none of its conversion's (each the hash of the subnet and an index).
        const converted = new Set(
          Array.from({ length: 64 }, (_, k) => cb58Encode(conversionValidationIdOf(cb58Decode(subnet.id), k))),
        );
        const registered = new Set(
          [...subnet.l1Validators, ...(subnet.removedL1Validators ?? [])]
            .filter((v) => !converted.has(v.validationId))
            .map((v) => v.nodeId),
        );
        const kept = Object.entries(result.validators).filter(([nodeId]) => !registered.has(nodeId));
        return { ...result, validators: Object.fromEntries(kept) as Json };
      },
    },
  },
  'l1-refund-missing': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'consistency',
    description:
      "getUTXOs leaves out the UTXO a SetL1ValidatorWeightTx of weight 0 made of the removed L1 validator's remaining balance",
    stateful: true,
    effect: {
      methods: ['platform.getUTXOs'],
      result: (result: Json, { node }: FaultCall): Json => {
        if (!isJsonObject(result) || !Array.isArray(result.utxos)) return result;
        // The refund: the UTXO of a weight-0 SetL1ValidatorWeightTx after its outputs.
        const refunds = new Set(
          [...node.state.txs.values()].flatMap((t) =>
            t.tx.unsigned.type === 'SetL1ValidatorWeightTx'
              ? [`${Buffer.from(sha256(t.bytes)).toString('hex')}:${t.tx.unsigned.outputs.length}`]
              : [],
          ),
        );
        const utxos = result.utxos.filter((hex) => {
          try {
            const bytes = decodeHexChecksum(String(hex));
            // A UTXO's tx ID and output index follow its codec version (2 bytes).
            const index = new DataView(bytes.buffer, bytes.byteOffset + 34, 4).getUint32(0);
            return !refunds.has(`${Buffer.from(bytes.subarray(2, 34)).toString('hex')}:${index}`);
          } catch {
            return true;
          }
        });
        return { ...result, utxos };
      },
    },
  },
} as const satisfies Record<string, TransitionFault>;
