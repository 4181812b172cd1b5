// report.html: self-contained, and every string from the node or the checks escaped.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/report-html.js';
import { build, brokenChecks, cleanChecks, XSS } from '../support/report-fixtures.js';

describe('renderHtml', () => {
  const checks = brokenChecks();
  const html = renderHtml(build(checks), checks);

  it('contains a hostile node message only escaped', () => {
    expect(html).not.toContain(XSS);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // the response body tried to close our script and open its own
    expect(html.match(/<script/g)?.length).toBe(1);
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('is self-contained and only runs its own script (CSP by hash)', () => {
    expect(html).not.toMatch(/\b(src|href)=["']?(https?:)?\/\//);
    expect(html).not.toMatch(/<link\b/);
    const script = html.match(/<script>([\s\S]*)<\/script>/)![1]!;
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(html).toContain(`script-src 'sha256-${hash}'`);
    expect(html.match(/script-src [^;]*/)![0]).not.toContain('unsafe-inline');
    expect(html).toMatch(/default-src 'none'/);
  });

  it('shows the verdict, counts, first failure with its reproduction and exchanges, filters and the grid', () => {
    expect(html).toContain('FAILED: 1 of 7 checks failed');
    const first = html.indexOf('id="first-failure"');
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(html.indexOf('id="matrix"'));
    expect(html.slice(first)).toMatch(/reproduce[\s\S]*curl -sS -i -X POST/);
    expect(html).toContain('HTTP 200');
    for (const f of ['api', 'aspect', 'status']) expect(html).toContain(`data-filter="${f}"`);
    expect(html).toMatch(/<td class="cell c-failed" data-aspect="schema"/);
    expect(html).toMatch(
      /<details class="check" data-check data-api="platform" data-aspect="schema" data-status="failed"/,
    );
  });

  it('renders a clean run as passed, without a first-failure section', () => {
    const clean = renderHtml(build(cleanChecks()), cleanChecks());
    expect(clean).toContain('PASSED: no check failed');
    expect(clean).not.toContain('id="first-failure"');
  });

  it('counts a clause only known deviations breach as a known deviation, not failing, as the PASSED verdict does; names the target as given', () => {
    const clean = cleanChecks();
    const page = renderHtml(
      build(clean, {
        target: {
          kind: 'http',
          url: 'http://127.0.0.1:34581',
          nodeVersion: 'avalanchego/1.14.2',
          given: 'replay:fixtures/cassettes/x.ndjson',
        },
      }),
      clean,
    );
    expect(page).toContain('PASSED: no check failed');
    const tiles = page.slice(page.indexOf('id="clauses"'));
    expect(tiles).toMatch(/<span class="count bg-failed zero"><b>0<\/b>failing<\/span>/);
    expect(tiles).toMatch(/<span class="count bg-warned"><b>1<\/b>warned<\/span>/);
    expect(tiles).toMatch(/<span class="count bg-expected-fail"><b>1<\/b>known deviation<\/span>/);
    expect(page).toContain('<b>target</b>replay:fixtures/cassettes/x.ndjson');
    expect(page).not.toContain('127.0.0.1:34581');
  });
});
