// keystore.deleteUser (deprecated as of v1.9.12). K.deleteUser
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Credentials, EmptyResult, EXAMPLE_USER } from './user.js';
import { defineMethod } from '../method.js';

export const Params = Credentials;
export const Result = EmptyResult;
export type Result = z.infer<typeof Result>;

export const clauses = ['K.deleteUser', 'K.ver.deprecated'] as const satisfies readonly ClauseId[];

export const method = defineMethod('keystore.deleteUser', Params, Result).with({
  clauses,
  deprecatedSince: '1.9.12',
  changesState: true,
  example: () => ({ ...EXAMPLE_USER }),
  sample: { params: { username: 'alice', password: 'Corr3ct-Horse!' }, result: {} },
});
