// How a check that did not pass reads on the terminal: its id, clauses, message (expected/received at
// the JSON path) and the curl or `avaconform replay` line that reproduces it.
import type { CheckStatus } from '../../schemas/conformance.js';
import type { Paint } from './console-style.js';

export interface ConsoleCheck {
  id: string;
  /** The stable check id, shown first: what --check and `avaconform replay --check` take. */
  slug?: string | undefined;
  clauses: readonly string[];
  status: CheckStatus;
  message: string;
  reproduce: string;
}

const LABEL: Record<CheckStatus, string> = { failed: 'FAIL', warned: 'WARN', 'expected-fail': 'XFAIL', passed: 'PASS', skipped: 'SKIP' };
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
  const lines = [`${colour(p.bold(` ${LABEL[c.status]} `))} ${c.slug ? `${c.slug} ${p.dim(c.id)}` : c.id}`];
  if (c.clauses.length) lines.push(p.dim(`${INDENT}clauses: ${c.clauses.join(', ')}`));
  if (c.message) lines.push(indent(c.message));
  // A property's message already carries its replay line; its curl follows like any check's.
  if (c.reproduce) lines.push(p.dim(`${INDENT}reproduce:`), indent(c.reproduce, `${INDENT}  `));
  return lines.join('\n') + '\n';
}

/** One line of the closing list: id and the first line of the message. */
export function formatCheckLine(c: ConsoleCheck, p: Paint): string {
  const colour = c.status === 'failed' ? p.red : p.yellow;
  const first = c.message.split('\n')[0] ?? '';
  return `  ${colour(c.status === 'failed' ? '✗' : '!')} ${c.slug ?? c.id}${first ? p.dim(` — ${first}`) : ''}\n`;
}

/** The closing list: every failure, then every warning, one line each. */
export function formatClosingList(checks: readonly ConsoleCheck[], p: Paint): string {
  const failed = checks.filter((c) => c.status === 'failed');
  const warned = checks.filter((c) => c.status === 'warned');
  let out = '';
  if (failed.length) out += `\n${p.red(p.bold(`Failures (${failed.length}):`))}\n${failed.map((c) => formatCheckLine(c, p)).join('')}`;
  if (warned.length) out += `\n${p.yellow(p.bold(`Warnings (${warned.length}):`))}\n${warned.map((c) => formatCheckLine(c, p)).join('')}`;
  return out;
}
