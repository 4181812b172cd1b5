// Field coverage: every result field of every catalog method (read from its zod result schema) and
// whether a check holds it to a second source — another method, the chain model rebuilt from the
// target's blocks, its own bytes, or an invariant of the spec — or why no second source exists.
// Each method module lists its fields' sources (`fields` of schemas/<api>/<method>.ts); this module reads them
// against the schemas.
import type { z } from 'zod';
import { DEFINITIONS, methodEntry } from '../catalog/method-catalog.js';
import type { FieldSource } from './field-sources.js';

/** One result field: its method, its JSON path in the result ("$.validators[*].nodeID"), and its source. */
export interface FieldCoverage {
  method: string;
  path: string;
  /** Checks that hold it to a second source (empty when it has none). */
  checks: string[];
  /** Why no second source exists, when none does. */
  reason?: string;
}

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  valueType?: unknown;
  innerType?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  in?: unknown;
}

const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** The JSON paths of a schema's fields: members of objects, "[*]" for array items, ".*" for record values. */
export function schemaFields(schema: z.ZodType): string[] {
  const out = new Set<string>();
  const walk = (s: unknown, path: string, depth: number): void => {
    const def = defOf(s);
    if (!def || depth > 16) return;
    switch (def.type) {
      case 'object':
        for (const [k, v] of Object.entries(def.shape ?? {})) {
          out.add(`${path}.${k}`);
          walk(v, `${path}.${k}`, depth + 1);
        }
        return;
      case 'array':
        return walk(def.element, `${path}[*]`, depth + 1);
      case 'record':
        return walk(def.valueType, `${path}.*`, depth + 1);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(def.innerType, path, depth + 1);
      case 'union':
        for (const o of def.options ?? []) walk(o, path, depth + 1);
        return;
      case 'intersection':
        walk(def.left, path, depth + 1);
        walk(def.right, path, depth + 1);
        return;
      case 'pipe':
        return walk(def.in, path, depth + 1);
      default:
        return;
    }
  };
  walk(schema, '$', 0);
  return [...out];
}

/** Whether `prefix` names `path` or a field it contains. */
function contains(prefix: string, path: string): boolean {
  return path === prefix || (path.startsWith(prefix) && (path[prefix.length] === '.' || path[prefix.length] === '['));
}

/** The source that decides a field: the one of its method with the longest path containing it. */
export function sourceOf(method: string, path: string): FieldSource | undefined {
  let best: { key: string; source: FieldSource } | undefined;
  for (const [key, source] of Object.entries(methodEntry(method)?.fields ?? {}))
    if (contains(key, path) && (!best || key.length > best.key.length)) best = { key, source };
  return best?.source;
}

/** Every result field of every catalog method, with the checks that cross-check it or the reason none can. */
export function fieldCoverage(): FieldCoverage[] {
  return DEFINITIONS.flatMap((entry) =>
    schemaFields(entry.result).map((path): FieldCoverage => {
      const source = sourceOf(entry.method, path);
      if (!source) return { method: entry.method, path, checks: [] };
      return 'checks' in source
        ? { method: entry.method, path, checks: [...source.checks] }
        : { method: entry.method, path, checks: [], reason: source.reason };
    }),
  );
}

/** Counts for reports: fields in all, cross-checked, with a reason for having no second source, and neither. */
export function fieldCoverageSummary(fields: readonly FieldCoverage[] = fieldCoverage()): {
  total: number;
  crossChecked: number;
  reasoned: number;
  unclassified: number;
} {
  const crossChecked = fields.filter((f) => f.checks.length > 0).length;
  const reasoned = fields.filter((f) => f.checks.length === 0 && f.reason !== undefined).length;
  return { total: fields.length, crossChecked, reasoned, unclassified: fields.length - crossChecked - reasoned };
}
