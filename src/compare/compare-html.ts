// compare.html: compare.md as one self-contained page (inline CSS, no script, no external assets).
// compareSectionHtml is the page's content, for compare.html and for the compare section of the
// compare's report.html (src/compare/compare-report.ts); its CSS is scoped to .cmp so it leaves a host page alone.
// Every string from a target goes through escapeMarkup; the Content-Security-Policy admits no script.
import type { Comparison, Difference, DifferenceExample, Unmatched } from '../../schemas/compare.js';
import { escapeMarkup as h } from '../report/escape.js';
import { METHOD_VERDICT_ICON, sentBy, sideFacts, verdictLine } from './compare-markdown.js';

/** The page around the section: standalone compare.html only. */
const PAGE_CSS = `
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
header{padding:16px 28px;color:#fff;background:#1a7f37}header.fail{background:#cf222e}h1{margin:0;font-size:15px;opacity:.9}
header .verdict{font-size:22px;font-weight:700}main{padding:16px 28px 40px;max-width:1500px}
section{background:#fff;border:1px solid #d1d9e0;border-radius:8px;padding:14px 18px;margin:0 0 16px}h2{font-size:17px;margin:0 0 10px}
`;

/** The section's own rules, all under .cmp. */
export const COMPARE_SECTION_CSS = `
.cmp table{border-collapse:collapse}.cmp td,.cmp th{border-bottom:1px solid #d1d9e0;padding:4px 12px 4px 0;text-align:left;vertical-align:top}
.cmp code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f6f8fa;padding:1px 4px;border-radius:4px;word-break:break-all}
.cmp pre{background:#0d1117;color:#e6edf3;padding:8px 10px;border-radius:6px;white-space:pre-wrap;word-break:break-all;font:12px/1.4 ui-monospace,monospace;max-height:none}
.cmp details{border-top:1px solid #d1d9e0;padding:5px 0}.cmp summary{cursor:pointer}.cmp .why{color:#59636e}
.cmp .cmp-verdict{font-size:18px;font-weight:700;color:#1a7f37}.cmp .cmp-verdict.fail{color:#cf222e}.cmp .example{margin:8px 0 4px}
`;

function markdownBold(text: string): string {
  return h(text).replace(/\*\*(.+?)\*\*/g, '<b>$1</b>');
}

function example(x: DifferenceExample): string {
  const value = (v: DifferenceExample['a']) => `${v.shape ? `${h(v.shape)}: ` : ''}<code>${h(v.value)}</code>`;
  return `<div class="example">At <code>${h(x.path)}</code>${h(sentBy(x))}:</div>
<table><tr><th>A</th><td>${value(x.a)}</td></tr><tr><th>B</th><td>${value(x.b)}</td></tr></table>
<pre>${h(x.curl)}</pre>`;
}

function difference(d: Difference): string {
  const more =
    d.occurrences > d.examples.length
      ? `<p class="why">The first ${d.examples.length} of ${d.occurrences} occurrences:</p>`
      : '';
  // Unexplained differences open: they are what the reader came for.
  return `<details${d.explanation ? '' : ' open'}><summary><b>${h(d.method)}</b> <code>${h(d.path)}</code> ${h(d.kind)} (${d.occurrences}×)${d.explanation ? ` <span class="why">explained: ${h(d.explanation.source)} ${h(d.explanation.id)}</span>` : ' <b>unexplained</b>'}</summary>
${d.explanation ? `<p class="why">${h(d.explanation.text)}</p>` : ''}${more}
${d.examples.map(example).join('\n')}</details>`;
}

function unmatchedRow(u: Unmatched): string {
  const why = u.explanation
    ? `${h(u.explanation.source)} <code>${h(u.explanation.id)}</code>: ${h(u.explanation.text)}`
    : '';
  return `<tr><td>${h(u.method)}</td><td>${u.side.toUpperCase()}</td><td>${h(u.check ?? '(discovery)')}</td><td>${u.occurrences}</td><td>${why}</td><td><details><summary>curl</summary><pre>${h(u.curl)}</pre></details></td></tr>`;
}

export interface CompareSectionOptions {
  /** The first part's heading. */
  title: string;
  /** Put before every other part's heading ("Compare: " inside a report). */
  prefix?: string;
  /** Plain-text lines under the title. */
  lead?: readonly string[];
  /** Show the verdict line (false where the page's header already shows it). */
  verdict?: boolean;
}

