// The check every deprecated P-Chain method gets (P.ver.deprecated): deprecated is not removed, so the
// method is served and answers its schema; the report's deprecated-method table reads
// `observe('deprecated', …)`.
import type { z } from 'zod';
import { saysMethodNotFound } from '../../src/deviations/registry.js';
import { check, type CheckContext } from '../../src/check/check.js';
import type { ClauseId } from '../../src/spec/clauses.js';

export function deprecatedCheck(
  method: string,
  clauses: ClauseId[],
  schema: z.ZodType,
  params: (t: CheckContext) => unknown,
): void {
  // Callers list P.ver.deprecated themselves, so the selftest finds their file by its clauses.
  check(
    `${method} is served though deprecated, and answers its schema`,
    {
      id: `${method.split('.')[1]}.deprecated-served`,
      method,
      aspect: 'deprecation',
      clauses: [...new Set<ClauseId>(['P.ver.deprecated', ...clauses])],
      runWhenAbsent: true,
    },
    async (t) => {
      const out = await t.rpc(method, params(t));
      const missing = saysMethodNotFound(out.error);
      t.observe('deprecated', missing ? 'removed' : 'served');
      if (missing)
        t.fail(`${method} is gone, but the spec keeps it (deprecated, not removed)`, {
          expected: 'served',
          received: String(out.error?.message),
        });
      t.ok(out, schema);
    },
  );
}
