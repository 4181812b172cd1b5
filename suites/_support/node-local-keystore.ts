// Keystore helpers: per-check usernames, users that are deleted again whatever the check does, and the
// version rule of the deprecated keystore (removed from AvalancheGo in v1.12.2).
import { createHash } from 'node:crypto';
import { Result as Empty } from '../../schemas/keystore/createUser.js';
import type { CheckContext } from '../../src/check/check.js';
import { methodEntry } from '../../src/catalog/method-catalog.js';
import { removedUnder } from '../../src/catalog/version-profile.js';

/** Strong by the spec's rule (8+ characters, upper, lower, digit, symbol) and by zxcvbn. */
export const PASSWORD = 'Avaconform#2026-strong';
export const KEYSTORE_PATH = '/ext/keystore';
export const REMOVED_IN = methodEntry('keystore.listUsers')!.removedIn!;

export function requireKeystore(t: CheckContext): void {
  if (t.discovery.keystore !== 'served') t.skip('the keystore is not served by this node (/ext/keystore answers 404)');
}

/** A username unique to the check and the run, so concurrent checks never collide. */
export function userFor(t: CheckContext, suffix = ''): string {
  return `avaconform-${createHash('sha256').update(`${t.id}:${t.run.seed}:${suffix}`).digest('hex').slice(0, 12)}`;
}

/** Deletes a user, ignoring the answer (cleanup of this check's own users). */
export async function dropUser(t: CheckContext, username: string, password = PASSWORD): Promise<void> {
  await t.rpc('keystore.deleteUser', { username, password });
}

/**
 * Creates `name` (after removing a leftover of an interrupted earlier run), runs body, and deletes the
 * user again even when body fails.
 */
export async function withUser(
  t: CheckContext,
  name: string,
  body: () => Promise<void>,
  password = PASSWORD,
): Promise<void> {
  await dropUser(t, name, password);
  t.ok(await t.rpc('keystore.createUser', { username: name, password }), Empty, 'createUser result');
  try {
    await body();
  } finally {
    await dropUser(t, name, password);
  }
}

/** keystore.listUsers' users now. */
export async function listUsers(t: CheckContext): Promise<string[]> {
  return (await t.call('keystore.listUsers', {})).users;
}

/** Whether the version profile says the keystore is removed (a release from v1.12.2 on). */
export function removedByVersion(profile: string): boolean {
  return removedUnder(methodEntry('keystore.listUsers')!, profile);
}
