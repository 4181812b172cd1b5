// The commonest check: call a method with inputs taken from the target and parse its answer (exported by the
// package beside check(), for checks of one's own run with --suites).
import type { z } from 'zod';
import type { Aspect } from '../../schemas/conformance.js';
import { check, type CheckContext } from './check.js';
import type { ClauseId } from '../spec/clauses.js';

export function schemaCheck<S extends z.ZodType>(
  id: string,
  title: string,
  method: string,
  params: unknown | ((t: CheckContext) => unknown),
  schema: S,
  clauses: readonly ClauseId[],
  then?: (t: CheckContext, result: z.output<S>) => void | Promise<void>,
  aspect: Aspect = 'schema',
): void {
  check(title, { id, method, aspect, clauses }, async (t) => {
    const p = typeof params === 'function' ? (params as (t: CheckContext) => unknown)(t) : params;
    const result = t.ok(await t.rpc(method, p), schema);
    await then?.(t, result);
  });
}
