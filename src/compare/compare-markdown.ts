// compare.md: the comparison on one screen (verdict and counts), the methods table, then every
// difference group (unexplained first) with its paths, both values, explanation and requests as curl.
// compareSectionMarkdown is that content without the page title, for compare.md and for the compare
// section of the compare's report.md (src/compare/compare-report.ts).
import type {
  Comparison,
  Difference,
  DifferenceExample,
  Explanation,
  MethodComparison,
  Unmatched,
} from '../../schemas/compare.js';
import { profileFromNodeVersion } from '../catalog/version-profile.js';
import { escapeMdInline as t, mdCode, mdFence } from '../report/escape.js';
import { STATUS_GLYPH as G } from '../report/glyphs.js';

export const METHOD_VERDICT_ICON: Record<MethodComparison['verdict'], string> = {
  identical: `${G.passed} identical`,
  explained: `${G['expected-fail']} differs, explained`,
  differing: `${G.failed} differs`,
  'one-sided': `${G.failed} one side only`,
  'not-compared': `${G.none} not compared`,
};

export function verdictLine(c: Comparison): string {
  const s = c.summary;
  return s.unexplained > 0
    ? `${G.failed} **${s.unexplained} unexplained difference${s.unexplained === 1 ? '' : 's'}** (of ${s.differences}; ${s.explained} explained)`
    : s.differences > 0
      ? `${G.passed} **every difference explained** (${s.explained}) or normalised (${s.normalised} values)`
      : `${G.passed} **no difference** (${s.normalised} values normalised)`;
}

/** "avalanchego/1.14.2, profile 1.14.2, 818 exchanges": what a side is and which version profile explanations read. */
export function sideFacts(side: Comparison['a']): string {
  return `${side.nodeVersion ?? 'version unknown'}, profile ${profileFromNodeVersion(side.nodeVersion)}, ${side.exchanges} exchanges`;
}

function sideLine(label: string, side: Comparison['a']): string {
  return `${label}: ${mdCode(side.spec)} (${t(sideFacts(side))})`;
}

/** How a pair's request was sent: by which check, and whether it was paired by check step. */
export function sentBy(x: Pick<DifferenceExample, 'check' | 'pairing'>): string {
  return `${x.check ? `, sent by ${x.check}` : ''}${x.pairing === 'same-check-step' ? ' (paired by check step: the two requests differ in chain-specific values)' : ''}`;
}

function explanationLine(e: Explanation | null): string {
  return e ? `Explained (${e.source} ${mdCode(e.id)}): ${t(e.text)}` : '**Unexplained.**';
}

function exampleBlock(x: DifferenceExample): string[] {
  const value = (v: DifferenceExample['a']) => `${v.shape ? `${t(v.shape)}: ` : ''}${mdCode(v.value, true)}`;
  return [
    `At ${mdCode(x.path)}${t(sentBy(x))}:`,
    '',
    '| | answer |',
    '|---|---|',
    `| A | ${value(x.a)} |`,
    `| B | ${value(x.b)} |`,
    '',
    mdFence(x.curl, 'sh'),
    '',
  ];
}

function differenceBlock(d: Difference, heading: string): string[] {
  return [
    `${heading} ${t(d.method)} ${mdCode(d.path)}: ${d.kind} (${d.occurrences}×)`,
    '',
    explanationLine(d.explanation),
    '',
    ...(d.occurrences > d.examples.length
      ? [`The first ${d.examples.length} of ${d.occurrences} occurrences:`, '']
      : []),
    ...d.examples.flatMap(exampleBlock),
  ];
}

function unmatchedWhy(u: Unmatched): string {
  return u.explanation ? `${u.explanation.source} ${mdCode(u.explanation.id, true)}: ${t(u.explanation.text)}` : '';
}

/**
 * The comparison without a page title: sides, verdict, counts, methods, differences, exchanges without
 * a counterpart. `level` is the heading level of its parts (2 under a page title, 3 inside a report's section).
 */
export function compareSectionMarkdown(c: Comparison, level: number): string[] {
  const s = c.summary;
  const hd = '#'.repeat(level);
  const lines = [
    sideLine('A', c.a),
    '',
    sideLine('B', c.b),
    '',
    `Compared by **${c.mode}** (${t(c.modeReason)}); seed ${c.run.seed}, started ${t(c.run.startedAt)}, ${(c.run.durationMs / 1000).toFixed(1)} s.`,
    '',
    verdictLine(c),
    '',
    '| pairs | identical | differing | only A | only B | not compared | normalised values | differences | explained | unexplained |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${s.pairs} | ${s.identical} | ${s.differing} | ${s.onlyA} | ${s.onlyB} | ${s.notCompared} | ${s.normalised} | ${s.differences} | ${s.explained} | ${s.unexplained} |`,
    '',
    `Only A / only B count the exchanges without a counterpart (${s.unmatchedA} / ${s.unmatchedB}) and those the other side did not answer.`,
    '',
    ...(c.notes.length ? [...c.notes.map((n) => `- ${t(n)}`), ''] : []),
    `${hd} Methods`,
    '',
    'Per method: pairs whose answers are identical, differ, or only one side answered (or has), and the difference groups found.',
    '',
    '| method | verdict | pairs | identical | differing | only A | only B | not compared | differences explained | unexplained |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(c.methods).map(
      ([name, m]) =>
        `| ${t(name)} | ${METHOD_VERDICT_ICON[m.verdict]} | ${m.exchanges} | ${m.identical} | ${m.differing} | ${m.onlyA} | ${m.onlyB} | ${m.notCompared} | ${m.explained} | ${m.unexplained} |`,
    ),
    '',
  ];
  const unexplained = c.differences.filter((d) => !d.explanation);
  const explained = c.differences.filter((d) => d.explanation);
  const block = (d: Difference) => differenceBlock(d, `${hd}#`);
  if (unexplained.length)
    lines.push(`${hd} Unexplained differences (${unexplained.length})`, '', ...unexplained.flatMap(block));
  if (explained.length)
    lines.push(`${hd} Explained differences (${explained.length})`, '', ...explained.flatMap(block));
  if (c.unmatched.length)
    lines.push(
      `${hd} Exchanges without a counterpart`,
      '',
      "Requests one side's run sent that the other side's recording does not hold (the check took another path there, or did not run). Not differences: nothing says how the other side would have answered.",
      '',
      '| method | only on | check | exchanges | why |',
      '|---|---|---|---|---|',
      ...c.unmatched.map(
        (u) =>
          `| ${t(u.method)} | ${u.side.toUpperCase()} | ${t(u.check ?? '(discovery)')} | ${u.occurrences} | ${unmatchedWhy(u)} |`,
      ),
      '',
      'The first request of each, as curl: in compare.html and report.html, and in compare.json (unmatched[].curl).',
      '',
    );
  return lines;
}

/** compare.md; `lead`, when given, is a line under the title (plain text). */
export function renderCompareMarkdown(c: Comparison, lead?: string): string {
  return (
    ['# avaconform compare', '', ...(lead ? [t(lead), ''] : []), ...compareSectionMarkdown(c, 2)].join('\n') + '\n'
  );
}
