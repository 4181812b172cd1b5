// The compare section of report.md / report.html (src/compare/compare-report.ts) without running targets: a
// hand-made comparison rendered after a synthetic run, or alone; what compare.md shows is the same
// section; Markdown code spans show paths verbatim.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Comparison, COMPARE_SCHEMA_VERSION } from '../../schemas/compare.js';
import { renderCompareHtml } from '../../src/compare/compare-html.js';
import { compareSectionMarkdown, renderCompareMarkdown } from '../../src/compare/compare-markdown.js';
import {
  readSideARun,
  renderCompareReportHtml,
  renderCompareReportMarkdown,
  type SideARun,
} from '../../src/compare/compare-report.js';
import { escapeMarkup, mdCode } from '../../src/report/escape.js';
import { renderMarkdown } from '../../src/report/report-markdown.js';
import { writeReports } from '../../src/report/write.js';
import { build, cleanChecks, tempDir, XSS } from '../support/report-fixtures.js';

const curl = (id: number, method: string) =>
  `curl -sS -i -X POST 'http://127.0.0.1:9650/ext/bc/P' -H 'content-type: application/json' --data-raw '{"jsonrpc":"2.0","id":${id},"method":"${method}","params":{}}'`;

/** Two examples of one unexplained difference (of three occurrences), one explained, one exchange without a counterpart. */
function comparison(): Comparison {
  const validators = 'platform.getCurrentValidators';
  return Comparison.parse({
    schemaVersion: COMPARE_SCHEMA_VERSION,
    tool: { name: 'avaconform', version: '0.1.0' },
    a: { spec: 'mock', kind: 'mock', nodeVersion: 'avaconform-mock/0.1.0', exchanges: 10 },
    b: { spec: 'http://127.0.0.1:9650', kind: 'url', nodeVersion: 'avalanchego/1.14.2', exchanges: 9 },
    mode: 'shape',
    modeReason: 'mock and url share no chain state',
    run: { seed: 1, startedAt: '2025-01-02T03:04:05.000Z', durationMs: 1500 },
    summary: {
      pairs: 6,
      identical: 3,
      differing: 2,
      onlyA: 1,
      onlyB: 0,
      notCompared: 0,
      unmatchedA: 1,
      unmatchedB: 0,
      normalised: 4,
      differences: 2,
      explained: 1,
      unexplained: 1,
    },
    methods: {
      [validators]: {
        exchanges: 2,
        identical: 0,
        differing: 2,
        onlyA: 0,
        onlyB: 0,
        notCompared: 0,
        normalised: 0,
        explained: 0,
        unexplained: 1,
        verdict: 'differing',
      },
      'platform.getTimestamp': {
        exchanges: 1,
        identical: 0,
        differing: 1,
        onlyA: 0,
        onlyB: 0,
        notCompared: 0,
        normalised: 0,
        explained: 1,
        unexplained: 0,
        verdict: 'explained',
      },
      'platform.getHeight': {
        exchanges: 2,
        identical: 2,
        differing: 0,
        onlyA: 0,
        onlyB: 0,
        notCompared: 0,
        normalised: 4,
        explained: 0,
        unexplained: 0,
        verdict: 'identical',
      },
      'keystore.listUsers': {
        exchanges: 1,
        identical: 0,
        differing: 0,
        onlyA: 1,
        onlyB: 0,
        notCompared: 0,
        normalised: 0,
        explained: 0,
        unexplained: 0,
        verdict: 'one-sided',
      },
    },
    differences: [
      {
        method: validators,
        path: '$.result.validators[*].weight',
        kind: 'type',
        occurrences: 3,
        explanation: null,
        examples: [
          {
            path: '$.result.validators[0].weight',
            a: { shape: 'string<uint64-decimal>', value: '"20"' },
            b: { shape: 'integer', value: '20' },
            check: 'getCurrentValidators.schema',
            pairing: 'same-request',
            curl: curl(7, validators),
          },
          {
            path: '$.result.validators[1].weight',
            a: { shape: 'string<uint64-decimal>', value: `"${XSS}|x"` },
            b: { shape: 'integer', value: '30' },
            check: null,
            pairing: 'same-check-step',
            curl: curl(8, validators),
          },
        ],
      },
      {
        method: 'platform.getTimestamp',
        path: '$.result.time',
        kind: 'member-only-b',
        occurrences: 1,
        explanation: {
          source: 'deviation',
          id: 'getTimestamp.member',
          text: 'answers time where the spec names timestamp',
        },
        examples: [
          {
            path: '$.result.time',
            a: { shape: null, value: '(absent)' },
            b: { shape: 'string<rfc3339>', value: '"2025-01-02T03:04:05Z"' },
            check: null,
            pairing: 'same-request',
            curl: curl(9, 'platform.getTimestamp'),
          },
        ],
      },
    ],
    unmatched: [
      {
        method: 'keystore.listUsers',
        side: 'a',
        check: 'keystore.listUsers.schema',
        occurrences: 1,
        explanation: {
          source: 'version',
          id: 'keystore.listUsers.absent-in-v1.14.2',
          text: 'keystore.listUsers: absent (expected for v1.14.2: removed in v1.12.2)',
        },
        curl: curl(3, 'keystore.listUsers'),
        answer: '{"jsonrpc":"2.0","result":{"users":[]},"id":3}',
      },
    ],
    notes: [],
  });
}

