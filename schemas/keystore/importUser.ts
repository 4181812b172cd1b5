// keystore.importUser (deprecated as of v1.9.12). K.importUser
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { isJsonObject } from '../../src/json/lossless.js';
import { Credentials, EmptyResult, EXAMPLE_IMPORTED_USERNAME, EXAMPLE_USER, ExportedUser, HexOnly } from './user.js';
import { defineMethod, HEX_ONLY } from '../method.js';
import { hexc } from '../samples.js';

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

export const method = defineMethod('keystore.importUser', Params, Result).with({
  clauses,
  encodings: HEX_ONLY,
  deprecatedSince: '1.9.12',
  changesState: true,
  // K.import.username: the exported user imported under another name.
  example: async ({ need, ask }) => {
    const exported = await ask('keystore.exportUser', { ...EXAMPLE_USER, encoding: 'hex' });
    return {
      username: EXAMPLE_IMPORTED_USERNAME,
      password: EXAMPLE_USER.password,
      user: need(
        isJsonObject(exported) && typeof exported.user === 'string' ? exported.user : undefined,
        'exported user',
      ),
      encoding: 'hex',
    };
  },
  sample: { params: { username: 'bob', password: 'Corr3ct-Horse!', user: hexc(60) }, result: {} },
});
