// What a sequence's assertions come to, per stateful check: how often each held, the breaches each met (a known
// deviation's kept as explained), and the first unexplained one of the command just run, which ends the sequence so
// fast-check can shrink it.
import type { Finding } from '../spec/finding.js';
import type { RuleCode } from '../spec/rules.js';
import type { StatefulCheckId } from './checks.js';

export interface Breach {
  check: StatefulCheckId;
  finding: Finding;
}

/** Thrown by a command whose observations met an unexplained breach: fast-check records the sequence as failing. */
export class StatefulBreach extends Error {
  constructor(readonly breach: Breach) {
    super(`${breach.check}: ${breach.finding.summary}`);
  }
}

export interface Assertion {
  summary: string;
  code: RuleCode;
  expected: string;
  received: string;
  path: string;
  /** The JSON-RPC method whose answer was judged, and the params it was sent. */
  rpc: string;
  sent: unknown;
}

export class Judge {
  /** How many times each check's assertions were made (a check none reached is skipped, saying so). */
  readonly held = new Map<StatefulCheckId, number>();
  /** Breaches a known deviation explains, per check (kept: the check is expected-fail for them). */
  readonly explained = new Map<StatefulCheckId, Finding[]>();
  /** Checks already failed by an earlier sequence: their later breaches no longer end a sequence. */
  readonly done = new Set<StatefulCheckId>();
  private pending: Breach | null = null;

  constructor(private readonly explain: (check: StatefulCheckId, f: Finding) => string | null) {}

  /** Records one assertion of `check`; false when it broke. */
  verify(check: StatefulCheckId, cond: boolean, a: Assertion): boolean {
    this.held.set(check, (this.held.get(check) ?? 0) + 1);
    if (cond) return true;
    const finding: Finding = {
      code: a.code,
      summary: a.summary,
      expected: a.expected,
      received: a.received,
      path: a.path,
      rpc: a.rpc,
      sent: JSON.stringify(a.sent, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    };
    const deviation = this.explain(check, finding);
    if (deviation) {
      const list = this.explained.get(check) ?? [];
      if (list.length < 5) list.push({ ...finding, deviation });
      this.explained.set(check, list);
    } else if (!this.done.has(check)) this.pending ??= { check, finding };
    return false;
  }

  /** Ends the command: throws its first unexplained breach, if any. */
  settle(): void {
    const b = this.pending;
    this.pending = null;
    if (b) throw new StatefulBreach(b);
  }

  /** Forgets a breach of a command that did not finish (the sequence ended on another error). */
  reset(): void {
    this.pending = null;
  }
}
