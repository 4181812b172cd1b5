// Run options, read from AVACONFORM_* environment variables so that `avaconform run` and a plain
// `npx vitest run` configure the suites the same way.
import { commandWords } from '../tool.js';
import { DIRECT, MAX_RETRIES, parseHeader, type TransportOptions } from '../client/transport.js';
import { InputError } from '../errors.js';
import type { MockScale } from '../mock/chain/scale.js';
import { readBaseline, type RunBaseline } from '../check/baseline.js';
import { DEFAULTS, type SeedDepth } from './defaults.js';
import { csv, isOn, RUN_FLAGS } from './run-flags.js';
import { parseTarget } from './target.js';
import { readSelection } from './selection.js';
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
  /** The state machine (--stateful): how many sequences (null: the default for the target) of at most how many commands; null when not asked for. */
  stateful: { sequences: number | null; maxCommands: number } | null;
}

export { DEFAULTS, SEED_DEPTHS, type SeedDepth } from './defaults.js';

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new InputError(`${name} must be an integer, got ${JSON.stringify(v)}`);
  return n;
}

/** Run options for a run the tool starts itself (compare, matrix): the defaults, with the given ones. */
export function runOptionsWith(
  given: Pick<RunOptions, 'target' | 'seed' | 'reportDir'> & Partial<RunOptions>,
): RunOptions {
  return {
    command: commandWords(process.cwd(), process.env.PATH ?? ''),
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
    ...given,
  };
}

export function freshSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

const F = RUN_FLAGS;
/** A bearer token for every request (there is no flag: a token belongs in the environment, not in a shell history). */
export const TOKEN_ENV = 'AVACONFORM_TOKEN';

/** The transport settings (src/client/transport.ts) from their variables. */
export function readTransport(env: NodeJS.ProcessEnv): TransportOptions {
  const headers = Object.fromEntries(
    (env[F.header.env] ?? '')
      .split('\n')
      .filter((l) => l.trim())
      .map(parseHeader),
  );
  const auth = env[F.auth.env];
  if (auth) {
    if (!auth.includes(':')) throw new InputError(`--auth (${F.auth.env}) must be "user:password"`);
    headers.authorization = `Basic ${Buffer.from(auth).toString('base64')}`;
  } else if (env[TOKEN_ENV]) headers.authorization = `Bearer ${env[TOKEN_ENV]}`;
  const given = env[F.retries.env];
  const retries = given === undefined ? 0 : Number(given);
  if (!Number.isInteger(retries) || retries < 0 || retries > MAX_RETRIES)
    throw new InputError(`--retries must be an integer 0..${MAX_RETRIES}, got ${JSON.stringify(given)}`);
  return { headers, caFile: env[F.ca.env] || null, insecure: isOn(env[F.insecure.env]), retries };
}

export function readRunOptions(env: NodeJS.ProcessEnv = process.env): RunOptions {
  const targets = csv(env[F.target.env]);
  const target = targets[0] ?? 'mock';
  const spec = parseTarget(target);
  // The seed and faults a mock target names (mock:SEED:FAULT,…) are the run's; a flag saying otherwise is bad input.
  const named = spec.kind === 'mock' ? spec : { seed: null, faults: [] };
  const seed = int(env, F.seed.env, NaN);
  if (named.seed !== null && !Number.isNaN(seed) && seed !== named.seed)
    throw new InputError(`--seed ${seed} contradicts --target ${target} (seed ${named.seed})`);
  const faults = csv(env[F.fault.env]);
  const faultSet = (names: readonly string[]) => [...new Set(names)].sort().join(',');
  if (named.faults.length && faults.length && faultSet(faults) !== faultSet(named.faults))
    throw new InputError(
      `--fault ${faults.join(',')} contradicts --target ${target} (faults ${named.faults.join(',')})`,
    );
  const resolvedSeed = named.seed ?? (Number.isNaN(seed) ? freshSeed() : seed);
  if (Number.isNaN(seed)) env[F.seed.env] = String(resolvedSeed);
  return {
    target,
    command: commandWords(process.cwd(), env.PATH ?? ''),
    // Further targets are nodes' URLs (the command line has checked it): as the target, without a trailing slash.
    peers: targets.slice(1).map((u) => u.replace(/\/$/, '')),
    nodes: int(env, F.nodes.env, 1),
    seed: resolvedSeed,
    mockSeed: int(env, F['mock-seed'].env, resolvedSeed),
    mockNetworkId: int(env, F['mock-network-id'].env, DEFAULTS.mockNetworkId),
    mockScale: env[F.scale.env] === 'mainnet' ? 'mainnet' : 'default',
    faults: named.faults.length ? named.faults : faults,
    runs: int(env, F.runs.env, DEFAULTS.runs),
    timeoutMs: int(env, F.timeout.env, DEFAULTS.timeoutMs),
    allowWrites: isOn(env[F['allow-writes'].env]),
    seedDepth: env[F['seed-depth'].env] === 'basic' ? 'basic' : 'full',
    strict: isOn(env[F.strict.env]),
    ratePerSecond: int(env, F.rate.env, 0),
    profile: env[F.profile.env] ? env[F.profile.env]!.replace(/^v/, '') : null,
    reportDir: env[F['report-dir'].env] || DEFAULTS.reportDir,
    // A history by default only in the default report dir: a --report-dir given holds one run, as it always has.
    history: int(env, F.history.env, env[F['report-dir'].env] ? 0 : DEFAULTS.history),
    record: env[F.record.env] || null,
    nodeBinary: env[F['node-binary'].env] || (spec.kind === 'binary' ? spec.binary : null),
    nodeArgs: (env[F['node-arg'].env] ?? '').split('\n').filter(Boolean),
    upgrades: env[F.upgrades.env] || null,
    seedManifest: env[F['seed-manifest'].env] || null,
    selection: readSelection(env),
    baseline: env[F.baseline.env] ? readBaseline(env[F.baseline.env]!) : null,
    transport: readTransport(env),
    stateful: isOn(env[F.stateful.env])
      ? {
          sequences: env[F.sequences.env] ? int(env, F.sequences.env, 1) : null,
          maxCommands: int(env, F['max-commands'].env, DEFAULTS.maxCommands),
        }
      : null,
  };
}
