// Run options, read from AVACONFORM_* environment variables so that `avaconform run` and a plain
// `npx vitest run` configure the suites the same way.
import { DIRECT, readTransport, type TransportOptions } from '../client/transport.js';
import { InputError } from '../errors.js';
import { EVERY_CHECK, readSelection, type CheckSelection } from './selection.js';

export interface RunOptions {
  /** "mock", an http(s) base URL, or "replay:FILE" (a recorded cassette). */
  target: string;
  seed: number;
  /** Seed of the embedded mock's chain (default: the run seed). */
  mockSeed: number;
  /** Network ID the embedded mock simulates (sets its address HRP). */
  mockNetworkId: number;
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
  /** Where to write the cassette of every exchange, or null. */
  record: string | null;
  /** An AvalancheGo binary to start as the target (a throwaway local network), or null. */
  nodeBinary: string | null;
  /** Extra node flags ("flag=value"). */
  nodeArgs: string[];
  /** A seed manifest to read for an http target (default: the one `avaconform seed` wrote for that URL), or null. */
  seedManifest: string | null;
  /** Which checks are declared (--method, --clause, --aspect, --exclude-deprecated). */
  selection: CheckSelection;
  /** Headers, TLS trust and retries for a remote target (--header, --auth, --ca, --insecure, --retries). */
  transport: TransportOptions;
}

export const SEED_DEPTHS = ['full', 'basic'] as const;
export type SeedDepth = (typeof SEED_DEPTHS)[number];

export const DEFAULTS = { runs: 100, timeoutMs: 10_000, reportDir: 'reports/latest', mockNetworkId: 12345 } as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new InputError(`${name} must be an integer, got ${JSON.stringify(v)}`);
  return n;
}

/** Run options for a run the tool starts itself (compare, matrix): the defaults, with the given ones. */
export function runOptionsWith(given: Pick<RunOptions, 'target' | 'seed' | 'reportDir'> & Partial<RunOptions>): RunOptions {
  return {
    mockSeed: given.seed,
    mockNetworkId: DEFAULTS.mockNetworkId,
    faults: [],
    runs: DEFAULTS.runs,
    timeoutMs: DEFAULTS.timeoutMs,
    allowWrites: false,
    seedDepth: 'full',
    strict: false,
    ratePerSecond: 0,
    profile: null,
    record: null,
    nodeBinary: null,
    nodeArgs: [],
    seedManifest: null,
    selection: EVERY_CHECK,
    transport: DIRECT,
    ...given,
  };
}

export function freshSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

export function readRunOptions(env: NodeJS.ProcessEnv = process.env): RunOptions {
  const seed = int(env, 'AVACONFORM_SEED', NaN);
  const resolvedSeed = Number.isNaN(seed) ? freshSeed() : seed;
  if (Number.isNaN(seed)) env.AVACONFORM_SEED = String(resolvedSeed);
  return {
    target: env.AVACONFORM_TARGET || 'mock',
    seed: resolvedSeed,
    mockSeed: int(env, 'AVACONFORM_MOCK_SEED', resolvedSeed),
    mockNetworkId: int(env, 'AVACONFORM_MOCK_NETWORK_ID', DEFAULTS.mockNetworkId),
    faults: (env.AVACONFORM_FAULT ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    runs: int(env, 'AVACONFORM_RUNS', DEFAULTS.runs),
    timeoutMs: int(env, 'AVACONFORM_TIMEOUT', DEFAULTS.timeoutMs),
    allowWrites: env.AVACONFORM_ALLOW_WRITES === '1' || env.AVACONFORM_ALLOW_WRITES === 'true',
    seedDepth: env.AVACONFORM_SEED_DEPTH === 'basic' ? 'basic' : 'full',
    strict: env.AVACONFORM_STRICT === '1' || env.AVACONFORM_STRICT === 'true',
    ratePerSecond: int(env, 'AVACONFORM_RATE', 0),
    profile: env.AVACONFORM_PROFILE ? env.AVACONFORM_PROFILE.replace(/^v/, '') : null,
    reportDir: env.AVACONFORM_REPORT_DIR || DEFAULTS.reportDir,
    record: env.AVACONFORM_RECORD || null,
    nodeBinary: env.AVACONFORM_NODE_BINARY || null,
    nodeArgs: (env.AVACONFORM_NODE_ARGS ?? '').split('\n').filter(Boolean),
    seedManifest: env.AVACONFORM_SEED_MANIFEST || null,
    selection: readSelection(env),
    transport: readTransport(env),
  };
}
