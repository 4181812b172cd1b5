// The check manifest: every check the suites and properties declare, by stable id, with its title,
// file, method, aspect, clauses and whether it writes. suites/manifest.json is this list, generated
// (src/harness/collect-manifest.ts) and drift-checked; run, list, replay, diff and selftest read it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { Aspect } from '../../schemas/conformance.js';
import { PROJECT_ROOT } from '../tool.js';

/** Whether a check id matches an id pattern: the id itself, or a prefix ending in "*" ("getUTXOs.*"). */
export function idMatches(pattern: string, id: string): boolean {
  return pattern.endsWith('*') ? id.startsWith(pattern.slice(0, -1)) : id === pattern;
}

export const MANIFEST_FILE = join(PROJECT_ROOT, 'suites/manifest.json');

export const ManifestEntry = z.object({
  /** The stable check id. */
  id: z.string(),
  title: z.string(),
  /** "<file> > <describe…> > <title>", as conformance.json's checks[].id. */
  name: z.string(),
  file: z.string(),
  method: z.string(),
  aspect: Aspect,
  clauses: z.array(z.string()),
  writes: z.boolean(),
});
export type ManifestEntry = z.infer<typeof ManifestEntry>;
export const CheckManifest = z.object({ checks: z.array(ManifestEntry) });
export type CheckManifest = z.infer<typeof CheckManifest>;

export function renderManifest(m: CheckManifest): string {
  return `{\n  "checks": [\n${m.checks.map((c) => `    ${JSON.stringify(c)}`).join(',\n')}\n  ]\n}\n`;
}

let cached: CheckManifest | undefined;
/** The committed manifest (suites/manifest.json), with the checks of the run's --suites files once added. */
export function readCheckManifest(): CheckManifest {
  cached ??= CheckManifest.parse(JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')));
  return cached;
}

/**
 * Adds the checks a run's own files declare (--suites, src/harness/user-suites.ts) to this process's manifest,
 * until forgetAddedChecks.
 */
export function addChecks(entries: readonly ManifestEntry[]): void {
  cached = { checks: [...readCheckManifest().checks, ...entries] };
}

/** Back to the committed manifest: a run's own checks end with its command (a process may run several). */
export function forgetAddedChecks(): void {
  cached = undefined;
}

/** The files holding a check of which `holds` is true, each once, in the manifest's order. */
export function filesWhere(holds: (check: ManifestEntry) => boolean): string[] {
  return [
    ...new Set(
      readCheckManifest()
        .checks.filter(holds)
        .map((c) => c.file),
    ),
  ];
}

/** The files holding the checks of these ids or "*"-prefixes (none when an id is unknown: the selection check says so). */
export function filesHolding(patterns: readonly string[]): string[] {
  return filesWhere((c) => patterns.some((p) => idMatches(p, c.id)));
}

/** The files holding a check that changes node state (run after every other file: src/harness/vitest-options.ts). */
export function stateChangingFiles(): string[] {
  return filesWhere((c) => c.writes);
}

/** The manifest entry of a stable id, or of a conformance.json id ("<file> > … > <title>"). */
export function manifestEntry(idOrName: string): ManifestEntry | undefined {
  return readCheckManifest().checks.find((c) => c.id === idOrName || c.name === idOrName);
}
