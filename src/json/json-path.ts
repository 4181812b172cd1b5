// JSON paths as findings write them ("$.result.validators[3].txID", `$["a b"]`, after the label of the
// request they were read from, as in "GET /ext/health $.checks.bls.message"): their segments, the value
// at one in a JSON value, and the path patterns that name several ("[*]" any index, "*" any member).
import type { Json } from './lossless.js';

/** Any array index (the pattern "[*]"). */
export const ANY_INDEX: unique symbol = Symbol('[*]');
/** Any member name (the pattern ".*"). */
export const ANY_MEMBER: unique symbol = Symbol('*');

export type PathSegment = string | number | typeof ANY_INDEX | typeof ANY_MEMBER;

/** A path's JSON part: from its "$" on (a finding's path may start with the request it was read from). */
export function jsonPart(path: string): string | undefined {
  const at = path.indexOf('$');
  return at < 0 ? undefined : path.slice(at);
}

/** The segments of a JSON path ("$.a[0]["b c"].*[*]"), or undefined when the text is not one. */
export function pathSegments(path: string): PathSegment[] | undefined {
  if (!path.startsWith('$')) return undefined;
  const out: PathSegment[] = [];
  let i = 1;
  while (i < path.length) {
    if (path[i] === '.') {
      let end = i + 1;
      while (end < path.length && path[end] !== '.' && path[end] !== '[') end++;
      const name = path.slice(i + 1, end);
      if (!name) return undefined;
      out.push(name === '*' ? ANY_MEMBER : name);
      i = end;
    } else if (path[i] === '[') {
      const close = path[i + 1] === '"' ? closingQuote(path, i + 2) : path.indexOf(']', i);
      if (close < 0) return undefined;
      if (path[i + 1] === '"') {
        if (path[close + 1] !== ']') return undefined;
        try {
          out.push(JSON.parse(path.slice(i + 1, close + 1)) as string);
        } catch {
          return undefined;
        }
        i = close + 2;
      } else {
        const inner = path.slice(i + 1, close);
        if (inner === '*') out.push(ANY_INDEX);
        else if (/^\d+$/.test(inner)) out.push(Number(inner));
        else return undefined;
        i = close + 1;
      }
    } else return undefined;
  }
  return out;
}

/** The index of the quote closing a JSON string whose text starts at `from`, or -1. */
function closingQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return -1;
}

/** The value at a JSON path (without wildcards) of a JSON value; undefined when nothing is there. */
export function valueAtPath(value: Json | undefined, path: string): Json | undefined {
  const segments = pathSegments(path);
  if (!segments) return undefined;
  let v: Json | undefined = value;
  for (const seg of segments) {
    if (v === null || typeof v !== 'object') return undefined;
    if (typeof seg === 'number') {
      if (!Array.isArray(v)) return undefined;
      v = v[seg];
    } else if (typeof seg === 'string') {
      if (Array.isArray(v) || !Object.hasOwn(v, seg)) return undefined;
      v = v[seg];
    } else return undefined;
  }
  return v;
}

/**
 * Whether a path (its JSON part) is one a pattern names: the same segments, where the pattern's "[*]"
 * stands for any index and "*" for any one member name.
 */
export function pathPatternMatches(pattern: string, path: string): boolean {
  const want = pathSegments(pattern);
  const json = jsonPart(path);
  const got = json === undefined ? undefined : pathSegments(json);
  if (!want || !got || want.length !== got.length) return false;
  return want.every((w, i) => {
    const g = got[i];
    if (w === ANY_INDEX) return typeof g === 'number' || g === ANY_INDEX;
    if (w === ANY_MEMBER) return typeof g === 'string' || g === ANY_MEMBER;
    return w === g;
  });
}
