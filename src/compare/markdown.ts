// compare.md: the comparison on one screen (verdict and counts), the methods table, then every
// difference group (unexplained first) with its path, both values, explanation and request as curl.
import type { Comparison, Difference, MethodComparison } from '../../schemas/compare.js';
import { escapeMdInline as t, mdFence } from '../report/escape.js';

export const METHOD_VERDICT_ICON: Record<MethodComparison['verdict'], string> = {
  identical: '✅ identical',
  explained: '⚠️ differs, explained',
  differing: '❌ differs',
  'one-sided': '❌ one side only',
  'not-compared': '➖ not compared',
};

export function verdictLine(c: Comparison): string {
  const s = c.summary;
  return s.unexplained > 0
    ? `❌ **${s.unexplained} unexplained difference${s.unexplained === 1 ? '' : 's'}** (of ${s.differences}; ${s.explained} explained)`
    : s.differences > 0
      ? `✅ **every difference explained** (${s.explained}) or normalised (${s.normalised} values)`
      : `✅ **no difference** (${s.normalised} values normalised)`;
}

function sideLine(label: string, side: Comparison['a']): string {
  return `${label}: \`${t(side.spec)}\` (${t(side.nodeVersion ?? 'version unknown')}, ${side.exchanges} exchanges)`;
}

function differenceBlock(d: Difference): string[] {
  const x = d.examples[0]!;
  const value = (v: Difference['examples'][number]['a']) => (v.shape ? `${t(v.shape)}: \`${t(v.value)}\`` : `\`${t(v.value)}\``);
  return [
    `### ${t(d.method)} \`${t(d.path)}\`: ${d.kind} (${d.occurrences}×)`,
    '',
    d.explanation ? `Explained (${d.explanation.source} \`${t(d.explanation.id)}\`): ${t(d.explanation.text)}` : '**Unexplained.**',
    '',
    '| | answer |',
    '|---|---|',
    `| A | ${value(x.a)} |`,
    `| B | ${value(x.b)} |`,
    '',
    `At \`${t(x.path)}\`${x.check ? `, sent by \`${t(x.check)}\`` : ''}${x.pairing === 'same-check-step' ? ' (paired by check step: the two requests differ in chain-specific values)' : ''}:`,
    '',
    mdFence(x.curl, 'sh'),
    '',
  ];
}

export function renderCompareMarkdown(c: Comparison): string {
  const s = c.summary;
  const lines = [
    '# avaconform compare',
    '',
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
    '## Methods',
    '',
    '| method | verdict | pairs | identical | differing | only A | only B | differences explained | unexplained |',
    '|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(c.methods).map(
      ([name, m]) => `| ${t(name)} | ${METHOD_VERDICT_ICON[m.verdict]} | ${m.exchanges} | ${m.identical} | ${m.differing} | ${m.onlyA} | ${m.onlyB} | ${m.explained} | ${m.unexplained} |`,
    ),
    '',
  ];
  const unexplained = c.differences.filter((d) => !d.explanation);
  const explained = c.differences.filter((d) => d.explanation);
  if (unexplained.length) lines.push('## Unexplained differences', '', ...unexplained.flatMap(differenceBlock));
  if (explained.length) lines.push('## Explained differences', '', ...explained.flatMap(differenceBlock));
  if (c.unmatched.length)
    lines.push(
      '## Exchanges without a counterpart',
      '',
      "Requests one side's run sent that the other side's recording does not hold (the check took another path there, or did not run). Not differences: nothing says how the other side would have answered.",
      '',
      '| method | only on | check | exchanges | why |',
      '|---|---|---|---|---|',
      ...c.unmatched.map((u) => `| ${t(u.method)} | ${u.side.toUpperCase()} | ${t(u.check ?? '(discovery)')} | ${u.occurrences} | ${u.explanation ? `${u.explanation.source} \`${t(u.explanation.id)}\`` : ''} |`),
      '',
    );
  return lines.join('\n') + '\n';
}
