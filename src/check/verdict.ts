// A check's verdict from its findings: each breached assertion is either explained by a known
// deviation that applies to the target's release, or not. Any unexplained MUST breach fails the
// check (the unexpected ones reported first), unexplained SHOULD/INFO breaches warn, and a check
// whose every finding is explained is expected-fail. A deviation the check met on its recorded
// releases that did not occur this time is an unexpected pass. A finding no deviation explains that a
// --baseline entry of the check matches (src/check/baseline.ts) is accepted like an explained one.
import type { BaselineEntry, BaselineMark } from '../../schemas/baseline.js';
import { explain, findingLevel } from '../deviations/registry.js';
import type { AppliedDeviation } from '../deviations/deviation.js';
import type { Finding } from '../spec/finding.js';
import type { ClauseId } from '../spec/clauses.js';
import { pathMatches } from './baseline.js';
import { renderFailure } from './failure.js';

export type VerdictStatus = 'passed' | 'failed' | 'warned' | 'expected-fail';

export interface Verdict {
  status: VerdictStatus;
  /** Unexplained findings first, then the explained ones. */
  findings: Finding[];
  /** Ids of the deviations that explained findings. */
  deviations: string[];
  /** How many distinct findings no deviation explains (findings keeps at most MAX_FINDINGS). */
  breaches: number;
  message: string;
}

/** At most this many findings are kept per check (properties can meet one deviation many times). */
const MAX_FINDINGS = 20;

function key(f: Finding): string {
  return `${f.deviation ?? ''}|${f.path ?? ''}|${f.summary}`;
}

function describe(a: AppliedDeviation, release: string | null): string {
  const d = a.deviation;
  const where = a.confirmed
    ? `seen on v${release}`
    : `expected, not yet confirmed for ${release ? `v${release}` : 'this release'}`;
  return `known deviation ${d.id} (${where}; ${d.source}): ${d.behaviour}`;
}

export function judge(
  raw: readonly Finding[],
  ctx: {
    checkId: string;
    clauses: readonly ClauseId[];
    applied: readonly AppliedDeviation[];
    release: string | null;
    baseline?: readonly BaselineEntry[];
  },
): Verdict {
  const accepting = (f: Finding): BaselineMark | undefined => {
    const e = ctx.baseline?.find((b) => pathMatches(b.path, f.path ?? ''));
    return e && { path: e.path, reason: e.reason, expires: e.expires };
  };
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const f of raw) {
    const classified: Finding =
      f.deviation === undefined ? { ...f, deviation: explain(f, ctx.clauses, ctx.applied)?.deviation.id ?? null } : f;
    const k = key(classified);
    if (seen.has(k)) continue;
    seen.add(k);
    findings.push(classified);
  }
  const explainedBy = (f: Finding) =>
    f.deviation ? ctx.applied.find((a) => a.deviation.id === f.deviation) : undefined;
  // A finding tagged with a deviation that does not apply here (strict run, other release) is unexplained,
  // unless a baseline entry accepts it.
  for (const [i, f] of findings.entries()) {
    const mark = explainedBy(f) ? undefined : accepting(f);
    if (mark) findings[i] = { ...f, deviation: null, baseline: mark };
  }
  const unexplained = findings.filter((f) => !explainedBy(f) && !f.baseline);
  const accepted = findings.filter((f) => !explainedBy(f) && f.baseline);
  const explained = findings.filter((f) => explainedBy(f));
  const ordered = [...unexplained, ...explained, ...accepted]
    .slice(0, MAX_FINDINGS)
    .map((f) => (explainedBy(f) ? f : { ...f, deviation: null }));
  const applied = [...new Set(explained.map((f) => f.deviation!))].map((id) =>
    ctx.applied.find((a) => a.deviation.id === id)!,
  );

  const lines: string[] = [];
  let status: VerdictStatus = 'passed';
  if (unexplained.length) {
    status = unexplained.some((f) => findingLevel(f, ctx.clauses) === 'MUST') ? 'failed' : 'warned';
    if (explained.length || accepted.length)
      lines.push(
        `${unexplained.length} breach(es) beyond the known deviations of this release${accepted.length ? ' and the baseline' : ''}:`,
      );
    for (const f of unexplained.slice(0, MAX_FINDINGS)) lines.push(renderFailure(f.summary, f));
  } else if (explained.length || accepted.length) status = 'expected-fail';
  for (const a of applied) lines.push(describe(a, ctx.release));
  for (const m of new Map(accepted.map((f) => [f.baseline!.path, f.baseline!])).values())
    lines.push(`baselined at ${m.path} until ${m.expires}: ${m.reason}`);
  if (accepted.length && status === 'expected-fail')
    lines.push(...accepted.slice(0, 5).map((f) => renderFailure(f.summary, f)));
  if (explained.length && status !== 'expected-fail')
    lines.push(
      ...explained.slice(0, 3).map((f) => `  (known) ${renderFailure(f.summary, f).split('\n').join('\n  ')}`),
    );
  else if (status === 'expected-fail') lines.push(...explained.slice(0, 5).map((f) => renderFailure(f.summary, f)));

  if (status === 'passed' || status === 'expected-fail') {
    const missing = ctx.applied.filter(
      (a) => a.confirmed && a.deviation.seenIn?.includes(ctx.checkId) && !applied.includes(a),
    );
    for (const a of missing)
      lines.push(
        `UNEXPECTED PASS: known deviation ${a.deviation.id} (${a.deviation.source}) did not occur; the node now conforms here`,
      );
  }
  return {
    status,
    findings: ordered,
    deviations: applied.map((a) => a.deviation.id),
    breaches: unexplained.length,
    message: lines.join('\n'),
  };
}
