// The spec's clauses as a typed table: every check cites ClauseIds, so a typo fails to compile.
import { CLAUSES } from './clauses.generated.js';

export type Clause = (typeof CLAUSES)[number];
export type ClauseId = Clause['id'];
export type ClauseLevel = 'MUST' | 'SHOULD' | 'INFO';

export { CLAUSES };

const byId = new Map<string, Clause>(CLAUSES.map((c) => [c.id, c]));

export function isClauseId(id: string): id is ClauseId {
  return byId.has(id);
}

export function clause(id: ClauseId): Clause {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown clause id ${id}`);
  return found;
}

/** The level a check takes from its clauses: MUST if any is MUST, else SHOULD if any is SHOULD, else INFO. */
export function levelOf(ids: readonly ClauseId[]): ClauseLevel {
  const levels = ids.map((id) => clause(id).level as ClauseLevel);
  if (levels.includes('MUST')) return 'MUST';
  if (levels.includes('SHOULD')) return 'SHOULD';
  return 'INFO';
}
