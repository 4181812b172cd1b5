// A finding: one breached rule of an answer, wherever it was met (a check, a property, discovery, the
// rules of src/spec). Checks record them, deviations explain them, reports print them.
import type { BaselineMark } from '../../schemas/baseline.js';
import type { Json } from '../json/lossless.js';
import type { ClauseId } from './clauses.js';
import type { RuleCode } from './rules.js';

/** How a fast-check property met a breach: its run, the value it shrank to, and the command that sends that value again. */
export interface PropertyRun {
  /** "failed after 3 run(s) (fast-check seed 1, path "2:0", 1 shrink(s))", and whether the value was pinned. */
  run: string;
  counterexample: string;
  replay: string;
  /** Said when the counterexample passed when sent once more. */
  note?: string;
}

/** One breached assertion of a check: the rule it broke, where, and under which clause. */
export interface Finding {
  /** The rule broken (src/spec/rules.ts): what deviations and tests match, never the summary. */
  code: RuleCode;
  /** The breach in words, for people; free to reword. */
  summary: string;
  /** What the rule wanted, in words, for people. */
  expected?: string;
  /** What came back, previewed for people (cut): never matched; `receivedValue` is the value. */
  received?: string;
  /**
   * The JSON value the assertion judged at `path`, whole; absent when there is none there (a missing
   * member, an empty answer). What deviations match (src/deviations/deviation.ts), never written to a report.
   */
  receivedValue?: Json;
  /** The whole answer the assertion judged (a JSON-RPC envelope), when it judged one; never written to a report. */
  answer?: Json;
  /**
   * The request body as sent, when the rule judged the answer by the whole body (a raw body, maybe no
   * JSON: the envelope rules); never written to a report.
   */
  requestBody?: string;
  /** JSON path of the mismatch in the answer, e.g. $.result.validators[0].nodeID */
  path?: string;
  /** The clause the assertion tests, when the assertion names one (else the check's clauses apply). */
  clause?: ClauseId;
  /** The JSON-RPC method whose answer was judged, when the assertion read one. */
  rpc?: string;
  /**
   * The request members the rule judged the answer by, as JSON text ({"encoding":"HEX"}), when the
   * answer alone does not say what was asked.
   */
  sent?: string;
  /** The property run that met the breach, when a property found it (properties/_support/property.ts). */
  property?: PropertyRun;
  /**
   * The deviation that explains it; null once a finding is known to be unexplained (it survived the
   * node-form reading), undefined while not yet classified.
   */
  deviation?: string | null;
  /** The --baseline entry that accepts it (src/check/baseline.ts), when no deviation explains it. */
  baseline?: BaselineMark;
}
