// Whether the target went on answering: each suite worker keeps, for the exchanges it sent the target, the last one
// answered and since when none has been, and writes that beside its exchange log; the runner reads every worker's
// (src/harness/target-stopped.ts) to tell a target that stopped answering from one that broke rules.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { join } from 'node:path';
import type { Exchange } from '../client/exchange.js';

export interface TargetLiveness {
  /** The last exchange the target answered: its JSON-RPC method (else HTTP method and path) and when (ms since the epoch). */
  lastAnswered: { method: string; at: number } | null;
  /** The first exchange after it that got no answer, and what the transport said; null when the last one was answered. */
  unansweredSince: { at: number; error: string } | null;
}

const FILE_PREFIX = 'liveness-';

/** What an exchange asked: its JSON-RPC method, else its HTTP method and path. */
function askedFor(x: Exchange): string {
  return /"method"\s*:\s*"([^"]{1,100})"/.exec(x.request.body)?.[1] ?? `${x.request.method} ${x.request.path}`;
}

/** This worker's record for each run's exchange dir (each part of a run has its own), and whether it changed since written. */
const records = new Map<string, { record: TargetLiveness; changed: boolean }>();

/** Notes an exchange this worker sent the target of the run logging into `dir`. */
export function noteTargetExchange(dir: string, x: Exchange, at = Date.now()): void {
  let held = records.get(dir);
  if (!held) records.set(dir, (held = { record: { lastAnswered: null, unansweredSince: null }, changed: true }));
  const r = held.record;
  if (x.response) {
    r.lastAnswered = { method: askedFor(x), at };
    r.unansweredSince = null;
  } else r.unansweredSince ??= { at, error: x.error ?? 'no answer' };
  held.changed = true;
}

/** Writes this worker's records into their exchange dirs (with the exchange log, after each file). */
export function writeTargetLiveness(): void {
  for (const [dir, held] of records) {
    if (!held.changed) continue;
    writeFileSync(join(dir, `${FILE_PREFIX}${process.pid}-${threadId}.json`), JSON.stringify(held.record));
    held.changed = false;
  }
}

/** Every worker's record in a run's exchange dir. */
export function readTargetLiveness(dir: string): TargetLiveness[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.startsWith(FILE_PREFIX));
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as TargetLiveness);
}

/**
 * When the target stopped answering, across workers: the earliest unanswered exchange after the last answer any
 * worker got (null when some worker's last exchange was answered after every other's failure began).
 */
export function stoppedAnswering(
  records: readonly TargetLiveness[],
): { at: number; error: string; lastAnswered: TargetLiveness['lastAnswered'] } | null {
  const last = records.reduce<TargetLiveness['lastAnswered']>(
    (a, r) => (r.lastAnswered && (!a || r.lastAnswered.at > a.at) ? r.lastAnswered : a),
    null,
  );
  const since = records
    .flatMap((r) => (r.unansweredSince && (!last || r.unansweredSince.at >= last.at) ? [r.unansweredSince] : []))
    .sort((a, b) => a.at - b.at)[0];
  return since ? { ...since, lastAnswered: last } : null;
}
