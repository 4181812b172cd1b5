// Compares two runs (e.g. the previous release's conformance.json and this one's).
//
// INTERPRETING: a check is "failing" when it failed or warned (a MUST or a SHOULD/INFO breach); passed,
// expected-fail (a known, accepted deviation) and skipped are not. A check "became failing" when its
// status got worse (passed/skipped/expected-fail -> warned/failed, or warned -> failed) and "became
// passing" when it got better. A run REGRESSED when a check or a clause became failing, a new check
// appeared failing, or a method that was served (passed/failed) is now absent (a removal clients see,
// even when the version profile expects it; a method now merely skipped, e.g. without --allow-writes,
// is an other change), or the new run never ran a check the old one ran (interrupted: conformance.json's
// run.notRun), which cannot be compared. Run metadata (durations, seed, requests) is
// not compared.
import type { CheckRecord, CheckStatus, Conformance } from '../../schemas/conformance.js';
import { manifestEntry } from '../check-list/check-manifest.js';
import { checkIdOf, checkNameOf } from './check-record.js';
import { escapeMdInline as t } from './escape.js';
import { STATUS_GLYPH as G } from './glyphs.js';
import { runOutcome } from './outcome.js';
import { reasonLine } from './reason.js';

export { loadConformance } from './load.js';

export interface CheckChange {
  id: string;
  method: string;
  from: CheckStatus | null;
  to: CheckStatus | null;
  message?: string;
  /** Why it is not passing, on one line: its first breach and how many more (src/report/reason.ts). */
  reason?: string;
}

export interface ClauseChange {
  id: string;
  from: string | null;
  to: string | null;
}

export interface MethodChange {
  method: string;
  from: string;
  to: string;
}

/** One side of a diff: what it ran against, and whether it ran whole. */
export interface DiffSide {
  target: string;
  nodeVersion: string | null;
  startedAt: string;
  summary: Conformance['summary'];
  /** The signal that interrupted that run (absent when it ran whole). */
  interrupted?: 'SIGINT' | 'SIGTERM';
  /** How many checks its selection held that never ran (conformance.json's run.notRun). */
  notRun?: number;
}

export interface DiffResult {
  old: DiffSide;
  new: DiffSide;
  checks: {
    becameFailing: CheckChange[];
    becamePassing: CheckChange[];
    otherChanges: CheckChange[];
    appeared: CheckChange[];
    disappeared: CheckChange[];
  };
  clauses: {
    becameFailing: ClauseChange[];
    becamePassing: ClauseChange[];
    otherChanges: ClauseChange[];
    appeared: ClauseChange[];
    disappeared: ClauseChange[];
  };
  methods: { removed: MethodChange[]; otherChanges: MethodChange[] };
  /**
   * Checks the old run ran that the new one's selection held and never ran (interrupted, a target that stopped):
   * they cannot be compared, and the diff regresses, as it would had they failed. Also in `checks.disappeared`.
   */
  notCompared: CheckChange[];
  changed: boolean;
  regressed: boolean;
}

const SEVERITY: Record<CheckStatus, number> = { passed: 0, skipped: 0, 'expected-fail': 0, warned: 1, failed: 2 };
const SERVED = new Set(['passed', 'failed']);

function side(c: Conformance): DiffSide {
  const { interrupted, notRun } = runOutcome(c);
  return {
    target: `${c.target.kind} ${c.target.url}`,
    nodeVersion: c.target.nodeVersion,
    startedAt: c.run.startedAt,
    summary: c.summary,
    ...(interrupted ? { interrupted } : {}),
    ...(notRun.length ? { notRun: notRun.length } : {}),
  };
}

/**
 * What a check is matched on between two runs: its stable id, which survives a reworded title. A report
 * of tool 0.1 has none: its "<file> > <title>" name is looked up in the manifest, else used as it is.
 */
const keyOf = (c: CheckRecord) => checkIdOf(c) ?? manifestEntry(checkNameOf(c))?.id ?? checkNameOf(c);
const byKey = (list: Conformance['checks']) => new Map(list.map((x) => [keyOf(x), x]));

function diffChecks(a: Conformance, b: Conformance): DiffResult['checks'] {
  const oldById = byKey(a.checks);
  const newById = byKey(b.checks);
  const out: DiffResult['checks'] = {
    becameFailing: [],
    becamePassing: [],
    otherChanges: [],
    appeared: [],
    disappeared: [],
  };
  for (const n of b.checks) {
    const o = oldById.get(keyOf(n));
    const change: CheckChange = {
      id: keyOf(n),
      method: n.method,
      from: o?.status ?? null,
      to: n.status,
      ...(n.message ? { message: n.message, reason: reasonLine(n) } : {}),
    };
    if (!o) out.appeared.push(change);
    else if (SEVERITY[n.status] > SEVERITY[o.status]) out.becameFailing.push(change);
    else if (SEVERITY[n.status] < SEVERITY[o.status]) out.becamePassing.push(change);
    else if (n.status !== o.status) out.otherChanges.push(change);
  }
  for (const o of a.checks)
    if (!newById.has(keyOf(o))) out.disappeared.push({ id: keyOf(o), method: o.method, from: o.status, to: null });
  return out;
}

