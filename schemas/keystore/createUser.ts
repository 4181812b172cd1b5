// keystore.createUser. K.createUser
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Credentials, EmptyResult, EXAMPLE_USER } from './user.js';
import { defineMethod } from '../method.js';

/** username, password (each at most 1024 characters; strength: StrongPassword in ./user.js). */
export const Params = Credentials;
export const Result = EmptyResult;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'K.createUser',
  'K.limit.username',
  'K.limit.password',
  'K.limit.strength',
  'K.ver.deprecated',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('keystore.createUser', Params, Result).with({
  clauses,
  changesState: true,
  example: () => ({ ...EXAMPLE_USER }),
  sample: { params: { username: 'alice', password: 'Corr3ct-Horse!' }, result: {} },
});
