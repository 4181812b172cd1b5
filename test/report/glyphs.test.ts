// The marks of every report render where no emoji font is installed: no emoji code point (an empty box
// there) in report.md, report.html, diff.md, compare.md, compare.html or matrix.html, and a failed and an
// expected-fail cell of matrix.html differ by their mark, not by colour alone.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildMatrix } from '../../src/matrix/build.js';
import { renderMatrixHtml } from '../../src/matrix/html.js';
import { diffRuns, renderDiffMarkdown } from '../../src/report/diff.js';
import { renderHtml } from '../../src/report/html.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { brokenChecks, build, cleanChecks } from '../support/report-fixtures.js';
import { runCli } from '../support/cli.js';

/** Code points drawn as emoji (by default, or with the variation selector U+FE0F). */
const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2705}\u{274C}\u{2B50}\u{FE0F}]|\p{Emoji_Presentation}/u;

function emojiIn(text: string): string[] {
  return [...new Set([...text].filter((ch) => EMOJI.test(ch)))].map(
    (ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()} ${ch}`,
  );
}

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

  test(
    'compare.md, compare.html and the compare report.md / report.html carry no emoji',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'avaconform-glyphs-'));
      const cassette = (v: string) => `replay:${join(PROJECT_ROOT, 'fixtures/cassettes', `avalanchego-v${v}.ndjson`)}`;
      const out = await runCli(['compare', cassette('1.12.1'), cassette('1.14.2'), '--report-dir', dir]);
      expect(out.code, out.stderr).toBe(1);
      for (const file of ['compare.md', 'compare.html', 'report.md', 'report.html'])
        expect(emojiIn(readFileSync(join(dir, file), 'utf8')), file).toEqual([]);
      expect(emojiIn(out.stdout + out.stderr)).toEqual([]);
    },
  );
});
