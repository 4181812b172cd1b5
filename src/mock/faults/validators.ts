// The faults of the validator lists (getCurrentValidators, getAllValidatorsAt), each whole: the rule it breaks and
// what it does to the answer the handler gave (src/mock/platform/validators.ts answers as the spec says).
import type { Aspect } from '../../../schemas/conformance.js';
import { isJsonObject, type Json } from '../../json/lossless.js';
import type { ClauseId } from '../../spec/clauses.js';
import { editEach, editMembers, plus, renameMember, type AnswerEffect } from './effect.js';

/** A registry entry (src/mock/faults/index.ts FaultSpec) whose effect changes an answer. */
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
} as const satisfies Record<string, AnswerFault>;
