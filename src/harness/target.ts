// What run's --target (AVACONFORM_TARGET) names: the embedded mock (under a profile), a recorded cassette,
// or a node's URL. compare's sides and matrix's target columns take more forms: src/compare/compare-side.ts.
import { InputError } from '../errors.js';
import { parseProfile, SPEC_PROFILE } from '../mock/profile.js';

/** `droppedPath`: the API path (/ext/…) a URL copied from the node's docs carried; the suites add each API's own. */
export type TargetSpec =
  | { kind: 'mock'; profile: string }
  | { kind: 'replay'; file: string }
  | { kind: 'http'; url: string; droppedPath?: string };

const EXPECTED = '"mock", "mock:PROFILE", "replay:FILE" or an http(s)://HOST:PORT URL';

/** Whether the target names the embedded mock ("mock", or "mock:PROFILE" such as mock:avalanchego@1.14.2). */
export const isMockTarget = (target: string): boolean => target === 'mock' || target.startsWith('mock:');

/** The --target text of the mock under a profile. */
export const mockTarget = (profile: string): string => (profile === SPEC_PROFILE ? 'mock' : `mock:${profile}`);

/** The kind of target a text names, by its form alone (parseTarget reads the rest, and refuses what is bad). */
export function targetKind(target: string): TargetSpec['kind'] {
  if (isMockTarget(target)) return 'mock';
  return target.startsWith('replay:') ? 'replay' : 'http';
}

/** Reads a target; anything else is an InputError naming what was given. */
export function parseTarget(target: string): TargetSpec {
  const kind = targetKind(target);
  if (kind === 'mock')
    return {
      kind: 'mock',
      profile: parseProfile(target.slice('mock:'.length) || SPEC_PROFILE, '--target mock:PROFILE: PROFILE').name,
    };
  if (kind === 'replay') {
    const file = target.slice('replay:'.length);
    if (!file) throw new InputError(`--target replay:FILE needs a cassette file, got ${JSON.stringify(target)}`);
    return { kind: 'replay', file };
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new InputError(`--target must be ${EXPECTED}, got ${JSON.stringify(target)} (not a valid URL)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InputError(
      `--target must be ${EXPECTED}, got ${JSON.stringify(target)} (scheme ${url.protocol.slice(0, -1)})`,
    );
  if (!url.hostname) throw new InputError(`--target must be ${EXPECTED}, got ${JSON.stringify(target)} (no host)`);
  // A URL of one API (http://host:9650/ext/bc/P, as the node's docs write it) names the node below that path.
  const api = url.pathname.indexOf('/ext/');
  if (api >= 0)
    return { kind: 'http', url: `${url.origin}${url.pathname.slice(0, api)}`, droppedPath: url.pathname.slice(api) };
  return { kind: 'http', url: target.replace(/\/$/, '') };
}
