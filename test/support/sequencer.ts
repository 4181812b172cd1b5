// The order test files start in: the longest one (the selftest, ~1–2 min) first, beside the others,
// so it never starts last and alone; the rest in vitest's own order (cached durations, else size).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const START_FIRST = ['test/run/selftest.test.ts'];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (f: TestSpecification) => START_FIRST.some((name) => f.moduleId.endsWith(name));
    return [...sorted.filter(first), ...sorted.filter((f) => !first(f))];
  }
}
