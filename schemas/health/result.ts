// Health API records (node-local-apis.md "Resources and their fields"). H.res.*
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { JsonUint } from '../primitives.js';

/**
 * One check's response (H.res.check). message "object or array" and error "string/object" are optional.
 * timestamp and timeOfFirstFailure are typed only "string" (no format stated), so any string.
 * duration and contiguousFailures are ints (JSON numbers). The spec ties contiguousFailures and
 * timeOfFirstFailure to failing checks (H.res.check.failing), so a passing check may omit them.
 */
export const CheckResponse = z.looseObject({
  message: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
  error: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  timestamp: z.string(),
  duration: JsonUint,
  contiguousFailures: JsonUint.optional(),
  timeOfFirstFailure: z.string().optional(),
});
export type CheckResponse = z.infer<typeof CheckResponse>;

/** A failing check carries error, contiguousFailures and timeOfFirstFailure (H.res.check.failing). */
export const FailingCheckResponse = CheckResponse.extend({
  error: z.union([z.string(), z.record(z.string(), z.unknown())]),
  contiguousFailures: JsonUint,
  timeOfFirstFailure: z.string(),
});

/** A check fails when its response carries an error. */
export function checkFails(c: Pick<CheckResponse, 'error'>): boolean {
  return c.error !== undefined;
}

/** Health result (H.res.result): {checks: name -> check response, healthy}. */
export const HealthResult = z.looseObject({
  checks: z.record(z.string(), CheckResponse),
  healthy: z.boolean(),
});
export type HealthResult = z.infer<typeof HealthResult>;

/** A health result whose `healthy` agrees with its checks: true exactly when no returned check fails (H.res.result). */
export const ConsistentHealthResult = HealthResult.refine(
  (r) => r.healthy === Object.values(r.checks).every((c) => !checkFails(c)),
  { message: 'healthy must be true exactly when every returned check passes (H.res.result)', path: ['healthy'] },
);

/** Params of health.health and health.readiness: tags optional filter. */
export const TagsParams = z.object({ tags: z.array(z.string()).optional() });

/**
 * The GET body: the spec says it "holds in-depth information" and that its exact shape is not shown,
 * so any JSON body conforms. GetBodyAsResult is the JSON-RPC result shape, for an informational check.
 */
export const GetBody = z.unknown();
export const GetBodyAsResult = HealthResult;

/** GET paths (H.get.paths); /ext/health/health answers as /ext/health. */
export const GET_PATHS = [
  '/ext/health',
  '/ext/health/health',
  '/ext/health/readiness',
  '/ext/health/liveness',
] as const;
/** HTTP status of a GET: 200 healthy, 503 unhealthy (H.get.status). */
export const GET_STATUS = { healthy: 200, unhealthy: 503 } as const;

export const clauses = [
  'H.res.check',
  'H.res.check.failing',
  'H.res.result',
  'H.get.paths',
  'H.get.status',
  'H.get.tag',
] as const satisfies readonly ClauseId[];
