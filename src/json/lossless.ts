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

/**
 * One linear pass over a JSON text, skipping string contents: its nesting depth (stopping early once
 * above `limit`) and how many ':' it holds outside strings, which in valid JSON is its count of object
 * members. No recursion.
 */
function scanJson(text: string, limit = Infinity): { depth: number; members: number } {
  let depth = 0;
  let max = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
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

/** Nesting depth of a JSON text, skipping string contents; linear, no recursion. */
export function jsonDepth(text: string, limit = Infinity): number {
  return scanJson(text, limit).depth;
}

/** Refuses hostile nesting before a recursive parser can overflow the stack; returns the text's member count. */
function assertDepth(text: string): number {
  const { depth, members } = scanJson(text, MAX_JSON_DEPTH);
  if (depth > MAX_JSON_DEPTH) throw new JsonError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return members;
}

/** Object members in a parsed value (its depth is bounded by MAX_JSON_DEPTH). */
function countMembers(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  let n = 0;
  if (Array.isArray(v)) {
    for (const x of v) if (x !== null && typeof x === 'object') n += countMembers(x);
    return n;
  }
  for (const key in v) {
    n++;
    const x = (v as Record<string, unknown>)[key];
    if (x !== null && typeof x === 'object') n += countMembers(x);
  }
  return n;
}

/** An integer token of 16 or more digits: the only kind that can lie beyond 2^53. */
const LONG_INTEGER = /(?:^|[:[,])\s*(-?\d{16,})(?![.\deE])/g;

/** Whether the text holds an integer token beyond 2^53, which only the lossless reader keeps exact. */
function holdsUnsafeInteger(text: string): boolean {
  for (const m of text.matchAll(LONG_INTEGER)) if (!Number.isSafeInteger(Number(m[1]))) return true;
  return false;
}

/**
 * The engine's JSON.parse where it gives exactly what the lossless reader gives: no integer beyond 2^53
 * (a bigint there), and no repeated key (the lossless reader refuses one with another
 * value; JSON.parse keeps the last, so it parses fewer members than the text holds). Several times
 * faster on the large answers of getUTXOs and getCurrentValidators. undefined: take the lossless reader.
 */
function parseNative(text: string, members: number): Json | undefined {
  if (holdsUnsafeInteger(text)) return undefined;
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    return undefined; // the lossless reader says what is wrong, in its own words
  }
  return countMembers(value) === members ? value : undefined;
}

function parseLossless(text: string): Json {
  try {
    return losslessParse(text, null, parseNumber) as Json;
  } catch (e) {
    throw new JsonError((e as Error).message);
  }
}

export function parseJson(text: string): Json {
  const members = assertDepth(text);
  return parseNative(text, members) ?? parseLossless(text);
}

/**
 * parseJson, saying whether the value is `plain`: it holds no bigint, so JSON.stringify writes it (the
 * cassette reader's fast path).
 */
export function parseJsonQuick(text: string): { value: Json; plain: boolean } {
  const members = assertDepth(text);
  const value = parseNative(text, members);
  return value !== undefined ? { value, plain: true } : { value: parseLossless(text), plain: false };
}

/** JSON text of a value that may hold bigints (written as exact integer literals). */
export function stringifyJson(value: unknown, indent?: number): string {
  // The engine's JSON.stringify writes the same text for every value without a bigint, and refuses one
  // with a TypeError: then the lossless writer, which writes a bigint as its exact integer literal.
  try {
    return JSON.stringify(value, undefined, indent) ?? 'null';
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
  }
  return losslessStringify(value, undefined, indent) ?? 'null';
}

/** A JSON object (not null, not an array). */
export function isJsonObject(v: unknown): v is { [key: string]: Json } {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
