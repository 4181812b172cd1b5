// The edge: the process's environment is read here and nowhere else in src/ (the suite threads' entry,
// src/harness/kept-thread-entry.js, only replaces a reused thread's variables by the ones vitest gives the run), once
// per command or run, into a value that is passed on. It holds
// the run settings the AVACONFORM_* variables give (INTERPRETING.md, "Configuration"; src/harness/options.ts
// resolves them with the flags into RunOptions), the secrets that have no flag (AVACONFORM_TOKEN,
// AVACONFORM_PRIVATE_KEY), the replay request of a plain `npx vitest run` (AVACONFORM_REPLAY_*), the project tests'
// hook of a suite worker that dies (AVACONFORM_TEST_WORKER_DIES_IN), and what
// belongs to the process itself: PATH (how a printed command names avaconform), NO_COLOR and CI (the
// console), AVALANCHEGO_PATH and AVACONFORM_DEBUG. The suites' workers read none of it: the run context
// (src/check/run-context.ts) carries what they need.
import type { ReplayRequest } from '../check/run-context.js';
import { PRIVATE_KEY_ENV } from '../tx/key.js';
import { REPLAY_ENV, SETTING_FLAGS, type RunSettings } from './run-flags.js';

/** Environment variables by name (a plain record: the package's public types need no @types/node). */
export type Variables = Readonly<Record<string, string | undefined>>;

/** What the console may do. */
export interface Terminal {
  /** NO_COLOR set and not empty (no-color.org): no colours on any stream. */
  noColor: boolean;
  /** CI set: lines only, no live line. */
  ci: boolean;
}

export interface Environment {
  /** The run settings the AVACONFORM_* variables give, by flag name, each as its variable holds it. */
  settings: RunSettings;
  /** A bearer token for every request (AVACONFORM_TOKEN; no flag: a token belongs in no shell history), or null. */
  token: string | null;
  /** The key that signs issueTx checks and seeding (AVACONFORM_PRIVATE_KEY), or null. */
  privateKey: string | null;
  /** The one check (and counterexample) to run again (AVACONFORM_REPLAY_CHECK/_SEED/_PATH), or null. */
  replay: ReplayRequest | null;
  /** AVALANCHEGO_PATH: the binary `run` starts when given neither --target nor --node-binary, and `network`'s. */
  avalanchegoPath: string | null;
  /** PATH: whether `avaconform` is a command here (src/tool.ts commandWords). */
  path: string;
  terminal: Terminal;
  /** AVACONFORM_DEBUG=1: an error prints its stack (as `avaconform --debug …`). */
  debug: boolean;
  /**
   * AVACONFORM_TEST_WORKER_DIES_IN: for the project's test of a worker that dies (test/run/harness-e2e.test.ts), the
   * text of the suite file's path whose worker fills its heap until it is ended (src/check/setup-file.ts); no run
   * setting (no flag gives it, a user never sets it), or null.
   */
  testWorkerDiesIn: string | null;
}

/** A bearer token's variable. */
export const TOKEN_ENV = 'AVACONFORM_TOKEN';
/** The test hook's variable (Environment.testWorkerDiesIn). */
export const TEST_WORKER_DIES_IN_ENV = 'AVACONFORM_TEST_WORKER_DIES_IN';
/** `avaconform --debug`'s variable. */
export const DEBUG_ENV = 'AVACONFORM_DEBUG';

/** The replay request the variables name, or null (a seed that is no integer is left out, as the property would ignore it). */
function replayOf(vars: Variables): ReplayRequest | null {
  const check = vars[REPLAY_ENV.check];
  if (!check) return null;
  const seed = vars[REPLAY_ENV.seed] ? Number(vars[REPLAY_ENV.seed]) : undefined;
  const path = vars[REPLAY_ENV.path];
  return {
    check,
    ...(seed !== undefined && Number.isSafeInteger(seed) ? { seed } : {}),
    ...(path ? { path } : {}),
  };
}

/** The environment these variables make (the tests give their own). */
export function environmentOf(vars: Variables): Environment {
  const settings: Record<string, string> = {};
  for (const { flag, env } of SETTING_FLAGS) if (vars[env] !== undefined) settings[flag] = vars[env];
  return {
    settings: settings as RunSettings,
    token: vars[TOKEN_ENV] || null,
    privateKey: vars[PRIVATE_KEY_ENV] || null,
    replay: replayOf(vars),
    avalanchegoPath: vars.AVALANCHEGO_PATH || null,
    path: vars.PATH ?? '',
    terminal: { noColor: Boolean(vars.NO_COLOR), ci: Boolean(vars.CI) },
    debug: vars[DEBUG_ENV] === '1',
    testWorkerDiesIn: vars[TEST_WORKER_DIES_IN_ENV] || null,
  };
}

/** The process's environment as it is now: the one read of process.env. */
export function processEnvironment(): Environment {
  return environmentOf(process.env);
}
