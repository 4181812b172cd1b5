// `avaconform compare` end to end: two mocks of one seed agree, a fault on one is found at its path
// (in compare.md and in report.md / report.html, after A's conformance report), two recorded releases
// are compared offline (report.md: the compare section alone), and the exit codes.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Comparison } from '../../schemas/compare.js';
import { Conformance } from '../../schemas/conformance.js';
import { METHOD_VERDICT_ICON } from '../../src/compare/compare-markdown.js';
import { escapeMarkup, escapeMdInline } from '../../src/report/escape.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { runCli } from '../support/cli.js';
import { emojiIn } from '../support/glyphs.js';

const CASSETTE = (version: string) =>
  `replay:${join(PROJECT_ROOT, 'fixtures/cassettes', `avalanchego-v${version}.ndjson`)}`;
/** One small suite keeps the runs short; discovery still sends its own requests. */
const SMALL = ['--only', 'suites/platform/getHeight', '--runs', '1', '--seed', '3', '--quiet'];

async function compare(args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'avaconform-compare-'));
  const out = await runCli(['compare', ...args, '--report-dir', dir]);
  const read = () => Comparison.parse(JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')));
  const text = (name: string) => readFileSync(join(dir, name), 'utf8');
  return { out, dir, read, text };
}

describe.sequential('avaconform compare', () => {
  test(
    'two mocks of one seed: every answer identical, exit 0, compare.json parses with its schema',
    { timeout: 240_000 },
    async () => {
      const { out, read, dir } = await compare(['mock', 'mock', ...SMALL]);
      expect(out.code, out.stderr).toBe(0);
      const c = read();
      expect(c.mode).toBe('value');
      expect(c.summary.differences).toBe(0);
      expect(c.summary.identical).toBeGreaterThan(0);
      expect(c.summary.identical).toBe(c.summary.pairs);
      expect(c.methods['platform.getHeight']?.verdict).toBe('identical');
      expect(readFileSync(join(dir, 'compare.md'), 'utf8')).toMatch(/no difference/);
      expect(readFileSync(join(dir, 'report.md'), 'utf8')).toMatch(
        /\n## Compare: A `mock` vs B `mock`\n[^]*✓ \*\*no difference\*\*/,
      );
    },
  );

  test(
    'a mock with a fault that changes one answer: the difference is reported at its path, in compare.md and report.md / report.html, exit 1',
    { timeout: 240_000 },
    async () => {
      const { out, read, dir, text } = await compare(['mock', 'mock:3:uint64-as-float', ...SMALL]);
      expect(out.code, out.stderr).toBe(1);
      const c = read();
      const unexplained = c.differences.filter((d) => !d.explanation);
      expect(unexplained.map((d) => `${d.method} ${d.path} ${d.kind}`)).toEqual([
        'platform.getHeight $.result.height format',
      ]);
      const x = unexplained[0]!.examples[0]!;
      expect([x.a.shape, x.b.shape]).toEqual(['string<uint64-decimal>', 'string<decimal-fraction>']);
      expect(x.curl).toMatch(/^curl .*platform\.getHeight/);
      expect(readFileSync(join(dir, 'compare.md'), 'utf8')).toContain('$.result.height');

      // report.md and report.html: A's conformance report, then the compare section with the differing
      // path, both values and the curl.
      expect(out.stdout).toContain('compare.json, compare.md, compare.html, report.md, report.html');
      const d = unexplained[0]!;
      const runA = Conformance.parse(JSON.parse(text('run-a/conformance.json')));
      const s = runA.summary;

      const md = text('report.md');
      // The conformance part is A's run: its summary counts and its method matrix.
      expect(md.startsWith('# avaconform conformance report\n')).toBe(true);
      expect(md).toContain(`**${s.total} checks**: ✓ ${s.passed} passed · ✗ ${s.failed} failed`);
      expect(md).toMatch(/\| platform\.getHeight \| ✓ passed \| /);
      const at = md.indexOf('\n## Compare: A `mock` vs B `mock:3:uint64-as-float`\n');
      expect(at).toBeGreaterThan(md.indexOf('## Methods × aspects'));
      const section = md.slice(at);
      expect(section).toContain(
        "The conformance report above is side A's run (mock), read from run-a/conformance.json",
      );
      // Per method: identical, differing, only one side, from compare.json's counts.
      for (const [name, m] of Object.entries(c.methods))
        expect(section).toContain(
          `| ${escapeMdInline(name)} | ${METHOD_VERDICT_ICON[m.verdict]} | ${m.exchanges} | ${m.identical} | ${m.differing} | ${m.onlyA} | ${m.onlyB} | ${m.notCompared} |`,
        );
      expect(c.methods['platform.getHeight']?.verdict).toBe('differing');
      // The difference: its path, unexplained, both values and the request as curl.
      expect(section).toContain(
        `### Unexplained differences (1)\n\n#### platform.getHeight \`$.result.height\`: format (${d.occurrences}×)\n\n**Unexplained.**`,
      );
      expect(section).toContain(
        `| A | string&lt;uint64-decimal&gt;: \`${x.a.value}\` |\n| B | string&lt;decimal-fraction&gt;: \`${x.b.value}\` |`,
      );
      expect(x.b.value).toMatch(/^"\d+\.5"$/);
      expect(section).toContain('```sh\n' + x.curl + '\n```');
      expect(x.curl).toContain('"method":"platform.getHeight"');

      const html = text('report.html');
      expect(html).toContain('<h1>avaconform conformance report</h1>');
      const cmp = html.indexOf('<div class="cmp" id="compare">');
      expect(cmp).toBeGreaterThan(html.indexOf('<section id="checks">'));
      const part = html.slice(cmp);
      expect(part).toContain('<summary><b>platform.getHeight</b> <code>$.result.height</code> format');
      expect(part).toContain(
        `<th>A</th><td>string&lt;uint64-decimal&gt;: <code>${escapeMarkup(x.a.value)}</code></td></tr><tr><th>B</th><td>string&lt;decimal-fraction&gt;: <code>${escapeMarkup(x.b.value)}</code></td>`,
      );
      expect(part).toContain(`<pre>${escapeMarkup(x.curl)}</pre>`);
      expect(part).toContain('<td>platform.getHeight</td><td>✗ differs</td>');
      // Self-contained: the report's one inline script, no external asset.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toMatch(/<link|<img|<iframe|<script[^>]*\ssrc=|href="http|@import|url\(/);
    },
  );

  test('two recorded releases by shape: the version changes explain what they can, the rest stays a difference with its path', async () => {
    const { out, read, text } = await compare([CASSETTE('1.12.1'), CASSETTE('1.14.2')]);
    const c = read();
    expect(c.mode).toBe('shape');
    expect([c.a.nodeVersion, c.b.nodeVersion]).toEqual(['avalanchego/1.12.1', 'avalanchego/1.14.2']);
    const byPath = new Map(c.differences.map((d) => [`${d.method} ${d.path} ${d.kind}`, d]));
    expect(
      byPath.get('platform.getCurrentValidators $.result.validators[*].stakeAmount member-only-a')?.explanation?.id,
    ).toBe('getCurrentValidators.stakeAmount-removed');
    expect(byPath.get('keystore.listUsers $status status')?.explanation?.id).toBe(
      'keystore.listUsers.absent-in-v1.14.2',
    );
    for (const d of c.differences.filter((x) => !x.explanation)) expect(d.examples[0]!.path).toMatch(/^\$/);
    expect(out.code).toBe(c.summary.unexplained > 0 ? 1 : 0);
    expect(c.summary.explained).toBeGreaterThan(0);
    // A is a cassette: report.md / report.html are the compare section alone, saying why.
    const why = `No conformance part: A (${CASSETTE('1.12.1')}) is a cassette, compared as recorded; no suite ran against it.`;
    const md = text('report.md');
    expect(md.startsWith(`# avaconform compare\n\n${escapeMdInline(why)}\n`)).toBe(true);
    expect(md).not.toContain('avaconform conformance report');
    expect(md).toContain('### platform.getCurrentValidators `$.result.validators[*].stakeAmount`: member-only-a');
    expect(md).toContain(
      'Explained (version `getCurrentValidators.stakeAmount-removed`): the commit that added L1 support',
    );
    expect(md).toContain('| keystore.listUsers | ');
    const html = text('report.html');
    expect(html).toContain(`<p class="why">${escapeMarkup(why)}</p>`);
    expect(html).not.toContain('avaconform conformance report');
    expect(html).toContain('<code>$.result.validators[*].stakeAmount</code> member-only-a');
    // Its marks render where no emoji font is installed (test/report/glyphs.test.ts has the other reports).
    for (const file of ['compare.md', 'compare.html', 'report.md', 'report.html'])
      expect(emojiIn(text(file)), file).toEqual([]);
    expect(emojiIn(out.stdout + out.stderr)).toEqual([]);
  });

  test('usage errors exit 2 with one line and no stack trace', async () => {
    for (const args of [
      ['mock'],
      ['mock', 'replay:/no/such/cassette.ndjson'],
      ['mock', 'mock:x'],
      ['mock', 'mock:1:no-such-fault'],
      ['mock', 'mock', '--by', 'size'],
    ]) {
      const out = await runCli(['compare', ...args]);
      expect(out.code, args.join(' ')).toBe(2);
      const lines = out.stderr.trim().split('\n');
      expect(lines, args.join(' ')).toHaveLength(1);
      expect(lines[0]).toMatch(/^avaconform compare: /);
    }
  });

  test('an unreachable target exits 2', async () => {
    const out = await runCli([
      'compare',
      'http://127.0.0.1:1',
      'mock',
      '--report-dir',
      mkdtempSync(join(tmpdir(), 'avaconform-compare-')),
    ]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/unreachable/);
  });

  test('an unreachable B is found before A runs: exit 2, one line naming B, no run of A', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-compare-'));
    const out = await runCli(['compare', 'mock', 'http://127.0.0.1:1', ...SMALL, '--report-dir', dir]);
    expect(out.code, out.stderr).toBe(2);
    const lines = out.stderr.trim().split('\n');
    expect(lines, out.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^avaconform compare: target B \(http:\/\/127\.0\.0\.1:1\) is unreachable: /);
    // A never ran: it left no reports.
    expect(existsSync(join(dir, 'run-a'))).toBe(false);
    expect(existsSync(join(dir, 'compare.json'))).toBe(false);
  });
});
