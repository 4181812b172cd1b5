// The package's main entry (`import … from 'avaconform'`): the check API suites are written with.
// check() declares a conformance check (schemaCheck() the commonest: call a method, parse its answer); its body gets a CheckContext to call the target and record
// findings. Checks read the run context that `avaconform run` or the harness's vitest global setup
// (src/harness/global-setup.ts) provides.
export { check, CHECK_ID, type CheckSpec } from './harness/check.js';
export { schemaCheck } from './harness/schema-check.js';
export { CheckContext, type RpcOptions } from './harness/context.js';
export type { RunContext, TargetInfo } from './harness/run-context.js';
export type { Aspect } from '../schemas/conformance.js';
export type { ClauseId } from './spec/clauses.js';
