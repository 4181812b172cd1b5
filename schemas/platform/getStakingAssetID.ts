// platform.getStakingAssetID. P.m.getStakingAssetID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { OptionalSubnetParams } from './records.js';

export const Params = OptionalSubnetParams;

export const Result = z.looseObject({ assetID: CB58Id });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getStakingAssetID',
  'P.m.getStakingAssetID.network',
  'P.conv.id-cb58',
] as const satisfies readonly ClauseId[];
