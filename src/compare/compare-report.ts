// report.md and report.html of a compare: side A's conformance report (src/report/'s renderers, fed
// with A's run-a/conformance.json and checks.json) followed by a "Compare" section (the content of
// compare.md / compare.html). When A ran no suite (a cassette) or left no conformance.json, the compare
// section alone, with a line saying why.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Comparison } from '../../schemas/compare.js';
import type { Conformance } from '../../schemas/conformance.js';
import { escapeMdInline as t, mdCode } from '../report/escape.js';
import { renderHtml } from '../report/report-html.js';
import { loadCheckDetails, loadConformance } from '../report/load.js';
import { renderMarkdown } from '../report/report-markdown.js';
import type { CheckResult } from '../report/report-input.js';
import { REPORT_FILES } from '../report/write.js';
import { COMPARE_SECTION_CSS, compareSectionHtml, renderCompareHtml } from './compare-html.js';
import { compareSectionMarkdown, renderCompareMarkdown } from './compare-markdown.js';
import type { CompareSide } from './compare-side.js';

/** Side A's run as the report shows it: its conformance report, or why there is none. */
export type SideARun =
  { kind: 'run'; conformance: Conformance; checks: CheckResult[] | null; dir: string } | { kind: 'none'; why: string };

/**
 * Reads A's run from `dir` (shown as `shown`, e.g. "run-a/"). A cassette is never read there: no suite
 * ran against it, and a conformance.json left in that dir by an earlier compare is not this one's.
 */
export async function readSideARun(
  spec: Pick<CompareSide, 'kind' | 'spec'>,
  dir: string,
  shown: string,
): Promise<SideARun> {
  if (spec.kind === 'replay')
    return {
      kind: 'none',
      why: `No conformance part: A (${spec.spec}) is a cassette, compared as recorded; no suite ran against it.`,
    };
  const file = join(dir, REPORT_FILES.conformance);
  if (!(await stat(file).catch(() => null)))
    return { kind: 'none', why: `No conformance part: A's run left no ${REPORT_FILES.conformance} in ${shown}.` };
  try {
    return { kind: 'run', conformance: await loadConformance(file), checks: await loadCheckDetails(file), dir: shown };
  } catch (e) {
    return {
      kind: 'none',
      why: `No conformance part: ${shown}${REPORT_FILES.conformance} cannot be read (${(e as Error).message}).`,
    };
  }
}

const title = (c: Comparison) => `Compare: A ${c.a.spec} vs B ${c.b.spec}`;

/** What the conformance part above the section is. */
function leadOf(c: Comparison, run: Extract<SideARun, { kind: 'run' }>): string {
  const via =
    c.a.kind === 'mock' || c.a.kind === 'url'
      ? '; its target address is the recording proxy the suites ran through to A'
      : '';
  return `The conformance report above is side A's run (${c.a.spec}), read from ${run.dir}${REPORT_FILES.conformance}${via}. Below, A's answers compared with B's (${c.b.spec}).`;
}

export function renderCompareReportMarkdown(c: Comparison, run: SideARun): string {
  if (run.kind === 'none') return renderCompareMarkdown(c, run.why);
  const section = [
    `## Compare: A ${mdCode(c.a.spec)} vs B ${mdCode(c.b.spec)}`,
    '',
    t(leadOf(c, run)),
    '',
    ...compareSectionMarkdown(c, 3),
  ];
  return `${renderMarkdown(run.conformance, run.checks ?? undefined).replace(/\n+$/, '')}\n\n${section.join('\n')}\n`;
}

export function renderCompareReportHtml(c: Comparison, run: SideARun): string {
  if (run.kind === 'none') return renderCompareHtml(c, run.why);
  const html = compareSectionHtml(c, { title: title(c), prefix: 'Compare: ', lead: [leadOf(c, run)] });
  return renderHtml(run.conformance, run.checks ?? undefined, { css: COMPARE_SECTION_CSS, html });
}
