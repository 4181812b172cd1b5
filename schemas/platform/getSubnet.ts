// platform.getSubnet. P.m.getSubnet
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { NonPoaSubnet, Subnet } from './records.js';

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
