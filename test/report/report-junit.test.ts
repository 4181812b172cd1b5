// junit.xml: suites/testcases/failures structure, counts equal to conformance.json's summary, escaping.
import { describe, expect, it } from 'vitest';
import { renderJunit } from '../../src/report/junit.js';
import { BROKEN_NAME, build, brokenChecks, cleanChecks, XSS } from '../support/report-fixtures.js';

/** A minimal well-formedness check: balanced tags, no raw '<' or bare '&' in text or attributes. */
function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let pos = 0;
  while ((m = token.exec(body))) {
    pos = token.lastIndex;
    const [, close, name, attrs, selfClose, text] = m;
    const raw = text ?? attrs ?? '';
    expect(raw.replace(/&(amp|lt|gt|quot|#39|#\d+);/g, '')).not.toMatch(/[&<]/);
    if (text !== undefined) continue;
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) stack.push(name!);
  }
  expect(pos).toBe(body.length);
  expect(stack).toEqual([]);
}

const attr = (tag: string, name: string) => Number(tag.match(new RegExp(`${name}="(\\d+)"`))?.[1]);

describe('renderJunit', () => {
  const conf = build(brokenChecks());
  const xml = renderJunit(conf);

  it('is well-formed testsuites > testsuite > testcase > failure|skipped', () => {
    assertWellFormed(xml);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml.match(/<testsuite /g)?.length).toBe(5); // one per suite file
    expect(xml.match(/<testcase /g)?.length).toBe(conf.summary.total);
    expect(xml).toContain(
      `<testcase name="${BROKEN_NAME.replace(/>/g, '&gt;')}" classname="platform.getHeight" time="0.005">`,
    );
    expect(xml.match(/<failure /g)?.length).toBe(1);
    expect(xml.match(/<skipped /g)?.length).toBe(1);
    expect(xml).toContain('reproduce:\ncurl -sS -i -X POST');
  });

  it('counts equal the summary: tests=total, failures=failed, skipped=skipped, errors=0', () => {
    const root = xml.match(/<testsuites [^>]*>/)![0];
    expect(attr(root, 'tests')).toBe(conf.summary.total);
    expect(attr(root, 'failures')).toBe(conf.summary.failed);
    expect(attr(root, 'skipped')).toBe(conf.summary.skipped);
    expect(attr(root, 'errors')).toBe(0);
    const suites = [...xml.matchAll(/<testsuite [^>]*>/g)].map((s) => s[0]);
    const sum = (k: string) => suites.reduce((n, s) => n + attr(s, k), 0);
    expect([sum('tests'), sum('failures'), sum('skipped')]).toEqual([
      conf.summary.total,
      conf.summary.failed,
      conf.summary.skipped,
    ]);
    // warned and expected-fail pass with a note
    expect(xml).toContain('<system-out>WARNED');
    expect(xml).toContain('<system-out>EXPECTED-FAIL');
  });

  it('escapes markup and characters XML cannot carry', () => {
    expect(xml).not.toContain(XSS);
    expect(xml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const nasty = cleanChecks().map((c, i) =>
      i === 0 ? { ...c, status: 'failed' as const, message: 'bad \u0000\u001b byte & "quote" \ud800 <x>' } : c,
    );
    const out = renderJunit(build(nasty));
    assertWellFormed(out);
    expect(out).not.toMatch(/[\u0000\u001b\ud800]/);
    expect(out).toContain('bad \\u0000\\u001b byte &amp; &quot;quote&quot; \\ud800 &lt;x&gt;');
  });
});
