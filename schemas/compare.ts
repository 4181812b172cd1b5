// compare.json, schemaVersion 1: what `avaconform compare A B` found, answer by answer. Tools that
// read it depend on this shape; change it only by bumping schemaVersion.
import { z } from 'zod';

export const COMPARE_SCHEMA_VERSION = 1;

export const CompareMode = z.enum(['shape', 'value']);
export type CompareMode = z.infer<typeof CompareMode>;

/** How the two exchanges of a pair were matched: the same request, or the same step of the same check (shape mode). */
export const Pairing = z.enum(['same-request', 'same-check-step']);
export type Pairing = z.infer<typeof Pairing>;

export const DIFFERENCE_KINDS = [
  'status', // HTTP status
  'content-type', // Content-Type header
  'body-text', // a body that is not JSON differs (text, or templated text in shape mode)
  'type', // JSON types differ (string vs number, object vs null, …)
  'format', // both strings, in different value formats (CB58 vs hex, decimal vs RFC 3339, …)
  'value', // same type, different value (value mode)
  'member-only-a', // a member only A's answer has
  'member-only-b', // a member only B's answer has
  'member-order', // the members both have come in another order
  'length', // arrays of different lengths (value mode)
  'error-code', // JSON-RPC error codes differ
  'error-message', // JSON-RPC error messages differ (templated in shape mode)
  'outcome', // one side answered a result, the other an error
  'only-a', // only A answered this request: B failed to (no answer, reset, time-out)
  'only-b', // only B answered this request
] as const;
export const DifferenceKind = z.enum(DIFFERENCE_KINDS);
export type DifferenceKind = z.infer<typeof DifferenceKind>;

/** One side's value at a path: its shape (shape mode) and the value as JSON text (truncated). */
export const SideValue = z.object({ shape: z.string().nullable(), value: z.string() });
export type SideValue = z.infer<typeof SideValue>;

export const Explanation = z.object({
  /** Where the explanation comes from: a known deviation (src/catalog/deviations.ts) or a version change (facts §4, version profiles). */
  source: z.enum(['deviation', 'version']),
  /** The deviation id, or the version change's id. */
  id: z.string().min(1),
  text: z.string(),
});
export type Explanation = z.infer<typeof Explanation>;

export const DifferenceExample = z.object({
  /** The concrete JSON path in this pair of answers. */
  path: z.string(),
  a: SideValue,
  b: SideValue,
  /** The check that sent the request, when known. */
  check: z.string().nullable(),
  pairing: Pairing.nullable(),
  /** The request as curl (secrets redacted). */
  curl: z.string(),
});
export type DifferenceExample = z.infer<typeof DifferenceExample>;

/** One difference, grouped over every pair of the method where it occurs at the same (generic) path. */
export const Difference = z.object({
  method: z.string(),
  /** JSON path with array indices as [*] and identifier-valued member names as <format>; "$status" and "$content-type" for HTTP. */
  path: z.string(),
  kind: DifferenceKind,
  occurrences: z.number().int().positive(),
  explanation: Explanation.nullable(),
  /** Up to a few examples, the first occurrences. */
  examples: z.array(DifferenceExample).min(1),
});
export type Difference = z.infer<typeof Difference>;

const Count = z.number().int().nonnegative();

/**
 * Requests of one side that have no counterpart in the other side's recording (a check took another
 * path there, or did not run), grouped per method, side and check. Not differences: nothing says how
 * the other side would have answered.
 */
export const Unmatched = z.object({
  method: z.string(),
  side: z.enum(['a', 'b']),
  check: z.string().nullable(),
  occurrences: z.number().int().positive(),
  /** A version change that explains why the other side has no such exchange, when one does. */
  explanation: Explanation.nullable(),
  curl: z.string(),
  answer: z.string(),
});
export type Unmatched = z.infer<typeof Unmatched>;

export const MethodComparison = z.object({
  /** Pairs of exchanges of this method (including one-sided ones). */
  exchanges: Count,
  identical: Count,
  differing: Count,
  /** Exchanges only A has: unmatched in B's recording, or B gave no answer. */
  onlyA: Count,
  onlyB: Count,
  /** Requests not compared (e.g. a redacted cassette request that cannot be re-sent), with the reason in notes. */
  notCompared: Count,
  /** Values set aside by a normalisation rule. */
  normalised: Count,
  /** Difference groups of this method, explained and not. */
  explained: Count,
  unexplained: Count,
  /**
   * identical: compared answers agree; explained: every difference explained; differing: an
   * unexplained difference; one-sided: no pair compared, exchanges on one side only; not-compared.
   */
  verdict: z.enum(['identical', 'explained', 'differing', 'one-sided', 'not-compared']),
});
export type MethodComparison = z.infer<typeof MethodComparison>;

export const CompareTarget = z.object({
  spec: z.string(),
  kind: z.enum(['mock', 'url', 'replay', 'binary']),
  nodeVersion: z.string().nullable(),
  exchanges: Count,
});

export const Comparison = z.object({
  schemaVersion: z.literal(COMPARE_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('avaconform'), version: z.string() }),
  a: CompareTarget,
  b: CompareTarget,
  mode: CompareMode,
  /** Why this mode: chosen by --by, or by the kinds of the two targets. */
  modeReason: z.string(),
  run: z.object({
    seed: z.number().int(),
    startedAt: z.iso.datetime({ offset: true }),
    durationMs: z.number().nonnegative(),
  }),
  summary: z.object({
    pairs: Count,
    identical: Count,
    differing: Count,
    onlyA: Count,
    onlyB: Count,
    notCompared: Count,
    /** Exchanges without a counterpart in the other side's recording (see unmatched). */
    unmatchedA: Count,
    unmatchedB: Count,
    normalised: Count,
    /** Difference groups (method, path, kind). */
    differences: Count,
    explained: Count,
    unexplained: Count,
  }),
  methods: z.record(z.string(), MethodComparison),
  differences: z.array(Difference),
  unmatched: z.array(Unmatched),
  /** Free-text notes (requests not compared and why, …). */
  notes: z.array(z.string()),
});
export type Comparison = z.infer<typeof Comparison>;
