// One run record, every output: an interrupted run's conformance.json rendered through the console's closing
// lines, report.md, junit.xml, the ndjson stream's run-end and `avaconform diff` names the same checks as not run,
// and none of them calls the run passed.
import { describe, expect, it } from 'vitest';
import { RunEndEvent } from '../../schemas/run-events.js';
import { readCheckManifest } from '../../src/check-list/check-manifest.js';
import { formatNotRun } from '../../src/harness/console-format.js';
import NdjsonReporter from '../../src/harness/ndjson-reporter.js';
import { resultOfEntry } from '../../src/harness/reporter.js';
import { buildConformance } from '../../src/report/conformance-json.js';
import { diffRuns, renderDiffMarkdown } from '../../src/report/run-diff.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/report-markdown.js';
import { notRunCause, runOutcome } from '../../src/report/outcome.js';
import type { CheckResult } from '../../src/report/report-input.js';

/** Checks of the manifest's getHeight and getBalance files, as a run reports them passed. */
function passedChecks(): CheckResult[] {
  return readCheckManifest()
    .checks.filter((c) => /getHeight|getBalance\.test/.test(c.file))
    .map((c) => resultOfEntry(c, 'passed', ''));
}

function record(checks: CheckResult[], run: { interrupted?: 'SIGINT' | 'SIGTERM'; notRun?: string[] } = {}) {
  return buildConformance({
    toolVersion: '0.0.0-test',
    target: { kind: 'mock', url: 'http://127.0.0.1:9650', nodeVersion: null },
    run: { seed: 1, startedAt: '2026-11-28T12:00:00.000Z', durationMs: 10, requests: 5, ...run },
    methods: ['platform.getHeight', 'platform.getBalance'],
    checks,
  });
}

describe('an interrupted run, through every output', () => {
  const all = passedChecks();
  const ran = all.slice(0, 2);
  const notRun = all.slice(2).map((c) => c.checkId!);
  const full = record(all);
  const interrupted = record(ran, { interrupted: 'SIGTERM', notRun });

  it('has checks left that did not run (the fixture holds what the test needs)', () => {
    expect(ran.length).toBe(2);
    expect(notRun.length).toBeGreaterThan(1);
    expect(notRun.length).toBeLessThanOrEqual(10);
  });

  it('says it was interrupted, never that it passed, and lists the same checks as not run everywhere', () => {
    const outcome = runOutcome(interrupted);
    expect(outcome.verdict).toBe('interrupted');
    const expected = [...notRun].sort();

    // The console's closing line (src/cli/commands/run.ts prints formatNotRun of the outcome).
    const consoleLine = formatNotRun(outcome.notRun, notRunCause(interrupted));
    const consoleIds = /: ([^:]+)$/.exec(consoleLine)![1]!.split(', ');
    expect(consoleLine).toContain('interrupted by SIGTERM');

    // report.md: the banner and the "Not run" section.
    const md = renderMarkdown(interrupted);
    expect(md).not.toContain('PASSED');
    expect(md).toMatch(/\*\*INTERRUPTED \(SIGTERM\)\*\*/);
    const section = md.slice(md.indexOf('## Not run'));
    const mdIds = [...section.slice(0, section.indexOf('\n## ')).matchAll(/^- `([^`]+)`$/gm)].map((m) => m[1]!);

    // junit.xml: no testcase for them; each suite's notRun property.
    const xml = renderJunit(interrupted);
    expect(xml).toContain('<property name="interrupted" value="SIGTERM"/>');
    const junitIds = [...xml.matchAll(/<property name="notRun" value="([^"]*)"\/>/g)].flatMap((m) => m[1]!.split(' '));
    expect((xml.match(/<testcase /g) ?? []).length).toBe(ran.length);

    // The ndjson stream's run-end.
    const lines: string[] = [];
    new NdjsonReporter((line) => void lines.push(line)).end(interrupted, 143, '/tmp/reports');
    const end = RunEndEvent.parse(JSON.parse(lines.at(-1)!));
    expect(end.interrupted).toBe('SIGTERM');

    // diff of a whole run against it: regressed, the checks it never ran not compared.
    const d = diffRuns(full, interrupted);
    expect(d.regressed).toBe(true);
    expect(renderDiffMarkdown(d)).toMatch(/never ran \d+ checks the old one ran \(it was interrupted by SIGTERM\)/);

    for (const list of [consoleIds, mdIds, junitIds.sort(), end.notRun, d.notCompared.map((c) => c.id).sort()])
      expect(list).toEqual(expected);
  });

  it('a whole run has nothing not run, and two whole runs of one selection compare as before', () => {
    expect(full.run.notRun).toBeUndefined();
    expect(runOutcome(full).verdict).toBe('passed');
    expect(renderMarkdown(full)).not.toContain('## Not run');
    const d = diffRuns(full, full);
    expect(d.notCompared).toEqual([]);
    expect(d.regressed).toBe(false);
    // The interrupted side as the old one: what the new one ran appears, nothing regresses.
    expect(diffRuns(interrupted, full).regressed).toBe(false);
  });

  it('an interrupted run without run.notRun (written before it existed): every check it lacks is not compared', () => {
    const old = { ...interrupted, run: { ...interrupted.run } };
    delete old.run.notRun;
    expect(
      diffRuns(full, old)
        .notCompared.map((c) => c.id)
        .sort(),
    ).toEqual([...notRun].sort());
  });
});
