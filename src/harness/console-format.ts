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

/** The closing list: every failure, then every warning, one line each; then the skips by reason. */
export function formatClosingList(checks: readonly ConsoleCheck[], p: Paint): string {
  const failed = checks.filter((c) => c.status === 'failed');
  const warned = checks.filter((c) => c.status === 'warned');
  let out = '';
  if (failed.length)
    out += `\n${p.red(p.bold(`Failures (${failed.length}):`))}\n${failed.map((c) => formatCheckLine(c, p)).join('')}`;
  if (warned.length)
    out += `\n${p.yellow(p.bold(`Warnings (${warned.length}):`))}\n${warned.map((c) => formatCheckLine(c, p)).join('')}`;
  return out + formatSkipReasons(checks, p);
}
