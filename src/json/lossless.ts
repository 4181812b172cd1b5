// Lossless JSON for node answers: integers beyond 2^53 become bigint (never rounded), and hostile
// nesting is refused before the recursive parser can overflow the stack.
import { parse as losslessParse, stringify as losslessStringify, isInteger } from 'lossless-json';

export type Json = null | boolean | number | bigint | string | Json[] | { [key: string]: Json };

/** The deepest nesting the harness accepts in an answer; real node answers stay far below it. */
export const MAX_JSON_DEPTH = 256;

export class JsonError extends Error {}

function parseNumber(text: string): number | bigint {
  if (isInteger(text)) {
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : BigInt(text);
  }
  return Number(text);
}

/** The index just past the string whose opening quote is at `start` (the text's end when it never closes). */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) i++;
    else if (c === 34 /* " */) return i + 1;
  }
  return text.length;
}

/**
 * One linear pass over a JSON text, skipping string contents: its nesting depth (stopping early once
 * above `limit`) and how many ':' it holds outside strings, which in valid JSON is its count of object
 * members. No recursion.
 */
function scanJson(text: string, limit = Infinity): { depth: number; members: number } {
  let depth = 0;
  let max = 0;
  let members = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) i = stringEnd(text, i) - 1;
    else if (c === 58 /* : */) members++;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) break;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return { depth: max, members };
}

const TOO_DEEP = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
/** Characters of a large text whose nesting is checked before it is parsed (parseNative). */
const DEPTH_PREFIX = 4096;

/** Refuses hostile nesting before the lossless reader, which recurses, can overflow the stack. */
function assertDepth(text: string): void {
  if (scanJson(text, MAX_JSON_DEPTH).depth > MAX_JSON_DEPTH) throw new JsonError(TOO_DEEP);
}

/** An integer token of 16 or more digits: the only kind that can lie beyond 2^53. */
const LONG_INTEGER = /(?:^|[:[,])\s*(-?\d{16,})(?![.\deE])/g;

/** Whether the text holds an integer token beyond 2^53, which JSON.parse would round. */
function holdsUnsafeInteger(text: string): boolean {
  for (const m of text.matchAll(LONG_INTEGER)) if (!Number.isSafeInteger(Number(m[1]))) return true;
  return false;
}

/**
 * Marks an exact integer in text handed to JSON.parse and read from JSON.stringify's output: a string
 * starting with U+0001. No JSON text holds that character raw (a control character), so only its escape
 * can put it in a real string: texts holding the escape take the lossless reader and writer.
 */
const BIGINT_MARK = '\u0001';
const BIGINT_MARK_ESCAPE = /\\u0001/;
/** How JSON.stringify writes a marked integer: the string "\u0001<digits>". */
const MARKED_INTEGER = /"\\u0001(-?\d+)"/g;

/** A JSON integer token (no fraction, no exponent, no leading zero: JSON has no 01); any other is left to JSON.parse. */
const JSON_INTEGER = /^-?(?:0|[1-9]\d*)$/;

/**
 * The text with every integer token beyond 2^53 outside strings written as a marked string, the mark
 * escaped as JSON.parse requires (one linear pass that skips string contents).
 */
function markUnsafeIntegers(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) i = stringEnd(text, i) - 1;
    else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      // The whole number token: digits, sign, fraction and exponent.
      let end = i + 1;
      for (; end < text.length; end++) {
        const d = text.charCodeAt(end);
        if (!(
          (d >= 48 && d <= 57) ||
          d === 46 /* . */ ||
          d === 101 /* e */ ||
          d === 69 /* E */ ||
          d === 43 ||
          d === 45
        ))
          break;
      }
      const token = text.slice(i, end);
      if (end - i >= 16 && JSON_INTEGER.test(token) && !Number.isSafeInteger(Number(token))) {
        parts.push(text.slice(copied, i), `"\\u0001${token}"`);
        copied = end;
      }
      i = end - 1;
    }
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** A parsed value nested deeper than MAX_JSON_DEPTH. */
class TooDeep extends Error {}

/**
 * Object members in a value JSON.parse made, each marked integer string turned into its bigint in place
 * when `unmark`. Refuses nesting deeper than MAX_JSON_DEPTH (TooDeep) before its recursion can grow
 * further: JSON.parse itself does not recurse, so a hostile text reaches this walk whole.
 */
