// The report model that report.md and report.html both render: the methods × aspects matrix, the
// deprecated-method table, clause coverage and the failures, derived from conformance.json and the
// checks' details.
import { ASPECTS, type Aspect, type CheckStatus, type Conformance } from '../../schemas/conformance.js';
import { CATALOG, methodEntry } from '../catalog/method-catalog.js';
import type { MethodEntry } from '../catalog/method-entry.js';
import { profileFromNodeVersion, removedUnder } from '../catalog/version-profile.js';
import { resultOfRecord } from './check-record.js';
import { apiOf, type CheckResult } from './report-input.js';

/** A matrix cell: the worst status among the method's checks of that aspect; "none" when it has none. */
/** What a run was pointed at, as the user gave it (replay:FILE, mock, a URL), not a loopback port it served on; a run from before `given` by its kind or URL. */
export function targetShown(c: Conformance): string {
  return c.target.given ?? (c.target.kind === 'http' ? c.target.url : c.target.kind);
}

export type CellStatus = 'failed' | 'warned' | 'expected-fail' | 'passed' | 'skipped' | 'absent' | 'none';

export interface MatrixRow {
  method: string;
  api: string;
  status: Conformance['methods'][string]['status'];
  cells: Record<Aspect, { status: CellStatus; checks: number }>;
}

export interface DeprecatedRow {
  method: string;
  deprecatedSince: string | null;
  removedIn: string | null;
  /** What the target did ("served" / "removed"), or null when no check observed it. */
  observed: string | null;
  /** What the node version's profile expects, or null when unknown. */
  expected: string | null;
  match: boolean | null;
}

export interface ReportView {
  conformance: Conformance;
  checks: CheckResult[];
  aspects: Aspect[];
  matrix: MatrixRow[];
  deprecated: DeprecatedRow[];
  /**
   * Clauses by the worst verdict of the checks citing them: failing (a failed check), warned (a warned
   * one, none failed), known (breached only by known deviations: expected-fail checks), as the verdict counts them.
   */
  clauses: { covered: string[]; failing: string[]; warned: string[]; known: string[]; uncovered: string[] };
  failures: CheckResult[];
  /** Warned and expected-fail checks: breaches that do not fail the run. */
  notes: CheckResult[];
}

const CELL_RANK: readonly CellStatus[] = ['failed', 'warned', 'expected-fail', 'passed', 'skipped', 'absent', 'none'];

function cellOf(list: readonly CheckResult[]): CellStatus {
  if (list.length === 0) return 'none';
  if (list.every((c) => c.status === 'skipped')) return list.some((c) => c.absent) ? 'absent' : 'skipped';
  const statuses = new Set<CheckStatus>(list.map((c) => c.status));
  return CELL_RANK.find((s) => statuses.has(s as CheckStatus)) ?? 'passed';
}

/** Details where the run kept them, else the bare records of conformance.json. */
function detailed(conf: Conformance, checks: readonly CheckResult[] | undefined): CheckResult[] {
  const records = conf.checks.map(resultOfRecord);
  if (!checks) return records;
  const byName = new Map(checks.map((c) => [c.name, c]));
  return records.map((c) => ({ ...byName.get(c.name), ...c }));
}

function expectedServing(method: string, nodeVersion: string | null): string | null {
  const entry = methodEntry(method);
  if (!entry) return null;
  const profile = profileFromNodeVersion(nodeVersion);
  if (removedUnder(entry, profile)) return 'removed';
  return 'served';
}

function deprecatedRows(conf: Conformance, checks: readonly CheckResult[]): DeprecatedRow[] {
  const observed = new Map<string, Record<string, string>>();
  for (const c of checks)
    if (c.observed?.deprecated !== undefined && !observed.has(c.method)) observed.set(c.method, c.observed);
  const methods = new Set<string>(observed.keys());
  for (const e of CATALOG as readonly MethodEntry[]) if (e.deprecatedSince || e.removedIn) methods.add(e.method);
  return [...methods].sort().map((method) => {
    const obs = observed.get(method);
    const entry = methodEntry(method);
    // A check may state the expectation itself (observed.expected); else the catalog and the node version decide.
    const expected = obs?.expected ?? expectedServing(method, conf.target.nodeVersion);
    const seen = obs?.deprecated ?? null;
    return {
      method,
      deprecatedSince: entry?.deprecatedSince ?? null,
      removedIn: entry?.removedIn ?? null,
      observed: seen,
      expected,
      match: seen === null || expected === null ? null : seen === expected,
    };
  });
}

export function buildView(conf: Conformance, details?: readonly CheckResult[]): ReportView {
  const checks = detailed(conf, details);
  const used = new Set(checks.map((c) => c.aspect));
  const aspects = ASPECTS.filter((a) => used.has(a));
  const byKey = new Map<string, CheckResult[]>();
  for (const c of checks) {
    const k = `${c.method}\u0000${c.aspect}`;
    const list = byKey.get(k);
    if (list) list.push(c);
    else byKey.set(k, [c]);
  }
  const matrix: MatrixRow[] = Object.entries(conf.methods).map(([method, row]) => {
    const cells = {} as MatrixRow['cells'];
    for (const a of ASPECTS) {
      const list = byKey.get(`${method}\u0000${a}`) ?? [];
      cells[a] = { status: cellOf(list), checks: list.length };
    }
    return { method, api: apiOf(method), status: row.status, cells };
  });
  const clauseEntries = Object.entries(conf.clauses);
  return {
    conformance: conf,
    checks,
    aspects,
    matrix,
    deprecated: deprecatedRows(conf, checks),
    clauses: {
      covered: clauseEntries.filter(([, r]) => r.status !== 'uncovered').map(([id]) => id),
      ...breachedClauses(
        clauseEntries.filter(([, r]) => r.status === 'failed').map(([id]) => id),
        conf.checks,
      ),
      uncovered: clauseEntries.filter(([, r]) => r.status === 'uncovered').map(([id]) => id),
    },
    failures: checks.filter((c) => c.status === 'failed'),
    notes: checks.filter((c) => c.status === 'warned' || c.status === 'expected-fail'),
  };
}

/** The breached clauses (conformance.json's `failed`) by the worst status of a check citing them. */
function breachedClauses(
  breached: readonly string[],
  checks: Conformance['checks'],
): Pick<ReportView['clauses'], 'failing' | 'warned' | 'known'> {
  const citing = (id: string, status: CheckStatus) => checks.some((c) => c.status === status && c.clauses.includes(id));
  const failing = breached.filter((id) => citing(id, 'failed'));
  const warned = breached.filter((id) => !failing.includes(id) && citing(id, 'warned'));
  return { failing, warned, known: breached.filter((id) => !failing.includes(id) && !warned.includes(id)) };
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}
