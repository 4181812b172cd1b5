// Builds matrix.json from several runs: one row per (method, clause) any run checked, one cell per run,
// the columns ordered by release, and where neighbouring columns have cassettes, the answer-shape
// changes between them (compare's shape comparison, offline).
import {
  Matrix,
  MATRIX_SCHEMA_VERSION,
  type CellStatus,
  type MatrixCell,
  type MatrixColumn,
  type ShapeChange,
} from '../../schemas/matrix.js';
import type { CheckRecord, Conformance } from '../../schemas/conformance.js';
import type { Exchange } from '../client/exchange.js';
import { buildComparison } from '../compare/compare-json.js';
import { nodeVersionOf } from '../compare/obtain.js';
import { pairRecorded } from '../compare/pair.js';
import { profileFromNodeVersion } from '../catalog/version-profile.js';
import { compareVersions } from '../versions.js';
import { TOOL_VERSION } from '../tool.js';

export interface MatrixInput {
  /** Where the run came from (a conformance.json path, or the target spec that was run). */
  source: string;
  conformance: Conformance;
  /** The run's exchanges, when a cassette of it exists. */
  cassette: Exchange[] | null;
}

/** Clause of checks that cite none. */
export const NO_CLAUSE = '(none)';
/** Shape-change paths kept per method and column. */
const SHAPE_PATHS_KEPT = 5;

/** Worst first: the status a row shows when its checks in one run disagree. */
const PRIORITY: readonly CellStatus[] = ['failed', 'warned', 'expected-fail', 'passed', 'skipped', 'absent'];

function releaseOf(c: Conformance): string | null {
  const p = profileFromNodeVersion(c.target.nodeVersion);
  return p === 'mock' || p === 'spec' ? null : p;
}

/** Columns by release when every run names one (others after, in the given order); else as given. */
export function orderInputs(inputs: readonly MatrixInput[]): MatrixInput[] {
  const released = inputs.filter((i) => releaseOf(i.conformance));
  const others = inputs.filter((i) => !releaseOf(i.conformance));
  return [...released.sort((x, y) => compareVersions(releaseOf(x.conformance)!, releaseOf(y.conformance)!)), ...others];
}

function labelsOf(inputs: readonly MatrixInput[]): string[] {
  const labels = inputs.map((i) => {
    const r = releaseOf(i.conformance);
    // A release's answers also depend on its network's upgrades: the last one active names them.
    const upgrade = i.conformance.target.upgrades?.at(-1);
    if (r) return upgrade ? `v${r} · ${upgrade}` : `v${r}`;
    return i.conformance.target.nodeVersion ?? i.source.split('/').slice(-2).join('/');
  });
  return labels.map((l, i) =>
    labels.indexOf(l) === i && labels.lastIndexOf(l) === i
      ? l
      : `${l} #${labels.slice(0, i + 1).filter((x) => x === l).length}`,
  );
}

function firstLine(s: string): string {
  return s.split('\n')[0]!.slice(0, 300);
}

/** The known deviations the run recorded as explaining the cell's expected-fail checks, each once, sorted. */
function deviationsOf(checks: readonly CheckRecord[]): string | null {
  const ids = [
    ...new Set(checks.filter((c) => c.status === 'expected-fail').flatMap((c) => c.deviations ?? [])),
  ].sort();
  return ids.length ? ids.join(', ') : null;
}

function cellOf(run: Conformance, checks: readonly CheckRecord[], method: string): MatrixCell {
  if (checks.length === 0) {
    const absent = run.methods[method]?.status === 'absent';
    return {
      status: 'absent',
      checks: 0,
      detail: absent ? 'the release does not serve this method' : 'no check of this row in this run',
      deviation: null,
    };
  }
  const statusOf = (c: CheckRecord): CellStatus =>
    c.status === 'skipped' && c.message.startsWith('absent') ? 'absent' : c.status;
  const decisive = [...checks].sort((x, y) => PRIORITY.indexOf(statusOf(x)) - PRIORITY.indexOf(statusOf(y)))[0]!;
  const status = statusOf(decisive);
  const detail =
    status === 'passed'
      ? `${checks.filter((c) => c.status === 'passed').length} of ${checks.length} checks passed`
      : firstLine(decisive.message) || status;
  return {
    status,
    checks: checks.length,
    detail,
    deviation: status === 'expected-fail' ? deviationsOf(checks) : null,
  };
}

function shapeChanges(a: MatrixInput, b: MatrixInput, column: number): ShapeChange[] {
  if (!a.cassette || !b.cassette) return [];
  const side = (i: MatrixInput) => ({
    spec: { kind: 'replay' as const, spec: i.source, file: i.source },
    nodeVersion: nodeVersionOf(i.cassette!),
    exchanges: i.cassette!,
  });
  const c = buildComparison({
    a: side(a),
    b: side(b),
    mode: 'shape',
    modeReason: 'release matrix',
    pairs: pairRecorded(a.cassette, b.cassette, { byStep: true }),
    seed: 0,
    startedAt: new Date().toISOString(),
    durationMs: 0,
    notes: [],
  });
  const byMethod = new Map<string, ShapeChange>();
  for (const d of c.differences) {
    const s = byMethod.get(d.method) ?? { method: d.method, column, explained: 0, unexplained: 0, paths: [] };
    if (d.explanation) s.explained++;
    else s.unexplained++;
    if (s.paths.length < SHAPE_PATHS_KEPT)
      s.paths.push(`${d.path} ${d.kind}${d.explanation ? ` (${d.explanation.id})` : ''}`);
    byMethod.set(d.method, s);
  }
  return [...byMethod.values()];
}

export function buildMatrix(given: readonly MatrixInput[]): Matrix {
  const inputs = orderInputs(given);
  const labels = labelsOf(inputs);
  const columns: MatrixColumn[] = inputs.map((i, n) => ({
    label: labels[n]!,
    source: i.source,
    nodeVersion: i.conformance.target.nodeVersion,
    startedAt: i.conformance.run.startedAt,
    ...(i.conformance.target.gitCommit ? { gitCommit: i.conformance.target.gitCommit } : {}),
    ...(i.conformance.target.upgrades ? { upgrades: i.conformance.target.upgrades } : {}),
  }));
  const keys = new Map<string, { method: string; clause: string }>();
  const checksByKey = inputs.map(() => new Map<string, CheckRecord[]>());
  inputs.forEach((input, n) => {
    for (const check of input.conformance.checks)
      for (const clause of check.clauses.length ? check.clauses : [NO_CLAUSE]) {
        const key = `${check.method}\n${clause}`;
        keys.set(key, { method: check.method, clause });
        const list = checksByKey[n]!.get(key) ?? [];
        list.push(check);
        checksByKey[n]!.set(key, list);
      }
  });
  const rows = [...keys.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([key, { method, clause }]) => {
      const cells = inputs.map((input, n) => cellOf(input.conformance, checksByKey[n]!.get(key) ?? [], method));
      const changedAt = cells.flatMap((c, n) => (n > 0 && c.status !== cells[n - 1]!.status ? [n] : []));
      return { method, clause, cells, changedAt };
    });
  const changes = inputs.flatMap((input, n) => (n > 0 ? shapeChanges(inputs[n - 1]!, input, n) : []));
  return Matrix.parse({
    schemaVersion: MATRIX_SCHEMA_VERSION,
    tool: { name: 'avaconform', version: TOOL_VERSION },
    generatedAt: new Date().toISOString(),
    columns,
    rows,
    shapeChanges: changes,
  });
}
