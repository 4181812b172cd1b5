// Which checks a run declares, beyond --only's file filter: by check id, catalog method, clause, aspect, and
// without deprecated methods. Kinds combine with AND, values of one kind with OR; a check outside the
// selection is not declared at all (it is neither run nor reported).
import { didYouMean } from '../did-you-mean.js';
import { ASPECTS } from '../../schemas/conformance.js';
import { CATALOG, methodEntry } from '../catalog/index.js';
import { filesWhere, idMatches } from '../checks/manifest.js';
import { InputError } from '../errors.js';
import { CLAUSES } from '../spec/clauses.js';
import { csv, isOn, RUN_FLAGS } from './run-flags.js';

export interface CheckSelection {
  /** Stable check ids ("getUTXOs.R2-limit-capped"), or prefixes ending in "*" ("getUTXOs.*"); [] = any. */
  checks: string[];
  /** Stable check ids or "*"-prefixes to leave out. */
  excludeChecks: string[];
  /** Exact catalog method names ("platform.getHeight"); [] = any. */
  methods: string[];
  /** Exact clause ids ("P.m.getUTXOs.R2"): checks citing any of them; [] = any. */
  clauses: string[];
  /** Aspects ("pagination"); [] = any. */
  aspects: string[];
  /** Catalog methods, clause ids and aspects whose checks are left out. */
  excludeMethods: string[];
  excludeClauses: string[];
  excludeAspects: string[];
  /** Leave out checks of methods the spec marks deprecated. */
  excludeDeprecated: boolean;
}

export const EVERY_CHECK: CheckSelection = {
  checks: [],
  excludeChecks: [],
  methods: [],
  clauses: [],
  aspects: [],
  excludeMethods: [],
  excludeClauses: [],
  excludeAspects: [],
  excludeDeprecated: false,
};

/** Whether the check of this method, clauses and aspect is in the selection. */
export function selectsCheck(
  s: CheckSelection | undefined,
  spec: { id: string; method: string; clauses: readonly string[]; aspect: string },
): boolean {
  if (!s) return true;
  if (s.checks.length && !s.checks.some((p) => idMatches(p, spec.id))) return false;
  if (s.excludeChecks.some((p) => idMatches(p, spec.id))) return false;
  if (s.methods.length && !s.methods.includes(spec.method)) return false;
  if (s.clauses.length && !spec.clauses.some((c) => s.clauses.includes(c))) return false;
  if (s.aspects.length && !s.aspects.includes(spec.aspect)) return false;
  if (
    s.excludeMethods.includes(spec.method) ||
    s.excludeAspects.includes(spec.aspect) ||
    spec.clauses.some((c) => s.excludeClauses.includes(c))
  )
    return false;
  if (s.excludeDeprecated && methodEntry(spec.method)?.deprecated) return false;
  return true;
}

/**
 * Of these suite files, those holding a check the selection declares (the manifest, which lists every
 * check, says which): a run of a few checks starts no worker for, and discovers nothing for, the files
 * that would declare none. All of them when the selection is every check, or when none of them holds a
 * selected check (the run then declares nothing and says so).
 */
export function filesDeclaring(files: readonly string[], s: CheckSelection | undefined): string[] {
  if (!s) return [...files];
  const declaring = new Set(filesWhere((c) => selectsCheck(s, c)));
  const kept = files.filter((f) => declaring.has(f));
  return kept.length ? kept : [...files];
}

/** Throws an InputError naming any check id, method, clause or aspect that does not exist. */
export function assertSelection(s: CheckSelection, knownCheckIds: readonly string[]): void {
  for (const p of [...s.checks, ...s.excludeChecks])
    if (!knownCheckIds.some((id) => idMatches(p, id)))
      throw new InputError(
        `unknown check id ${JSON.stringify(p)}${didYouMean(p, knownCheckIds)} (stable ids as avaconform list shows them, or a prefix ending in "*", e.g. "getUTXOs.*")`,
      );
  const unknown = (kind: string, given: string[], known: readonly string[], hint: string) => {
    const bad = given.filter((g) => !known.includes(g));
    if (bad.length)
      throw new InputError(
        `unknown ${kind} ${bad.map((b) => JSON.stringify(b)).join(', ')}${didYouMean(bad[0]!, known)} (${hint})`,
      );
  };
  unknown(
    'method',
    [...s.methods, ...s.excludeMethods],
    [...CATALOG.map((m) => m.method), 'transport'],
    'exact catalog names, e.g. "platform.getHeight", or "transport"',
  );
  unknown(
    'clause',
    [...s.clauses, ...s.excludeClauses],
    CLAUSES.map((c) => c.id),
    'ids from the spec\'s clauses.json, e.g. "P.m.getUTXOs.R2"',
  );
  unknown('aspect', [...s.aspects, ...s.excludeAspects], ASPECTS, `one of ${ASPECTS.join(', ')}`);
}

/**
 * The selection from AVACONFORM_CHECK / _EXCLUDE_CHECK / _METHOD / _CLAUSE / _ASPECT (comma-separated) and AVACONFORM_EXCLUDE_DEPRECATED=1.
 * `env` is a plain record, not NodeJS.ProcessEnv, so the package's public types need no @types/node.
 */
export function readSelection(env: Readonly<Record<string, string | undefined>>): CheckSelection {
  return {
    checks: csv(env[RUN_FLAGS.check.env]),
    excludeChecks: csv(env[RUN_FLAGS['exclude-check'].env]),
    methods: csv(env[RUN_FLAGS.method.env]),
    clauses: csv(env[RUN_FLAGS.clause.env]),
    aspects: csv(env[RUN_FLAGS.aspect.env]),
    excludeMethods: csv(env[RUN_FLAGS['exclude-method'].env]),
    excludeClauses: csv(env[RUN_FLAGS['exclude-clause'].env]),
    excludeAspects: csv(env[RUN_FLAGS['exclude-aspect'].env]),
    excludeDeprecated: isOn(env[RUN_FLAGS['exclude-deprecated'].env]),
  };
}
