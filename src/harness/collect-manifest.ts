// Collects the check manifest: vitest imports every suite and property file against the embedded
// mock (which declares every check) and reads what each check() declared on its task. Never read
// from source text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../tool.js';
import type { CheckManifest, ManifestEntry } from '../check-list/check-manifest.js';
import { processEnvironment } from './environment.js';
import { runOptionsWith } from './options.js';
import { prepareRun } from './prepare.js';

export async function collectManifest(): Promise<CheckManifest> {
  const dir = mkdtempSync(join(tmpdir(), 'avaconform-manifest-'));
  const prepared = await prepareRun(runOptionsWith({ target: 'mock', seed: 1, reportDir: dir }, processEnvironment()));
  prepared.context.reportDir = dir;
  try {
    const { createVitest } = await import('vitest/node');
    const vitest = await createVitest('test', {
      config: join(PROJECT_ROOT, 'vitest.config.ts'),
      root: PROJECT_ROOT,
      watch: false,
      provide: { avaconform: prepared.context },
      reporters: [],
    });
    try {
      const { testModules, unhandledErrors } = await vitest.collect();
      const loadErrors = testModules.flatMap((m) => m.errors().map((e) => `${m.relativeModuleId}: ${e.message}`));
      if (unhandledErrors.length || loadErrors.length)
        throw new Error(`collecting checks failed: ${[...loadErrors, ...unhandledErrors.map(String)].join('; ')}`);
      const checks: ManifestEntry[] = [];
      for (const mod of testModules)
        for (const test of mod.children.allTests()) {
          const meta = test.meta().avaconform;
          if (!meta)
            throw new Error(`${mod.relativeModuleId} > ${test.fullName}: a test that is not a check() (no stable id)`);
          checks.push({
            id: meta.id,
            title: test.name,
            name: `${mod.relativeModuleId} > ${test.fullName}`,
            file: mod.relativeModuleId,
            method: meta.method,
            aspect: meta.aspect,
            clauses: meta.clauses,
            writes: meta.writes === true,
          });
        }
      checks.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const seen = new Map<string, string>();
      for (const c of checks) {
        const other = seen.get(c.id);
        if (other) throw new Error(`check id ${c.id} is declared twice: ${other} and ${c.name}`);
        seen.set(c.id, c.name);
      }
      return { checks };
    } finally {
      await vitest.close();
    }
  } finally {
    await prepared.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
