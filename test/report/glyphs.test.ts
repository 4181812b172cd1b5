// The marks of every report render where no emoji font is installed: no emoji code point (an empty box
// there) in report.md, report.html, diff.md or matrix.html (compare.md, compare.html and a compare's
// report.md / report.html: test/compare/compare.test.ts, on the compare it runs), and a failed and an
// expected-fail cell of matrix.html differ by their mark, not by colour alone.
import { describe, expect, test } from 'vitest';
import { buildMatrix } from '../../src/matrix/matrix-json.js';
import { renderMatrixHtml } from '../../src/matrix/matrix-html.js';
import { diffRuns, renderDiffMarkdown } from '../../src/report/run-diff.js';
import { renderHtml } from '../../src/report/report-html.js';
import { renderMarkdown } from '../../src/report/report-markdown.js';
import { brokenChecks, build, cleanChecks } from '../support/report-fixtures.js';
import { emojiIn } from '../support/glyphs.js';

const run = (checks = brokenChecks(), version = '1.14.2') =>
  build(checks, { target: { kind: 'http', url: 'http://127.0.0.1:9650', nodeVersion: `avalanchego/${version}` } });

describe('report glyphs', () => {
  test('report.md, report.html and diff.md of a run with every status carry no emoji', () => {
    const broken = run();
    expect(
      broken.summary.failed * broken.summary.warned * broken.summary.expectedFail * broken.summary.skipped,
    ).toBeGreaterThan(0);
    expect(emojiIn(renderMarkdown(broken))).toEqual([]);
    expect(emojiIn(renderHtml(broken))).toEqual([]);
    expect(emojiIn(renderDiffMarkdown(diffRuns(run(cleanChecks()), broken)))).toEqual([]);
    expect(emojiIn(renderDiffMarkdown(diffRuns(broken, broken)))).toEqual([]);
  });

  test('matrix.html carries no emoji, and its failed and expected-fail marks differ', () => {
    const m = buildMatrix([
      { source: 'old', conformance: run(cleanChecks(), '1.12.1'), cassette: null },
      { source: 'new', conformance: run(), cassette: null },
    ]);
    const html = renderMatrixHtml(m);
    expect(emojiIn(html)).toEqual([]);
    const mark = (status: string) => html.match(new RegExp(`<td class="cell c-${status}[^"]*"[^>]*>([^<]*)<`))?.[1];
    expect(mark('failed')).toBeTruthy();
    expect(mark('expected-fail')).toBeTruthy();
    expect(mark('failed')).not.toBe(mark('expected-fail'));
    // Not two crosses either: ✗ and x read alike.
    expect(mark('expected-fail')!.toLowerCase()).not.toMatch(/[x✗✘×]/);
  });
});
