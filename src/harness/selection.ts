// The check selection of a run (src/check/selection.ts) as the runner reads it from the run's flags and
// checks it against the manifest, and the suite files that declare a selected check.
import { didYouMean } from '../did-you-mean.js';
import { ASPECTS } from '../../schemas/conformance.js';
import { CATALOG } from '../catalog/index.js';
import { filesWhere, idMatches } from '../checks/manifest.js';
import { InputError } from '../errors.js';
import { CLAUSES } from '../spec/clauses.js';
import { csv, isOn, RUN_FLAGS } from './run-flags.js';
import { selectsCheck, type CheckSelection } from '../check/selection.js';

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
