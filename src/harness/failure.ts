// A check's failure: what was expected, what came back, and where (a JSON path).

export interface FailureDetail {
  expected?: string;
  received?: string;
  /** JSON path of the mismatch in the answer, e.g. $.result.validators[0].nodeID */
  path?: string;
}

export class CheckFailure extends Error {
  constructor(
    readonly summary: string,
    readonly detail: FailureDetail = {},
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
  const lines = [summary];
  if (d.expected !== undefined) lines.push(`  expected: ${d.expected}`);
  if (d.received !== undefined) lines.push(`  received: ${d.received}${d.path ? ` at ${d.path}` : ''}`);
  else if (d.path) lines.push(`  at: ${d.path}`);
  return lines.join('\n');
}

/** JSON path text for a zod issue path. */
export function jsonPath(root: string, path: ReadonlyArray<PropertyKey>): string {
  let out = root;
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : /^[A-Za-z_$][\w$]*$/.test(String(seg)) ? `.${String(seg)}` : `[${JSON.stringify(String(seg))}]`;
  return out;
}

/** Short one-line preview of a value for messages. */
export function preview(value: unknown, max = 120): string {
  let s: string;
  try {
    s = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value);
  } catch {
    s = String(value);
  }
  return s.length > max ? s.slice(0, max) + '…' : s;
}
