// junit.xml: one <testsuite> per suite file, one <testcase> per check, for CI test panels.
//
// Status mapping (so junit counts equal conformance.json's summary):
//   passed        -> plain <testcase>
//   failed        -> <testcase><failure message type="failed">message + reproduction</failure>
//   skipped       -> <testcase><skipped message="reason"/>
//   warned        -> passing <testcase> with a <system-out> note (a SHOULD/INFO breach does not fail the run)
//   expected-fail -> passing <testcase> with a <system-out> note (a known deviation listed in expectations/)
//   not run       -> no <testcase>: the ids in the properties "notRun" (each suite file's own) and "interrupted"
//                    (conformance.json's run.notRun, run.interrupted), so a CI panel never counts them
// hence tests = summary.total, failures = summary.failed, skipped = summary.skipped, errors = 0, and the
// testcases CI counts as passed = passed + warned + expectedFail.
import type { Conformance } from '../../schemas/conformance.js';
import { escapeAttr, escapeMarkup } from './escape.js';
import { resultOfRecord } from './check-record.js';
import { manifestEntry } from '../check-list/check-manifest.js';
import { runOutcome } from './outcome.js';
import { apiOf, type CheckResult } from './report-input.js';

/** The suite a check belongs to: the file part of its name ("suites/platform/getUTXOs.test.ts"). */
export function suiteOf(c: CheckResult): string {
  const sep = c.name.indexOf(' > ');
  return sep > 0 ? c.name.slice(0, sep) : apiOf(c.method);
}

/** Where a check that did not run is listed when the manifest does not know its file (a user's check of an earlier run). */
const NOT_RUN_SUITE = 'not run';

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function firstLine(s: string): string {
  const line = s.split('\n', 1)[0] ?? '';
  return line.length > 500 ? `${line.slice(0, 500)}…` : line;
}

function testcase(c: CheckResult): string {
  const open = `    <testcase name="${escapeAttr(c.name)}" classname="${escapeAttr(c.method)}" time="${seconds(c.durationMs)}"`;
  const context = `aspect: ${c.aspect}; clauses: ${c.clauses.join(', ') || '(none)'}`;
  switch (c.status) {
    case 'passed':
      return `${open}/>`;
    case 'failed': {
      const body = `${c.message}\n${context}\n\nreproduce:\n${c.reproduce || '(no reproduction recorded)'}`;
      return `${open}>\n      <failure message="${escapeAttr(firstLine(c.message))}" type="failed">${escapeMarkup(body)}</failure>\n    </testcase>`;
    }
    case 'skipped':
      return `${open}>\n      <skipped message="${escapeAttr(c.message)}"/>\n    </testcase>`;
    case 'warned':
    case 'expected-fail': {
      const why =
        c.status === 'warned'
          ? 'WARNED (SHOULD/INFO breach; does not fail the run)'
          : 'EXPECTED-FAIL (known deviation listed in expectations/; does not fail the run)';
      const body = `${why}: ${c.message}\n${context}${c.reproduce ? `\n\nreproduce:\n${c.reproduce}` : ''}`;
      return `${open}>\n      <system-out>${escapeMarkup(body)}</system-out>\n    </testcase>`;
    }
  }
}

function counts(list: readonly CheckResult[]) {
  return {
    tests: list.length,
    failures: list.filter((c) => c.status === 'failed').length,
    skipped: list.filter((c) => c.status === 'skipped').length,
    time: seconds(list.reduce((t, c) => t + c.durationMs, 0)),
  };
}

/** Renders junit.xml for a run (checks in conformance.json order, grouped by suite file). */
export function renderJunit(conf: Conformance): string {
  const checks = conf.checks.map(resultOfRecord);
  const suites = new Map<string, CheckResult[]>();
  for (const c of checks) {
    const name = suiteOf(c);
    const list = suites.get(name);
    if (list) list.push(c);
    else suites.set(name, [c]);
  }
  // A suite file with checks that did not run is listed too, with no testcase for them.
  const outcome = runOutcome(conf);
  const notRunIn = new Map<string, string[]>();
  for (const id of outcome.notRun) {
    const name = manifestEntry(id)?.file ?? NOT_RUN_SUITE;
    notRunIn.set(name, [...(notRunIn.get(name) ?? []), id]);
    if (!suites.has(name)) suites.set(name, []);
  }
  const stamp = conf.run.startedAt.replace(/(\.\d+)?(Z|[+-]\d\d:\d\d)$/, '');
  const all = counts(checks);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="avaconform" tests="${all.tests}" failures="${all.failures}" errors="0" skipped="${all.skipped}" time="${seconds(conf.run.durationMs)}">`,
  ];
  for (const [name, list] of suites) {
    const n = counts(list);
    out.push(
      `  <testsuite name="${escapeAttr(name)}" tests="${n.tests}" failures="${n.failures}" errors="0" skipped="${n.skipped}" time="${n.time}" timestamp="${escapeAttr(stamp)}">`,
      '    <properties>',
      `      <property name="target" value="${escapeAttr(`${conf.target.kind} ${conf.target.url}`)}"/>`,
      `      <property name="nodeVersion" value="${escapeAttr(conf.target.nodeVersion ?? 'unknown')}"/>`,
      `      <property name="seed" value="${conf.run.seed}"/>`,
      ...(outcome.interrupted ? [`      <property name="interrupted" value="${outcome.interrupted}"/>`] : []),
      ...(notRunIn.has(name)
        ? [`      <property name="notRun" value="${escapeAttr(notRunIn.get(name)!.join(' '))}"/>`]
        : []),
      '    </properties>',
      ...list.map(testcase),
      '  </testsuite>',
    );
  }
  out.push('</testsuites>', '');
  return out.join('\n');
}
