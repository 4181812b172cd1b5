// A known deviation: one way a real node implementation answers otherwise than the spec, with the
// releases it was seen on, the evidence, the exact failed assertions and answer differences it
// explains, and (for a shape) how to read the node's form so a check can go on past it.
import type { DifferenceKind } from '../../schemas/compare.js';
import type { ClauseId } from '../spec/clauses.js';
import type { RuleCode } from '../spec/rules.js';
import type { Finding } from '../spec/finding.js';

/** What a matcher may read of a finding: its data, never its summary (messages are reworded freely). */
export type MatchedFinding = Omit<Finding, 'summary'>;

/** Which failed assertions a deviation explains: every given part must match. */
export interface FindingMatcher {
  /** The rule broken: the finding's code is this one (or one of these). */
  code: RuleCode | readonly RuleCode[];
  /** The finding's clause (or, when it names none, one of its check's clauses) is one of these. */
  clauses: readonly ClauseId[];
  /** The JSON-RPC method of the judged answer (when the finding knows it). */
  rpc?: RegExp;
  /** The finding's JSON path. */
  path: RegExp;
  /** The value received there, as the finding previews it (data, e.g. ^null$). */
  received?: RegExp;
  /** The request members the answer was judged by (the finding's `sent`). */
  sent?: RegExp;
  /** A last test on the finding's data, for what a pattern cannot say. */
  when?: (f: MatchedFinding) => boolean;
}

/** Which answer differences between the mock (the spec's answer) and a node a deviation explains: every given part must match. */
export interface DifferenceMatcher {
  /** Method labels ("platform.getHeight", "GET /ext/health"), or "*" for every method (transport deviations). */
  readonly methods: readonly string[];
  /** Path patterns (src/compare/paths.ts); absent: any path of the method. */
  readonly paths?: readonly string[];
  /** Difference kinds explained; absent: any. */
  readonly kinds?: readonly DifferenceKind[];
  /** A pattern one side's value must match (e.g. the error code the deviation names); absent: any. */
  readonly values?: RegExp;
  /** A trait one side's request body must have (the kind of request the deviation is about); absent: any. */
  readonly requestTrait?: (body: string) => boolean;
  /** URL paths (without the query) one side's request went to, e.g. one index of the index API; absent: any. */
  readonly requestPaths?: readonly string[];
  /** A pattern one side's whole answer must match (e.g. the message beside a differing code); absent: any. */
  readonly answers?: RegExp;
}

/** How to read an answer in the node's form as the spec's form, so the check can go on. */
export interface NodeFormReading {
  /** The JSON-RPC methods whose `result` this reads ("GET /ext/health" for the REST health report). */
  rpc: readonly string[];
  /** Returns the result rewritten into the spec's form, or undefined when it is not the node's form. */
  read(result: unknown): unknown;
}

export interface Deviation {
  /** Stable id: "<method or area>.<what>". */
  readonly id: string;
  /** The implementation, as the part before "/" in info.getNodeVersion. */
  readonly node: string;
  /** The catalog method concerned, or "transport" for the HTTP / JSON-RPC layer. */
  readonly method: string;
  readonly clauses: readonly ClauseId[];
  /** What the spec says. */
  readonly spec: string;
  /** What the node does. */
  readonly behaviour: string;
  readonly source: string;
  /** Releases the behaviour was seen on (recorded runs). */
  readonly observed: readonly string[];
  /** First release with the behaviour, when known (inclusive). */
  readonly since?: string;
  /** First release without it, when known (exclusive). */
  readonly below?: string;
  /**
   * The failed assertions it explains. Absent for a difference no spec-exact check fails on (the
   * schemas already accept both forms): recorded for readers and for `compare`.
   */
  readonly match?: FindingMatcher;
  /** Reading the node's form, for shape deviations. */
  readonly nodeForm?: NodeFormReading;
  /** The mock fault that reproduces it. */
  readonly fault?: string;
  /**
   * Checks (ids) that met it on the observed releases: one that stops meeting it is an unexpected pass.
   * Suite checks only: a property samples its values, so it may or may not meet a deviation in one run.
   */
  readonly seenIn?: readonly string[];
  /** The answer differences it explains when `avaconform compare` sets the mock beside the node. */
  readonly compare?: DifferenceMatcher;
  /** What the node answered, as recorded on one release (bodies longer than 700 characters are cut: …). */
  readonly evidence?: { readonly release: string; readonly request: string; readonly response: string };
}

/** A deviation as it applies to one node release. */
export interface AppliedDeviation {
  deviation: Deviation;
  /** Seen on exactly this release; false: expected from neighbouring releases, not yet confirmed. */
  confirmed: boolean;
}
