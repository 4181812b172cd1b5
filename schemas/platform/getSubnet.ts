// platform.getSubnet. P.m.getSubnet
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { NonPoaSubnet, Subnet } from './records.js';
import { defineMethod } from '../method.js';
import { id, addr } from '../samples.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';

/** subnetID required: the call fails without it (P.m.getSubnet.required). */
export const Params = z.object({ subnetID: CB58Id });

export const Result = Subnet;
export type Result = z.infer<typeof Result>;
/** For a subnet known not to be proof-of-authority (P.res.subnet.poa). */
export const NonPoaResult = NonPoaSubnet;

export const clauses = [
  'P.m.getSubnet',
  'P.m.getSubnet.required',
  'P.res.subnet',
  'P.res.subnet.poa',
  'P.conv.address',
  'P.conv.unix-seconds',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getSubnet', Params, Result).with({
  clauses,
  since: '1.11.0',
  example: ({ discovery: d, need }) => ({ subnetID: need(d.subnets[0]?.id, 'subnet') }),
  sample: {
    params: { subnetID: id(1) },
    result: {
      isPermissioned: true,
      controlKeys: [addr(1)],
      threshold: '1',
      locktime: '0',
      subnetTransformationTxID: EMPTY_ID,
      conversionID: EMPTY_ID,
      managerChainID: EMPTY_ID,
      managerAddress: null,
    },
  },
  fields: {
    $: { checks: ['getSubnet.agrees-with-blocks'] },
    '$.controlKeys': { checks: ['getSubnet.agrees-with-blocks', 'getSubnet.non-poa-no-control-keys'] },
    '$.threshold': { checks: ['getSubnet.agrees-with-blocks', 'getSubnet.non-poa-no-control-keys'] },
  },
});
