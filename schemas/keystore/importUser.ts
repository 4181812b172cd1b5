// keystore.importUser (deprecated as of v1.9.12). K.importUser
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Credentials, EmptyResult, ExportedUser, HexOnly } from './user.js';

/** username (need not match the exported one), password (must match), user, encoding optional (hex only). */
export const Params = Credentials.extend({ user: ExportedUser, encoding: HexOnly.optional() });
export const Result = EmptyResult;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'K.importUser',
  'K.import.password',
  'K.import.username',
  'K.ver.deprecated',
] as const satisfies readonly ClauseId[];
