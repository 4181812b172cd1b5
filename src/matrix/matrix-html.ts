// matrix.html: the release grid as one self-contained page (inline CSS, no script, no external
// assets; a Content-Security-Policy admits none). Rows are grouped by method; a cell whose verdict
// differs from the column before is marked, and each method's answer-shape changes get a row.
import type { CellStatus, Matrix, MatrixRow } from '../../schemas/matrix.js';
import { escapeAttr as a, escapeMarkup as h } from '../report/escape.js';
import { STATUS_GLYPH } from '../report/glyphs.js';

export const CELL_SYMBOL: Record<CellStatus, string> = STATUS_GLYPH;

const CSS = `
body{margin:0;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
header{padding:14px 24px;background:#24292f;color:#fff}h1{margin:0;font-size:18px}header p{margin:4px 0 0;opacity:.85}
main{padding:14px 24px 40px}table{border-collapse:separate;border-spacing:2px}
th{font-weight:600;text-align:left;padding:2px 8px;white-space:nowrap}thead th{position:sticky;top:0;background:#f6f8fa}
tr.method th{padding-top:10px;font-size:14px;border-bottom:1px solid #d1d9e0}
td.clause{padding:0 8px;color:#59636e;font:12px ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
td.cell{width:64px;height:20px;text-align:center;color:#fff;font-weight:700;border-radius:4px}
.c-passed{background:#1a7f37}.c-failed{background:#cf222e}.c-warned{background:#bf8700}.c-expected-fail{background:#8250df}
.c-skipped{background:#6e7781}.c-absent{background:repeating-linear-gradient(45deg,#afb8c1 0 4px,#d0d7de 4px 8px);color:#24292f}
td.chg{box-shadow:inset 0 0 0 3px #0969da}
td.shape{font-size:11px;text-align:center;color:#24292f;background:#fff8c5;border-radius:4px}td.shape.none{background:none;color:#8c959f}
.legend{display:flex;gap:14px;flex-wrap:wrap;margin:0 0 12px}.legend span{display:inline-flex;gap:4px;align-items:center}
.legend i{display:inline-block;width:22px;height:16px;border-radius:3px;color:#fff;font-style:normal;text-align:center;font-weight:700}
.cols td,.cols th{padding:2px 10px;text-align:left;border-bottom:1px solid #d1d9e0}
`;

function cell(row: MatrixRow, n: number): string {
  const c = row.cells[n]!;
  const title = `${row.method} · ${row.clause} · ${c.status}${c.deviation ? ` (deviations ${c.deviation})` : ''}${row.changedAt.includes(n) ? ' · changed from the column before' : ''}\n${c.detail}`;
  return `<td class="cell c-${c.status}${row.changedAt.includes(n) ? ' chg' : ''}" title="${a(title)}">${CELL_SYMBOL[c.status]}${c.deviation ? '<sup>d</sup>' : ''}</td>`;
}

export function renderMatrixHtml(m: Matrix): string {
  const cols = m.columns;
  const methods = [...new Set(m.rows.map((r) => r.method))];
  const body = methods
    .map((method) => {
      const rows = m.rows.filter((r) => r.method === method);
      const shapes = cols.map((_, n) => m.shapeChanges.find((s) => s.method === method && s.column === n));
      const shapeRow = shapes.some(Boolean)
        ? `<tr><td class="clause">answer shape</td>${shapes
            .map((s) =>
              s
                ? `<td class="shape" title="${a(`changed from ${cols[s.column - 1]!.label}:\n${s.paths.join('\n')}`)}">Δ ${s.unexplained + s.explained}${s.explained ? ` (${s.explained} expl.)` : ''}</td>`
                : '<td class="shape none">·</td>',
            )
            .join('')}</tr>`
        : '';
      return `<tr class="method"><th colspan="${cols.length + 1}">${h(method)}</th></tr>\n${rows.map((r) => `<tr><td class="clause">${h(r.clause)}</td>${cols.map((_, n) => cell(r, n)).join('')}</tr>`).join('\n')}\n${shapeRow}`;
    })
    .join('\n');
  const counts = cols.map((_, n) => {
    const by = new Map<CellStatus, number>();
    for (const r of m.rows) by.set(r.cells[n]!.status, (by.get(r.cells[n]!.status) ?? 0) + 1);
    return [...by.entries()].map(([s, k]) => `${k} ${s}`).join(', ');
  });
  const legend = (Object.keys(CELL_SYMBOL) as CellStatus[])
    .map((s) => `<span><i class="c-${s}">${CELL_SYMBOL[s]}</i>${h(s)}</span>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>avaconform release matrix: ${h(cols.map((c) => c.label).join(', '))}</title><style>${CSS}</style></head>
<body><header><h1>avaconform release matrix</h1><p>${m.rows.length} rows (method × clause) × ${cols.length} runs · generated ${h(m.generatedAt)} by avaconform ${h(m.tool.version)}</p></header>
<main>
<table class="cols"><tr><th>column</th><th>node version</th><th>build</th><th>upgrades active</th><th>source</th><th>run started</th><th>cells</th></tr>
${cols.map((c, n) => `<tr><td><b>${h(c.label)}</b></td><td>${h(c.nodeVersion ?? 'unknown')}</td><td><code>${h(c.gitCommit?.slice(0, 12) ?? 'unknown')}</code></td><td>${h(c.upgrades ? (c.upgrades.at(-1) ?? 'none') + ` (${c.upgrades.length})` : 'unknown')}</td><td>${h(c.source)}</td><td>${h(c.startedAt)}</td><td>${h(counts[n]!)}</td></tr>`).join('\n')}</table>
<p class="legend">${legend}<span><i class="c-passed" style="box-shadow:inset 0 0 0 3px #0969da"></i>verdict changed from the column before</span><span><sup>d</sup> known deviation (hover for the ids)</span><span>Δ answer-shape differences from the column before</span></p>
<table><thead><tr><th>method / clause</th>${cols.map((c) => `<th>${h(c.label)}</th>`).join('')}</tr></thead>
<tbody>
${body}
</tbody></table>
</main></body></html>
`;
}
