// report.md: one-screen summary with the first failure, matrix, deprecated table, clause coverage.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/report-markdown.js';
import { build, brokenChecks, cleanChecks, XSS } from '../support/report-fixtures.js';

describe('renderMarkdown', () => {
  const checks = brokenChecks();
  const md = renderMarkdown(build(checks), checks);
  const lines = md.split('\n');

  it('puts the summary and the first failure with its reproduction on the first screen', () => {
    const head = lines.slice(0, 30).join('\n');
    expect(head).toContain('FAILED');
    expect(head).toContain('avalanchego/1.13.0');
    expect(head).toMatch(/\| 42 \| 1\.2 s \| 17 \|/);
    expect(head).toContain('## First failure: `suites/platform/getHeight.test.ts > answers a uint64 height`');
    expect(head).toContain("curl -sS -i -X POST 'http://127.0.0.1:9650/ext/bc/P'");
  });

  it('has the matrix, the deprecated table, clause coverage and every failure', () => {
    expect(md).toMatch(/\| method \| status \| envelope \| schema \|/);
    expect(md).toMatch(/\| platform\.getHeight \| ✗ failed \| ✓ \| ✗ \|/);
    expect(md).toMatch(/\| index\.getIndex \| – skipped \| · \| · \|/);
    expect(md).toMatch(/\| platform\.getBalance \| 1\.9\.12 \| [^|]+ \| served \| served \| ✓ \|/);
    expect(md).toMatch(/- \*\*failing\*\* \(\d+\): .*`P\.m\.getHeight`/);
    expect(md).toContain('## Failures (1)');
    expect(md).toContain('## Warnings and expected deviations (2)');
    // node text sits in fenced blocks, never as live inline HTML
    expect(md).toContain(XSS); // inside the fence
    const outsideFences = md.replace(/```[\s\S]*?```/g, '');
    expect(outsideFences).not.toContain('<img');
  });

  it('reports a clean run as passed with no failures', () => {
    const clean = renderMarkdown(build(cleanChecks()), cleanChecks());
    expect(clean).toContain('✓ **PASSED**');
    expect(clean).not.toContain('First failure');
  });
});
