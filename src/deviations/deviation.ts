// A known deviation: one way a real node implementation answers otherwise than the spec, with the
// releases it was seen on, the evidence, the exact failed assertions and answer differences it
// explains, and (for a shape) how to read the node's form so a check can go on past it.
import type { DifferenceKind } from '../../schemas/compare.js';
import type { ClauseId } from '../spec/clauses.js';
import type { RuleCode } from '../spec/rules.js';
import type { Finding } from '../spec/finding.js';
import type { Json } from '../json/lossless.js';
import type { BodyTrait } from './request-traits.js';

/**
 * What a matcher may read of a finding: its data (code, clause, path, the JSON values received and
 * answered, the request sent), never its words: summary, expected and received are rendered for people
 * (and cut), free to reword.
 */
export type MatchedFinding = Omit<Finding, 'summary' | 'expected' | 'received'>;

/** A JSON value's type, as a value test names it (a bigint is a number). */
export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

/** A test of one JSON value (or of its absence): every part given must hold. */
export interface ValueTest {
  /** There is a value (true) or none (false: the member is missing, the answer was empty). */
  readonly present?: boolean;
  /** The same JSON value (compared as lossless JSON text: -32000, null, "Aborted", {}). */
  readonly is?: Json;
  readonly type?: JsonType;
  /** A string beginning with this (or one of these). */
  readonly startsWith?: string | readonly string[];
  /** A string holding this (or one of these). */
  readonly includes?: string | readonly string[];
  /** A string equal to one of these in any letter case. */
  readonly anyCaseOf?: readonly string[];
  /** An integer within [min, max]. */
  readonly range?: readonly [min: number, max: number];
  /** An object with this member (or one of these). */
  readonly hasMember?: string | readonly string[];
  /** Not this. */
  readonly not?: ValueTest;
}

/**
 * Which failed assertions a deviation explains: every given part must match. It names the finding by
 * its data only (there is no field for a pattern over text): the rule code, the clause, the JSON-RPC
 * method, the JSON path, and where needed the JSON values the finding carries or the request sent.
 */
export interface FindingMatcher {
  /** The rule broken: the finding's code is this one (or one of these). */
  readonly code: RuleCode | readonly RuleCode[];
  /** The finding's clause (or, when it names none, one of its check's clauses) is one of these. */
  readonly clauses: readonly ClauseId[];
  /** The JSON-RPC method of the judged answer is one of these (when the finding knows it). */
  readonly rpc?: readonly string[];
  /** The finding's JSON path is this pattern (or one of these): "[*]" any index, "*" any member name. */
  readonly path: string | readonly string[];
  /** The value the finding received at its path (its `receivedValue`). */
  readonly received?: ValueTest;
  /** Values of the answer the finding judged (its `answer`), by JSON path: { "$.error.message": … }. */
  readonly answer?: Readonly<Record<string, ValueTest>>;
  /** Values of the request members the answer was judged by (its `sent`, parsed), by JSON path: { "$.encoding": … }. */
  readonly sent?: Readonly<Record<string, ValueTest>>;
  /** A trait of the raw request body sent (its `requestBody`), src/deviations/request-traits.ts. */
  readonly requestBody?: BodyTrait;
}

/** Which answer differences between the mock (the spec's answer) and a node a deviation explains: every given part must match. */
export interface DifferenceMatcher {
  /** Method labels ("platform.getHeight", "GET /ext/health"), or "*" for every method (transport deviations). */
  readonly methods: readonly string[];
  /** Path patterns (src/compare/answer-paths.ts); absent: any path of the method. */
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
   * The failed assertions it explains: those its matcher names, or any one of its matchers (one per
   * form of the finding). Absent for a difference no spec-exact check fails on (the schemas already
   * accept both forms): recorded for readers and for `compare`.
   */
  readonly match?: FindingMatcher | readonly FindingMatcher[];
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
