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
