// A run's options: one typed value, resolved once from the settings the command gives (its flags, over its
// config file's) and those the environment gives (src/harness/environment.ts), flag > config file >
// environment > default, then passed on: to the target's start, to vitest and, in the run context, to the
// suites' workers. Nothing here reads or writes the process's environment.
import { resolve } from 'node:path';
import { commandWords } from '../tool.js';
import { DIRECT, MAX_RETRIES, parseHeader, type TransportOptions } from '../client/transport.js';
import { InputError } from '../input-error.js';
import type { MockScale } from '../mock/chain/scale.js';
import { readBaseline, type RunBaseline } from '../check/baseline.js';
import type { ReplayRequest } from '../check/run-context.js';
import { DEFAULTS, type SeedDepth } from './defaults.js';
import { environmentOf, type Environment, type Variables } from './environment.js';
import { csv, isOn, RUN_FLAGS, type FlagSpec, type RunSettings, type SettingFlag } from './run-flags.js';
import { parseTarget } from './target.js';
import { readSelection } from './selection-input.js';
import { EVERY_CHECK, type CheckSelection } from '../check/selection.js';

export interface RunOptions {
  /** The target as given (src/harness/target.ts): the mock, an http(s) base URL, "replay:FILE" (a cassette) or "binary:PATH". */
  target: string;
  /** The words that run avaconform as a person pastes them where the run started (src/tool.ts commandWords). */
  command: string[];
  /** Base URLs of further nodes of the target's network (--target repeated), checked for agreement with it. */
  peers: string[];
  /** With nodeBinary: how many nodes the local network has (the others are peers). */
  nodes: number;
  seed: number;
  /** Seed of the embedded mock's chain (default: the run seed). */
  mockSeed: number;
  /** Network ID the embedded mock simulates (sets its address HRP). */
  mockNetworkId: number;
  /** How big the mock's chain is (src/mock/chain/scale.ts). */
  mockScale: MockScale;
  faults: string[];
  runs: number;
  timeoutMs: number;
  allowWrites: boolean;
  /** How a fresh --node-binary network is seeded: 'full' (the state every check needs, ~40 s) or 'basic' (one committed self-transfer). */
  seedDepth: SeedDepth;
  strict: boolean;
  ratePerSecond: number;
  /** Version profile override ("1.14.2"), or null to detect it from the node. */
  profile: string | null;
  reportDir: string;
  /** Runs kept beside the report dir, which links to the newest (src/harness/run-folder.ts); 0: the report dir is one run's folder. */
  history: number;
  /** Where to write the cassette of every exchange, or null. */
  record: string | null;
  /** An AvalancheGo binary to start as the target (a throwaway local network), or null. */
  nodeBinary: string | null;
  /** Extra node flags ("flag=value"). */
  nodeArgs: string[];
  /** With nodeBinary: start a devnet with this upgrade and those before it active (--upgrades), or null for a local network. */
  upgrades: string | null;
  /** A seed manifest to read for an http target (default: the one `avaconform seed` wrote for that URL), or null. */
  seedManifest: string | null;
  /** Which checks are declared (--method, --clause, --aspect, --exclude-deprecated). */
  selection: CheckSelection;
  /** Accepted findings (--baseline FILE, read and validated), or null. */
  baseline: RunBaseline | null;
  /** Headers, TLS trust and retries for a remote target (--header, --auth, --ca, --insecure, --retries). */
  transport: TransportOptions;
  /**
   * The state machine (--stateful): how many sequences (null: the default for the target) of at most how many commands;
   * null when not asked for. `shrink: false`: a failing sequence is reported as it ran (the selftest's parts).
   */
  stateful: { sequences: number | null; maxCommands: number; shrink?: false } | null;
  /** Suite worker threads (--workers), or null for the default. */
  workers: number | null;
  /** The user's check directories (--suites), absolute. */
  suites: string[];
  /** The console: one line per suite (--quiet); each failed check in full as it finishes (--verbose). */
  quiet: boolean;
  verbose: boolean;
  /** The key that signs issueTx checks and seeding (AVACONFORM_PRIVATE_KEY), or null. */
  privateKey: string | null;
  /** `avaconform replay`'s request (or AVACONFORM_REPLAY_*): the one check, and counterexample, to run again; null in any other run. */
  replay: ReplayRequest | null;
  /** The project tests' hook of a suite worker that dies (Environment.testWorkerDiesIn), or null. */
  testWorkerDiesIn: string | null;
}

