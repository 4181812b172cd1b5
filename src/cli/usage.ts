// Usage errors (a bad flag or argument): printed as one clear line on stderr, exit code 2.
import { InputError } from '../input-error.js';

export class UsageError extends InputError {}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
