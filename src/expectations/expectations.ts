// Known real-node deviations from the spec, as data (expectations/<node>-<range>.yaml). A failing
// check listed for the target's version is reported expected-fail; a listed check that passes is
// flagged as an unexpected pass. `--strict` ignores them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { compareVersions } from '../harness/profile.js';

export const Expectation = z.object({
  /** Stable check id ("<file> > <title>"). */
  check: z.string().min(1),
  clause: z.string().min(1),
  reason: z.string().min(1),
  /** What the real node answered: request and response as recorded. */
  evidence: z.object({ request: z.string(), response: z.string() }),
});
export type Expectation = z.infer<typeof Expectation>;

export const ExpectationsFile = z.object({
  node: z.string().min(1),
  /** Inclusive lowest and exclusive highest version, e.g. { from: "1.14.0", below: "1.15.0" }. */
  versions: z.object({ from: z.string(), below: z.string().optional() }),
  expectations: z.array(Expectation),
});
export type ExpectationsFile = z.infer<typeof ExpectationsFile>;

export function loadExpectationFiles(dir: string): Array<ExpectationsFile & { file: string }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => {
      const parsed = ExpectationsFile.safeParse(parseYaml(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`expectations/${f} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return { ...parsed.data, file: f };
    });
}

/** Expectations that apply to a node version string such as "avalanchego/1.14.2". */
export function expectationsFor(files: ReadonlyArray<ExpectationsFile & { file: string }>, nodeVersion: string | null): Map<string, Expectation & { file: string }> {
  const out = new Map<string, Expectation & { file: string }>();
  const m = nodeVersion?.match(/^([\w-]+)\/v?(\d+\.\d+\.\d+)/);
  if (!m) return out;
  const [, node, version] = m as unknown as [string, string, string];
  for (const f of files) {
    if (f.node !== node) continue;
    if (compareVersions(version, f.versions.from) < 0) continue;
    if (f.versions.below && compareVersions(version, f.versions.below) >= 0) continue;
    for (const e of f.expectations) out.set(e.check, { ...e, file: f.file });
  }
  return out;
}