function walkParsed(v: unknown, depth: number, unmark: boolean): number {
  if (v === null || typeof v !== 'object') return 0;
  if (depth > MAX_JSON_DEPTH) throw new TooDeep();
  let n = 0;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x === 'string') {
        if (unmark && x.startsWith(BIGINT_MARK)) v[i] = BigInt(x.slice(1));
      } else if (x !== null && typeof x === 'object') n += walkParsed(x, depth + 1, unmark);
    }
    return n;
  }
  const o = v as Record<string, unknown>;
  for (const key in o) {
    n++;
    const x = o[key];
    if (typeof x === 'string') {
      if (unmark && x.startsWith(BIGINT_MARK)) o[key] = BigInt(x.slice(1));
    } else if (x !== null && typeof x === 'object') n += walkParsed(x, depth + 1, unmark);
  }
  return n;
}

/** Every ':' in the text, strings included: equal to the members parsed only when no string holds one and no key repeats. */
function colons(text: string): number {
  let n = 0;
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) n++;
  return n;
}

/**
 * The engine's JSON.parse where it gives exactly what the lossless reader gives: integers beyond 2^53
 * are marked before and made bigints after (a text holding the mark's escape is left to the lossless
 * reader), and a repeated key is refused (the lossless reader refuses one with another value; JSON.parse
 * keeps the last, so it parses fewer members than the text holds: counted first by the text's ':'s, and
 * only when a string holds one by a scan that skips strings). Several times faster on the large answers
 * of getUTXOs, getCurrentValidators and getBlock's JSON. undefined: take the lossless reader.
 */
function parseNative(text: string): { value: Json; plain: boolean } | undefined {
  // A large text nested too deep from its start is refused before JSON.parse builds every level (a
  // hostile answer of 100,000 levels: about 8 ms each); nesting further in is found by the walk below.
  if (text.length > DEPTH_PREFIX && scanJson(text.slice(0, DEPTH_PREFIX), MAX_JSON_DEPTH).depth > MAX_JSON_DEPTH)
    throw new JsonError(TOO_DEEP);
  const plain = !holdsUnsafeInteger(text);
  if (!plain && BIGINT_MARK_ESCAPE.test(text)) return undefined;
  let value: Json;
  try {
    value = JSON.parse(plain ? text : markUnsafeIntegers(text)) as Json;
  } catch {
    return undefined; // the lossless reader says what is wrong, in its own words
  }
  if (!plain && typeof value === 'string') return undefined; // a top-level integer alone: rare, left to the lossless reader
  let members: number;
  try {
    members = walkParsed(value, 1, !plain);
  } catch (e) {
    if (e instanceof TooDeep) throw new JsonError(TOO_DEEP);
    throw e;
  }
  return members === colons(text) || members === scanJson(text).members ? { value, plain } : undefined;
}

function parseLossless(text: string): Json {
  try {
    return losslessParse(text, null, parseNumber) as Json;
  } catch (e) {
    throw new JsonError((e as Error).message);
  }
}

export function parseJson(text: string): Json {
  return parseJsonQuick(text).value;
}

/**
 * parseJson, saying whether the value is `plain`: it holds no bigint, so JSON.stringify writes it (the
 * cassette reader's fast path).
 */
export function parseJsonQuick(text: string): { value: Json; plain: boolean } {
  const native = parseNative(text);
  if (native) return native;
  assertDepth(text);
  return { value: parseLossless(text), plain: false };
}

/** Thrown by the marking replacer when a real string holds the mark: the lossless writer takes over. */
class MarkInString extends Error {}

/** JSON.stringify's replacer writing each bigint as a marked string (MARKED_INTEGER then unmarks it). */
function markBigints(key: string, v: unknown): unknown {
  if (typeof v === 'bigint') return BIGINT_MARK + v.toString();
  if ((typeof v === 'string' && v.includes(BIGINT_MARK)) || key.includes(BIGINT_MARK)) throw new MarkInString();
  return v;
}

/** JSON text of a value that may hold bigints (written as exact integer literals). */
export function stringifyJson(value: unknown, indent?: number): string {
  // The engine's JSON.stringify writes the same text for every value without a bigint, and refuses one
  // with a TypeError: then again with each bigint marked and unmarked in the text, which is what the
  // lossless writer writes; the lossless writer only when a real string holds the mark.
  try {
    return JSON.stringify(value, undefined, indent) ?? 'null';
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
  }
  try {
    return (JSON.stringify(value, markBigints, indent) ?? 'null').replace(MARKED_INTEGER, '$1');
  } catch (e) {
    if (!(e instanceof MarkInString)) throw e;
  }
  return losslessStringify(value, undefined, indent) ?? 'null';
}

/** A JSON object (not null, not an array). */
export function isJsonObject(v: unknown): v is { [key: string]: Json } {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
