// compare.html: compare.md as one self-contained page (inline CSS, no script, no external assets).
// Every string from a target goes through escapeMarkup; the Content-Security-Policy admits no script.
import type { Comparison, Difference } from '../../schemas/compare.js';
import { escapeMarkup as h } from '../report/escape.js';
import { METHOD_VERDICT_ICON, verdictLine } from './markdown.js';

const CSS = `
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
header{padding:16px 28px;color:#fff;background:#1a7f37}header.fail{background:#cf222e}h1{margin:0;font-size:15px;opacity:.9}
.verdict{font-size:22px;font-weight:700}main{padding:16px 28px 40px;max-width:1500px}
section{background:#fff;border:1px solid #d1d9e0;border-radius:8px;padding:14px 18px;margin:0 0 16px}h2{font-size:17px;margin:0 0 10px}
table{border-collapse:collapse}td,th{border-bottom:1px solid #d1d9e0;padding:4px 12px 4px 0;text-align:left;vertical-align:top}
code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f6f8fa;padding:1px 4px;border-radius:4px;word-break:break-all}
pre{background:#0d1117;color:#e6edf3;padding:8px 10px;border-radius:6px;white-space:pre-wrap;word-break:break-all;font:12px/1.4 ui-monospace,monospace}
details{border-top:1px solid #d1d9e0;padding:5px 0}summary{cursor:pointer}.why{color:#59636e}
`;

function markdownBold(text: string): string {
  return h(text).replace(/\*\*(.+?)\*\*/g, '<b>$1</b>');
}

function difference(d: Difference): string {
  const x = d.examples[0]!;
  const value = (v: Difference['examples'][number]['a']) => `${v.shape ? `${h(v.shape)}: ` : ''}<code>${h(v.value)}</code>`;
  return `<details><summary><b>${h(d.method)}</b> <code>${h(d.path)}</code> ${h(d.kind)} (${d.occurrences}×)${d.explanation ? ` <span class="why">explained: ${h(d.explanation.source)} ${h(d.explanation.id)}</span>` : ' <b>unexplained</b>'}</summary>
${d.explanation ? `<p class="why">${h(d.explanation.text)}</p>` : ''}
<table><tr><th>A</th><td>${value(x.a)}</td></tr><tr><th>B</th><td>${value(x.b)}</td></tr><tr><th>path</th><td><code>${h(x.path)}</code></td></tr>${x.check ? `<tr><th>check</th><td>${h(x.check)}</td></tr>` : ''}</table>
<pre>${h(x.curl)}</pre></details>`;
}

export function renderCompareHtml(c: Comparison): string {
  const s = c.summary;
  const methods = Object.entries(c.methods)
    .map(([name, m]) => `<tr><td>${h(name)}</td><td>${h(METHOD_VERDICT_ICON[m.verdict])}</td><td>${m.exchanges}</td><td>${m.identical}</td><td>${m.differing}</td><td>${m.onlyA}</td><td>${m.onlyB}</td><td>${m.explained}</td><td>${m.unexplained}</td></tr>`)
    .join('\n');
  const unexplained = c.differences.filter((d) => !d.explanation);
  const explained = c.differences.filter((d) => d.explanation);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>avaconform compare: ${h(c.a.spec)} vs ${h(c.b.spec)}</title><style>${CSS}</style></head>
<body><header class="${s.unexplained > 0 ? 'fail' : ''}"><h1>avaconform compare · by ${h(c.mode)} (${h(c.modeReason)})</h1>
<div class="verdict">${markdownBold(verdictLine(c))}</div>
<div>A: <b>${h(c.a.spec)}</b> (${h(c.a.nodeVersion ?? 'version unknown')}, ${c.a.exchanges} exchanges) · B: <b>${h(c.b.spec)}</b> (${h(c.b.nodeVersion ?? 'version unknown')}, ${c.b.exchanges} exchanges)</div></header>
<main>
<section><h2>Summary</h2><table><tr><th>pairs</th><th>identical</th><th>differing</th><th>only A</th><th>only B</th><th>not compared</th><th>normalised values</th><th>differences</th><th>explained</th><th>unexplained</th></tr>
<tr><td>${s.pairs}</td><td>${s.identical}</td><td>${s.differing}</td><td>${s.onlyA}</td><td>${s.onlyB}</td><td>${s.notCompared}</td><td>${s.normalised}</td><td>${s.differences}</td><td>${s.explained}</td><td>${s.unexplained}</td></tr></table>
${c.notes.map((n) => `<p>${h(n)}</p>`).join('\n')}</section>
<section><h2>Methods</h2><table><tr><th>method</th><th>verdict</th><th>pairs</th><th>identical</th><th>differing</th><th>only A</th><th>only B</th><th>explained</th><th>unexplained</th></tr>
${methods}</table></section>
${unexplained.length ? `<section><h2>Unexplained differences (${unexplained.length})</h2>${unexplained.map(difference).join('\n')}</section>` : ''}
${explained.length ? `<section><h2>Explained differences (${explained.length})</h2>${explained.map(difference).join('\n')}</section>` : ''}
${c.unmatched.length ? `<section><h2>Exchanges without a counterpart</h2><p class="why">Requests one side's run sent that the other side's recording does not hold; not differences.</p><table><tr><th>method</th><th>only on</th><th>check</th><th>exchanges</th><th>why</th></tr>${c.unmatched.map((u) => `<tr><td>${h(u.method)}</td><td>${u.side.toUpperCase()}</td><td>${h(u.check ?? '(discovery)')}</td><td>${u.occurrences}</td><td>${u.explanation ? h(`${u.explanation.source} ${u.explanation.id}`) : ''}</td></tr>`).join('\n')}</table></section>` : ''}
</main></body></html>
`;
}
