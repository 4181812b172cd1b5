// The getContainerRange model (I.range.R1–R5): what a conforming index answers for a startIndex and
// numToFetch, given its last accepted index. Free of I/O so it can be tested on its own.
import type { ClauseId } from '../../src/spec/clauses.js';

export const MAX_FETCH = 1024n;

export type RangeExpectation =
  /** R2: numToFetch 0 answers an empty response (null or []). */
  | { kind: 'empty'; clause: 'I.range.R2' }
  /** R3 / R4: an error. */
  | { kind: 'error'; clause: ClauseId; why: string }
  /** R1 / R5: the containers at these indexes, in this order. */
  | { kind: 'containers'; from: bigint; to: bigint; clause: ClauseId };

export function expectRange(start: bigint, n: bigint, last: bigint): RangeExpectation {
  if (n === 0n) return { kind: 'empty', clause: 'I.range.R2' };
  if (n > MAX_FETCH)
    return { kind: 'error', clause: 'I.range.R4', why: `numToFetch ${n} is above the maximum fetch size 1024` };
  if (start > last)
    return {
      kind: 'error',
      clause: 'I.range.R3',
      why: `startIndex ${start} is beyond the last accepted index ${last}`,
    };
  const to = start + n - 1n;
  return to > last
    ? { kind: 'containers', from: start, to: last, clause: 'I.range.R5' }
    : { kind: 'containers', from: start, to, clause: 'I.range.R1' };
}
