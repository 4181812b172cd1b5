// The user's check files (--suites DIR): before the run, vitest collects what each check() in them
// declares (nothing runs, no target is started), so their ids join the manifest's for --check, the
// baseline and the files a selection runs; an id that is a built-in check's, or declared twice, is bad input.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCheckManifest, type ManifestEntry } from '../check-list/check-manifest.js';
import { DIRECT } from '../client/transport.js';
import { emptyDiscovery } from '../discovery/discover.js';
import { InputError } from '../input-error.js';
import { PROJECT_ROOT } from '../tool.js';
import type { RunContext } from '../check/run-context.js';
import type { RunOptions } from './options.js';
import { harnessTestOptions } from './vitest-options.js';

/** A context for declaring checks only: every check is declared (no selection); no check body runs. */
function declaringContext(reportDir: string): RunContext {
  return {
    target: { kind: 'mock', url: 'http://127.0.0.1:0', nodeVersion: null },
    profile: 'spec',
    seed: 0,
    runs: 1,
    timeoutMs: 1,
    allowWrites: false,
    ratePerSecond: 0,
    transport: DIRECT,
    exchangeDir: null,
    discovery: emptyDiscovery(),
    reportDir,
    strict: false,
    faults: [],
    startedAt: new Date().toISOString(),
    setupRequests: 0,
    record: null,
    targetDown: 'declaring checks only',
    command: ['avaconform'],
  };
}

/**
 * The checks the user's files declare, as manifest entries; an InputError when a file does not load or a test is
 * not a check(). `options`: the run's workers and its --suites dirs (which vitest's include must hold).
 */
export async function collectUserChecks(
  files: readonly string[],
  options: Pick<RunOptions, 'workers' | 'suites'>,
): Promise<ManifestEntry[]> {
  if (!files.length) return [];
  const dir = mkdtempSync(join(tmpdir(), 'avaconform-user-checks-'));
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest('test', {
    config: false,
    root: PROJECT_ROOT,
    ...harnessTestOptions(options, false),
    watch: false,
    provide: { avaconform: declaringContext(dir) },
    reporters: [],
  });
  try {
    const { testModules, unhandledErrors } = await vitest.collect(files.map((f) => join(PROJECT_ROOT, f)));
    const failed = testModules.find((m) => m.errors().length);
    if (failed)
      throw new InputError(
        `--suites: ${failed.moduleId} does not load: ${failed.errors()[0]!.message.split('\n', 1)[0]}`,
      );
    if (unhandledErrors.length)
      throw new InputError(`--suites: collecting the checks failed: ${String(unhandledErrors[0]).split('\n', 1)[0]}`);
    return testModules.flatMap((mod) =>
      [...mod.children.allTests()].map((test) => {
        const meta = test.meta().avaconform;
        if (!meta)
          throw new InputError(
            `--suites: ${mod.moduleId} > ${test.fullName} is not a check() (a test with no check id): declare it with check() from 'avaconform'`,
          );
        return {
          id: meta.id,
          title: test.name,
          name: `${mod.relativeModuleId} > ${test.fullName}`,
          file: mod.relativeModuleId,
          method: meta.method,
          aspect: meta.aspect,
          clauses: meta.clauses,
          writes: meta.writes === true,
        };
      }),
    );
  } finally {
    await vitest.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Throws an InputError for a user check whose id is a built-in check's, or another user check's. */
export function assertOwnIds(user: readonly ManifestEntry[]): void {
  const builtIn = new Map(readCheckManifest().checks.map((c) => [c.id, c.file]));
  const seen = new Map<string, string>();
  for (const c of user) {
    const clash = builtIn.get(c.id);
    if (clash)
      throw new InputError(
        `--suites: check id ${c.id} (${c.file}) is a built-in check's (${clash}): give it an id of its own, e.g. "<your prefix>.${c.id}"`,
      );
    const twice = seen.get(c.id);
    if (twice) throw new InputError(`--suites: check id ${c.id} is declared twice: ${twice} and ${c.name}`);
    seen.set(c.id, c.name);
  }
}
