// Joins the results of shards (`avaconform run --shard I/N`) into one run.
//
// Checks are the union by id; should two shards carry the same check, the more severe status wins
// (failed > warned > expected-fail > passed > skipped). Summary, methods and clauses are recomputed
// with the build rules; methods are the union of every shard's methods. requests are summed,
// durationMs is the longest shard, startedAt the earliest; target, tool and seed come from the first
// shard.
import type { CheckStatus, Conformance } from '../../schemas/conformance.js';
import { buildConformance } from './build.js';
import type { CheckResult } from './types.js';

const RANK: Record<CheckStatus, number> = { skipped: 0, passed: 1, 'expected-fail': 2, warned: 3, failed: 4 };

export interface Shard {
  conformance: Conformance;
  /** The shard's checks.json details, when it has them. */
  checks?: CheckResult[] | null;
}

/** A run's checks as CheckResults; without details, "absent" is recovered from the method's status. */
export function checksOf(shard: Shard): CheckResult[] {
  const details = new Map((shard.checks ?? []).map((c) => [c.id, c]));
  return shard.conformance.checks.map((c) => {
    const d = details.get(c.id);
    if (d) return { ...d, ...c };
    const absent = c.status === 'skipped' && shard.conformance.methods[c.method]?.status === 'absent';
    return absent ? { ...c, absent } : { ...c };
  });
}

function unionChecks(lists: readonly CheckResult[][]): CheckResult[] {
  const byId = new Map<string, CheckResult>();
  for (const list of lists)
    for (const c of list) {
      const prev = byId.get(c.id);
      if (!prev || RANK[c.status] > RANK[prev.status]) byId.set(c.id, c);
    }
  return [...byId.values()];
}

/** Merges shards with their details: the merged conformance.json and the checks for the human reports. */
export function mergeShards(shards: readonly Shard[]): { conformance: Conformance; checks: CheckResult[] } {
  const first = shards[0];
  if (!first) throw new Error('merge: no runs given');
  const checks = unionChecks(shards.map(checksOf));
  const runs = shards.map((s) => s.conformance);
  const startedAt = runs.map((r) => r.run.startedAt).reduce((x, y) => (Date.parse(y) < Date.parse(x) ? y : x));
  const methods = [...new Set(runs.flatMap((r) => Object.keys(r.methods)))];
  const conformance = buildConformance({
    toolVersion: first.conformance.tool.version,
    target: { ...first.conformance.target, nodeVersion: runs.find((r) => r.target.nodeVersion !== null)?.target.nodeVersion ?? null },
    run: {
      seed: first.conformance.run.seed,
      startedAt,
      durationMs: Math.max(...runs.map((r) => r.run.durationMs)),
      requests: runs.reduce((n, r) => n + r.run.requests, 0),
    },
    methods,
    checks,
  });
  return { conformance, checks };
}

export function mergeRuns(list: readonly Conformance[]): Conformance {
  return mergeShards(list.map((conformance) => ({ conformance }))).conformance;
}
