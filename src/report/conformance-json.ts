// Builds conformance.json (schemaVersion 1) from a run's check results.
//
// INTERPRETING the roll-ups:
// - summary: one count per check status; total = every check, skipped ones included.
// - methods[m]: "failed" when any of its checks failed; "absent" when every check was skipped and at
//   least one of them because the version profile expects the method absent; "skipped" when every
//   check was skipped (or the method has no check: checks 0); otherwise "passed". A method whose
//   checks only warned (SHOULD/INFO breach) or failed as an expected deviation is "passed" at method
//   level: it is served and meets every MUST this node is held to; the checks themselves keep the
//   warned / expected-fail status.
// - clauses[c], for every clause in the spec: "failed" when any check that ran and cites it did not
//   pass (failed, warned or expected-fail: the clause was breached, whether or not the breach fails
//   the run); "passed" when a check that ran cites it and none breached it; else "uncovered".
//   `checks` counts the citing checks that ran (skipped ones did not test the clause).
import { fieldCoverage, fieldCoverageSummary } from '../check-list/fields.js';
import { Conformance, type CheckRecord, type CheckStatus } from '../../schemas/conformance.js';
import { CLAUSES } from '../spec/clauses.js';
import { recordOf } from './check-record.js';
import type { BuildInput, CheckResult } from './report-input.js';

type MethodRow = Conformance['methods'][string];
type ClauseRow = Conformance['clauses'][string];

const BREACH: ReadonlySet<CheckStatus> = new Set(['failed', 'warned', 'expected-fail']);

export function summarize(checks: readonly CheckRecord[]): Conformance['summary'] {
  const s = { total: checks.length, passed: 0, failed: 0, warned: 0, skipped: 0, expectedFail: 0 };
  for (const c of checks) {
    if (c.status === 'expected-fail') s.expectedFail++;
    else s[c.status]++;
  }
  return s;
}

export function methodStatuses(methods: readonly string[], checks: readonly CheckResult[]): Record<string, MethodRow> {
  const byMethod = new Map<string, CheckResult[]>(methods.map((m) => [m, []]));
  for (const c of checks) {
    const list = byMethod.get(c.method);
    if (list) list.push(c);
    else byMethod.set(c.method, [c]);
  }
  const out: Record<string, MethodRow> = {};
  for (const [m, list] of byMethod) out[m] = { status: methodStatus(list), checks: list.length };
  return out;
}

function methodStatus(list: readonly CheckResult[]): MethodRow['status'] {
  if (list.some((c) => c.status === 'failed')) return 'failed';
  if (list.every((c) => c.status === 'skipped')) return list.some((c) => c.absent) ? 'absent' : 'skipped';
  return 'passed';
}

export function clauseStatuses(checks: readonly CheckRecord[]): Record<string, ClauseRow> {
  const out: Record<string, ClauseRow> = {};
  for (const c of CLAUSES) out[c.id] = { status: 'uncovered', checks: 0 };
  for (const c of checks) {
    for (const id of c.clauses) {
      const row = (out[id] ??= { status: 'uncovered', checks: 0 });
      if (c.status === 'skipped') continue;
      row.checks++;
      if (BREACH.has(c.status)) row.status = 'failed';
      else if (row.status === 'uncovered') row.status = 'passed';
    }
  }
  return out;
}

/** The members of `from` among `keys` that are set (optional fields stay absent rather than undefined). */
function optional<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (from[k] !== undefined) out[k] = from[k];
  return out;
}

/** The catalog's field coverage: the same for every run of this build (a property of its checks). */
function fieldsOfCatalog(): NonNullable<Conformance['fields']> {
  const list = fieldCoverage();
  return {
    ...fieldCoverageSummary(list),
    list: list.map((f) => ({
      method: f.method,
      path: f.path,
      checks: f.checks,
      ...(f.reason !== undefined ? { reason: f.reason } : {}),
    })),
  };
}

/** Builds and validates conformance.json; throws if the result breaks the schemaVersion 1 contract. */
export function buildConformance(input: BuildInput): Conformance {
  const checks = input.checks.map(recordOf);
  const doc: Conformance = {
    schemaVersion: 1,
    tool: { name: 'avaconform', version: input.toolVersion },
    target: {
      kind: input.target.kind,
      url: input.target.url,
      nodeVersion: input.target.nodeVersion,
      ...optional(input.target, ['given', 'profile', 'gitCommit', 'upgrades']),
    },
    ...(input.deviations ? { deviations: input.deviations } : {}),
    ...(input.baseline ? { baseline: input.baseline } : {}),
    run: {
      seed: input.run.seed,
      startedAt: input.run.startedAt,
      durationMs: input.run.durationMs,
      requests: input.run.requests,
      ...optional(input.run, ['retried', 'shard', 'selection', 'faults', 'interrupted', 'targetStopped']),
      ...(input.run.notRun?.length ? { notRun: [...input.run.notRun].sort() } : {}),
    },
    summary: summarize(checks),
    checks,
    methods: methodStatuses(input.methods, input.checks),
    clauses: clauseStatuses(checks),
    fields: fieldsOfCatalog(),
  };
  return validateConformance(doc);
}

/** Parses with the zod contract; the error names each offending JSON path. */
export function validateConformance(doc: unknown, where = 'conformance.json'): Conformance {
  const r = Conformance.safeParse(doc);
  if (r.success) return r.data;
  const issues = r.error.issues
    .slice(0, 5)
    .map((i) => `$${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`);
  throw new Error(`${where} does not match the schemaVersion 1 contract: ${issues.join('; ')}`);
}
