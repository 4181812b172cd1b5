// report.md: the run on one screen (and the first failure with its reproduction right below the
// counts), then the methods × aspects matrix, deprecated methods, clause coverage and every failure.
import type { Conformance } from '../../schemas/conformance.js';
import { escapeMdInline as t, mdFence } from './escape.js';
import { STATUS_GLYPH as G } from './glyphs.js';
import { notRunCause, runOutcome, type RunOutcome, type RunVerdict } from './outcome.js';
import type { CheckResult } from './report-input.js';
import { buildView, formatDuration, targetShown, type CellStatus, type ReportView } from './view.js';

export const CELL_ICON: Record<CellStatus, string> = G;

const VERDICT_MARK: Record<RunVerdict, string> = {
  failed: G.failed,
  interrupted: G.warned,
  stopped: G.failed,
  empty: G.warned,
  passed: G.passed,
};

/** The verdict line: the run's outcome (src/report/outcome.ts), its first word in bold. */
function verdict(o: RunOutcome): string {
  const [word, ...rest] = o.headline.split(':');
  return `${VERDICT_MARK[o.verdict]} **${word}**:${rest.join(':')}`;
}

/** The checks the selection held that never ran, by id (conformance.json's run.notRun). */
function notRunSection(c: Conformance, o: RunOutcome): string[] {
  if (!o.notRun.length) return [];
  return [
    `## Not run (${o.notRun.length})`,
    '',
    `These checks were selected and never ran: ${t(notRunCause(c))}. They are counted nowhere above.`,
    '',
    ...o.notRun.map((id) => `- \`${id}\``),
    '',
  ];
}

function checkBlock(c: CheckResult, heading: string): string[] {
  return [
    `${heading} \`${c.name.replace(/`/g, "'")}\``,
    '',
    `${t(c.method)} · ${c.aspect} · ${c.status}${c.clauses.length ? ` · clauses ${c.clauses.map((id) => t(id)).join(', ')}` : ''}`,
    '',
    mdFence(c.message || '(no message)', 'text'),
    '',
    c.reproduce ? mdFence(c.reproduce, 'sh') : '_no reproduction recorded_',
    '',
  ];
}

function summary(v: ReportView): string[] {
  const { target, run, summary: s, tool } = v.conformance;
  return [
    '# avaconform conformance report',
    '',
    ...(run.interrupted
      ? [
          `**INTERRUPTED** (${run.interrupted}): the checks under way finished; the others did not run (listed under "Not run").`,
          '',
        ]
      : []),
    verdict(runOutcome(v.conformance)),
    '',
    `| target | node version | seed | duration | requests | started |`,
    `|---|---|---|---|---|---|`,
    `| ${t(targetShown(v.conformance))} | ${t(target.nodeVersion ?? 'unknown')} | ${run.seed} | ${formatDuration(run.durationMs)} | ${run.requests} | ${t(run.startedAt)} |`,
    '',
    ...(target.gitCommit || target.upgrades
      ? [
          `build ${t(target.gitCommit ?? 'unknown')}; upgrades active: ${target.upgrades ? t(target.upgrades.join(', ') || 'none') : 'unknown'}`,
          '',
        ]
      : []),
    ...(run.retried
      ? [
          `${run.retried.requests} requests were sent more than once: ${run.retried.throttled} after the target throttled them (HTTP 429, its Retry-After waited), ${run.retried.requests - run.retried.throttled} after a transport failure (--retries); each exchange lists its earlier attempts. Verdicts read only the last answer.`,
          '',
        ]
      : []),
    ...deviationsApplied(v.conformance),
    ...baselineRead(v.conformance),
    `**${s.total} checks**: ${G.passed} ${s.passed} passed · ${G.failed} ${s.failed} failed · ${G.warned} ${s.warned} warned · ${G.skipped} ${s.skipped} skipped · ${G['expected-fail']} ${s.expectedFail} expected-fail  `,
    `clauses: ${v.clauses.covered.length} covered (${v.clauses.failing.length} of them failing, ${v.clauses.known.length} breached only by known deviations) · ${v.clauses.uncovered.length} uncovered · avaconform ${t(tool.version)}`,
    '',
  ];
}

/** The version profile in force and the known deviations that applied (src/deviations/). */
function deviationsApplied(c: Conformance): string[] {
  const list = c.deviations ?? [];
  const profile = c.target.profile ? `profile ${t(c.target.profile)}` : 'profile unknown';
  if (!list.length) return [`${profile}; no known deviation applied`, ''];
  const unconfirmed = list.filter((d) => !d.confirmed).length;
  return [
    `${profile}; ${list.length} known deviation(s) applied${unconfirmed ? `, ${unconfirmed} of them expected but not yet confirmed for this release` : ''} (expectations/${t(c.target.nodeVersion?.split('/')[0] ?? 'node')}.md):`,
    '',
    ...list.map((d) => `- \`${d.id}\`${d.confirmed ? '' : ' (not yet confirmed)'}: ${t(d.behaviour)} (${t(d.source)})`),
    '',
  ];
}