export { DEFAULTS, SEED_DEPTHS, type SeedDepth } from './defaults.js';

const F = RUN_FLAGS;

/** A setting's variable, for a message about a value that came from it. */
const variable = (flag: SettingFlag): string => (F as Record<string, FlagSpec>)[flag]!.env!;

function int(s: RunSettings, flag: SettingFlag, fallback: number): number {
  const v = s[flag];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new InputError(`${variable(flag)} must be an integer, got ${JSON.stringify(v)}`);
  return n;
}

/** A `lines` setting's values (newline-separated, blank lines dropped). */
const lines = (v: string | undefined): string[] => (v ?? '').split('\n').filter((l) => l.trim());

/**
 * What a run takes from its environment whoever sets its other options (compare's and matrix's runs, the
 * manifest's collection): how the command is named, the suite workers, the user's check directories, the
 * console and the signing key.
 */
function ofTheProcess(
  s: RunSettings,
  env: Environment,
): Pick<RunOptions, 'command' | 'workers' | 'suites' | 'quiet' | 'verbose' | 'privateKey' | 'testWorkerDiesIn'> {
  return {
    command: commandWords(process.cwd(), env.path),
    workers: s.workers ? int(s, 'workers', DEFAULTS.workers) : null,
    suites: lines(s.suites).map((d) => resolve(d)),
    quiet: isOn(s.quiet),
    verbose: isOn(s.verbose),
    privateKey: env.privateKey,
    testWorkerDiesIn: env.testWorkerDiesIn,
  };
}

/**
 * Run options for a run the tool starts itself (compare, matrix, the manifest's collection): the defaults,
 * what the environment says of the process (ofTheProcess), and the given ones.
 */
export function runOptionsWith(
  given: Pick<RunOptions, 'target' | 'seed' | 'reportDir'> & Partial<RunOptions>,
  env: Environment,
): RunOptions {
  return {
    ...ofTheProcess(env.settings, env),
    peers: [],
    nodes: 1,
    mockSeed: given.seed,
    mockNetworkId: DEFAULTS.mockNetworkId,
    mockScale: 'default',
    faults: [],
    runs: DEFAULTS.runs,
    timeoutMs: DEFAULTS.timeoutMs,
    allowWrites: false,
    seedDepth: 'full',
    strict: false,
    ratePerSecond: 0,
    profile: null,
    history: 0,
    record: null,
    nodeBinary: null,
    nodeArgs: [],
    upgrades: null,
    seedManifest: null,
    selection: EVERY_CHECK,
    baseline: null,
    transport: DIRECT,
    stateful: null,
    replay: null,
    ...given,
  };
}

export function freshSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

/** The transport settings (src/client/transport.ts) from the run's settings and the bearer token. */
export function resolveTransport(s: RunSettings, token: string | null): TransportOptions {
  const headers = Object.fromEntries(lines(s.header).map(parseHeader));
  const auth = s.auth;
  if (auth) {
    if (!auth.includes(':')) throw new InputError(`--auth (${F.auth.env}) must be "user:password"`);
    headers.authorization = `Basic ${Buffer.from(auth).toString('base64')}`;
  } else if (token) headers.authorization = `Bearer ${token}`;
  const given = s.retries;
  const retries = given === undefined ? 0 : Number(given);
  if (!Number.isInteger(retries) || retries < 0 || retries > MAX_RETRIES)
    throw new InputError(`--retries must be an integer 0..${MAX_RETRIES}, got ${JSON.stringify(given)}`);
  return { headers, caFile: s.ca || null, insecure: isOn(s.insecure), retries };
}

/** The transport settings from variables alone (`avaconform seed`, which has no such flags; the tests). */
export function readTransport(vars: Variables): TransportOptions {
  const env = environmentOf(vars);
  return resolveTransport(env.settings, env.token);
}

/** The target (the first --target), the further nodes', and the binary a network is started from. */
function targetOf(s: RunSettings) {
  const targets = csv(s.target);
  const target = targets[0] ?? 'mock';
  const spec = parseTarget(target);
  return { targets, target, spec, nodeBinary: s['node-binary'] || (spec.kind === 'binary' ? spec.binary : null) };
}

