// Node versions: parsed and compared in one place, below everything that uses them.

/** A node's self-description split into implementation and release: "avalanchego/1.14.2" -> {node, release}. */
export interface NodeRelease {
  node: string;
  /** "X.Y.Z", without a leading v. */
  release: string;
}

/** Reads "avalanchego/1.14.2", "avalanchego/v1.14.2 [database=…]" and the like; null for anything else. */
export function parseNodeVersion(text: string | null | undefined): NodeRelease | null {
  const m = text?.match(/^([\w.-]+)\/v?(\d+\.\d+\.\d+)/);
  return m ? { node: m[1]!, release: m[2]! } : null;
}

/** Orders "X.Y.Z" releases (a leading v is ignored): negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** True when release lies in [since, below): either bound may be open. */
export function inRange(release: string, since?: string, below?: string): boolean {
  if (since && compareVersions(release, since) < 0) return false;
  if (below && compareVersions(release, below) >= 0) return false;
  return true;
}
