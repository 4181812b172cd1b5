// Pinned counterexamples (properties/pinned.json): values a property once met a breach with, run first
// on every run whatever the seed, so a found node behaviour stays found. `avaconform pin REPORT_DIR`
// adds those a run recorded (conformance.json's checks[].counterexamples); the properties read them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJson, stringifyJson, type Json } from '../json/lossless.js';
import { PROJECT_ROOT } from '../tool.js';

/** One pinned counterexample. */
export interface PinnedExample {
  /** The property's stable check id. */
  check: string;
  /** The value the property's arbitrary would draw (lossless JSON: integers beyond 2^53 stay exact). */
  example: Json;
  /** Why it is pinned (the breach it met). */
  reason: string;
  /** Only on these target kinds (a value naming mock data means nothing to a real node); default all. */
  targets?: Array<'mock' | 'http'>;
}

export const PINNED_FILE = join(PROJECT_ROOT, 'properties/pinned.json');

/** The pinned examples of a pinned.json text. */
export function parsePinned(text: string): PinnedExample[] {
  return (parseJson(text) as unknown as { pinned?: PinnedExample[] }).pinned ?? [];
}

export function readPinned(file = PINNED_FILE): PinnedExample[] {
  return parsePinned(readFileSync(file, 'utf8'));
}

/** JSON on one line with a space inside braces and after separators ({ "a": [1, 2] }), integers exact. */
function inlineJson(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(inlineJson).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    const members = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${inlineJson(x)}`);
    return members.length ? `{ ${members.join(', ')} }` : '{}';
  }
  return stringifyJson(v);
}

/** pinned.json's text: one example a few lines, as the committed file is written. */
export function renderPinned(pinned: readonly PinnedExample[]): string {
  const entry = (p: PinnedExample) =>
    [
      '    {',
      `      "check": ${JSON.stringify(p.check)},`,
      `      "example": ${inlineJson(p.example)},`,
      `      "reason": ${JSON.stringify(p.reason)}${p.targets ? ',' : ''}`,
      ...(p.targets ? [`      "targets": ${JSON.stringify(p.targets)}`] : []),
      '    }',
    ].join('\n');
  return `{\n  "pinned": [\n${pinned.map(entry).join(',\n')}\n  ]\n}\n`;
}

/** Adds the examples not pinned yet (same check, same value); returns those added. */
export function addPinned(existing: readonly PinnedExample[], found: readonly PinnedExample[]): PinnedExample[] {
  const key = (p: PinnedExample) => `${p.check}\u0000${stringifyJson(p.example)}`;
  const have = new Set(existing.map(key));
  const added: PinnedExample[] = [];
  for (const p of found) {
    if (have.has(key(p))) continue;
    have.add(key(p));
    added.push(p);
  }
  return added;
}

export function writePinned(pinned: readonly PinnedExample[], file = PINNED_FILE): void {
  writeFileSync(file, renderPinned(pinned));
}