const reportDirOf = (s: RunSettings): string => s['report-dir'] || DEFAULTS.reportDir;

/**
 * What vitest's own options need of a plain `npx vitest run` (vitest.config.ts), before its global setup
 * resolves the run's options (resolveRunOptions): the workers, the user's check dirs, whether the writing
 * files run last, where the reports go. Resolved by the same rules, from the same environment.
 */
export function vitestRunOptions(
  env: Environment,
): Pick<RunOptions, 'workers' | 'suites' | 'target' | 'nodeBinary' | 'allowWrites' | 'reportDir'> {
  const s = env.settings;
  const { workers, suites } = ofTheProcess(s, env);
  const { target, nodeBinary } = targetOf(s);
  return { workers, suites, target, nodeBinary, allowWrites: isOn(s['allow-writes']), reportDir: reportDirOf(s) };
}

/**
 * The run's options: the `given` settings (the command's: its flags over its config file's, and what it
 * decides itself) over the environment's, over the defaults. The one place a run's settings become options.
 */
export function resolveRunOptions(given: RunSettings, env: Environment): RunOptions {
  const s: RunSettings = { ...env.settings, ...given };
  const { targets, target, spec, nodeBinary } = targetOf(s);
  // The seed and faults a mock target names (mock:SEED:FAULT,…) are the run's; a flag saying otherwise is bad input.
  const named = spec.kind === 'mock' ? spec : { seed: null, faults: [] };
  const seed = int(s, 'seed', NaN);
  if (named.seed !== null && !Number.isNaN(seed) && seed !== named.seed)
    throw new InputError(`--seed ${seed} contradicts --target ${target} (seed ${named.seed})`);
  const faults = csv(s.fault);
  const faultSet = (names: readonly string[]) => [...new Set(names)].sort().join(',');
  if (named.faults.length && faults.length && faultSet(faults) !== faultSet(named.faults))
    throw new InputError(
      `--fault ${faults.join(',')} contradicts --target ${target} (faults ${named.faults.join(',')})`,
    );
  const resolvedSeed = named.seed ?? (Number.isNaN(seed) ? freshSeed() : seed);
  return {
    ...ofTheProcess(s, env),
    target,
    // Further targets are nodes' URLs (the command line has checked it): as the target, without a trailing slash.
    peers: targets.slice(1).map((u) => u.replace(/\/$/, '')),
    nodes: int(s, 'nodes', 1),
    seed: resolvedSeed,
    mockSeed: int(s, 'mock-seed', resolvedSeed),
    mockNetworkId: int(s, 'mock-network-id', DEFAULTS.mockNetworkId),
    mockScale: s.scale === 'mainnet' ? 'mainnet' : 'default',
    faults: named.faults.length ? named.faults : faults,
    runs: int(s, 'runs', DEFAULTS.runs),
    timeoutMs: int(s, 'timeout', DEFAULTS.timeoutMs),
    allowWrites: isOn(s['allow-writes']),
    seedDepth: s['seed-depth'] === 'basic' ? 'basic' : 'full',
    strict: isOn(s.strict),
    ratePerSecond: int(s, 'rate', 0),
    profile: s.profile ? s.profile.replace(/^v/, '') : null,
    reportDir: reportDirOf(s),
    // A history by default only in the default report dir: a --report-dir given holds one run, as it always has.
    history: int(s, 'history', s['report-dir'] ? 0 : DEFAULTS.history),
    record: s.record || null,
    nodeBinary,
    nodeArgs: (s['node-arg'] ?? '').split('\n').filter(Boolean),
    upgrades: s.upgrades || null,
    seedManifest: s['seed-manifest'] || null,
    selection: readSelection(s),
    baseline: s.baseline ? readBaseline(s.baseline) : null,
    transport: resolveTransport(s, env.token),
    stateful: isOn(s.stateful)
      ? {
          sequences: s.sequences ? int(s, 'sequences', 0) : null,
          maxCommands: int(s, 'max-commands', DEFAULTS.maxCommands),
        }
      : null,
    replay: env.replay,
  };
}

/** The run's options from variables alone, as a plain `npx vitest run` takes them (and the tests). */
export function readRunOptions(vars: Variables): RunOptions {
  return resolveRunOptions({}, environmentOf(vars));
}
