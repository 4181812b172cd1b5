// report.html: one self-contained page (inline CSS and a small inline script, no network, no
// external assets). Rendered server-side: every string from the node or the checks goes through
// escapeMarkup/escapeAttr, and a Content-Security-Policy admits only the page's own script (by hash),
// so even a missed escape could not run code.
import { createHash } from 'node:crypto';
import type { Conformance } from '../../schemas/conformance.js';
import type { Exchange } from '../client/exchange.js';
import { escapeAttr as a, escapeMarkup as h } from './escape.js';
import { STATUS_GLYPH } from './glyphs.js';
import { runOutcome } from './outcome.js';
import { apiOf, type CheckResult } from './report-input.js';
import { buildView, formatDuration, targetShown, type CellStatus, type ReportView } from './view.js';

const CSS = `
:root{--pass:#1a7f37;--fail:#cf222e;--warn:#bf8700;--xfail:#8250df;--skip:#6e7781;--none:#eaeef2;--bg:#f6f8fa;--fg:#1f2328;--mute:#59636e;--line:#d1d9e0}
*{box-sizing:border-box}[hidden]{display:none!important}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header{padding:18px 28px;color:#fff;background:var(--pass)}header.fail{background:var(--fail)}
h1{margin:0 0 2px;font-size:15px;font-weight:600;opacity:.9}.verdict{font-size:26px;font-weight:700}
.meta{display:flex;flex-wrap:wrap;gap:4px 22px;margin:8px 0 0;opacity:.95}.meta b{font-weight:600;margin-right:4px;opacity:.8}
main{padding:16px 28px 40px;max-width:1500px}section{background:#fff;border:1px solid var(--line);border-radius:8px;padding:14px 18px;margin:0 0 16px}
h2{font-size:17px;margin:0 0 10px}
.counts{display:flex;flex-wrap:wrap;gap:10px;margin:0 0 16px}
.count{border:0;border-radius:8px;padding:8px 16px;color:#fff;font:inherit;cursor:pointer;text-align:left;min-width:112px}
.count b{display:block;font-size:24px;line-height:1.1}.count.total{background:#424a53}
.bg-passed{background:var(--pass)}.bg-failed{background:var(--fail)}.bg-warned{background:var(--warn)}.bg-expected-fail{background:var(--xfail)}.bg-skipped,.bg-absent{background:var(--skip)}
.count.zero{opacity:.45}
pre{background:#0d1117;color:#e6edf3;padding:10px 12px;border-radius:6px;overflow:auto;max-height:420px;white-space:pre-wrap;word-break:break-all;margin:6px 0;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre.msg{background:#fff5f5;color:#82071e;border:1px solid #ffcecb}
code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--bg);padding:1px 4px;border-radius:4px}
.first{border:2px solid var(--fail)}.first h2{color:var(--fail)}
.filters{position:sticky;top:0;z-index:2;box-shadow:0 2px 6px rgba(0,0,0,.06);display:flex;flex-wrap:wrap;gap:10px 18px;align-items:center}
.filters label{font-weight:600}.filters select{margin-left:6px;font:inherit;padding:3px 6px}
.filters button{font:inherit;padding:3px 10px;cursor:pointer}#shown{color:var(--mute)}
.grid{border-collapse:separate;border-spacing:3px;font-size:12px}
.grid th{font-weight:600;text-align:left;padding:2px 6px;white-space:nowrap}
.grid thead th{writing-mode:vertical-rl;transform:rotate(180deg);text-align:left;vertical-align:bottom;height:110px}
.grid td.cell{width:30px;height:22px;border-radius:4px;cursor:pointer;text-align:center;color:#fff;font-weight:700}
.grid td.cell:hover{outline:2px solid var(--fg)}
.c-passed{background:var(--pass)}.c-failed{background:var(--fail)}.c-warned{background:var(--warn)}.c-expected-fail{background:var(--xfail)}
.c-skipped{background:var(--skip)}.c-absent{background:repeating-linear-gradient(45deg,#afb8c1 0 4px,#d0d7de 4px 8px)}.c-none{background:var(--none);cursor:default!important}
.dim{opacity:.18}
.badge{display:inline-block;border-radius:10px;padding:0 8px;color:#fff;font-size:12px;font-weight:600;white-space:nowrap}
table.plain{border-collapse:collapse}table.plain td,table.plain th{border-bottom:1px solid var(--line);padding:4px 12px 4px 0;text-align:left}
.legend{display:flex;gap:14px;flex-wrap:wrap;color:var(--mute);font-size:12px;margin:0 0 8px}.legend i{display:inline-block;width:12px;height:12px;border-radius:3px;vertical-align:-2px;margin-right:4px}
details.check{border-top:1px solid var(--line);padding:5px 0}details.check>summary{cursor:pointer;display:flex;gap:10px;align-items:baseline}
details.check>summary .id{color:var(--mute);font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.body{padding:4px 0 6px 22px}.kv{color:var(--mute);font-size:12px}.xch{margin:8px 0;border-left:3px solid var(--line);padding-left:10px}
.ids code{display:inline-block;margin:2px}.ok{color:var(--pass);font-weight:700}.bad{color:var(--fail);font-weight:700}
`;

