// info.getVMs (spec/info-api.md): the VMs and fxs installed on the node. I.info.getVMs
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { defineMethod } from '../method.js';
import { id } from '../samples.js';

export const Params = z.object({});

/** vms: VM ID → its aliases (the ID itself never among them); fxs: fx ID → its name. */
export const Result = z.looseObject({
  vms: z.record(CB58Id, z.array(z.string())),
  fxs: z.record(CB58Id, z.string()),
});
export type Result = z.infer<typeof Result>;

export const clauses = ['I.info.getVMs', 'I.info.getVMs.primary'] as const satisfies readonly ClauseId[];

export const method = defineMethod('info.getVMs', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: { params: {}, result: { vms: { [id(12)]: ['avm'], [id(13)]: [] }, fxs: { [id(14)]: 'secp256k1fx' } } },
  fields: {
    '$.vms': {
      checks: ['getVMs.primary', 'getNodeVersion.vm-versions-agree-with-getVMs', 'getBlockchainID.primary-aliases'],
    },
    '$.fxs': { checks: ['getVMs.primary'] },
  },
});
