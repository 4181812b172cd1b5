// How a check that did not pass reads on the terminal: in full (--verbose, as it finishes) its id, clauses,
// message (expected/received at the JSON path) and the curl or `avaconform replay` line that reproduces it;
// in the closing list one line, its first breach and how many more; then the skips counted by reason.
import type { CheckRecord, CheckStatus } from '../../schemas/conformance.js';
import { reasonLine } from '../report/reason.js';
import type { Paint } from './console-style.js';

export interface ConsoleCheck {
  /** The stable check id, shown first: what --check and `avaconform replay --check` take. */
  checkId?: string | undefined;
  /** "<file> > <describe…> > <title>". */
  name: string;
  clauses: readonly string[];
  status: CheckStatus;
  message: string;
  reproduce: string;
  findings?: CheckRecord['findings'];
  breaches?: number | undefined;
}

const LABEL: Record<CheckStatus, string> = {
  failed: 'FAIL',
  warned: 'WARN',
  'expected-fail': 'XFAIL',
  passed: 'PASS',
  skipped: 'SKIP',
};
const INDENT = '      ';

const indent = (text: string, by = INDENT) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => by + l)
    .join('\n');

/** The full block printed as a failure happens. */
export function formatCheckBlock(c: ConsoleCheck, p: Paint): string {
  const colour = c.status === 'failed' ? p.red : p.yellow;
  const lines = [`${colour(p.bold(` ${LABEL[c.status]} `))} ${c.checkId ? `${c.checkId} ${p.dim(c.name)}` : c.name}`];
  if (c.clauses.length) lines.push(p.dim(`${INDENT}clauses: ${c.clauses.join(', ')}`));
  if (c.message) lines.push(indent(c.message));
  // A property's message already carries its replay line; its curl follows like any check's.
  if (c.reproduce) lines.push(p.dim(`${INDENT}reproduce:`), indent(c.reproduce, `${INDENT}  `));
  return lines.join('\n') + '\n';
}

/** One line of the closing list: id, the first breach, and how many more. */
export function formatCheckLine(c: ConsoleCheck, p: Paint): string {
  const colour = c.status === 'failed' ? p.red : p.yellow;
  const reason = reasonLine(c);
  return `  ${colour(c.status === 'failed' ? '✗' : '!')} ${c.checkId ?? c.name}${reason ? p.dim(` — ${reason}`) : ''}\n`;
}

/** Skip reasons listed one by one; the others are counted in one line. */
const MAX_SKIP_REASONS = 10;
const SKIP_REASON_WIDTH = 160;

/** The skipped checks by reason, most frequent first: "  17 × <reason>". */
export function formatSkipReasons(checks: readonly ConsoleCheck[], p: Paint): string {
  const counts = new Map<string, number>();
  for (const c of checks)
    if (c.status === 'skipped')
      counts.set(reasonLine(c, SKIP_REASON_WIDTH), (counts.get(reasonLine(c, SKIP_REASON_WIDTH)) ?? 0) + 1);
  if (counts.size === 0) return '';
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  const lines = sorted.slice(0, MAX_SKIP_REASONS).map(([reason, n]) => `  ${n} × ${reason}\n`);
  if (sorted.length > MAX_SKIP_REASONS)
    lines.push(p.dim(`  … ${sorted.length - MAX_SKIP_REASONS} more reasons (report.md lists every skipped check)\n`));
  return `\n${p.bold(`Skipped (${total}), by reason:`)}\n${lines.join('')}`;
}

/** A breach shared by at least this many failed checks is printed once, with their number (a flood). */
export const FLOOD_CHECKS = 5;
/** The ids a flood's line names before "… and N more". */
const FLOOD_IDS_SHOWN = 4;

/** Each unexplained breach of a check once, as the closing list keys it: its first line at its JSON path (any array index). */
function breachKeys(c: ConsoleCheck): string[] {
  return [...new Set((c.findings ?? []).filter((f) => !f.deviation).map(breachKey))];
}

function breachKey(f: NonNullable<ConsoleCheck['findings']>[number]): string {
  const at = f.path && f.path !== '$' ? ` at ${f.path.replace(/\[\d+\]/g, '[*]')}` : '';
  return `${f.summary.split('\n', 1)[0]}${at}`;
}

/**
 * The failures, one line each, except that a breach met by FLOOD_CHECKS or more of them is one line with their
 * number and first ids, and a check whose every breach such a line names is not listed again: every other breach
 * of a flooded check still shows, on its own line or in its own flood's.
 */
export function formatFailures(failed: readonly ConsoleCheck[], p: Paint): string {
  const byBreach = new Map<string, ConsoleCheck[]>();
  for (const c of failed) for (const k of breachKeys(c)) byBreach.set(k, [...(byBreach.get(k) ?? []), c]);
  const floods = [...byBreach]
    .filter(([, checks]) => checks.length >= FLOOD_CHECKS)
    .sort((a, b) => b[1].length - a[1].length);
  const flooded = new Set(floods.map(([k]) => k));
  const lines = floods.map(([breach, checks]) => {
    const ids = checks.map((c) => c.checkId ?? c.name);
    const shown = ids.slice(0, FLOOD_IDS_SHOWN).join(', ');
    const rest = ids.length > FLOOD_IDS_SHOWN ? ` and ${ids.length - FLOOD_IDS_SHOWN} more` : '';
    return `  ${p.red('✗')} ${p.bold(`${checks.length} checks`)} — ${breach.length > 200 ? `${breach.slice(0, 199)}…` : breach}${p.dim(` (${shown}${rest}; report.md lists each)`)}\n`;
  });
  for (const c of failed) {
    const keys = breachKeys(c);
    if (keys.length && keys.every((k) => flooded.has(k))) continue;
    // Named by its first breach that no flood's line already names.
    const own = (c.findings ?? []).filter((f) => !flooded.has(breachKey(f)));
    const rest = (c.findings ?? []).filter((f) => flooded.has(breachKey(f)));
    lines.push(formatCheckLine({ ...c, findings: [...own, ...rest] }, p));
  }
  return lines.join('');
}

/** A list of the checks that never ran, by id (at most 10 named): "N checks did not run: CAUSE: a, b, … and M more". */
export function formatNotRun(ids: readonly string[], cause: string): string {
  const shown = ids.slice(0, 10).join(', ');
  return `${ids.length} check${ids.length === 1 ? '' : 's'} did not run (${cause}): ${shown}${ids.length > 10 ? ` and ${ids.length - 10} more` : ''}`;
}

/** The closing list: the failures (floods grouped), then every warning, one line each; then the skips by reason. */
export function formatClosingList(checks: readonly ConsoleCheck[], p: Paint): string {
  const failed = checks.filter((c) => c.status === 'failed');
  const warned = checks.filter((c) => c.status === 'warned');
  let out = '';
  if (failed.length) out += `\n${p.red(p.bold(`Failures (${failed.length}):`))}\n${formatFailures(failed, p)}`;
  if (warned.length)
    out += `\n${p.yellow(p.bold(`Warnings (${warned.length}):`))}\n${warned.map((c) => formatCheckLine(c, p)).join('')}`;
  return out + formatSkipReasons(checks, p);
}
