// The one registry of known real-node deviations: which apply to a node release, which finding a
// deviation explains, and which node-form readings let a check go on past a shape deviation.
import { methodEntry } from '../catalog/method-catalog.js';
import { levelOf, type ClauseId } from '../spec/clauses.js';
import type { Json } from '../json/lossless.js';
import { inRange, parseNodeVersion } from '../versions.js';
import { AVALANCHEGO_DEVIATIONS, AVALANCHEGO_METHOD_NOT_FOUND } from './avalanchego.js';
import { matchersOf, matches } from './finding-match.js';
import type { AppliedDeviation, Deviation, MatchedFinding, NodeFormReading } from './deviation.js';
import type { Finding } from '../spec/finding.js';

/** Every implementation's entries; a second implementation adds its own file here. */
export const DEVIATIONS: readonly Deviation[] = [...AVALANCHEGO_DEVIATIONS];

/** The entries saying which other error means "method not found" (one per implementation that has one). */
const METHOD_NOT_FOUND: readonly Deviation[] = [AVALANCHEGO_METHOD_NOT_FOUND];

export function deviationById(id: string): Deviation | undefined {
  return DEVIATIONS.find((d) => d.id === id);
}

/**
 * The deviations that explain failures on a node release ("avalanchego/1.14.2"): every entry of that
 * implementation with a matcher whose since/below range holds the release. One seen on this very
 * release is confirmed; the others (seen on neighbouring releases, or read from the node's source)
 * are expected but not yet confirmed for it.
 */
export function deviationsFor(nodeVersion: string | null): AppliedDeviation[] {
  const v = parseNodeVersion(nodeVersion);
  if (!v) return [];
  return DEVIATIONS.filter((d) => d.node === v.node && d.match && inRange(v.release, d.since, d.below)).map(
    (deviation) => ({
      deviation,
      confirmed: deviation.observed.includes(v.release),
    }),
  );
}

/**
 * Whether a deviation's matcher (or one of its matchers) explains a finding of a check citing
 * checkClauses: by the finding's data (code, clause, method, path, values, request), never its words.
 */
export function explains(d: Deviation, f: MatchedFinding, checkClauses: readonly ClauseId[]): boolean {
  // A finding that names no clause is judged under its check's clauses and those of the method answered.
  const clauses = f.clause ? [f.clause] : [...checkClauses, ...((f.rpc && methodEntry(f.rpc)?.clauses) || [])];
  return matchersOf(d).some((m) => matches(m, f, clauses));
}

/** The applied deviation that explains a finding, if any. */
export function explain(
  f: MatchedFinding,
  checkClauses: readonly ClauseId[],
  applied: readonly AppliedDeviation[],
): AppliedDeviation | undefined {
  return applied.find((a) => explains(a.deviation, f, checkClauses));
}

/**
 * Whether a JSON-RPC error says the method does not exist: -32601 as JSON-RPC 2.0 gives it, or an answer
 * a known deviation says means the same (AvalancheGo's -32000 "rpc: can't find method …").
 */
export function saysMethodNotFound(error: { code: unknown; message: unknown } | undefined): boolean {
  if (!error) return false;
  if (error.code === -32601) return true;
  // The finding t.rpcError records for a code other than -32601.
  const finding: MatchedFinding = {
    code: 'jsonrpc.error-code',
    path: '$.error.code',
    ...(error.code !== undefined ? { receivedValue: error.code as Json } : {}),
    answer: { error: error as { [key: string]: Json } },
  };
  return METHOD_NOT_FOUND.some((d) => explains(d, finding, ['J.method-not-found']));
}

/** Node-form readings for an answer of this JSON-RPC method (from any implementation's entries). */
export function readingsFor(rpc: string): Array<{ deviation: Deviation; reading: NodeFormReading }> {
  return DEVIATIONS.filter((d) => d.nodeForm?.rpc.includes(rpc)).map((d) => ({ deviation: d, reading: d.nodeForm! }));
}

/** The level of a finding: its own clause's, or else its check's. */
export function findingLevel(f: Finding, checkClauses: readonly ClauseId[]): ReturnType<typeof levelOf> {
  return levelOf(f.clause ? [f.clause] : checkClauses);
}
