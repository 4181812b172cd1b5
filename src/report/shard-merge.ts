// Joins the results of shards (`avaconform run --shard I/N`) into one run.
//
// Checks are the union by name; should two shards carry the same check, the more severe status wins
// (failed > warned > expected-fail > passed > skipped). Summary, methods and clauses are recomputed
// with the build rules; methods are the union of every shard's methods. requests are summed,
// durationMs is the longest shard, startedAt the earliest; target, tool and seed come from the first
// shard. assertShardSet refuses runs that are not the shards of one run.
import type { CheckStatus, Conformance } from '../../schemas/conformance.js';
import { InputError } from '../input-error.js';
import { buildConformance } from './conformance-json.js';
import { resultOfRecord } from './check-record.js';
import type { CheckResult } from './report-input.js';
import { targetShown } from './view.js';

/** Runs that cannot be merged: missing or duplicate shards, or shards of different runs. */
export class MergeError extends InputError {}

const RANK: Record<CheckStatus, number> = { skipped: 0, passed: 1, 'expected-fail': 2, warned: 3, failed: 4 };

export interface Shard {
  /** Where the run was read from, for messages. */
  name?: string;
  conformance: Conformance;
  /** The shard's checks.json details, when it has them. */
  checks?: CheckResult[] | null;
}

/** A run's checks as CheckResults; without details, "absent" is recovered from the method's status. */
export function checksOf(shard: Shard): CheckResult[] {
  const details = new Map((shard.checks ?? []).map((c) => [c.name, c]));
  return shard.conformance.checks.map(resultOfRecord).map((c) => {
    const d = details.get(c.name);
    if (d) return { ...d, ...c };
    const absent = c.status === 'skipped' && shard.conformance.methods[c.method]?.status === 'absent';
    return absent ? { ...c, absent } : { ...c };
  });
}

function unionChecks(lists: readonly CheckResult[][]): CheckResult[] {
  const byName = new Map<string, CheckResult>();
  for (const list of lists)
    for (const c of list) {
      const prev = byName.get(c.name);
      if (!prev || RANK[c.status] > RANK[prev.status]) byName.set(c.name, c);
    }
  return [...byName.values()];
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
    target: {
      ...first.conformance.target,
      nodeVersion: runs.find((r) => r.target.nodeVersion !== null)?.target.nodeVersion ?? null,
    },
    run: {
      seed: first.conformance.run.seed,
      startedAt,
      durationMs: Math.max(...runs.map((r) => r.run.durationMs)),
      requests: runs.reduce((n, r) => n + r.run.requests, 0),
      // The merged run is whole: no shard; what the shards selected is the same for all of them.
      ...(first.conformance.run.selection ? { selection: first.conformance.run.selection } : {}),
      ...(first.conformance.run.faults ? { faults: first.conformance.run.faults } : {}),
    },
    methods,
    checks,
  });
  return { conformance, checks };
}

export function mergeRuns(list: readonly Conformance[]): Conformance {
  return mergeShards(list.map((conformance) => ({ conformance }))).conformance;
}

const list = (v: readonly string[] | undefined) => (v ? `[${v.join(', ')}]` : undefined);

/** How two runs differ in what makes them one run: tool version, seed, target, node version, faults, selection. */
function differences(a: Conformance, b: Conformance): string[] {
  const facts: Array<[string, string | number | null | undefined, string | number | null | undefined]> = [
    ['tool version', a.tool.version, b.tool.version],
    ['seed', a.run.seed, b.run.seed],
    ['target', targetShown(a), targetShown(b)],
    ['node version', a.target.nodeVersion ?? undefined, b.target.nodeVersion ?? undefined],
    ['faults', list(a.run.faults), list(b.run.faults)],
    ['selection (--only)', list(a.run.selection), list(b.run.selection)],
  ];
  // A fact only one of the runs records (older runs, a node that did not say its version) is not a difference.
  return facts
    .filter(([, x, y]) => x !== undefined && y !== undefined && x !== y)
    .map(([what, x, y]) => `${what} ${JSON.stringify(x)} vs ${JSON.stringify(y)}`);
}

/**
 * Refuses runs that are not the complete shards of one run: different tool versions, seeds, targets,
 * faults or selections; a run that is not a shard among shards; shards of different counts; a shard
 * given twice or missing. Runs that record no shard at all (from before run.shard) are joined as given.
 */
export function assertShardSet(shards: readonly Shard[]): void {
  const name = (s: Shard, i: number) => s.name ?? `run ${i + 1}`;
  const first = shards[0];
  if (!first) throw new MergeError('no runs given');
  shards.forEach((s, i) => {
    const diff = differences(first.conformance, s.conformance);
    if (diff.length)
      throw new MergeError(`${name(s, i)} is not a shard of the same run as ${name(first, 0)}: ${diff.join('; ')}`);
  });
  const unsharded = shards
    .map((s, i) => (s.conformance.run.shard ? null : name(s, i)))
    .filter((n): n is string => n !== null);
  if (unsharded.length === shards.length) return;
  if (unsharded.length)
    throw new MergeError(
      `${unsharded.join(', ')}: not a shard run (its conformance.json has no run.shard), merged with shard runs`,
    );
  const count = first.conformance.run.shard!.count;
  const byIndex = new Map<number, string[]>();
  shards.forEach((s, i) => {
    const shard = s.conformance.run.shard!;
    if (shard.count !== count)
      throw new MergeError(`${name(s, i)} is shard ${shard.index}/${shard.count}, ${name(first, 0)} one of ${count}`);
    byIndex.set(shard.index, [...(byIndex.get(shard.index) ?? []), name(s, i)]);
  });
  for (const [index, names] of byIndex)
    if (names.length > 1)
      throw new MergeError(`shard ${index}/${count} given ${names.length} times: ${names.join(', ')}`);
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length)
    throw new MergeError(
      `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} missing (given: ${[
        ...byIndex.keys(),
      ]
        .sort((a, b) => a - b)
        .map((i) => `${i}/${count}`)
        .join(', ')})`,
    );
}