const run = (): SideARun => ({ kind: 'run', conformance: build(cleanChecks()), checks: cleanChecks(), dir: 'run-a/' });

describe('mdCode', () => {
  test('shows the text verbatim: no backslash before brackets or stars, backticks fenced, pipes escaped only in tables', () => {
    expect(mdCode('$.result.validators[*].weight')).toBe('`$.result.validators[*].weight`');
    expect(mdCode('a`b')).toBe('``a`b``');
    expect(mdCode('`x')).toBe('`` `x ``');
    expect(mdCode('a|b')).toBe('`a|b`');
    expect(mdCode('a|b', true)).toBe('`a\\|b`');
    expect(mdCode('two\nlines')).toBe('`two lines`');
    expect(mdCode('')).toBe('` `');
  });
});

describe('compare section in Markdown', () => {
  test('per method the verdict and counts; each difference with its paths, both values, explanation and every kept request as curl', () => {
    const md = compareSectionMarkdown(comparison(), 3).join('\n');
    expect(md).toContain('| platform.getCurrentValidators | ✗ differs | 2 | 0 | 2 | 0 | 0 | 0 | 0 | 1 |');
    expect(md).toContain('| platform.getHeight | ✓ identical | 2 | 2 | 0 | 0 | 0 | 0 | 0 | 0 |');
    expect(md).toContain('| keystore.listUsers | ✗ one side only | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |');
    expect(md).toContain(
      '### Unexplained differences (1)\n\n#### platform.getCurrentValidators `$.result.validators[*].weight`: type (3×)\n\n**Unexplained.**\n\nThe first 2 of 3 occurrences:',
    );
    expect(md).toContain(
      'At `$.result.validators[0].weight`, sent by getCurrentValidators.schema:\n\n| | answer |\n|---|---|\n| A | string&lt;uint64-decimal&gt;: `"20"` |\n| B | integer: `20` |',
    );
    expect(md).toContain('```sh\n' + curl(7, 'platform.getCurrentValidators') + '\n```');
    // The second example: its own path, its value verbatim in the code span (the pipe escaped for the table), its own curl.
    expect(md).toContain(
      `At \`$.result.validators[1].weight\` (paired by check step: the two requests differ in chain-specific values):`,
    );
    expect(md).toContain(`| A | string&lt;uint64-decimal&gt;: \`"${XSS}\\|x"\` |`);
    expect(md).toContain('```sh\n' + curl(8, 'platform.getCurrentValidators') + '\n```');
    expect(md).toContain(
      '### Explained differences (1)\n\n#### platform.getTimestamp `$.result.time`: member-only-b (1×)\n\nExplained (deviation `getTimestamp.member`): answers time where the spec names timestamp',
    );
    expect(md).toContain(
      '| keystore.listUsers | A | keystore.listUsers.schema | 1 | version `keystore.listUsers.absent-in-v1.14.2`: keystore.listUsers: absent (expected for v1.14.2: removed in v1.12.2) |',
    );
    expect(md).toContain('A: `mock` (avaconform-mock/0.1.0, profile mock, 10 exchanges)');
    expect(md).toContain('B: `http://127.0.0.1:9650` (avalanchego/1.14.2, profile 1.14.2, 9 exchanges)');
  });

  test("report.md: A's conformance report as run renders it, then the Compare section, which is compare.md's content one heading level down", () => {
    const c = comparison();
    const r = run();
    const md = renderCompareReportMarkdown(c, r);
    const conformancePart = renderMarkdown(build(cleanChecks()), cleanChecks()).replace(/\n+$/, '');
    expect(
      md.startsWith(
        conformancePart +
          '\n\n## Compare: A `mock` vs B `http://127.0.0.1:9650`\n\nThe conformance report above is side A',
      ),
    ).toBe(true);
    const section = md.slice(md.indexOf('\n## Compare: '));
    const standalone = renderCompareMarkdown(c);
    const body = (text: string, from: string) => text.slice(text.indexOf(from));
    // compare.md's headings (##, ###) are the section's (###, ####): one renderer for both.
    expect(body(section, 'A: `mock`').replace(/^#(#+) /gm, '$1 ')).toBe(body(standalone, 'A: `mock`'));
  });

  test('without a conformance part: the compare section alone, under a line saying why', () => {
    const md = renderCompareReportMarkdown(comparison(), {
      kind: 'none',
      why: 'No conformance part: A (replay:x.ndjson) is a cassette, compared as recorded; no suite ran against it.',
    });
    expect(md.startsWith('# avaconform compare\n\nNo conformance part: A (replay:x.ndjson) is a cassette')).toBe(true);
    expect(md).not.toContain('avaconform conformance report');
    expect(md).toContain('### platform.getCurrentValidators `$.result.validators[*].weight`: type (3×)');
  });
});

describe('compare section in HTML', () => {
  test("report.html: A's run, then the section with its paths, values and curls escaped; self-contained, no script but the report's own", () => {
    const html = renderCompareReportHtml(comparison(), run());
    expect(html.indexOf('<h1>avaconform conformance report</h1>')).toBeGreaterThan(0);
    expect(html.indexOf('<div class="cmp" id="compare">')).toBeGreaterThan(html.indexOf('<section id="checks">'));
    expect(html).toContain('<h2>Compare: A mock vs B http://127.0.0.1:9650</h2>');
    expect(html).toContain(
      '<h2>Compare: Unexplained differences (1)</h2><details open><summary><b>platform.getCurrentValidators</b> <code>$.result.validators[*].weight</code> type (3×) <b>unexplained</b>',
    );
    expect(html).toContain('At <code>$.result.validators[0].weight</code>, sent by getCurrentValidators.schema:');
    expect(html).toContain(`<pre>${escapeMarkup(curl(7, 'platform.getCurrentValidators'))}</pre>`);
    expect(html).toContain(`<pre>${escapeMarkup(curl(8, 'platform.getCurrentValidators'))}</pre>`);
    expect(html).toContain(
      `<th>A</th><td>string&lt;uint64-decimal&gt;: <code>${escapeMarkup(`"${XSS}|x"`)}</code></td>`,
    );
    expect(html).toContain('<p class="why">answers time where the spec names timestamp</p>');
    expect(html).toContain('<td>platform.getHeight</td><td>✓ identical</td><td>2</td><td>2</td>');
    expect(html).toContain(`<pre>${escapeMarkup(curl(3, 'keystore.listUsers'))}</pre>`);
    expect(html).toContain('.cmp pre{');
    expect(html).not.toContain(XSS);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toMatch(/<script>\n\(function \(\)/);
    expect(html).not.toMatch(/<link|<img|<iframe|<script[^>]*\ssrc=|href="http|@import|url\(/);
  });

  test('without a conformance part: the compare page, with the line saying why; compare.html is the same page without it', () => {
    const why =
      'No conformance part: A (replay:x.ndjson) is a cassette, compared as recorded; no suite ran against it.';
    const html = renderCompareReportHtml(comparison(), { kind: 'none', why });
    expect(html).toContain(`<p class="why">${escapeMarkup(why)}</p>`);
    expect(html).not.toContain('avaconform conformance report');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|href="http|@import|url\(/);
    expect(html.replace(`<p class="why">${escapeMarkup(why)}</p>`, '')).toBe(renderCompareHtml(comparison()));
  });
});

describe("reading A's run", () => {
  const mock = { kind: 'mock', spec: 'mock' } as const;

  test('a cassette is never read as a run, even with a conformance.json in the dir', async () => {
    const dir = await tempDir('cmp-report');
    await writeReports(dir, build(cleanChecks()), cleanChecks());
    const r = await readSideARun({ kind: 'replay', spec: 'replay:x.ndjson' }, dir, 'run-a/');
    expect(r).toEqual({
      kind: 'none',
      why: 'No conformance part: A (replay:x.ndjson) is a cassette, compared as recorded; no suite ran against it.',
    });
  });

  test("a run's conformance.json and checks.json are read; a missing or broken one says why", async () => {
    const dir = await tempDir('cmp-report');
    expect(await readSideARun(mock, dir, 'run-a/')).toEqual({
      kind: 'none',
      why: "No conformance part: A's run left no conformance.json in run-a/.",
    });
    await writeReports(dir, build(cleanChecks()), cleanChecks());
    const r = await readSideARun(mock, dir, 'run-a/');
    expect(r.kind).toBe('run');
    if (r.kind !== 'run') return;
    expect(r.conformance.summary).toEqual(build(cleanChecks()).summary);
    expect(r.checks?.map((x) => x.name)).toEqual(cleanChecks().map((x) => x.name));
    const broken = join(dir, 'broken');
    await mkdir(broken);
    await writeFile(join(broken, 'conformance.json'), '{"schemaVersion":', 'utf8');
    const b = await readSideARun(mock, broken, 'run-a/');
    expect(b.kind === 'none' && b.why).toMatch(
      /^No conformance part: run-a\/conformance\.json cannot be read \(.*not valid JSON/,
    );
  });
});
