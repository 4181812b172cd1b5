// Writes a run's reports into its report dir: conformance.json (the contract), checks.json (every
// check with its exchanges and observations, so `merge` can rebuild the human reports), junit.xml,
// report.md and report.html.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckRecord, Conformance } from '../../schemas/conformance.js';
import { validateConformance } from './conformance-json.js';
import { recordOf } from './check-record.js';
import { renderHtml } from './report-html.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './report-markdown.js';
import type { CheckResult } from './report-input.js';

export const REPORT_FILES = {
  conformance: 'conformance.json',
  checks: 'checks.json',
  junit: 'junit.xml',
  markdown: 'report.md',
  html: 'report.html',
} as const;

/** checks.json: the details file next to conformance.json, each check's record with its details. */
export interface ChecksFile {
  schemaVersion: 1;
  checks: Array<CheckRecord & Omit<CheckResult, keyof CheckRecord>>;
}

export async function writeReports(
  dir: string,
  conformance: Conformance,
  checks: CheckResult[],
): Promise<{ files: string[] }> {
  const conf = validateConformance(conformance);
  await mkdir(dir, { recursive: true });
  const details: ChecksFile = { schemaVersion: 1, checks: checks.map((c) => ({ ...c, ...recordOf(c) })) };
  const outputs: [string, string][] = [
    [REPORT_FILES.conformance, JSON.stringify(conf, null, 2) + '\n'],
    [REPORT_FILES.checks, JSON.stringify(details) + '\n'],
    [REPORT_FILES.junit, renderJunit(conf)],
    [REPORT_FILES.markdown, renderMarkdown(conf, checks)],
    [REPORT_FILES.html, renderHtml(conf, checks)],
  ];
  const files: string[] = [];
  for (const [name, text] of outputs) {
    const path = join(dir, name);
    await writeFile(path, text, 'utf8');
    files.push(path);
  }
  return { files };
}
