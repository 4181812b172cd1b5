// Keystore user credentials and limits (node-local-apis.md, Keystore). K.limit.*
import { z } from 'zod';
import { HexBytes } from '../primitives.js';

/** At most 1024 characters (K.limit.username). */
export const Username = z.string().max(1024);
/** At most 1024 characters (K.limit.password). */
export const Password = z.string().max(1024);

/**
 * A password the spec calls strong enough (K.limit.strength): at least 8 characters with upper- and
 * lower-case letters, numbers and symbols. createUser rejects a weak one.
 */
export const StrongPassword = Password.min(8)
  .regex(/[a-z]/, 'needs a lower-case letter')
  .regex(/[A-Z]/, 'needs an upper-case letter')
  .regex(/[0-9]/, 'needs a number')
  .regex(/[^A-Za-z0-9]/, 'needs a symbol');

export const Credentials = z.object({ username: Username, password: Password });

/** "empty object" results: nothing else allowed. */
export const EmptyResult = z.strictObject({});

/** Exported user data: a hex string, password encrypted inside. */
export const ExportedUser = HexBytes;
export const HexOnly = z.literal('hex');

/** The user the OpenRPC examples create, export and delete; strong by K.limit.strength. */
export const EXAMPLE_USER = { username: 'avaconform', password: 'Avaconform#OpenRPC-2026' } as const;
/** The name the exported example user is imported under (K.import.username). */
export const EXAMPLE_IMPORTED_USERNAME = 'avaconform-imported';
