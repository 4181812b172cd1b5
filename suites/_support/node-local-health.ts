// Health helpers: GET a health path (with repeatable `tag` parameters) or call a health.* method, and
// read the outline every status and filter check needs (check names, errors, healthy).
import { z } from 'zod';
import { readRpc } from '../../src/client/rpc.js';
import type { CheckContext } from '../../src/check/check.js';

/** What the status and filter checks read of an answer; the check fields have their own checks. */
export const Outline = z.looseObject({
  checks: z.record(z.string(), z.looseObject({ error: z.unknown().optional() })),
  healthy: z.boolean(),
});
export type Outline = z.infer<typeof Outline>;

/** The spec's per-chain checks (one per chain, tagged by its subnet); everything else may be global. */
export const CHAIN_CHECKS = ['C', 'P', 'X'] as const;
/** Check names the spec has seen (H.names). */
export const NAMES_SEEN = ['C', 'P', 'X', 'bootstrapped', 'database', 'diskspace', 'network', 'router'] as const;
/** A tag no node registers a check under. */
export const UNKNOWN_TAG = 'avaconform-no-such-tag';

/** "/ext/health?tag=A&tag=B" (each value URL-encoded). */
export function withTags(path: string, tags: readonly string[]): string {
  return tags.length ? `${path}?${tags.map((x) => `tag=${encodeURIComponent(x)}`).join('&')}` : path;
}

export type HealthNode = 'target' | 'unbootstrapped';

/**
 * The nodes a health rule is judged on: the target, and the run's second node that has not bootstrapped
 * (src/client/second-node.ts) when there is one, so the rules' failing side is judged on a node too.
 */
export function healthNodes(t: CheckContext): HealthNode[] {
  return t.run.target.unbootstrappedUrl ? ['target', 'unbootstrapped'] : ['target'];
}

/** GET a health path of the target (or of the unbootstrapped node); its status, raw body and outline. */
export async function getHealth(
  t: CheckContext,
  path: string,
  tags: readonly string[] = [],
  node: HealthNode = 'target',
) {
  const p = withTags(path, tags);
  const x = await t.http({ method: 'GET', path: p }, node);
  const res = t.answered(x);
  const read = readRpc(x);
  // `where` names the request in findings: "GET /ext/health" or "GET /ext/health (unbootstrapped node)".
  const where = `GET ${p}${node === 'unbootstrapped' ? ' (unbootstrapped node)' : ''}`;
  if (read.bodyProblem) t.fail(`${where}: HTTP ${res.status}: ${read.bodyProblem}`);
  const raw = read.body;
  const body = t.parse(Outline, raw, `${where} $`, 'GET /ext/health');
  return { status: res.status, body, raw, path: p, where };
}

/** A health.* JSON-RPC call, asserted successful, read as an outline. */
export async function rpcHealth(
  t: CheckContext,
  method: 'health.health' | 'health.readiness' | 'health.liveness',
  params: unknown = {},
) {
  return t.ok(await t.rpc(method, params), Outline);
}

export const namesOf = (o: Outline): string[] => Object.keys(o.checks).sort();
export const failingOf = (o: Outline): string[] =>
  Object.entries(o.checks)
    .filter(([, c]) => c.error !== undefined)
    .map(([n]) => n)
    .sort();
export const chainChecksOf = (o: Outline): string[] => CHAIN_CHECKS.filter((n) => Object.hasOwn(o.checks, n));

/** Fails unless `sub`'s names are all in `all`'s. */
export function assertSubset(t: CheckContext, sub: Outline, all: Outline, what: string, path = '$.checks'): void {
  const extra = namesOf(sub).filter((n) => !Object.hasOwn(all.checks, n));
  t.assert(extra.length === 0, `${what} must only report checks the unfiltered report has`, {
    expected: `a subset of ${namesOf(all).join(',')}`,
    received: `also ${extra.join(',')}`,
    path,
  });
}

/** Fails unless healthy is true exactly when none of the returned checks carries an error (H.res.result). */
export function assertHealthyMatchesChecks(t: CheckContext, o: Outline, where: string): void {
  const failing = failingOf(o);
  t.equal(
    o.healthy,
    failing.length === 0,
    `${where}: healthy must be true exactly when no returned check fails (failing: ${failing.join(',') || 'none'})`,
    `${where} $.healthy`,
  );
}
