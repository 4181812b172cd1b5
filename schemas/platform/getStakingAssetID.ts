// platform.getStakingAssetID. P.m.getStakingAssetID
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { OptionalSubnetParams } from './records.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';

export const Params = OptionalSubnetParams;

export const Result = z.looseObject({ assetID: CB58Id });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getStakingAssetID',
  'P.m.getStakingAssetID.network',
  'P.conv.id-cb58',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getStakingAssetID', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { assetID: id(3) } },
  fields: {
    '$.assetID': { checks: ['getStakingAssetID.agrees-with-blocks'] },
  },
});