// Filters (API, aspect, status; a matrix cell picks method + aspect). Reads data-* attributes and
// toggles `hidden`; it never builds markup from data.
const SCRIPT = `
(function () {
  var f = { api: '', aspect: '', status: '', method: '' };
  function all(s) { return Array.prototype.slice.call(document.querySelectorAll(s)); }
  function apply() {
    var shown = 0, total = 0;
    all('[data-check]').forEach(function (el) {
      var d = el.dataset; total++;
      var ok = (!f.api || d.api === f.api) && (!f.aspect || d.aspect === f.aspect) && (!f.status || d.status === f.status) && (!f.method || d.method === f.method);
      el.hidden = !ok; if (ok) shown++;
    });
    all('#matrix tbody tr').forEach(function (tr) { tr.hidden = (!!f.api && tr.dataset.api !== f.api) || (!!f.method && tr.dataset.method !== f.method); });
    all('#matrix [data-aspect]').forEach(function (c) { c.classList.toggle('dim', !!f.aspect && c.dataset.aspect !== f.aspect); });
    all('#matrix td.cell').forEach(function (c) { if (f.status && c.dataset.cell !== f.status) c.classList.add('dim'); });
    all('select[data-filter]').forEach(function (s) { s.value = f[s.dataset.filter]; });
    var m = document.getElementById('method-filter');
    m.hidden = !f.method; m.querySelector('span').textContent = f.method;
    document.getElementById('shown').textContent = shown + ' of ' + total + ' checks shown';
  }
  all('select[data-filter]').forEach(function (s) { s.addEventListener('change', function () { f[s.dataset.filter] = s.value; apply(); }); });
  all('[data-set-status]').forEach(function (b) { b.addEventListener('click', function () { f.status = b.dataset.setStatus; apply(); document.getElementById('checks').scrollIntoView(); }); });
  all('#matrix td.cell').forEach(function (c) { c.addEventListener('click', function () {
    if (c.dataset.cell === 'none') return;
    f.method = c.parentNode.dataset.method; f.aspect = c.dataset.aspect; f.status = ''; apply();
    all('[data-check]').forEach(function (el) { if (!el.hidden && el.dataset.status !== 'passed') el.open = true; });
    document.getElementById('checks').scrollIntoView();
  }); });
  document.getElementById('reset').addEventListener('click', function () { f = { api: '', aspect: '', status: '', method: '' }; apply(); });
  apply();
})();
`;

const STATUS_ORDER = ['failed', 'warned', 'expected-fail', 'skipped', 'passed'] as const;
/** The grid's marks: a verdict's glyph; skipped, absent and no check are told by the cell's pattern alone. */
const CELL_MARK: Record<CellStatus, string> = { ...STATUS_GLYPH, skipped: '', absent: '', none: '' };

const badge = (status: string) => `<span class="badge bg-${a(status)}">${h(status)}</span>`;

function headers(hs: Record<string, string>): string {
  const lines = Object.entries(hs).map(([k, v]) => `${k}: ${v}`);
  return lines.length ? `<pre>${h(lines.join('\n'))}</pre>` : '';
}

