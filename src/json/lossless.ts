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

/** Nesting depth of a JSON text, skipping string contents; linear, no recursion. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Refuses hostile nesting before a recursive parser can overflow the stack. */
function assertDepth(text: string): void {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new JsonError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
}

export function parseJson(text: string): Json {
  assertDepth(text);
  try {
    return losslessParse(text, null, parseNumber) as Json;
  } catch (e) {
    throw new JsonError((e as Error).message);
  }
}

/** A number token of 16 or more digits: beyond 2^53 only the lossless reader keeps its value. */
const LONG_NUMBER = /[:[,]\s*-?\d{16}/;

/**
 * parseJson through the engine's JSON.parse when the text holds no number token of 16 or more digits
 * (the same value, several times faster; `plain`: it holds no bigint, so JSON.stringify writes it).
 */
export function parseJsonQuick(text: string): { value: Json; plain: boolean } {
  if (LONG_NUMBER.test(text)) return { value: parseJson(text), plain: false };
  assertDepth(text);
  try {
    return { value: JSON.parse(text) as Json, plain: true };
  } catch (e) {
    throw new JsonError((e as Error).message);
  }
}

/** JSON text of a value that may hold bigints (written as exact integer literals). */
export function stringifyJson(value: unknown, indent?: number): string {
  return losslessStringify(value, undefined, indent) ?? 'null';
}

/** A JSON object (not null, not an array). */
export function isJsonObject(v: unknown): v is { [key: string]: Json } {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
