// How the observations ask the target: each answer comes with the verify that judges it, naming the method and the
// params it was sent in the finding.
import { isJsonObject, type Json } from '../json/lossless.js';
import { P_PATH } from '../seed/api.js';
import type { StatefulCheckId } from './checks.js';
import type { Assertion, Judge } from './judge.js';
import type { World } from './world.js';

/** A value as an assertion shows it (bigints as decimals; nothing as "nothing"). */
export const text = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)) ?? 'nothing';
/** Items sorted and joined, "(none)" for none. */
export const sortedText = (xs: Iterable<string>): string => [...xs].sort().join(', ') || '(none)';

export type Verify = (check: StatefulCheckId, cond: boolean, a: Omit<Assertion, 'rpc' | 'sent'>) => boolean;

export type Ask = (
  method: string,
  params: Json,
  path?: string,
) => Promise<{ result?: Record<string, Json>; verify: Verify }>;

export function asker(world: World, judge: Judge): Ask {
  return async (method, params, path = P_PATH) => {
    const a = await world.call(path, method, params);
    const verify: Verify = (check, cond, x) => judge.verify(check, cond, { ...x, rpc: method, sent: params });
    return { ...('result' in a && isJsonObject(a.result) ? { result: a.result } : {}), verify };
  };
}