/** The comparison as a <div class="cmp" id="compare"> of <section>s: summary, methods, differences, exchanges without a counterpart. */
export function compareSectionHtml(c: Comparison, opts: CompareSectionOptions): string {
  const s = c.summary;
  const p = h(opts.prefix ?? '');
  const methods = Object.entries(c.methods)
    .map(
      ([name, m]) =>
        `<tr><td>${h(name)}</td><td>${h(METHOD_VERDICT_ICON[m.verdict])}</td><td>${m.exchanges}</td><td>${m.identical}</td><td>${m.differing}</td><td>${m.onlyA}</td><td>${m.onlyB}</td><td>${m.notCompared}</td><td>${m.explained}</td><td>${m.unexplained}</td></tr>`,
    )
    .join('\n');
  const unexplained = c.differences.filter((d) => !d.explanation);
  const explained = c.differences.filter((d) => d.explanation);
  return `<div class="cmp" id="compare">
<section><h2>${h(opts.title)}</h2>
${(opts.lead ?? []).map((l) => `<p class="why">${h(l)}</p>`).join('\n')}
${opts.verdict === false ? '' : `<div class="cmp-verdict${s.unexplained > 0 ? ' fail' : ''}">${markdownBold(verdictLine(c))}</div>`}
<p>A: <b>${h(c.a.spec)}</b> (${h(sideFacts(c.a))})<br>B: <b>${h(c.b.spec)}</b> (${h(sideFacts(c.b))})</p>
<p>Compared by <b>${h(c.mode)}</b> (${h(c.modeReason)}); seed ${c.run.seed}, started ${h(c.run.startedAt)}, ${(c.run.durationMs / 1000).toFixed(1)} s.</p>
<table><tr><th>pairs</th><th>identical</th><th>differing</th><th>only A</th><th>only B</th><th>not compared</th><th>normalised values</th><th>differences</th><th>explained</th><th>unexplained</th></tr>
<tr><td>${s.pairs}</td><td>${s.identical}</td><td>${s.differing}</td><td>${s.onlyA}</td><td>${s.onlyB}</td><td>${s.notCompared}</td><td>${s.normalised}</td><td>${s.differences}</td><td>${s.explained}</td><td>${s.unexplained}</td></tr></table>
<p class="why">Only A / only B count the exchanges without a counterpart (${s.unmatchedA} / ${s.unmatchedB}) and those the other side did not answer.</p>
${c.notes.map((n) => `<p>${h(n)}</p>`).join('\n')}</section>
<section id="compare-methods"><h2>${p}Methods</h2><p class="why">Per method: pairs whose answers are identical, differ, or only one side answered (or has), and the difference groups found.</p>
<table><tr><th>method</th><th>verdict</th><th>pairs</th><th>identical</th><th>differing</th><th>only A</th><th>only B</th><th>not compared</th><th>explained</th><th>unexplained</th></tr>
${methods}</table></section>
${unexplained.length ? `<section id="compare-unexplained"><h2>${p}Unexplained differences (${unexplained.length})</h2>${unexplained.map(difference).join('\n')}</section>` : ''}
${explained.length ? `<section id="compare-explained"><h2>${p}Explained differences (${explained.length})</h2>${explained.map(difference).join('\n')}</section>` : ''}
${c.unmatched.length ? `<section id="compare-unmatched"><h2>${p}Exchanges without a counterpart</h2><p class="why">Requests one side's run sent that the other side's recording does not hold; not differences.</p><table><tr><th>method</th><th>only on</th><th>check</th><th>exchanges</th><th>why</th><th>first request</th></tr>${c.unmatched.map(unmatchedRow).join('\n')}</table></section>` : ''}
</div>`;
}

/** compare.html; `lead`, when given, is a line under the summary's title (plain text). */
export function renderCompareHtml(c: Comparison, lead?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>avaconform compare: ${h(c.a.spec)} vs ${h(c.b.spec)}</title><style>${PAGE_CSS}${COMPARE_SECTION_CSS}</style></head>
<body><header class="${c.summary.unexplained > 0 ? 'fail' : ''}"><h1>avaconform compare · by ${h(c.mode)} (${h(c.modeReason)})</h1>
<div class="verdict">${markdownBold(verdictLine(c))}</div>
<div>A: <b>${h(c.a.spec)}</b> · B: <b>${h(c.b.spec)}</b></div></header>
<main>
${compareSectionHtml(c, { title: 'Summary', lead: lead ? [lead] : [], verdict: false })}
</main></body></html>
`;
}
