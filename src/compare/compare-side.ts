// A side of `avaconform compare`, or a target column of `matrix` (unlike run's --target,
// src/harness/target.ts, it carries the mock's seed and faults and can start a binary): "mock", "mock:SEED", "mock:SEED:FAULT[,FAULT…]", an
// http(s) URL, "replay:FILE" (a cassette), or "binary:PATH" (a local network the harness starts from an
// AvalancheGo binary, as run --node-binary does). Parsing refuses anything else with one clear line.
import { existsSync, statSync } from 'node:fs';
import { assertFaultNames } from '../mock/faults/index.js';
import { parseProfile, SPEC_PROFILE } from '../mock/profile.js';
import { InputError } from '../errors.js';

export type CompareSide =
  /** `profile`: spec or a node release the mock answers as (src/mock/profile.ts). */
  | { kind: 'mock'; spec: string; profile: string; seed: number | null; faults: string[] }
  | { kind: 'url'; spec: string; url: string }
  | { kind: 'replay'; spec: string; file: string }
  /** `upgrades`: a devnet with that upgrade and those before it active (compare --upgrades), as run --upgrades. */
  | { kind: 'binary'; spec: string; binary: string; upgrades?: string };

export const COMPARE_SIDE_HELP =
  'mock[:PROFILE][:SEED[:FAULT[,FAULT…]]] (PROFILE: spec or avalanchego@X.Y.Z) | http(s)://HOST:PORT | replay:FILE | binary:PATH';

/** Whether a text is written as a side, by its form alone (parseCompareSide reads the rest, and refuses what is bad). */
export function isCompareSide(text: string): boolean {
  return text === 'mock' || /^(mock|replay|binary):/.test(text) || /^https?:\/\//.test(text);
}

/** Reads a side; anything else is an InputError naming what was given and the forms it may take. */
export function parseCompareSide(text: string): CompareSide {
  if (text === 'mock' || text.startsWith('mock:')) {
    const parts = text.split(':').slice(1);
    // A first part that is no number names the profile.
    const profile =
      parts[0] !== undefined && !/^\d+$/.test(parts[0])
        ? parseProfile(parts.shift(), `target ${JSON.stringify(text)}: the mock profile`).name
        : SPEC_PROFILE;
    const [seedText, faultText, ...rest] = parts;
    if (rest.length) throw new InputError(`bad target ${JSON.stringify(text)}: expected ${COMPARE_SIDE_HELP}`);
    if (seedText !== undefined && !/^\d+$/.test(seedText))
      throw new InputError(`bad target ${JSON.stringify(text)}: the mock seed must be a non-negative integer`);
    const faults = (faultText ?? '').split(',').filter(Boolean);
    if (faultText !== undefined && faults.length === 0)
      throw new InputError(`bad target ${JSON.stringify(text)}: no fault named after the seed`);
    assertFaultNames(faults);
    return { kind: 'mock', spec: text, profile, seed: seedText === undefined ? null : Number(seedText), faults };
  }
  if (text.startsWith('replay:')) {
    const file = text.slice('replay:'.length);
    if (!file) throw new InputError(`bad target ${JSON.stringify(text)}: replay: needs a cassette file`);
    if (!existsSync(file) || !statSync(file).isFile()) throw new InputError(`cassette ${file} not found`);
    return { kind: 'replay', spec: text, file };
  }
  if (text.startsWith('binary:')) {
    const binary = text.slice('binary:'.length);
    if (!binary) throw new InputError(`bad target ${JSON.stringify(text)}: binary: needs an AvalancheGo binary`);
    if (!existsSync(binary) || !statSync(binary).isFile()) throw new InputError(`binary ${binary} not found`);
    return { kind: 'binary', spec: text, binary };
  }
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    /* reported below */
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new InputError(`bad target ${JSON.stringify(text)}: expected ${COMPARE_SIDE_HELP}`);
  return { kind: 'url', spec: text, url: text.replace(/\/$/, '') };
}
