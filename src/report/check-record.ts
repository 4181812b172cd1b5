// A check's conformance.json record under the current names. Reports carry `checkId` (the stable id)
// and `name` ("<file> > <describe…> > <title>"); earlier ones carried the same under `slug` and `id`,
// which conformance.json still writes for their readers. Every reader of a record goes through here.
import type { CheckRecord } from '../../schemas/conformance.js';
import type { CheckResult } from './report-input.js';

type Named = { checkId?: string | undefined; slug?: string | undefined };

/** The record's stable check id; undefined for a file that failed to load and in reports of tool 0.1. */
export function checkIdOf(c: Named): string | undefined {
  return c.checkId ?? c.slug;
}

/** The record's "<file> > <describe…> > <title>". */
export function checkNameOf(c: { name?: string | undefined; id: string }): string {
  return c.name ?? c.id;
}

/** A record read from a report (conformance.json or checks.json) as the harness holds it: the deprecated names dropped. */
export function resultOfRecord(record: CheckRecord & Partial<Omit<CheckResult, keyof CheckRecord>>): CheckResult {
  const { id: _name, slug: _checkId, checkId: _id, name: _n, ...rest } = record;
  const checkId = checkIdOf(record);
  return { ...(checkId ? { checkId } : {}), name: checkNameOf(record), ...rest };
}

/** The conformance.json record of a check (drops the report-only details; writes the deprecated names too). */
export function recordOf(c: CheckResult): CheckRecord {
  const {
    checkId,
    name,
    method,
    aspect,
    clauses,
    status,
    durationMs,
    message,
    reproduce,
    findings,
    breaches,
    deviations,
    counterexamples,
  } = c;
  return {
    ...(checkId ? { checkId } : {}),
    name,
    id: name,
    ...(checkId ? { slug: checkId } : {}),
    method,
    aspect,
    clauses: [...clauses],
    status,
    durationMs,
    message,
    reproduce,
    ...(findings?.length ? { findings } : {}),
    ...(breaches ? { breaches } : {}),
    ...(deviations?.length ? { deviations } : {}),
    ...(counterexamples?.length ? { counterexamples } : {}),
  };
}
