// A run's baseline (--baseline FILE, schemas/baseline.ts): read and checked once by the command, handed
// to the workers in the run context; a check's findings an entry matches are expected-fail (verdict.ts),
// and at the end each entry is matched, expired, stale or not run (expired and stale fail the run).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Baseline, type BaselineEntry, type BaselineOutcome, type BaselineState } from '../../schemas/baseline.js';
import type { CheckResult } from '../report/report-input.js';
import { InputError } from '../input-error.js';

/** The baseline a run applies: the file it came from and its entries. */
export interface RunBaseline {
  file: string;
  entries: BaselineEntry[];
}

/** Reads and validates a baseline file (`.json` as JSON, anything else as YAML); one InputError line when it is bad. */
export function readBaseline(file: string): RunBaseline {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new InputError(
      `--baseline ${file}: cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  const json = /\.json$/i.test(file);
  let data: unknown;
  try {
    // yaml is loaded only when a baseline is given.
    data = json ? JSON.parse(text) : (createRequire(import.meta.url)('yaml') as typeof import('yaml')).parse(text);
  } catch (e) {
    throw new InputError(
      `--baseline ${file}: not valid ${json ? 'JSON' : 'YAML'} (${(e as Error).message.split('\n', 1)[0]})`,
    );
  }
  const r = Baseline.safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0]!;
    const where = i.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `${p === i.path[0] ? '' : '.'}${String(p)}`))
      .join('');
    throw new InputError(
      `--baseline ${file}: ${where || 'the file'}: ${i.message} (expected {entries: [{check, path, reason, expires: YYYY-MM-DD}]})`,
    );
  }
  return { file, entries: r.data.entries };
}

/** Throws an InputError for the first entry whose check id no selected suite declares (a typo would never go stale). */
export function assertBaselineChecks(b: RunBaseline, knownCheckIds: readonly string[]): void {
  const known = new Set(knownCheckIds);
  const i = b.entries.findIndex((e) => !known.has(e.check));
  if (i >= 0)
    throw new InputError(
      `--baseline ${b.file}: entries[${i}].check: unknown check id ${JSON.stringify(b.entries[i]!.check)} (stable ids as avaconform list shows them)`,
    );
}

/** Whether a finding's JSON path matches an entry's: equal, or `*` in the entry standing for any run of characters. */
export function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return pattern === path;
  const re = pattern
    .split('*')
    .map((part) => part.replace(/[\\^$.|?+()[\]{}]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${re}$`).test(path);
}

/** The run's date (YYYY-MM-DD, UTC) from its RFC 3339 start. */
export const runDate = (startedAt: string): string => new Date(startedAt).toISOString().slice(0, 10);

/** Whether an entry's last day is before the run's date. */
export const isExpired = (e: BaselineEntry, date: string): boolean => e.expires < date;

/** The entries that apply to a check in a run of this date (expired ones apply to nothing). */
export function entriesFor(b: RunBaseline | undefined, checkId: string, date: string): BaselineEntry[] {
  return b ? b.entries.filter((e) => e.check === checkId && !isExpired(e, date)) : [];
}

/** Each entry's state once the run's checks are known (BaselineState). */
export function baselineOutcome(b: RunBaseline, checks: readonly CheckResult[], date: string): BaselineOutcome {
  const state = (e: BaselineEntry): BaselineState => {
    if (isExpired(e, date)) return 'expired';
    const ran = checks.filter((c) => c.checkId === e.check && c.status !== 'skipped');
    if (ran.some((c) => c.findings?.some((f) => f.baseline?.path === e.path))) return 'matched';
    return ran.length ? 'stale' : 'not-run';
  };
  return { file: b.file, entries: b.entries.map((e) => ({ ...e, state: state(e) })) };
}

/** One line per entry that fails the run: expired, or stale. */
export function baselineProblems(o: BaselineOutcome | undefined): string[] {
  return (o?.entries ?? []).flatMap((e) => {
    const at = `baseline ${o!.file}: ${e.check} at ${e.path}`;
    if (e.state === 'expired') return [`${at}: expired after ${e.expires} (${e.reason}): renew its date or remove it`];
    if (e.state === 'stale') return [`${at}: stale, the check ran and met no finding the entry matches: remove it`];
    return [];
  });
}
