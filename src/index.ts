// The package's main entry (`import … from 'avaconform'`): the check API suites are written with.
// check() declares a conformance check (schemaCheck() the commonest: call a method, parse its answer); its body gets a CheckContext to call the target and record
// findings. Checks read the run context that `avaconform run` or the harness's vitest global setup
// (src/harness/global-setup.ts) provides.
export { check, CHECK_ID, type CheckSpec } from './check/check.js';
export { schemaCheck } from './check/schema-check.js';
export { CheckContext, type RpcOptions } from './check/context.js';
export type { RunContext, TargetInfo } from './check/run-context.js';
export type { Aspect } from '../schemas/conformance.js';
export type { ClauseId } from './spec/clauses.js';
