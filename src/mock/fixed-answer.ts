// Results the mock makes once and never changes (a block's JSON answer: discovery alone asks for over a
// hundred blocks in every run, and the selftest prepares a run per fault). Such a result is deep-frozen,
// and its JSON text, as Go writes it, is made when first sent and sent again after (src/mock/core.ts).
import { goEscape } from '../json/go-escape.js';
import { stringifyJson, type Json } from '../json/lossless.js';

/** Fixed results, with their text once it was made. */
const texts = new WeakMap<object, string | null>();

/** Freezes a value and everything in it, so no answer can change what a later one sends. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Marks a result as fixed (deep-frozen first): its text is written once. */
export function fixedAnswer<T extends object>(value: T): T {
  texts.set(deepFreeze(value), null);
  return value;
}

/** A fixed result's JSON text (Go's escapes applied), or undefined for any other result. */
export function fixedAnswerText(value: Json): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const text = texts.get(value);
  if (text === undefined) return undefined;
  if (text !== null) return text;
  const made = goEscape(stringifyJson(value));
  texts.set(value, made);
  return made;
}
