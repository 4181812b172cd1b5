// How `avaconform selftest` packs its faults into shared runs (waves), and the rule the shared run
// keeps: no suite file in two parts. The waves themselves run in test/run/selftest.test.ts.
import { describe, expect, test } from 'vitest';
import { packWaves } from '../../src/cli/commands/selftest.js';
import { readRunOptions } from '../../src/harness/options.js';
import { runHarnessParts } from '../../src/harness/run-harness.js';
import { RUN_FLAGS } from '../../src/harness/run-flags.js';

const fault = (name: string, ...files: string[]) => ({ name, files });

describe('selftest waves', () => {
  test('every fault runs in exactly one wave, and the faults of a wave share no file', () => {
    const faults = [
      fault('a', 'x', 'y'),
      fault('b', 'y'),
      fault('c', 'z'),
      fault('d', 'x', 'y', 'z'),
      fault('e', 'w'),
      fault('f', 'x'),
    ];
    const waves = packWaves(faults);
    expect(
      waves
        .flat()
        .map((f) => f.name)
        .sort(),
    ).toEqual(faults.map((f) => f.name).sort());
    for (const wave of waves) {
      const files = wave.flatMap((f) => f.files);
      expect(new Set(files).size, wave.map((f) => f.name).join(' ')).toBe(files.length);
    }
    // x is in three faults, so no fewer than three waves; the packing needs no more.
    expect(waves).toHaveLength(3);
  });

  test('a shared run refuses two parts that select the same file, before it starts anything', async () => {
    const opts = readRunOptions({ [RUN_FLAGS.target.env]: 'mock' });
    await expect(
      runHarnessParts([
        { opts, files: ['platform/getUTXOs'] },
        { opts, files: ['getUTXOs.test'] },
      ]),
    ).rejects.toThrow(/suites\/platform\/getUTXOs\.test\.ts is in two parts/);
  });
});
