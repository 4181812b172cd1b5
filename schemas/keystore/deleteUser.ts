// keystore.deleteUser (deprecated as of v1.9.12). K.deleteUser
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Credentials, EmptyResult } from './user.js';

export const Params = Credentials;
export const Result = EmptyResult;
export type Result = z.infer<typeof Result>;

export const clauses = ['K.deleteUser', 'K.ver.deprecated'] as const satisfies readonly ClauseId[];