function exchange(x: Exchange, i: number): string {
  const req = x.request;
  const res = x.response;
  const retried = x.retried?.length ? ` · sent ${x.retried.length + 1} times (before: ${h(x.retried.join('; '))})` : '';
  return `<div class="xch"><div class="kv">exchange ${i + 1} · ${h(String(x.durationMs))} ms${retried}</div>
<div><b>request</b> <code>${h(req.method)} ${h(req.path)}</code>${req.bodyBase64 ? ' <span class="kv">(body base64)</span>' : ''}</div>
${headers(req.headers)}${req.body ? `<pre>${h(req.body)}</pre>` : ''}
${
  res
    ? `<div><b>response</b> <code>HTTP ${h(String(res.status))}</code> <span class="kv">${h(String(res.bytes))} bytes${res.utf8Valid ? '' : ', not valid UTF-8'}</span></div>${headers(res.headers)}<pre>${h(res.body)}</pre>`
    : `<div><b>no response</b>: ${h(x.error ?? 'unknown transport failure')}</div>`
}</div>`;
}

function checkBody(c: CheckResult): string {
  const parts = [
    `<div class="kv">${h(c.method)} · ${h(c.aspect)} · ${h(String(Math.round(c.durationMs)))} ms${c.level ? ` · ${h(c.level)}` : ''} · clauses ${c.clauses.map((id) => `<code>${h(id)}</code>`).join(' ') || '(none)'}</div>`,
    `<div class="kv">${c.checkId ? `id <code>${h(c.checkId)}</code> · ` : ''}name <code>${h(c.name)}</code></div>`,
  ];
  if (c.message) parts.push(`<pre class="msg">${h(c.message)}</pre>`);
  if (c.reproduce) parts.push(`<div><b>reproduce</b></div><pre>${h(c.reproduce)}</pre>`);
  if (c.observed && Object.keys(c.observed).length)
    parts.push(
      `<div class="kv">observed ${Object.entries(c.observed)
        .map(([k, v]) => `<code>${h(k)}=${h(v)}</code>`)
        .join(' ')}</div>`,
    );
  if (c.exchanges?.length) parts.push(c.exchanges.map(exchange).join('\n'));
  return `<div class="body">${parts.join('\n')}</div>`;
}

function checkItem(c: CheckResult): string {
  return `<details class="check" data-check data-api="${a(apiOf(c.method))}" data-aspect="${a(c.aspect)}" data-status="${a(c.status)}" data-method="${a(c.method)}">
<summary>${badge(c.status)} <b>${h(c.method)}</b> <span class="kv">${h(c.aspect)}</span> <span class="id">${h(c.name)}</span></summary>
${checkBody(c)}</details>`;
}

function header(v: ReportView): string {
  const { target, run, tool } = v.conformance;
  const outcome = runOutcome(v.conformance);
  const meta: [string, string][] = [
    ['target', targetShown(v.conformance)],
    ['node', target.nodeVersion ?? 'unknown'],
    ...(target.gitCommit ? [['build', target.gitCommit] as [string, string]] : []),
    ...(target.upgrades ? [['upgrades', target.upgrades.join(', ') || 'none'] as [string, string]] : []),
    ['seed', String(run.seed)],
    ['duration', formatDuration(run.durationMs)],
    ['requests', String(run.requests)],
    ['started', run.startedAt],
    ['avaconform', tool.version],
  ];
  return `<header class="${outcome.verdict === 'passed' ? 'pass' : 'fail'}"><h1>avaconform conformance report</h1>
<div class="verdict">${h(outcome.headline)}</div>
${outcome.notRun.length ? `<div class="meta"><b>not run</b> ${h(outcome.notRun.join(', '))}</div>` : ''}
<div class="meta">${meta.map(([k, val]) => `<span><b>${h(k)}</b>${h(val)}</span>`).join('')}</div></header>`;
}

function counts(v: ReportView): string {
  const s = v.conformance.summary;
  const items: [string, number][] = [
    ['passed', s.passed],
    ['failed', s.failed],
    ['warned', s.warned],
    ['skipped', s.skipped],
    ['expected-fail', s.expectedFail],
  ];
  return `<div class="counts"><button class="count total" data-set-status=""><b>${s.total}</b>checks</button>${items
    .map(([k, n]) => `<button class="count bg-${k}${n ? '' : ' zero'}" data-set-status="${k}"><b>${n}</b>${k}</button>`)
    .join('')}</div>`;
}

