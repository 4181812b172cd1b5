// Inputs the properties take from discovery; a property whose input the target lacks is skipped
// (or fails, when the method that would have given it broke a rule during discovery).
import { Uint64 } from '../../schemas/primitives.js';
import type { CheckContext } from '../../src/check/check.js';
import { starved } from '../../suites/_support/inputs.js';

/**
 * The tip discovery read; skips when the target answered no uint64 height. A hostile target may answer
 * a 10,000-digit height: arbitraries over such a range would never end, so it is refused here.
 */
export function tip(t: CheckContext): bigint {
  const text = t.discovery.height;
  const h = Uint64.safeParse(text);
  return h.success
    ? h.data
    : starved(
        t,
        'blocks',
        `discovery read no uint64 height (${JSON.stringify(text.length > 40 ? text.slice(0, 40) + '…' : text)})`,
      );
}
