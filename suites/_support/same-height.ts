// Two answers about the present compared with each other must describe one chain state: read them between two
// getHeight calls that agree, trying again a few times on a live chain.
import type { CheckContext } from '../../src/check/check.js';

const ATTEMPTS = 3;

export async function atOneHeight<T>(t: CheckContext, read: () => Promise<T>): Promise<T> {
  const heights: string[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const before = (await t.call('platform.getHeight', {})).height;
    const value = await read();
    const after = (await t.call('platform.getHeight', {})).height;
    if (before === after) return value;
    heights.push(`${before}→${after}`);
  }
  return t.skip(
    `the chain accepted blocks while each of ${ATTEMPTS} pairs of answers was read (heights ${heights.join(', ')}): no two answers of one state to compare`,
  );
}
