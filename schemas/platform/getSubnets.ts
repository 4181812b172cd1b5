// platform.getSubnets (deprecated as of v1.9.12). P.m.getSubnets
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Address, CB58Id, Uint64 } from '../primitives.js';
import { defineMethod } from '../method.js';
import { id, addr } from '../samples.js';

/** ids optional (omitted = all subnets). */
export const Params = z.object({ ids: z.array(CB58Id).optional() });

/** threshold: signatures needed to add a validator; 0 (and no controlKeys) when not proof-of-authority. */
export const SubnetEntry = z.looseObject({ id: CB58Id, controlKeys: z.array(Address), threshold: Uint64 });
export const Result = z.looseObject({ subnets: z.array(SubnetEntry) });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getSubnets',
  'P.conv.address',
  'P.conv.id-cb58',
  'P.ver.deprecated',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getSubnets', Params, Result).with({
  clauses,
  deprecatedSince: '1.9.12',
  deprecated: true,
  example: ({ discovery: d, need }) => ({ ids: [need(d.subnets[0]?.id, 'subnet')] }),
  sample: { params: { ids: [id(1)] }, result: { subnets: [{ id: id(14), controlKeys: [addr(1)], threshold: '1' }] } },
  fields: {
    '$.subnets': { checks: ['getSubnets.agrees-with-blocks'] },
  },
});
