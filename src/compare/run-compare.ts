// `avaconform compare A B` without the command line: obtains A's exchanges, B's answers to the same
// requests, compares them pair by pair and writes compare.json, compare.md and compare.html, and
// report.md / report.html (A's conformance report, when A ran the suites, then the compare section).
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CompareMode, Comparison } from '../../schemas/compare.js';
import { REPORT_FILES } from '../report/write.js';
import { buildComparison } from './compare-json.js';
import { renderCompareHtml } from './compare-html.js';
import { renderCompareMarkdown } from './compare-markdown.js';
import { readSideARun, renderCompareReportHtml, renderCompareReportMarkdown } from './compare-report.js';
import { assertSideUsable, obtainSide, startLive, nodeVersionOf, type Side, type SideOptions } from './obtain.js';
import { pairRecorded, pairResent, type Pair } from './pair.js';
import type { CompareSide } from './compare-side.js';
import { parseProfile, profileCodec } from '../mock/mock-profile.js';

export const COMPARE_FILES = {
  json: 'compare.json',
  markdown: 'compare.md',
  html: 'compare.html',
  /** A's conformance report (when A ran the suites) followed by the compare section. */
  reportMarkdown: REPORT_FILES.markdown,
  reportHtml: REPORT_FILES.html,
} as const;
/** Where each side's own run leaves its reports, under the compare's report dir. */
export const SIDE_DIRS = { a: 'run-a', b: 'run-b' } as const;
export const COMPARE_DEFAULT_REPORT_DIR = 'reports/compare';

export interface CompareOptions extends Omit<SideOptions, 'reportDir'> {
  a: CompareSide;
  b: CompareSide;
  /** Forced mode, or null to pick it from the kinds of the targets. */
  by: CompareMode | null;
  reportDir: string;
}

/** Value when both targets share one chain (one mock seed, one cassette, two URLs taken as nodes of one network), else shape. */
export function defaultMode(a: CompareSide, b: CompareSide, seed: number): { mode: CompareMode; reason: string } {
  if (a.kind === 'mock' && b.kind === 'mock') {
    const sa = a.seed ?? seed;
    const sb = b.seed ?? seed;
    if (sa !== sb)
      return { mode: 'shape', reason: `two mocks of different chain seeds (${sa}, ${sb}) share no chain state` };
    // A profile's chain holds only the tx types its release's codec knows (src/mock/mock-profile.ts).
    const [ca, cb] = [a, b].map((s) => profileCodec(parseProfile(s.profile)));
    return ca === cb
      ? { mode: 'value', reason: `two mocks of one chain seed (${sa})` }
      : {
          mode: 'shape',
          reason: `two mocks of one chain seed (${sa}) hold different chains: ${a.profile}'s has the tx types through ${ca}, ${b.profile}'s through ${cb}`,
        };
  }
  if (a.kind === 'url' && b.kind === 'url')
    return { mode: 'value', reason: 'two URLs, taken as nodes of one network (--by shape for separate networks)' };
  if (a.kind === 'replay' && b.kind === 'replay' && resolve(a.file) === resolve(b.file))
    return { mode: 'value', reason: 'one cassette on both sides' };
  return { mode: 'shape', reason: `${a.kind} and ${b.kind} share no chain state` };
}

/** B's side of the comparison and the pairs. */
async function pairWithB(a: Side, opts: CompareOptions, mode: CompareMode): Promise<{ b: Side; pairs: Pair[] }> {
  const sideOpts = (name: string): SideOptions => ({ ...opts, reportDir: join(opts.reportDir, name) });
  if (opts.b.kind !== 'replay' && mode === 'value') {
    const live = await startLive(opts.b, opts.seed, opts.timeoutMs, join(opts.reportDir, SIDE_DIRS.b));
    try {
      const pairs = await pairResent(a.exchanges, live.url, opts.timeoutMs);
      const answered = pairs.flatMap((p) => (p.b ? [p.b] : []));
      return { b: { spec: opts.b, nodeVersion: nodeVersionOf(answered), exchanges: answered }, pairs };
    } finally {
      await live.stop();
    }
  }
  const b = await obtainSide(opts.b, sideOpts(SIDE_DIRS.b));
  return { b, pairs: pairRecorded(a.exchanges, b.exchanges, { byStep: mode === 'shape' }) };
}

export async function runCompare(opts: CompareOptions): Promise<Comparison> {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const chosen = opts.by ? { mode: opts.by, reason: `--by ${opts.by}` } : defaultMode(opts.a, opts.b, opts.seed);
  // Both sides are asked first: a B that cannot be judged is said at once, not after A's whole run.
  await Promise.all([assertSideUsable(opts.a, 'A', opts.timeoutMs), assertSideUsable(opts.b, 'B', opts.timeoutMs)]);
  const a = await obtainSide(opts.a, { ...opts, reportDir: join(opts.reportDir, SIDE_DIRS.a) });
  const { b, pairs } = await pairWithB(a, opts, chosen.mode);
  const notes: string[] = [];
  if (chosen.mode === 'shape' && pairs.some((p) => p.pairing === 'same-check-step'))
    notes.push(
      'requests with chain-specific values were paired with the same step (method, path, n-th call) of the same check on B',
    );
  const comparison = buildComparison({
    a,
    b,
    mode: chosen.mode,
    modeReason: chosen.reason,
    pairs,
    seed: opts.seed,
    startedAt,
    durationMs: performance.now() - started,
    notes,
  });
  const dir = resolve(opts.reportDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, COMPARE_FILES.json), JSON.stringify(comparison, null, 2) + '\n', 'utf8');
  await writeFile(join(dir, COMPARE_FILES.markdown), renderCompareMarkdown(comparison), 'utf8');
  await writeFile(join(dir, COMPARE_FILES.html), renderCompareHtml(comparison), 'utf8');
  const runA = await readSideARun(opts.a, join(dir, SIDE_DIRS.a), `${SIDE_DIRS.a}/`);
  await writeFile(join(dir, COMPARE_FILES.reportMarkdown), renderCompareReportMarkdown(comparison, runA), 'utf8');
  await writeFile(join(dir, COMPARE_FILES.reportHtml), renderCompareReportHtml(comparison, runA), 'utf8');
  return comparison;
}
