// What a target text names, read by one grammar for run's --target (AVACONFORM_TARGET), compare's sides and
// matrix's target columns: the embedded mock (under a profile, with its seed and faults), a recorded cassette,
// a node's URL, or an AvalancheGo binary to start a local network from.
import { InputError } from '../input-error.js';
import { assertFaultNames } from '../mock/faults/fault-registry.js';
import { parseProfile, SPEC_PROFILE } from '../mock/mock-profile.js';

export type TargetSpec =
  /** `profile`: spec or a node release the mock answers as (src/mock/mock-profile.ts); `seed` and `faults` when the text names them. */
  | { kind: 'mock'; profile: string; seed: number | null; faults: string[] }
  | { kind: 'replay'; file: string }
  /** `droppedPath`: the API path (/ext/…) a URL copied from the node's docs carried; the suites add each API's own. */
  | { kind: 'http'; url: string; droppedPath?: string }
  | { kind: 'binary'; binary: string };

/** The forms a target takes, as --help and errors write them. */
export const TARGET_FORMS =
  'mock[:PROFILE][:SEED[:FAULT[,FAULT…]]] (PROFILE: spec or avalanchego@X.Y.Z) | http(s)://HOST:PORT | replay:FILE | binary:PATH';

/** Whether the target names the embedded mock ("mock", or "mock:…" such as mock:avalanchego@1.14.2). */
export const isMockTarget = (target: string): boolean => target === 'mock' || target.startsWith('mock:');

/** The --target text of the mock under a profile. */
export const mockTarget = (profile: string): string => (profile === SPEC_PROFILE ? 'mock' : `mock:${profile}`);

/** The kind of target a text names, by its form alone (parseTarget reads the rest, and refuses what is bad). */
export function targetKind(target: string): TargetSpec['kind'] {
  if (isMockTarget(target)) return 'mock';
  if (target.startsWith('binary:')) return 'binary';
  return target.startsWith('replay:') ? 'replay' : 'http';
}

/** Reads a target; anything else is an InputError naming what was given and the forms it may take. */
export function parseTarget(target: string): TargetSpec {
  const bad = (why: string) => new InputError(`bad target ${JSON.stringify(target)}: ${why}`);
  const kind = targetKind(target);
  if (kind === 'mock') {
    const parts = target.split(':').slice(1);
    // A first part that is no number names the profile.
    const profile =
      parts[0] !== undefined && !/^\d+$/.test(parts[0])
        ? parseProfile(parts.shift(), `target ${JSON.stringify(target)}: the PROFILE of mock:PROFILE`).name
        : SPEC_PROFILE;
    const [seedText, faultText, ...rest] = parts;
    if (rest.length) throw bad(`expected ${TARGET_FORMS}`);
    if (seedText !== undefined && !/^\d+$/.test(seedText)) throw bad('the mock seed must be a non-negative integer');
    const faults = (faultText ?? '').split(',').filter(Boolean);
    if (faultText !== undefined && faults.length === 0) throw bad('no fault named after the seed');
    assertFaultNames(faults);
    return { kind, profile, seed: seedText === undefined ? null : Number(seedText), faults };
  }
  if (kind === 'replay' || kind === 'binary') {
    const file = target.slice(`${kind}:`.length);
    if (!file) throw bad(kind === 'replay' ? 'replay: needs a cassette file' : 'binary: needs an AvalancheGo binary');
    return kind === 'replay' ? { kind, file } : { kind, binary: file };
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw bad(`expected ${TARGET_FORMS} (not a valid URL)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw bad(`expected ${TARGET_FORMS} (scheme ${url.protocol.slice(0, -1)})`);
  if (!url.hostname) throw bad(`expected ${TARGET_FORMS} (no host)`);
  // A URL of one API (http://host:9650/ext/bc/P, as the node's docs write it) names the node below that path.
  const api = url.pathname.indexOf('/ext/');
  if (api >= 0)
    return { kind, url: `${url.origin}${url.pathname.slice(0, api)}`, droppedPath: url.pathname.slice(api) };
  return { kind, url: target.replace(/\/$/, '') };
}
