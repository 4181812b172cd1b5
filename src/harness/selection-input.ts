// The check selection of a run (src/check/selection.ts) as the runner reads it from the run's flags and
// checks it against the manifest, and the suite files that declare a selected check.
import { didYouMean } from '../did-you-mean.js';
import { ASPECTS } from '../../schemas/conformance.js';
import { CATALOG } from '../catalog/method-catalog.js';
import { filesWhere, idMatches } from '../check-list/check-manifest.js';
import { InputError } from '../input-error.js';
import { CLAUSES } from '../spec/clauses.js';
import { csv, isOn, type RunSettings } from './run-flags.js';
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
 * The selection from the run's settings: --check / --exclude-check / --method / --clause / --aspect (comma-separated,
 * as AVACONFORM_CHECK … give them) and --exclude-deprecated.
 */
export function readSelection(s: RunSettings): CheckSelection {
  return {
    checks: csv(s.check),
    excludeChecks: csv(s['exclude-check']),
    methods: csv(s.method),
    clauses: csv(s.clause),
    aspects: csv(s.aspect),
    excludeMethods: csv(s['exclude-method']),
    excludeClauses: csv(s['exclude-clause']),
    excludeAspects: csv(s['exclude-aspect']),
    excludeDeprecated: isOn(s['exclude-deprecated']),
  };
}
