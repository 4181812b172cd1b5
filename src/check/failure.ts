// A check's failure: what was expected, what came back, and where (a JSON path).
import type { Finding } from '../spec/finding.js';

/** What a failed assertion says besides its summary; without a code it breaks the generic rule 'assert'. */
export type FailureDetail = Omit<Finding, 'summary' | 'deviation' | 'code'> & Partial<Pick<Finding, 'code'>>;

/** The finding of a failed assertion: its code ('assert' when the assertion names none), summary and detail. */
export function findingOf(summary: string, { code = 'assert', ...detail }: FailureDetail = {}): Finding {
  return { code, summary, ...detail };
}

/** Thrown by a hard assertion: the check stops here. Its finding is the one recorded. */
export class CheckFailure extends Error {
  constructor(
    readonly summary: string,
    readonly detail: FailureDetail = {},
    readonly finding: Finding = findingOf(summary, detail),
  ) {
    super(renderFailure(summary, detail));
    this.name = 'CheckFailure';
  }
}

/** Thrown by t.skip(): the check's precondition does not hold on this target. */
export class CheckSkipped extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CheckSkipped';
  }
}

export function renderFailure(summary: string, d: FailureDetail): string {
  const p = d.property;
  const lines = p
    ? [
        `property ${p.run}`,
        `  counterexample: ${p.counterexample}`,
        `  ${summary.split('\n').join('\n  ')}${p.note ? `\n  note: ${p.note}` : ''}`,
        `  replay: ${p.replay}`,
      ]
    : [summary];
  if (d.expected !== undefined) lines.push(`  expected: ${d.expected}`);
  if (d.received !== undefined) lines.push(`  received: ${d.received}${d.path ? ` at ${d.path}` : ''}`);
  else if (d.path) lines.push(`  at: ${d.path}`);
  return lines.join('\n');
}

/** JSON path text for a zod issue path. */
export function jsonPath(root: string, path: ReadonlyArray<PropertyKey>): string {
  let out = root;
  for (const seg of path)
    out +=
      typeof seg === 'number'
        ? `[${seg}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(seg))
          ? `.${String(seg)}`
          : `[${JSON.stringify(String(seg))}]`;
  return out;
}

export { preview } from '../json/preview.js';
