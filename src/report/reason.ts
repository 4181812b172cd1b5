// The reason a check is listed with (the console's closing list, `avaconform diff`): its first breach no
// known deviation explains, at its JSON path (for a property, the breach its counterexample met, not the
// runner's wrapper), and how many more it met; without such a breach, the first line of its message
// (a skip's reason, a known deviation, a harness error).
import type { CheckRecord } from '../../schemas/conformance.js';

export type Reasoned = Pick<CheckRecord, 'message'> & Partial<Pick<CheckRecord, 'findings' | 'breaches'>>;

export interface Reason {
  text: string;
  /** Further breaches no known deviation explains. */
  more: number;
}

export function reasonOf(c: Reasoned): Reason {
  const unexplained = (c.findings ?? []).filter((f) => !f.deviation);
  const first = unexplained[0];
  if (!first) return { text: c.message.split('\n', 1)[0] ?? '', more: 0 };
  const text = `${first.summary.split('\n', 1)[0]}${first.path && first.path !== '$' ? ` at ${first.path}` : ''}`;
  return { text, more: Math.max(0, (c.breaches ?? unexplained.length) - 1) };
}

/** The reason on one line: at most `width` characters of its text, then the count of the rest. */
export function reasonLine(c: Reasoned, width = 200): string {
  const { text, more } = reasonOf(c);
  const cut = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return `${cut}${more ? ` (and ${more} more breach${more === 1 ? '' : 'es'})` : ''}`;
}
