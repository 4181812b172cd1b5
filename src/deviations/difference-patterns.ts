// Patterns for the answer differences a rule explains (a deviation's `compare`, a version change):
// difference kinds and the paths of members that recur across methods.
import type { DifferenceKind } from '../../schemas/compare.js';

/** A member only one side's answer has. */
export const MEMBER_ON_ONE_SIDE = ['member-only-a', 'member-only-b'] as const satisfies readonly DifferenceKind[];

/** A member of each validator of a validator list. */
export const validatorMember = (member: string) => `$.result.validators[*].${member}`;

/** A member of each health check, in the JSON-RPC and the REST report. */
export const healthCheckMember = (member: string) => [`$.result.checks.*.${member}`, `$.checks.*.${member}`];

/** The answers that carry the whole health report (liveness has no checks; readiness only bootstrapped). */
export const HEALTH_REPORTS = ['health.health', 'GET /ext/health', 'GET /ext/health/health'];
