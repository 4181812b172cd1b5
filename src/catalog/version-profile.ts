// Version profiles: which catalog methods a node version is expected to serve (facts §4).
import type { MethodEntry } from './method-entry.js';
import { compareVersions, parseNodeVersion } from '../versions.js';

/**
 * "avalanchego/1.14.2" -> "1.14.2"; the embedded mock -> "mock" (serves every catalog method);
 * anything else -> "spec" (every method the spec lists is expected).
 */
export function profileFromNodeVersion(nodeVersion: string | null): string {
  if (nodeVersion?.startsWith('avaconform-mock/')) return 'mock';
  const v = parseNodeVersion(nodeVersion);
  return v?.node === 'avalanchego' ? v.release : 'spec';
}

/** Whether the profile is a node release that no longer serves the method. */
export function removedUnder(entry: Pick<MethodEntry, 'removedIn'>, profile: string): boolean {
  return (
    /^\d+\.\d+\.\d+$/.test(profile) && entry.removedIn !== undefined && compareVersions(profile, entry.removedIn) >= 0
  );
}

/** Why the method is absent under this profile, or null when the profile expects it served. */
export function absenceReason(
  entry: Pick<MethodEntry, 'since' | 'removedIn' | 'inSpec'>,
  profile: string,
): string | null {
  if (profile === 'mock') return null;
  if (profile === 'spec') return entry.inSpec ? null : 'absent (not in the spec)';
  if (entry.since && compareVersions(profile, entry.since) < 0)
    return `absent (expected for v${profile}: added in v${entry.since})`;
  if (removedUnder(entry, profile)) return `absent (expected for v${profile}: removed in v${entry.removedIn})`;
  return null;
}
