// What --target (AVACONFORM_TARGET) names: the embedded mock, a recorded cassette, or a node's URL.
import { InputError } from '../errors.js';

export type TargetSpec = { kind: 'mock' } | { kind: 'replay'; file: string } | { kind: 'http'; url: string };

const EXPECTED = '"mock", "replay:FILE" or an http(s)://HOST:PORT URL';

/** Reads a target; anything else is an InputError naming what was given. */
export function parseTarget(target: string): TargetSpec {
  if (target === 'mock') return { kind: 'mock' };
  if (target.startsWith('replay:')) {
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
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError(`--target must be ${EXPECTED}, got ${JSON.stringify(target)} (scheme ${url.protocol.slice(0, -1)})`);
  if (!url.hostname) throw new InputError(`--target must be ${EXPECTED}, got ${JSON.stringify(target)} (no host)`);
  return { kind: 'http', url: target.replace(/\/$/, '') };
}
