// How a deviation's matcher reads a finding: by its data alone (code, clause, method, JSON path, the JSON
// values it received and answered, the request sent), never by the words rendered for people. And the
// matcher in words, for expectations/<node>.md.
import { pathPatternMatches, valueAtPath } from '../json/json-path.js';
import { parseJson, stringifyJson, type Json } from '../json/lossless.js';
import { BODY_TRAITS } from './request-traits.js';
import type { Deviation, FindingMatcher, MatchedFinding, ValueTest } from './deviation.js';
import type { ClauseId } from '../spec/clauses.js';

/** A deviation's matchers: its one, or each of its list (none without a match). */
export function matchersOf(d: Deviation): readonly FindingMatcher[] {
  return d.match === undefined ? [] : 'code' in d.match ? [d.match as FindingMatcher] : d.match;
}

const list = <T>(x: T | readonly T[]): readonly T[] => (Array.isArray(x) ? x : [x as T]);

function typeOf(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'bigint' ? 'number' : typeof v;
}

/** Whether a JSON value (undefined: none) passes a value test. */
export function passes(test: ValueTest, v: Json | undefined): boolean {
  if (test.present !== undefined && (v !== undefined) !== test.present) return false;
  if (test.not && passes(test.not, v)) return false;
  const tested = Object.keys(test).filter((k) => k !== 'present' && k !== 'not');
  if (!tested.length) return true;
  if (v === undefined) return false;
  if (test.is !== undefined && stringifyJson(v) !== stringifyJson(test.is)) return false;
  if (test.type !== undefined && typeOf(v) !== test.type) return false;
  if (test.startsWith !== undefined && !(typeof v === 'string' && list(test.startsWith).some((p) => v.startsWith(p))))
    return false;
  if (test.includes !== undefined && !(typeof v === 'string' && list(test.includes).some((p) => v.includes(p))))
    return false;
  if (
    test.anyCaseOf !== undefined &&
    !(typeof v === 'string' && test.anyCaseOf.some((s) => s.toLowerCase() === v.toLowerCase()))
  )
    return false;
  if (test.range !== undefined) {
    const n = typeof v === 'bigint' ? v : typeof v === 'number' && Number.isInteger(v) ? BigInt(v) : undefined;
    if (n === undefined || n < BigInt(test.range[0]) || n > BigInt(test.range[1])) return false;
  }
  if (
    test.hasMember !== undefined &&
    !(typeOf(v) === 'object' && list(test.hasMember).some((m) => Object.hasOwn(v as object, m)))
  )
    return false;
  return true;
}

/** Whether each JSON path's value of `value` passes its test. */
function valuesPass(tests: Readonly<Record<string, ValueTest>>, value: Json | undefined): boolean {
  return Object.entries(tests).every(([path, test]) => passes(test, valueAtPath(value, path)));
}

function parsed(text: string | undefined): Json | undefined {
  if (text === undefined) return undefined;
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}

/** Whether one matcher names a finding of a check citing checkClauses (`clauses`: those the finding is judged under). */
export function matches(m: FindingMatcher, f: MatchedFinding, clauses: readonly ClauseId[]): boolean {
  if (f.path === undefined) return false;
  if (!list(m.code).includes(f.code)) return false;
  if (!clauses.some((c) => m.clauses.includes(c))) return false;
  if (m.rpc && f.rpc !== undefined && !m.rpc.includes(f.rpc)) return false;
  if (!list(m.path).some((p) => pathPatternMatches(p, f.path!))) return false;
  if (m.received && !passes(m.received, f.receivedValue)) return false;
  if (m.answer && (f.answer === undefined || !valuesPass(m.answer, f.answer))) return false;
  if (m.sent) {
    const sent = parsed(f.sent);
    if (sent === undefined || !valuesPass(m.sent, sent)) return false;
  }
  if (m.requestBody && (f.requestBody === undefined || !BODY_TRAITS[m.requestBody](f.requestBody))) return false;
  return true;
}

const quoted = (xs: string | readonly string[]) =>
  list(xs)
    .map((x) => JSON.stringify(x))
    .join(' or ');

/** A value test in words ("-32000", "a string starting with \"rpc: \"", "absent"). */
export function describeTest(t: ValueTest): string {
  const parts: string[] = [];
  if (t.present !== undefined) parts.push(t.present ? 'present' : 'absent');
  if (t.is !== undefined) parts.push(stringifyJson(t.is));
  if (t.type !== undefined) parts.push(`a${/^[ao]/.test(t.type) ? 'n' : ''} ${t.type}`);
  if (t.startsWith !== undefined) parts.push(`starting with ${quoted(t.startsWith)}`);
  if (t.includes !== undefined) parts.push(`holding ${quoted(t.includes)}`);
  if (t.anyCaseOf !== undefined) parts.push(`${quoted(t.anyCaseOf)} in any letter case`);
  if (t.range !== undefined) parts.push(`an integer in [${t.range[0]}, ${t.range[1]}]`);
  if (t.hasMember !== undefined) parts.push(`with member ${quoted(t.hasMember)}`);
  if (t.not !== undefined) parts.push(`not ${describeTest(t.not)}`);
  return parts.join(', ');
}

const byPath = (tests: Readonly<Record<string, ValueTest>>) =>
  Object.entries(tests)
    .map(([path, t]) => `\`${path}\` ${describeTest(t)}`)
    .join('; ');

/** A matcher in words, for expectations/<node>.md. */
export function describeMatcher(m: FindingMatcher): string {
  const code = list(m.code)
    .map((c) => `\`${c}\``)
    .join(' or ');
  const parts = [
    `${code} at path ${list(m.path)
      .map((p) => `\`${p}\``)
      .join(' or ')}`,
  ];
  if (m.rpc) parts.push(`of ${m.rpc.map((r) => `\`${r}\``).join(' or ')}`);
  if (m.received) parts.push(`received ${describeTest(m.received)}`);
  if (m.answer) parts.push(`answer ${byPath(m.answer)}`);
  if (m.sent) parts.push(`sent ${byPath(m.sent)}`);
  if (m.requestBody) parts.push(`request body: ${m.requestBody}`);
  return parts.join(', ');
}