function firstFailure(v: ReportView): string {
  const c = v.failures[0];
  if (!c) return '';
  return `<section class="first" id="first-failure"><h2>First failure: ${h(c.method)} · ${h(c.aspect)}</h2>${checkBody(c)}</section>`;
}

function options(values: readonly string[]): string {
  return ['<option value="">all</option>', ...values.map((x) => `<option value="${a(x)}">${h(x)}</option>`)].join('');
}

function filters(v: ReportView): string {
  const apis = [...new Set([...v.matrix.map((r) => r.api), ...v.checks.map((c) => apiOf(c.method))])].sort();
  return `<section class="filters" id="filters">
<label>API<select data-filter="api">${options(apis)}</select></label>
<label>aspect<select data-filter="aspect">${options(v.aspects)}</select></label>
<label>status<select data-filter="status">${options(STATUS_ORDER)}</select></label>
<span id="method-filter" hidden>method <code><span></span></code></span>
<button id="reset" type="button">reset</button> <span id="shown"></span></section>`;
}

function matrix(v: ReportView): string {
  const legend = (['passed', 'failed', 'warned', 'expected-fail', 'skipped', 'absent', 'none'] as const)
    .map((s) => `<span><i class="c-${s}"></i>${s === 'none' ? 'no check' : s}</span>`)
    .join('');
  const head = `<tr><th></th><th data-col>status</th>${v.aspects.map((x) => `<th data-aspect="${a(x)}">${h(x)}</th>`).join('')}</tr>`;
  const rows = v.matrix
    .map((r) => {
      const cells = v.aspects
        .map((x) => {
          const cell = r.cells[x];
          const title = `${r.method} · ${x}: ${cell.status === 'none' ? 'no check' : `${cell.status} (${cell.checks} check${cell.checks === 1 ? '' : 's'})`}`;
          return `<td class="cell c-${cell.status}" data-aspect="${a(x)}" data-cell="${cell.status}" title="${a(title)}">${CELL_MARK[cell.status]}</td>`;
        })
        .join('');
      return `<tr data-api="${a(r.api)}" data-method="${a(r.method)}"><th>${h(r.method)}</th><td>${badge(r.status)}</td>${cells}</tr>`;
    })
    .join('\n');
  return `<section id="matrix"><h2>Methods × aspects</h2><div class="legend">${legend}</div>
<table class="grid"><thead>${head}</thead><tbody>${rows}</tbody></table></section>`;
}

