// Version profiles: which catalog methods a node version is expected to serve (facts §4).
import type { MethodEntry } from '../catalog/types.js';

/**
 * "avalanchego/1.14.2" -> "1.14.2"; the embedded mock -> "mock" (serves every catalog method);
 * anything else -> "spec" (every method the spec lists is expected).
 */
export function profileFromNodeVersion(nodeVersion: string | null): string {
  if (nodeVersion?.startsWith('avaconform-mock/')) return 'mock';
  const m = nodeVersion?.match(/^avalanchego\/v?(\d+\.\d+\.\d+)/);
  return m?.[1] ?? 'spec';
}

export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Why the method is absent under this profile, or null when the profile expects it served. */
export function absenceReason(entry: Pick<MethodEntry, 'since' | 'removedIn' | 'inSpec'>, profile: string): string | null {
  if (profile === 'mock') return null;
  if (profile === 'spec') return entry.inSpec ? null : 'absent (not in the spec)';
  if (entry.since && compareVersions(profile, entry.since) < 0) return `absent (expected for v${profile}: added in v${entry.since})`;
  if (entry.removedIn && compareVersions(profile, entry.removedIn) >= 0) return `absent (expected for v${profile}: removed in v${entry.removedIn})`;
  return null;
}
