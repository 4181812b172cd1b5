// platform.getCurrentValidators. P.m.getCurrentValidators
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, NodeId } from '../primitives.js';
import {
  CurrentValidator,
  L1Validator,
  PrimaryValidator,
  PrimaryValidatorWithoutDelegators,
  SubnetValidator,
} from './records.js';
import { defineMethod } from '../method.js';
import { node, primary, l1, poa } from '../samples.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';
import { L1_RECORD } from '../../src/check-list/field-sources.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

/** subnetID optional (Primary Network when omitted); nodeIDs optional (all current validators). */
export const Params = z.object({ subnetID: CB58Id.optional(), nodeIDs: z.array(NodeId).optional() });

/** validators[] of any subnet kind; the per-kind schemas below carry the presence rules. */
export const Result = z.looseObject({ validators: z.array(CurrentValidator) });
export type Result = z.infer<typeof Result>;

/** Per-kind results for suites that know which subnet they asked about. */
export const PrimaryResult = z.looseObject({ validators: z.array(PrimaryValidator) });
/** Primary Network, nodeIDs holding exactly one node ID: delegators[] may appear ("only when" permits, never requires). */
export const PrimarySingleNodeResult = PrimaryResult;
/** Primary Network, nodeIDs omitted or holding more than one node ID: delegators[] absent. */
export const PrimaryManyNodesResult = z.looseObject({ validators: z.array(PrimaryValidatorWithoutDelegators) });
/** An L1: L1 validators and legacy proof-of-authority validators (P.res.current-validator.mixed-l1). */
export const L1Result = z.looseObject({ validators: z.array(z.union([L1Validator, SubnetValidator])) });
/** Any other subnet. */
export const SubnetResult = z.looseObject({ validators: z.array(SubnetValidator) });

export { CurrentValidator, L1Validator, PrimaryValidator, PrimaryValidatorWithoutDelegators, SubnetValidator };

export const clauses = [
  'P.m.getCurrentValidators',
  'P.m.getCurrentValidators.nodeIDs',
  'P.res.current-validator',
  'P.res.current-validator.l1',
  'P.res.current-validator.primary',
  'P.res.current-validator.delegators',
  'P.res.current-validator.mixed-l1',
  'P.res.delegator',
  'P.res.output-owners',
  'P.conv.nodeid',
  'P.conv.unix-seconds',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getCurrentValidators', Params, Result).with({
  clauses,
  example: ({ discovery: d, need }) => ({
    subnetID: PRIMARY_NETWORK_ID,
    nodeIDs: [need(d.validators.find((v) => v.kind === 'primary')?.nodeId, 'validator')],
  }),
  sample: { params: { subnetID: EMPTY_ID, nodeIDs: [node(1)] }, result: { validators: [primary, l1, poa] } },
  fields: {
    '$.validators': {
      checks: ['getCurrentValidators.agrees-with-blocks', 'getCurrentValidators.unknown-nodeID-left-out'],
    },
    // txID, startTime, endTime, the two reward owners and delegationFee: the staking tx in the blocks.
    '$.validators[*]': { checks: ['getCurrentValidators.agrees-with-blocks'] },
    '$.validators[*].nodeID': {
      checks: [
        'getCurrentValidators.agrees-with-blocks',
        'getValidatorsAt.agrees-with-current-validators',
        'getCurrentValidators.one-nodeID-delegators',
        'sampleValidators.current-validators',
      ],
    },
    '$.validators[*].weight': {
      checks: [
        'getCurrentValidators.agrees-with-blocks',
        'getValidatorsAt.agrees-with-current-validators',
        'getTotalStake.primary-weight-is-validator-sum',
      ],
    },
    '$.validators[*].validationID': L1_RECORD,
    '$.validators[*].publicKey': L1_RECORD,
    '$.validators[*].remainingBalanceOwner': L1_RECORD,
    '$.validators[*].deactivationOwner': L1_RECORD,
    '$.validators[*].minNonce': L1_RECORD,
    '$.validators[*].balance': L1_RECORD,
    // Paid when the stake ends: the stateful run holds the reward UTXO of a validator it added to this value.
    '$.validators[*].potentialReward': { checks: ['stateful.getRewardUTXOs.stake-ended'] },
    '$.validators[*].uptime': {
      reason:
        "this node's own measure of how long each validator has been connected to it: no block carries it, and info.uptime and the peers' observedUptime are other nodes' measures of this one, not this node's of each",
    },
    '$.validators[*].connected': {
      reason:
        'whether this node is connected to the validator now: info.peers lists the nodes it is connected to, a second source (the node itself aside) for answers of one moment (not yet cross-checked)',
    },
    '$.validators[*].signer': { checks: ['getCurrentValidators.agrees-with-blocks'] },

    '$.validators[*].delegatorCount': { checks: ['getCurrentValidators.delegators-agree-with-blocks'] },
    '$.validators[*].delegatorWeight': { checks: ['getCurrentValidators.delegators-agree-with-blocks'] },
    '$.validators[*].delegators': { checks: ['getCurrentValidators.delegators-agree-with-blocks'] },
    '$.validators[*].delegators[*].potentialReward': {
      reason:
        "the reward the node fixed when the delegator was added, from its reward configuration and the supply then (no method reports either, no block carries it); it is paid as the delegator's reward UTXO when the stake ends, when getCurrentValidators no longer lists it, and no run adds a delegator and waits for its end (not yet cross-checked)",
    },
  },
});