function deprecated(v: ReportView): string {
  if (v.deprecated.length === 0) return '';
  const rows = v.deprecated
    .map((r) => {
      const match =
        r.match === null
          ? '<span class="kv">n/a</span>'
          : r.match
            ? `<span class="ok">${STATUS_GLYPH.passed} match</span>`
            : `<span class="bad">${STATUS_GLYPH.failed} mismatch</span>`;
      return `<tr><td><code>${h(r.method)}</code></td><td>${h(r.deprecatedSince ?? '—')}</td><td>${h(r.removedIn ?? '—')}</td><td>${h(r.observed ?? 'not observed')}</td><td>${h(r.expected ?? 'unknown')}</td><td>${match}</td></tr>`;
    })
    .join('');
  return `<section id="deprecated"><h2>Deprecated methods</h2><table class="plain"><thead><tr><th>method</th><th>deprecated since</th><th>removed in</th><th>observed</th><th>expected</th><th>match</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

/** The --baseline file's entries, each with its state (an expired or stale one failed the run). */
function baseline(v: ReportView): string {
  const b = v.conformance.baseline;
  if (!b) return '';
  const rows = b.entries
    .map(
      (e) =>
        `<tr><td>${e.state === 'expired' || e.state === 'stale' ? `<span class="bad">${h(e.state)}</span>` : h(e.state)}</td><td><code>${h(e.check)}</code></td><td><code>${h(e.path)}</code></td><td>${h(e.expires)}</td><td>${h(e.reason)}</td></tr>`,
    )
    .join('');
  return `<section id="baseline"><h2>Baseline</h2><p><code>${h(b.file)}</code></p><table class="plain"><thead><tr><th>state</th><th>check</th><th>path</th><th>until</th><th>reason</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

/** A count tile in a status's colour, greyed when zero. */
const tile = (status: string, n: number, label: string) =>
  `<span class="count bg-${a(status)}${n ? '' : ' zero'}"><b>${n}</b>${h(label)}</span>`;

function clauses(v: ReportView): string {
  const c = v.clauses;
  const list = (title: string, ids: readonly string[], open: boolean) =>
    `<details${open ? ' open' : ''}><summary><b>${h(title)}</b> (${ids.length})</summary><div class="ids">${ids.map((id) => `<code>${h(id)}</code>`).join(' ') || '<span class="kv">none</span>'}</div></details>`;
  return `<section id="clauses"><h2>Clause coverage</h2>
<div class="counts"><span class="count bg-passed"><b>${c.covered.length}</b>covered</span>${tile('failed', c.failing.length, 'failing')}${tile('warned', c.warned.length, 'warned')}${tile('expected-fail', c.known.length, 'known deviation')}<span class="count bg-skipped"><b>${c.uncovered.length}</b>uncovered</span></div>
${list('failing', c.failing, c.failing.length > 0)}${c.warned.length ? list('warned', c.warned, false) : ''}${c.known.length ? list('known deviation (expected-fail only)', c.known, false) : ''}${list('uncovered', c.uncovered, false)}${list('covered', c.covered, false)}</section>`;
}

function fields(v: ReportView): string {
  const f = v.conformance.fields;
  if (!f) return '';
  const rows = f.list
    .map(
      (x) =>
        `<tr><td>${h(x.method)}</td><td><code>${h(x.path)}</code></td><td>${x.checks.length ? x.checks.map((c) => `<code>${h(c)}</code>`).join(' ') : h(x.reason ?? 'unclassified')}</td></tr>`,
    )
    .join('');
  return `<section id="fields"><h2>Field coverage</h2>
<div class="counts"><span class="count bg-passed"><b>${f.crossChecked}</b>cross-checked</span><span class="count bg-skipped"><b>${f.reasoned}</b>no second source</span><span class="count bg-failed${f.unclassified ? '' : ' zero'}"><b>${f.unclassified}</b>unclassified</span></div>
<details><summary><b>every field</b> (${f.total})</summary><table class="plain"><thead><tr><th>method</th><th>field</th><th>checks, or why none</th></tr></thead><tbody>${rows}</tbody></table></details></section>`;
}

function checks(v: ReportView): string {
  const rank = (s: string) => STATUS_ORDER.indexOf(s as (typeof STATUS_ORDER)[number]);
  const sorted = [...v.checks].sort((x, y) => rank(x.status) - rank(y.status));
  return `<section id="checks"><h2>Checks</h2>${sorted.map(checkItem).join('\n')}</section>`;
}

/** Markup a caller appends after the checks (escaped by its producer, no script) and the CSS it needs. */
export interface HtmlAppendix {
  css: string;
  html: string;
}

export function renderHtml(conf: Conformance, details?: readonly CheckResult[], appendix?: HtmlAppendix): string {
  const v = buildView(conf, details);
  const scriptHash = createHash('sha256').update(SCRIPT, 'utf8').digest('base64');
  // A constant of ours (no quotes to escape); escaping would turn its ' into entities.
  const csp = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${scriptHash}'; img-src data:; base-uri 'none'; form-action 'none'`;
  const title = `avaconform: ${conf.summary.failed > 0 ? `${conf.summary.failed} failed` : 'passed'} · ${targetShown(conf)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<style>${CSS}${appendix?.css ?? ''}</style></head>
<body>
${header(v)}
<main>
${counts(v)}
${firstFailure(v)}
${filters(v)}
${matrix(v)}
${deprecated(v)}
${baseline(v)}
${clauses(v)}
${fields(v)}
${checks(v)}
${appendix ? `${appendix.html}\n` : ''}</main>
<script>${SCRIPT}</script>
</body></html>
`;
}
