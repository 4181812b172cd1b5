// Which checks a run declares: the selection by check id, catalog method, clause and aspect, and
// without deprecated methods, as each check applies it when it is declared (src/check/check.ts). Kinds
// combine with AND, values of one kind with OR; a check outside the selection is neither run nor reported.
import { methodEntry } from '../catalog/method-catalog.js';
import { idMatches } from '../check-list/check-manifest.js';

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
