// keystore.exportUser (deprecated as of v1.9.12). K.exportUser
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Credentials, ExportedUser, HexOnly } from './user.js';

/** username, password, encoding optional (hex only). */
export const Params = Credentials.extend({ encoding: HexOnly.optional() });

export const Result = z.looseObject({ user: ExportedUser, encoding: HexOnly });
export type Result = z.infer<typeof Result>;

export const clauses = ['K.exportUser', 'K.ver.deprecated'] as const satisfies readonly ClauseId[];
