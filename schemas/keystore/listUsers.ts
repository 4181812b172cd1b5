// keystore.listUsers (deprecated as of v1.9.12). K.listUsers
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { defineMethod } from '../method.js';

export const Params = z.object({});
export const Result = z.looseObject({ users: z.array(z.string()) });
export type Result = z.infer<typeof Result>;

export const clauses = ['K.listUsers', 'K.ver.deprecated'] as const satisfies readonly ClauseId[];

export const method = defineMethod('keystore.listUsers', Params, Result).with({
  clauses,
  deprecatedSince: '1.9.12',
  example: () => ({}),
  sample: { params: {}, result: { users: ['alice', 'bob'] } },
  fields: {
    '$.users': { checks: ['keystore.user-lifecycle', 'keystore.deleteUser.unlisted'] },
  },
});
