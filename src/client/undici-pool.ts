// undici's keep-alive Pool and its errors, loaded without undici's entry module. The entry also loads
// fetch, WebSocket, cookies, caches and mocks: about 0.1–0.2 s of CPU in every thread that imports it,
// and every suite worker is a thread. The harness needs the pool and its request() alone.
// The paths are undici 7's own layout (the lockfile pins the version); test/run/transport.test.ts checks
// that they give the entry's very classes.
import { createRequire } from 'node:module';
import type { Pool as UndiciPool, errors as UndiciErrors } from 'undici';

const load = createRequire(import.meta.url);

export const Pool = load('undici/lib/dispatcher/pool') as typeof UndiciPool;
export type Pool = UndiciPool;
export const undiciErrors = load('undici/lib/core/errors') as typeof UndiciErrors;
/** undici's own reading of raw header pairs (what its request() gives): lower-case names, a repeated name's values in an array. */
export const parseHeaders = (
  load('undici/lib/core/util') as { parseHeaders: (raw: Buffer[]) => Record<string, string | string[]> }
).parseHeaders;

// The entry gives every dispatcher request(), stream(), pipeline(), upgrade() and connect(): so here.
Object.assign((load('undici/lib/dispatcher/dispatcher') as { prototype: object }).prototype, load('undici/lib/api'));
