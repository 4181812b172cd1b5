// Usage errors: printed as one clear line on stderr, exit code 2.
export class UsageError extends Error {}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
