// The spec's getContainerRange rules (I.range.R1–R5), written once: what a conforming index answers for
// a startIndex and numToFetch given its last accepted index, and the finding when the containers
// answered are not those. The index suite (suites/index/index.test.ts) and the range properties
// (properties/container-range.test.ts) call them.
import type { ClauseId } from './clauses.js';
import type { Finding } from './finding.js';
import { MAX_CONTAINERS_PER_RANGE } from './limits.js';

export type RangeExpectation =
  /** R2: numToFetch 0 answers an empty response (null or []). */
  | { kind: 'empty'; clause: 'I.range.R2' }
  /** R3 / R4: an error. */
  | { kind: 'error'; clause: ClauseId; why: string }
  /** R1 / R5: the containers at these indexes, in this order. */
  | { kind: 'containers'; from: bigint; to: bigint; clause: ClauseId };

/** What the index answers to getContainerRange(start, n) when its last accepted index is `last`. */
export function expectRange(start: bigint, n: bigint, last: bigint): RangeExpectation {
  if (n === 0n) return { kind: 'empty', clause: 'I.range.R2' };
  if (n > BigInt(MAX_CONTAINERS_PER_RANGE))
    return {
      kind: 'error',
      clause: 'I.range.R4',
      why: `numToFetch ${n} is above the maximum fetch size ${MAX_CONTAINERS_PER_RANGE}`,
    };
  if (start > last)
    return {
      kind: 'error',
      clause: 'I.range.R3',
      why: `startIndex ${start} is beyond the last accepted index ${last}`,
    };
  const to = start + n - 1n;
  // R5: running out answers the containers that exist.
  return to > last
    ? { kind: 'containers', from: start, to: last, clause: 'I.range.R5' }
    : { kind: 'containers', from: start, to, clause: 'I.range.R1' };
}

/**
 * The last index to judge an answer by on a live index that may accept containers while the check runs:
 * the one read before the call, unless the answer holds more, then up to the one read after it.
 */
export function judgedLast(start: bigint, answered: number, before: bigint, after: () => Promise<bigint>) {
  const reachable = start + BigInt(answered) - 1n;
  return reachable <= before ? Promise.resolve(before) : after().then((a) => (reachable < a ? reachable : a));
}

/** R1 / R5: the indexes of the containers answered (as the index's decimal strings) are `want`'s, in order. */
export function containersBreach(
  want: Extract<RangeExpectation, { kind: 'containers' }>,
  answered: readonly string[],
): Finding | null {
  const expected = Array.from({ length: Number(want.to - want.from) + 1 }, (_, k) => String(want.from + BigInt(k)));
  if (expected.length === answered.length && expected.every((x, k) => answered[k] === x)) return null;
  return {
    code: 'range.containers',
    clause: want.clause,
    summary: `containers ${want.from} … ${want.to} must come back contiguous and ascending`,
    expected: expected.length > 8 ? `${want.from} … ${want.to} (${expected.length})` : expected.join(',') || 'none',
    received:
      answered.length > 8
        ? `${answered.slice(0, 4).join(',')} … ${answered.slice(-2).join(',')} (${answered.length})`
        : answered.join(',') || 'none',
    path: '$.result[*].index',
  };
}