/** The --baseline file and each entry's state (an expired or stale one failed the run). */
function baselineRead(c: Conformance): string[] {
  if (!c.baseline) return [];
  const { file, entries } = c.baseline;
  return [
    `baseline ${t(file)}: ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}${entries.length ? ':' : ''}`,
    '',
    ...entries.map(
      (e) =>
        `- ${e.state === 'expired' || e.state === 'stale' ? '**' + e.state.toUpperCase() + '**' : e.state} \`${t(e.check)}\` at \`${t(e.path)}\` until ${e.expires}: ${t(e.reason)}`,
    ),
    ...(entries.length ? [''] : []),
  ];
}

function matrix(v: ReportView): string[] {
  if (v.matrix.length === 0) return ['## Methods × aspects', '', '_no methods_', ''];
  const cols = v.aspects;
  const lines = [
    '## Methods × aspects',
    '',
    `${G.passed} passed · ${G.failed} failed · ${G.warned} warned · ${G['expected-fail']} known deviation · ${G.skipped} skipped · ${G.absent} absent · ${G.none} no check`,
    '',
    `| method | status | ${cols.join(' | ')} |`,
    `|---|---|${cols.map(() => ':-:').join('|')}|`,
  ];
  for (const r of v.matrix) {
    const status = `${G[r.status]} ${r.status}`;
    lines.push(`| ${t(r.method)} | ${status} | ${cols.map((a) => CELL_ICON[r.cells[a].status]).join(' | ')} |`);
  }
  return [...lines, ''];
}

function deprecated(v: ReportView): string[] {
  if (v.deprecated.length === 0) return [];
  const lines = [
    '## Deprecated methods',
    '',
    '| method | deprecated since | removed in | observed | expected | match |',
    '|---|---|---|---|---|:-:|',
  ];
  for (const r of v.deprecated) {
    const match = r.match === null ? G.none : r.match ? G.passed : G.failed;
    lines.push(
      `| ${t(r.method)} | ${t(r.deprecatedSince ?? '—')} | ${t(r.removedIn ?? '—')} | ${t(r.observed ?? 'not observed')} | ${t(r.expected ?? 'unknown')} | ${match} |`,
    );
  }
  return [...lines, ''];
}

function idList(ids: readonly string[]): string {
  return ids.length ? ids.map((id) => `\`${id.replace(/`/g, "'")}\``).join(', ') : '_none_';
}

function clauses(v: ReportView): string[] {
  const c = v.clauses;
  return [
    '## Clause coverage',
    '',
    `- **covered** (${c.covered.length}): ${idList(c.covered)}`,
    `- **failing** (${c.failing.length}): ${idList(c.failing)}`,
    ...(c.warned.length ? [`- **warned** (${c.warned.length}): ${idList(c.warned)}`] : []),
    ...(c.known.length
      ? [`- **known deviation** (${c.known.length}, breached only by expected-fail checks): ${idList(c.known)}`]
      : []),
    `- **uncovered** (${c.uncovered.length}): ${idList(c.uncovered)}`,
    '',
  ];
}

function fields(conf: Conformance): string[] {
  const f = conf.fields;
  if (!f) return [];
  const none = f.list.filter((x) => x.checks.length === 0);
  return [
    '## Field coverage',
    '',
    `${f.crossChecked} of ${f.total} result fields are held to a second source (another method, the chain's blocks, their bytes or an invariant); ${f.reasoned} have none, for the reason given; ${f.unclassified} are unclassified.`,
    '',
    ...(none.length
      ? [
          '| method | field | why no second source |',
          '|---|---|---|',
          ...none.map((x) => `| ${t(x.method)} | \`${x.path}\` | ${t(x.reason ?? 'unclassified')} |`),
          '',
        ]
      : []),
  ];
}

export function renderMarkdown(conf: Conformance, checks?: readonly CheckResult[]): string {
  const v = buildView(conf, checks);
  const first = v.failures[0];
  const out = [
    ...summary(v),
    ...(first ? checkBlock(first, '## First failure:') : []),
    ...notRunSection(conf, runOutcome(conf)),
    ...matrix(v),
    ...deprecated(v),
    ...clauses(v),
    ...fields(conf),
    `## Failures (${v.failures.length})`,
    '',
    ...(v.failures.length ? v.failures.flatMap((c) => checkBlock(c, '###')) : ['_none_', '']),
  ];
  if (v.notes.length)
    out.push(
      `## Warnings and expected deviations (${v.notes.length})`,
      '',
      ...v.notes.flatMap((c) => checkBlock(c, '###')),
    );
  return out.join('\n').replace(/\n+$/, '\n');
}
