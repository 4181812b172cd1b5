// propertyCheck(): a check whose body is a fast-check property run against the target. Seeded by the
// run seed; a failure reports the seed, the path and the shrunk counterexample, re-sends the
// counterexample last (so the reproduction's curl is its request), and prints an `avaconform replay`
// line that re-runs exactly that counterexample.
import fc from 'fast-check';
import { check, type CheckContext, type CheckSpec } from '../../src/harness/check.js';
import { CheckFailure, CheckSkipped, preview } from '../../src/harness/failure.js';

export interface PropertyOptions {
  /** Share of the run's --runs this property uses (heavier properties use less). */
  runsFactor?: number;
}

function replayLine(t: CheckContext, seed: number, path: string): string {
  const target = t.run.target.kind === 'mock' ? 'mock' : t.run.target.url;
  const faults = t.run.faults.map((f) => ` --fault ${f}`).join('');
  return `avaconform replay --target ${target}${faults} --check ${JSON.stringify(t.id)} --seed ${seed} --path ${JSON.stringify(path)}`;
}

export function propertyCheck<T>(
  title: string,
  spec: CheckSpec,
  arbitrary: (t: CheckContext) => fc.Arbitrary<T>,
  predicate: (t: CheckContext, value: T) => Promise<void>,
  opts: PropertyOptions = {},
): void {
  check(title, spec, async (t) => {
    const arb = arbitrary(t);
    const replaying = process.env.AVACONFORM_REPLAY_CHECK === t.id;
    const path = replaying ? process.env.AVACONFORM_REPLAY_PATH : undefined;
    const numRuns = Math.max(1, Math.round(t.run.runs * (opts.runsFactor ?? 1)));
    const details = await fc.check(
      fc.asyncProperty(arb, async (value) => {
        await predicate(t, value);
      }),
      { seed: t.run.seed, numRuns, ...(path ? { path, endOnFailure: true } : {}) },
    );
    if (!details.failed) return;
    if (details.errorInstance instanceof CheckSkipped) throw details.errorInstance;
    const example = details.counterexample?.[0] as T;
    // Send the shrunk counterexample once more, so the last exchanges are exactly its requests.
    let reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    try {
      await predicate(t, example);
    } catch (e) {
      reason = e instanceof CheckFailure ? e.message : (e as Error).message;
    }
    const cexPath = details.counterexamplePath ?? '';
    t.fail(
      `property failed after ${details.numRuns} run(s) (fast-check seed ${details.seed}, path "${cexPath}")\n  counterexample: ${preview(example, 400)}\n  ${reason.split('\n').join('\n  ')}\n  replay: ${replayLine(t, details.seed, cexPath)}`,
    );
  });
}
