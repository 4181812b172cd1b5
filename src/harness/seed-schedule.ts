// One schedule for seeding and the suite files, in a run that seeds the node it started (--node-binary
// --allow-writes): the node answers, the suite workers start, and the files that read none of the seeded state
// (no discovery at all: src/harness/discovery-needs.ts readsDiscovery) run while the seeding builds it and the
// short stakes wait to end. Every other file waits, before it is loaded, for the discovery of the seeded node
// (src/check/worker.ts awaitSeededState), which the run writes once seeding and discovery are done: each file
// reads one state, that of the node seeded. The state-changing files and the state machine still run after every
// file that only reads (src/harness/vitest-options.ts), each group after the one before.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateChangingFiles } from '../check-list/check-manifest.js';
import type { SeededState } from '../check/run-context.js';
import { readsDiscovery } from './discovery-needs.js';
import { STATEFUL_DIR, SUITE_DIRS } from './suite-files.js';

/** The file of the exchange dir the seeded state is written to. */
export const SEEDED_STATE_FILE = 'seeded-state.json';

/**
 * The selected files that can run while the node is seeded: suite and property files of the project that read
 * no discovery, change no state and are not the state machine's. A user's check file (--suites) always waits.
 */
export function filesBeforeSeeded(selected: readonly string[]): string[] {
  const writers = new Set(stateChangingFiles());
  return selected.filter(
    (f) =>
      SUITE_DIRS.some((d) => f.startsWith(`${d}/`)) &&
      !f.startsWith(STATEFUL_DIR) &&
      !writers.has(f) &&
      !readsDiscovery(f),
  );
}

/** Writes what the waiting files read (or why there is none) where they look for it, whole at once. */
export function writeSeededState(exchangeDir: string, state: SeededState | { error: string }): string {
  const file = join(exchangeDir, SEEDED_STATE_FILE);
  writeFileSync(`${file}.partial`, JSON.stringify(state));
  renameSync(`${file}.partial`, file);
  return file;
}
