// The faults of the validator lists (getCurrentValidators, getAllValidatorsAt), each whole: the rule it breaks and
// what it does to the answer the handler gave (src/mock/platform/validator-handlers.ts answers as the spec says).
import type { Aspect } from '../../../schemas/conformance.js';
import { isJsonObject, type Json } from '../../json/lossless.js';
import type { ClauseId } from '../../spec/clauses.js';
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';
import { editEach, editMembers, plus, renameMember, type AnswerEffect } from './effect.js';

/** A registry entry (src/mock/faults/fault-registry.ts FaultSpec) whose effect changes an answer. */
interface AnswerFault {
  clauses: readonly ClauseId[];
  aspect: Aspect;
  description: string;
  permitted?: true;
  effect: AnswerEffect;
}

const CURRENT = ['platform.getCurrentValidators'];
const NODE_ID_PREFIX = 'NodeID-';

/** A Primary Network validator of getCurrentValidators' answer: the only kind with a delegation fee. */
const isPrimary = (v: Json): v is Record<string, Json> => isJsonObject(v) && Object.hasOwn(v, 'delegationFee');
/** An L1 validator: the only kind with a validation ID. */
const isL1 = (v: Json): v is Record<string, Json> => isJsonObject(v) && Object.hasOwn(v, 'validationID');
/** A validator of a permissioned subnet: neither of the others. */
const isLegacySubnet = (v: Json): v is Record<string, Json> => isJsonObject(v) && !isPrimary(v) && !isL1(v);

/** getCurrentValidators' validators of one kind, each changed by `change`. */
const eachValidator =
  (kind: (v: Json) => v is Record<string, Json>, change: (v: Record<string, Json>) => Json) =>
  (result: Json): Json =>
    editEach(result, 'validators', (v) => (kind(v) ? change(v) : v));

/** An object with `members` added right after its member `after`. */
function insertAfter(value: Json, after: string, members: Record<string, Json>): Json {
  if (!isJsonObject(value)) return value;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = v;
    if (k === after) Object.assign(out, members);
  }
  return out;
}

