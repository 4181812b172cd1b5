// A side of `avaconform compare`, or a target column of `matrix`: a target as run's --target reads it
// (src/harness/target.ts parseTarget), its text kept, and the cassette or binary it names found.
import { existsSync, statSync } from 'node:fs';
import { InputError } from '../input-error.js';
import { parseTarget, type TargetSpec } from '../harness/target.js';

export type CompareSide =
  /** `profile`: spec or a node release the mock answers as (src/mock/mock-profile.ts). */
  | ({ spec: string } & Extract<TargetSpec, { kind: 'mock' | 'replay' }>)
  | { kind: 'url'; spec: string; url: string }
  /** `upgrades`: a devnet with that upgrade and those before it active (compare --upgrades), as run --upgrades. */
  | { kind: 'binary'; spec: string; binary: string; upgrades?: string };

/** Whether a text is written as a side, by its form alone (parseCompareSide reads the rest, and refuses what is bad). */
export function isCompareSide(text: string): boolean {
  return text === 'mock' || /^(mock|replay|binary):/.test(text) || /^https?:\/\//.test(text);
}

/** Reads a side; anything else is an InputError naming what was given and the forms it may take. */
export function parseCompareSide(text: string): CompareSide {
  const target = parseTarget(text);
  const file = target.kind === 'replay' ? target.file : target.kind === 'binary' ? target.binary : null;
  if (file !== null && (!existsSync(file) || !statSync(file).isFile()))
    throw new InputError(`${target.kind === 'replay' ? 'cassette' : 'binary'} ${file} not found`);
  return target.kind === 'http' ? { kind: 'url', spec: text, url: target.url } : { ...target, spec: text };
}
