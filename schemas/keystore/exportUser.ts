// keystore.exportUser (deprecated as of v1.9.12). K.exportUser
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Credentials, EXAMPLE_USER, ExportedUser, HexOnly } from './user.js';
import { defineMethod, HEX_ONLY } from '../method.js';
import { hexc } from '../samples.js';
import { HEX_CONSTANT } from '../../src/check-list/field-sources.js';

/** username, password, encoding optional (hex only). */
export const Params = Credentials.extend({ encoding: HexOnly.optional() });

export const Result = z.looseObject({ user: ExportedUser, encoding: HexOnly });
export type Result = z.infer<typeof Result>;

export const clauses = ['K.exportUser', 'K.ver.deprecated'] as const satisfies readonly ClauseId[];

export const method = defineMethod('keystore.exportUser', Params, Result).with({
  clauses,
  encodings: HEX_ONLY,
  deprecatedSince: '1.9.12',
  example: () => ({ ...EXAMPLE_USER, encoding: 'hex' }),
  sample: {
    params: { username: 'alice', password: 'Corr3ct-Horse!', encoding: 'hex' },
    result: { user: hexc(60), encoding: 'hex' },
  },
  fields: {
    '$.user': { checks: ['keystore.user-lifecycle'] },
    '$.encoding': HEX_CONSTANT,
  },
});