export const VALIDATOR_FAULTS = {
  'validator-signer-swapped': {
    clauses: ['P.m.getCurrentValidators'],
    aspect: 'consistency',
    description:
      'getCurrentValidators answers each Primary Network validator with the BLS key pair of the next one (each pair valid)',
    effect: {
      methods: CURRENT,
      // The node's own validators with a BLS key, in the chain's order: each answered with the next one's pair.
      result: (result, { node }) => {
        const keyed = node.state.validators.filter((v) => v.signer);
        return eachValidator(isPrimary, (v) =>
          editMembers(v, (k, signer) => {
            if (k !== 'signer' || !isJsonObject(signer)) return signer;
            const i = keyed.findIndex((x) => x.nodeId === v.nodeID);
            const next = keyed[(i + 1) % keyed.length]!.signer!;
            return editMembers(signer, (m) => (m === 'publicKey' ? next.publicKey : next.proofOfPossession));
          }),
        )(result);
      },
    },
  },
  'nodeid-without-prefix': {
    clauses: ['P.conv.nodeid'],
    aspect: 'encoding',
    description: 'getCurrentValidators and getAllValidatorsAt node IDs lack "NodeID-"',
    effect: {
      methods: [...CURRENT, 'platform.getAllValidatorsAt'],
      result: (result, { method }) => {
        const bare = (id: Json) => (typeof id === 'string' ? id.replace(NODE_ID_PREFIX, '') : id);
        if (method !== 'platform.getAllValidatorsAt')
          return eachValidator(isPrimary, (v) => editMembers(v, (k, m) => (k === 'nodeID' ? bare(m) : m)))(result);
        return editMembers(result, (k, sets) =>
          k !== 'validatorSets'
            ? sets
            : editMembers(sets, (_subnet, set) =>
                editEach(set, 'validators', (v) =>
                  editMembers(v, (m, ids) => (m === 'nodeIDs' && Array.isArray(ids) ? ids.map(bare) : ids)),
                ),
              ),
        );
      },
    },
  },
  'real-proofOfPossession-spelling': {
    clauses: ['P.res.current-validator.primary'],
    aspect: 'schema',
    description: 'signer spells proofOfPossession (as AvalancheGo does), not proofOfPosession',
    effect: {
      methods: CURRENT,
      result: eachValidator(isPrimary, (v) =>
        editMembers(v, (k, s) => (k === 'signer' ? renameMember(s, 'proofOfPosession', 'proofOfPossession') : s)),
      ),
    },
  },
  'real-validator-deprecated-members': {
    clauses: ['P.res.current-validator.primary'],
    aspect: 'schema',
    permitted: true,
    description:
      'Primary Network validators also carry the deprecated stakeAmount and rewardOwner (AvalancheGo before v1.12.2)',
    effect: {
      methods: CURRENT,
      // stakeAmount is the weight, rewardOwner the validation reward owner, after nodeID as the node writes them.
      result: eachValidator(isPrimary, (v) =>
        insertAfter(v, 'nodeID', { stakeAmount: v.weight!, rewardOwner: v.validationRewardOwner! }),
      ),
    },
  },
  'real-accrued-delegatee-reward': {
    clauses: ['P.res.current-validator.primary'],
    aspect: 'schema',
    permitted: true,
    description: 'Primary Network validators carry accruedDelegateeReward (as AvalancheGo does)',
    effect: {
      methods: CURRENT,
      result: eachValidator(isPrimary, (v) => insertAfter(v, 'potentialReward', { accruedDelegateeReward: '0' })),
    },
  },
  'validator-end-changed': {
    clauses: ['P.m.getCurrentValidators'],
    aspect: 'consistency',
    description:
      "getCurrentValidators answers each Primary Network validator's endTime one second after its staking tx's end",
    effect: {
      methods: CURRENT,
      result: eachValidator(isPrimary, (v) => editMembers(v, (k, m) => (k === 'endTime' ? plus(m, 1n) : m))),
    },
  },
  'delegators-one-missing': {
    clauses: ['P.res.current-validator.delegators'],
    aspect: 'consistency',
    description: 'a validator asked for alone lists one delegator fewer than its delegatorCount',
    effect: {
      methods: CURRENT,
      result: eachValidator(isPrimary, (v) =>
        editMembers(v, (k, ds) => (k === 'delegators' && Array.isArray(ds) ? ds.slice(0, -1) : ds)),
      ),
    },
  },
  'delegator-end-changed': {
    clauses: ['P.res.delegator'],
    aspect: 'consistency',
    description: "delegators (a validator asked for alone) answer their endTime one second after their tx's end",
    effect: {
      methods: CURRENT,
      result: eachValidator(isPrimary, (v) =>
        editEach(v, 'delegators', (d) => editMembers(d, (k, m) => (k === 'endTime' ? plus(m, 1n) : m))),
      ),
    },
  },
  'subnet-validator-no-endtime': {
    clauses: ['P.res.current-validator'],
    aspect: 'schema',
    description: 'validators of a permissioned subnet lack endTime',
    effect: {
      methods: CURRENT,
      result: eachValidator(isLegacySubnet, (v) => editMembers(v, (k, m) => (k === 'endTime' ? undefined : m))),
    },
  },
  'real-l1-validator-no-txid': {
    clauses: ['P.res.current-validator', 'P.res.current-validator.l1'],
    aspect: 'schema',
    description: 'L1 validators in getCurrentValidators lack txID (as AvalancheGo does)',
    effect: {
      methods: CURRENT,
      result: eachValidator(isL1, (v) => editMembers(v, (k, m) => (k === 'txID' ? undefined : m))),
    },
  },
  'l1-endtime-present': {
    clauses: ['P.res.current-validator.l1'],
    aspect: 'schema',
    description: 'L1 validators carry endTime',
    effect: {
      methods: CURRENT,
      // An end 1,000 s after its start, after startTime.
      result: eachValidator(isL1, (v) => insertAfter(v, 'startTime', { endTime: plus(v.startTime!, 1000n) })),
    },
  },
  'delegators-always': {
    clauses: ['P.res.current-validator.delegators'],
    aspect: 'schema',
    description: 'delegators appear though nodeIDs does not hold exactly one node ID',
    effect: {
      methods: CURRENT,
      // Each Primary Network validator with the delegators the node lists when it is asked for alone.
      result: async (result, { params, again }) => {
        if (!isJsonObject(result) || !Array.isArray(result.validators)) return result;
        const validators: Json[] = [];
        for (const v of result.validators) {
          if (!isPrimary(v) || Object.hasOwn(v, 'delegators')) validators.push(v);
          else validators.push(validatorsOf(await again({ ...subnetOf(params), nodeIDs: [v.nodeID!] }))[0] ?? v);
        }
        return { ...result, validators };
      },
    },
  },
  'unknown-nodeid-included': {
    clauses: ['P.m.getCurrentValidators.nodeIDs'],
    aspect: 'schema',
    description: 'a requested node ID that is not a validator comes back',
    effect: {
      methods: CURRENT,
      // Each node ID asked for that no validator has comes back as the node's first validator under that ID.
      result: async (result, { params, node, again }) => {
        if (!isJsonObject(result) || !Array.isArray(result.validators) || !isPrimaryNetwork(params)) return result;
        const answered = new Set(result.validators.map((v) => (isJsonObject(v) ? v.nodeID : null)));
        const unknown = nodeIdsOf(params).filter((id) => !answered.has(id));
        if (!unknown.length) return result;
        // Listed with delegators when one node ID was asked for, as every validator is.
        const first = node.state.validators[0]!.nodeId;
        const alone = new Set(nodeIdsOf(params)).size === 1;
        const model = validatorsOf(await again(alone ? { nodeIDs: [first] } : {})).find(
          (v) => isJsonObject(v) && v.nodeID === first,
        );
        const added = unknown.map((id) => editMembers(model ?? {}, (k, m) => (k === 'nodeID' ? id : m)));
        return { ...result, validators: [...result.validators, ...added] };
      },
    },
  },
  'real-getValidatorsAt-unwrapped': {
    clauses: ['P.m.getValidatorsAt'],
    aspect: 'schema',
    description: 'getValidatorsAt answers a bare map of {publicKey, weight} (as AvalancheGo does)',
    effect: {
      methods: ['platform.getValidatorsAt'],
      // Each node ID with its BLS key from the node's state (a Primary Network signer or an L1 validator's key).
      result: (result, { node }) => {
        if (!isJsonObject(result) || !isJsonObject(result.validators)) return result;
        const keyOf = (id: string): Json =>
          node.state.validators.find((v) => v.nodeId === id)?.signer?.publicKey ??
          node.state.subnets.flatMap((s) => s.l1Validators).find((v) => v.nodeId === id)?.publicKey ??
          null;
        return Object.fromEntries(
          Object.entries(result.validators).map(([id, weight]) => [id, { publicKey: keyOf(id), weight }]),
        );
      },
    },
  },
  'all-validators-total-off': {
    clauses: ['P.m.getValidatorsAt'],
    aspect: 'consistency',
    description:
      "getAllValidatorsAt answers each set's totalWeight one more than getValidatorsAt's weights at that height add up to",
    effect: {
      methods: ['platform.getAllValidatorsAt'],
      result: (result) =>
        editMembers(result, (k, sets) =>
          k !== 'validatorSets'
            ? sets
            : editMembers(sets, (_subnet, set) => editMembers(set, (m, v) => (m === 'totalWeight' ? plus(v, 1n) : v))),
        ),
    },
  },
  'l1-validator-other-record': {
    clauses: ['P.m.getL1Validator'],
    aspect: 'consistency',
    description: 'getL1Validator answers the record of another validation ID than the one asked for',
    effect: {
      methods: ['platform.getL1Validator'],
      // The record of the next L1 validator of the node's state.
      result: (result, { node, again }) => {
        const all = node.state.subnets.flatMap((s) => s.l1Validators.map((v) => v.validationId));
        const asked = isJsonObject(result) ? result.validationID : null;
        if (typeof asked !== 'string' || !all.includes(asked)) return result;
        return again({ validationID: all[(all.indexOf(asked) + 1) % all.length]! });
      },
    },
  },
  'l1-validator-weight-changed': {
    clauses: ['P.m.getL1Validator'],
    aspect: 'consistency',
    description: 'getL1Validator answers a weight one more than getCurrentValidators lists for the same validator',
    effect: {
      methods: ['platform.getL1Validator'],
      result: (result) => editMembers(result, (k, m) => (k === 'weight' ? plus(m, 1n) : m)),
    },
  },
  'total-stake-omits-delegators': {
    clauses: ['P.m.getTotalStake'],
    aspect: 'consistency',
    description: "getTotalStake of the Primary Network answers its validators' own stakes without their delegators'",
    effect: {
      methods: ['platform.getTotalStake'],
      result: (result, { params, node }) => {
        if (!isPrimaryNetwork(params)) return result;
        const own = String(node.state.validators.reduce((s, v) => s + v.weight, 0n));
        return editMembers(result, () => own);
      },
    },
  },
  'total-stake-short': {
    clauses: ['P.m.getTotalStake'],
    aspect: 'consistency',
    description: 'getTotalStake of the Primary Network answers weight 1, less than its current validators stake',
    effect: {
      methods: ['platform.getTotalStake'],
      result: (result, { params }) => (isPrimaryNetwork(params) ? editMembers(result, () => '1') : result),
    },
  },
  'real-getTotalStake-both': {
    clauses: ['P.m.getTotalStake.subnet'],
    aspect: 'schema',
    description: 'getTotalStake of a subnet carries stake too (as AvalancheGo does)',
    effect: {
      methods: ['platform.getTotalStake'],
      result: (result) =>
        isJsonObject(result) && !Object.hasOwn(result, 'stake') ? { stake: result.weight!, ...result } : result,
    },
  },
  'min-stake-raised': {
    clauses: ['P.m.getMinStake'],
    aspect: 'consistency',
    description:
      'getMinStake of the Primary Network answers a minimum validator stake above what the validators the blocks added stake',
    effect: {
      methods: ['platform.getMinStake'],
      result: (result, { params }) =>
        isPrimaryNetwork(params)
          ? editMembers(result, (k, m) =>
              k === 'minValidatorStake' && typeof m === 'string' ? String(BigInt(m) * 1_000_000n) : m,
            )
          : result,
    },
  },
  'min-delegator-stake-one-more': {
    clauses: ['P.m.getMinStake'],
    aspect: 'consistency',
    description:
      'getMinStake of the Primary Network answers a minimum delegator stake one nAVAX above the one its delegators were held to',
    effect: {
      methods: ['platform.getMinStake'],
      result: (result, { params }) =>
        isPrimaryNetwork(params)
          ? editMembers(result, (k, m) =>
              k === 'minDelegatorStake' && typeof m === 'string' ? String(BigInt(m) + 1n) : m,
            )
          : result,
    },
  },
  'elastic-min-stake-primary': {
    clauses: ['P.m.getMinStake'],
    aspect: 'consistency',
    description: "getMinStake of an elastic subnet answers the Primary Network's minimums, not its TransformSubnetTx's",
    effect: {
      methods: ['platform.getMinStake'],
      result: (result, { params, again }) =>
        isPrimaryNetwork(params) ? result : again({ subnetID: PRIMARY_NETWORK_ID }),
    },
  },
} as const satisfies Record<string, AnswerFault>;

/** The params' object (the node takes `[params]` too). */
function paramsObject(params: Json | undefined): Record<string, Json> {
  const p = Array.isArray(params) ? params[0] : params;
  return isJsonObject(p) ? p : {};
}

/** The subnet the params ask about, as the params name it (none: the Primary Network). */
const subnetOf = (params: Json | undefined): Record<string, Json> => {
  const id = paramsObject(params).subnetID;
  return id === undefined || id === null ? {} : { subnetID: id };
};

/** Whether the params ask about the Primary Network (no subnetID, or its ID). */
const isPrimaryNetwork = (params: Json | undefined) => {
  const id = paramsObject(params).subnetID;
  return id === undefined || id === null || id === '' || id === PRIMARY_NETWORK_ID;
};

/** The node IDs the params ask for. */
const nodeIdsOf = (params: Json | undefined): string[] => {
  const ids = paramsObject(params).nodeIDs;
  return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
};

/** The validators of a getCurrentValidators result. */
function validatorsOf(result: Json): Json[] {
  return isJsonObject(result) && Array.isArray(result.validators) ? result.validators : [];
}