function diffClauses(a: Conformance, b: Conformance): DiffResult['clauses'] {
  const out: DiffResult['clauses'] = {
    becameFailing: [],
    becamePassing: [],
    otherChanges: [],
    appeared: [],
    disappeared: [],
  };
  for (const [id, n] of Object.entries(b.clauses)) {
    const o = a.clauses[id];
    const change = { id, from: o?.status ?? null, to: n.status };
    if (!o) out.appeared.push(change);
    else if (n.status === 'failed' && o.status !== 'failed') out.becameFailing.push(change);
    else if (o.status === 'failed' && n.status !== 'failed') out.becamePassing.push(change);
    else if (o.status !== n.status) out.otherChanges.push(change);
  }
  for (const [id, o] of Object.entries(a.clauses))
    if (!(id in b.clauses)) out.disappeared.push({ id, from: o.status, to: null });
  return out;
}

function diffMethods(a: Conformance, b: Conformance): DiffResult['methods'] {
  const out: DiffResult['methods'] = { removed: [], otherChanges: [] };
  for (const [method, o] of Object.entries(a.methods)) {
    const n = b.methods[method];
    const to = n?.status ?? 'missing';
    if (to === o.status) continue;
    if (SERVED.has(o.status) && to === 'absent') out.removed.push({ method, from: o.status, to });
    else out.otherChanges.push({ method, from: o.status, to });
  }
  for (const [method, n] of Object.entries(b.methods))
    if (!(method in a.methods)) out.otherChanges.push({ method, from: 'missing', to: n.status });
  return out;
}

export function diffRuns(oldRun: Conformance, newRun: Conformance): DiffResult {
  const checks = diffChecks(oldRun, newRun);
  const clauses = diffClauses(oldRun, newRun);
  const methods = diffMethods(oldRun, newRun);
  // A report of an interrupted run written before run.notRun existed: any check it lacks may not have run.
  const neverRan = new Set(runOutcome(newRun).notRun);
  const notCompared = checks.disappeared.filter(
    (c) => neverRan.has(c.id) || (newRun.run.interrupted !== undefined && newRun.run.notRun === undefined),
  );
  const lists = [...Object.values(checks), ...Object.values(clauses), ...Object.values(methods)];
  const regressed =
    notCompared.length > 0 ||
    checks.becameFailing.length > 0 ||
    checks.appeared.some((c) => c.to !== null && SEVERITY[c.to] > 0) ||
    clauses.becameFailing.length > 0 ||
    methods.removed.length > 0;
  return {
    old: side(oldRun),
    new: side(newRun),
    checks,
    clauses,
    methods,
    notCompared,
    changed: lists.some((l) => l.length > 0),
    regressed,
  };
}

const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;

function checkLines(title: string, list: readonly CheckChange[]): string[] {
  if (!list.length) return [];
  return [
    `### ${title} (${list.length})`,
    '',
    ...list.map(
      (c) =>
        `- ${code(c.id)}: ${c.from ?? '—'} → ${c.to ?? '—'}${c.reason && c.to !== 'passed' ? ` — ${t(c.reason)}` : ''}`,
    ),
    '',
  ];
}

function idLines(
  title: string,
  list: readonly { id?: string; method?: string; from: string | null; to: string | null }[],
): string[] {
  if (!list.length) return [];
  return [
    `### ${title} (${list.length})`,
    '',
    ...list.map((c) => `- ${code(c.id ?? c.method ?? '')}: ${c.from ?? '—'} → ${c.to ?? '—'}`),
    '',
  ];
}

/** A side's head line: target, version, start, failures, and whether it ran whole. */
function sideLine(s: DiffSide): string {
  const partial = s.interrupted
    ? ` · **interrupted** (${s.interrupted})${s.notRun ? `, ${s.notRun} checks not run` : ''}`
    : s.notRun
      ? ` · ${s.notRun} checks not run`
      : '';
  return `${t(s.target)} · ${t(s.nodeVersion ?? 'unknown')} · ${t(s.startedAt)} · ${s.summary.failed} failed of ${s.summary.total}${partial}`;
}

export function renderDiffMarkdown(d: DiffResult): string {
  const head = ['# avaconform diff', '', `old: ${sideLine(d.old)}`, `new: ${sideLine(d.new)}`, ''];
  if (!d.changed) return [...head, 'no changes', ''].join('\n');
  const verdict = d.notCompared.length
    ? `${G.failed} **regressed**: the new run never ran ${d.notCompared.length} check${d.notCompared.length === 1 ? '' : 's'} the old one ran${d.new.interrupted ? ` (it was interrupted by ${d.new.interrupted})` : ''}: they could not be compared`
    : d.regressed
      ? `${G.failed} **regressed**`
      : `${G.passed} **no regressions**`;
  return [
    ...head,
    verdict,
    '',
    ...checkLines('could not be compared: the new run never ran them', d.notCompared),
    '## Checks',
    '',
    ...checkLines('became failing', d.checks.becameFailing),
    ...checkLines('became passing', d.checks.becamePassing),
    ...checkLines('appeared', d.checks.appeared),
    ...checkLines('disappeared', d.checks.disappeared),
    ...checkLines('other status changes', d.checks.otherChanges),
    '## Clauses',
    '',
    ...idLines('became failing', d.clauses.becameFailing),
    ...idLines('became passing', d.clauses.becamePassing),
    ...idLines('appeared', d.clauses.appeared),
    ...idLines('disappeared', d.clauses.disappeared),
    ...idLines('other status changes', d.clauses.otherChanges),
    '## Methods',
    '',
    ...idLines('served before, now absent', d.methods.removed),
    ...idLines('other status changes', d.methods.otherChanges),
  ]
    .join('\n')
    .replace(/(## \w+\n\n)(?=## |$)/g, '$1_no changes_\n\n')
    .replace(/\n+$/, '\n');
}
