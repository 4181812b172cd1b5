// The flags of `avaconform run`, each once: its AVACONFORM_* variable (the same setting from the
// environment, read by src/harness/environment.ts for `avaconform run` and a plain `npx vitest run`), its
// kind, the name of its value and its help. The command line's parser, its --help, the config file's keys
// and the settings the flags give (flagSettings) are derived from this table; src/harness/options.ts
// resolves the settings into the run's options, which are passed on, never written to the environment.
import { existsSync, statSync } from 'node:fs';
import { DEVNET_NETWORK_ID, parseUpgrades } from '../targets/devnet.js';
import { parseHeader } from '../client/transport.js';
import { InputError } from '../input-error.js';
import { DEFAULTS, SEED_DEPTHS } from './defaults.js';
import { MOCK_SCALES } from '../mock/chain/scale.js';
import { TARGET_FORMS } from './target.js';

/**
 * How a flag's value becomes its setting (the text its variable would hold): `text` as given, `int` an
 * integer of at least `min`, `switch` "1" when set, `list` repeatable and comma-joined, `lines` repeatable
 * and newline-joined. `cli` flags are read by the command itself and have no variable.
 */
export type FlagKind = 'text' | 'int' | 'switch' | 'list' | 'lines' | 'cli-text' | 'cli-list' | 'cli-switch';

export interface FlagSpec {
  kind: FlagKind;
  /** The variable, for every kind but the cli-* ones. */
  env?: string;
  /** The least value of an `int` flag. */
  min?: number;
  /** How the value is written in --help ("N", "FILE"); none for switches. */
  arg?: string;
  /** --help text; further lines start with "\n". */
  help: string;
  /** Throws an InputError when the given value cannot be right (beyond its kind). */
  check?: (value: string) => void;
}

const oneOf = (flag: string, allowed: readonly string[]) => (v: string) => {
  if (!allowed.includes(v))
    throw new InputError(`--${flag} must be one of ${allowed.join(', ')}, got ${JSON.stringify(v)}`);
};

export const RUN_FLAGS = {
  target: {
    kind: 'list',
    env: 'AVACONFORM_TARGET',
    arg: 'TARGET',
    help: `target (default: mock, the embedded mock node), one of:\n  ${TARGET_FORMS.split(' | ').join('\n  ')}
A mock's SEED and FAULTs are the run's (a --seed or --fault that differs
exits 2); binary:PATH is --node-binary PATH. Repeated with URLs: the
first is the target, the others nodes of its network, checked for agreeing
with it (blocks, validator sets, tx statuses, UTXOs); see suites/network/`,
  },
  'report-dir': {
    kind: 'text',
    env: 'AVACONFORM_REPORT_DIR',
    arg: 'DIR',
    help: `where reports go (default: ${DEFAULTS.reportDir})`,
  },
  history: {
    kind: 'int',
    env: 'AVACONFORM_HISTORY',
    min: 0,
    arg: 'N',
    help: `keep the N newest runs, each in a folder named by its UTC start beside
the report dir (reports/2025-01-31T09-05-07-042Z/), the report dir a link
to the newest (default ${DEFAULTS.history} when --report-dir is not given, else 0:
the report dir is one folder, replaced by each run)`,
  },
  seed: {
    kind: 'int',
    env: 'AVACONFORM_SEED',
    min: 0,
    arg: 'N',
    help: "run seed (default: fresh, printed); also seeds the mock's chain",
  },
  runs: {
    kind: 'int',
    env: 'AVACONFORM_RUNS',
    min: 1,
    arg: 'N',
    help: `fast-check runs per property (default ${DEFAULTS.runs})`,
  },
  only: {
    kind: 'cli-list',
    arg: 'PATTERN',
    help: 'only suite files whose path contains PATTERN, in any case (repeatable);\na substring: --only getBlock also runs getBlockchains.test.ts',
  },
  check: {
    kind: 'list',
    env: 'AVACONFORM_CHECK',
    arg: 'ID',
    help: "only this check: its stable id, e.g. getUTXOs.R2-limit-capped, or a\nprefix ending in *, e.g. 'getUTXOs.*' (repeatable; avaconform list)",
  },
  'exclude-check': {
    kind: 'list',
    env: 'AVACONFORM_EXCLUDE_CHECK',
    arg: 'ID',
    help: "leave out this check, or every check of a '…*' prefix (repeatable)",
  },
  method: {
    kind: 'list',
    env: 'AVACONFORM_METHOD',
    arg: 'NAME',
    help: 'only checks of this exact catalog method, e.g. platform.getBlock\n(repeatable; transport-level checks have method "transport")',
  },
  clause: {
    kind: 'list',
    env: 'AVACONFORM_CLAUSE',
    arg: 'ID',
    help: "only checks citing this exact clause id, e.g. P.m.getUTXOs.R2\n(repeatable; ids from the spec's clauses.json)",
  },
  aspect: {
    kind: 'list',
    env: 'AVACONFORM_ASPECT',
    arg: 'A',
    help: 'only checks of this aspect (repeatable): envelope, schema, encoding,\npagination, limit, deprecation, health-status, consistency,\nrobustness, keystore, index',
  },
  'exclude-method': {
    kind: 'list',
    env: 'AVACONFORM_EXCLUDE_METHOD',
    arg: 'NAME',
    help: 'leave out the checks of this catalog method (repeatable)',
  },
  'exclude-clause': {
    kind: 'list',
    env: 'AVACONFORM_EXCLUDE_CLAUSE',
    arg: 'ID',
    help: 'leave out the checks citing this clause id (repeatable)',
  },
  'exclude-aspect': {
    kind: 'list',
    env: 'AVACONFORM_EXCLUDE_ASPECT',
    arg: 'A',
    help: 'leave out the checks of this aspect (repeatable)',
  },
  'exclude-deprecated': {
    kind: 'switch',
    env: 'AVACONFORM_EXCLUDE_DEPRECATED',
    help: 'leave out checks of methods the spec marks deprecated\n(getBalance, getStake, … and the whole keystore API)',
  },
  baseline: {
    kind: 'text',
    env: 'AVACONFORM_BASELINE',
    arg: 'FILE',
    help: 'accepted findings (YAML or JSON: entries of check, path, reason,\nexpires YYYY-MM-DD; see INTERPRETING.md): a finding an entry matches is\nexpected-fail. An expired entry, or a stale one (its check ran and met\nno finding it matches), fails the run with one line each',
  },
  suites: {
    kind: 'lines',
    env: 'AVACONFORM_SUITES',
    arg: 'DIR',
    check: mustBeDir('suites'),
    help: "also run the user's check files in DIR (every *.test.ts under it, written\nwith check() from 'avaconform'), beside the built-in suites and in their\ncontext: target, discovery, reports, --check by id (repeatable). An id\nthat is a built-in check's exits 2",
  },
  'max-failures': {
    kind: 'cli-text',
    arg: 'N',
    help: 'stop after N failed checks (the checks not run are not reported)\nSelections combine: files by --only, then checks by every other\nflag (AND across flags, OR within one); an empty selection exits 2.',
  },
  timeout: {
    kind: 'int',
    env: 'AVACONFORM_TIMEOUT',
    min: 1,
    arg: 'MS',
    help: `per-request deadline (default ${DEFAULTS.timeoutMs})`,
  },
  'allow-writes': {
    kind: 'switch',
    env: 'AVACONFORM_ALLOW_WRITES',
    help: 'allow state-changing calls against a real node; with --node-binary,\nfirst seed the fresh network with the state the suites look for\n(about 25 s on 2 cores, most of it waiting for short stakes to end;\nbounded to 90 s; see avaconform seed --help)',
  },
  stateful: {
    kind: 'switch',
    env: 'AVACONFORM_STATEFUL',
    help: `also run the state machine (suites/stateful/): a tour through every
transition, then random sequences of txs, waits and txs the node must refuse, every method that reports the changed
state asked after each step and held to the model's prediction; on the mock,
on a network --node-binary starts, or on a URL with --allow-writes`,
  },
  sequences: {
    kind: 'int',
    env: 'AVACONFORM_SEQUENCES',
    min: 0,
    arg: 'N',
    help: `with --stateful: random sequences of commands to run after the tour (default
${DEFAULTS.sequences} on the mock, ${DEFAULTS.sequencesOnNode} on a node; 0: the tour alone)`,
  },
  'max-commands': {
    kind: 'int',
    env: 'AVACONFORM_MAX_COMMANDS',
    min: 1,
    arg: 'M',
    help: `with --stateful: at most M commands per sequence (default ${DEFAULTS.maxCommands})`,
  },
  'seed-depth': {
    kind: 'text',
    env: 'AVACONFORM_SEED_DEPTH',
    arg: SEED_DEPTHS.join('|'),
    check: oneOf('seed-depth', SEED_DEPTHS),
    help: 'with --node-binary --allow-writes: full (default) builds the state every\ncheck needs (about 25 s); basic commits one self-transfer (a few seconds,\nfewer checks run; the recorded cassettes in fixtures/ use it)',
  },
  'seed-manifest': {
    kind: 'text',
    env: 'AVACONFORM_SEED_MANIFEST',
    arg: 'FILE',
    check: mustExist('seed-manifest'),
    help: 'the seed manifest of --target (default: the one avaconform seed wrote\nfor that URL, reports/seed/<host>-<port>.json, when it exists)',
  },
  fault: {
    kind: 'list',
    env: 'AVACONFORM_FAULT',
    arg: 'NAME',
    help: 'switch on a mock fault (repeatable; see avaconform faults)',
  },
  strict: { kind: 'switch', env: 'AVACONFORM_STRICT', help: 'apply no known deviation (each fails as the spec says)' },
  profile: {
    kind: 'text',
    env: 'AVACONFORM_PROFILE',
    arg: 'vX.Y.Z',
    check: versionLike,
    help: 'version profile instead of detecting it',
  },
  rate: { kind: 'int', env: 'AVACONFORM_RATE', min: 0, arg: 'N', help: 'at most N requests/s per worker' },
  header: {
    kind: 'lines',
    env: 'AVACONFORM_HEADERS',
    arg: "'Name: value'",
    check: (v: string) => void parseHeader(v),
    help: 'send this header on every request to the target (repeatable)',
  },
  auth: {
    kind: 'text',
    env: 'AVACONFORM_AUTH',
    arg: 'USER:PASSWORD',
    help: 'HTTP Basic auth on every request; a bearer token comes from\nAVACONFORM_TOKEN. Neither is written to any report or cassette, nor\nare --header values: add them to a printed curl',
  },
  ca: {
    kind: 'text',
    env: 'AVACONFORM_CA',
    arg: 'FILE',
    check: mustExist('ca'),
    help: 'trust this PEM certificate authority for an https target',
  },
  insecure: { kind: 'switch', env: 'AVACONFORM_INSECURE', help: 'accept any certificate (a self-signed devnet)' },
  retries: {
    kind: 'text',
    env: 'AVACONFORM_RETRIES',
    arg: 'N',
    help: 'send a request again, up to N times (0..10, default 0), after a\ntransport failure before any answer (refused, reset, closed). An HTTP 429\nis always waited out (Retry-After), up to 3 times or N when larger. Each\nretry is listed with the exchange and counted in the report; a wrong\nanswer or a timeout is never retried',
  },
  shard: { kind: 'cli-text', arg: 'I/N', help: 'run the I-th of N slices (1 <= I <= N)' },
  record: {
    kind: 'text',
    env: 'AVACONFORM_RECORD',
    arg: 'FILE',
    help: 'write every exchange to FILE (NDJSON cassette)',
  },
  'mock-seed': {
    kind: 'int',
    env: 'AVACONFORM_MOCK_SEED',
    min: 0,
    arg: 'N',
    help: "seed of the mock's chain (default: the run seed)",
  },
  scale: {
    kind: 'text',
    env: 'AVACONFORM_MOCK_SCALE',
    arg: MOCK_SCALES.join('|'),
    check: oneOf('scale', MOCK_SCALES),
    help: "with --target mock: the size of the mock's chain. mainnet adds state of a\npublic network's size: about 2,000 validators (600 delegators), 2,000 subnets\n(500 of them L1s), an address with 100,000 UTXOs (about 3 s to build)",
  },
  'mock-network-id': {
    kind: 'int',
    env: 'AVACONFORM_MOCK_NETWORK_ID',
    min: 1,
    arg: 'N',
    help: `network ID the mock simulates (default ${DEFAULTS.mockNetworkId})`,
  },
  'node-binary': {
    kind: 'text',
    env: 'AVACONFORM_NODE_BINARY',
    arg: 'PATH',
    help: "start a throwaway local network from this AvalancheGo binary\n(default: $AVALANCHEGO_PATH when --target is not given) and check it;\na second node of it that cannot bootstrap (unreachable beacon) runs\nbeside it, so the health rules' failing side (503, failing checks) is\njudged on a node too",
  },
  nodes: {
    kind: 'int',
    env: 'AVACONFORM_NODES',
    min: 1,
    arg: 'N',
    help: 'with --node-binary: start N nodes (default 1); the others bootstrap from the\nfirst, which the suites check, and are checked for agreeing with it',
  },
  upgrades: {
    kind: 'text',
    env: 'AVACONFORM_UPGRADES',
    arg: 'latest|NAME',
    check: (v: string) => void parseUpgrades(v),
    help: `with --node-binary: start a devnet instead of a local network: network ID\n${DEVNET_NETWORK_ID}, a genesis starting now (the prefunded key funded as on local),\nand an upgrade file activating NAME and every upgrade before it at genesis\n(latest: every upgrade the binary knows, e.g. Helicon on v1.15.0). The\nfiles are kept in REPORT_DIR/node-logs/devnet/`,
  },
  'node-arg': {
    kind: 'lines',
    env: 'AVACONFORM_NODE_ARGS',
    arg: 'FLAG=VALUE',
    help: 'extra flag for that node (repeatable)',
  },
  reporter: {
    kind: 'cli-text',
    arg: 'progress|plain|json|ndjson',
    help: "what the console shows (default progress):\n  progress  a live line on a TTY, then a closing list: each failure and\n            warning on one line (its first breach, how many more), the\n            skips by reason, and report.html's path and file:// link\n            (--verbose: each failed check in full as it finishes)\n  plain     the same as lines only: one per finished suite, no colours\n  json      nothing while running; then ONE JSON object on stdout:\n            tool, exitCode, target, seed, reportDir, summary (counts by\n            status), failures and warnings (id, method, aspect, clauses,\n            message, reproduce); see schemas/run-summary.ts\n  ndjson    one JSON event a line on stdout, nothing else: run-start, a\n            check event as each check finishes (id, status, method,\n            clauses, duration, first finding), run-end (counts, exit\n            code); see schemas/run-events.ts\nColours only on a TTY, never with NO_COLOR set or when piped.",
  },
  workers: {
    kind: 'int',
    env: 'AVACONFORM_WORKERS',
    min: 1,
    arg: 'N',
    help: `suites run in N worker threads (default ${DEFAULTS.workers})`,
  },
  config: {
    kind: 'cli-text',
    arg: 'FILE',
    help: 'read flags from FILE (JSON or YAML: flag names as keys, e.g.\n{"target": "http://…", "only": ["platform/"], "allow-writes": true});\ndefault: avaconform.config.json/.yaml/.yml in the working directory.\nA flag given on the command line wins over the file',
  },
  quiet: {
    kind: 'switch',
    env: 'AVACONFORM_QUIET',
    help: 'one line per suite, no live line; failures only in the closing list',
  },
  verbose: {
    kind: 'switch',
    env: 'AVACONFORM_VERBOSE',
    help: 'print each failed check in full as it finishes: clauses, every breach\nwith expected/received at its JSON path, the curl or replay line (by\ndefault the closing list gives one line a check; the reports keep it all)',
  },
  help: { kind: 'cli-switch', help: 'this text' },
} as const satisfies Record<string, FlagSpec>;

export type RunFlag = keyof typeof RUN_FLAGS;

/**
 * The replay request's variables: `avaconform replay` puts its request in the run options (RunOptions.replay),
 * from where the run context hands it to the check (properties/_support/property.ts); a plain `npx vitest run`
 * takes it from these (src/harness/environment.ts).
 */
export const REPLAY_ENV = {
  check: 'AVACONFORM_REPLAY_CHECK',
  seed: 'AVACONFORM_REPLAY_SEED',
  path: 'AVACONFORM_REPLAY_PATH',
} as const;

function mustExist(flag: string) {
  return (v: string) => {
    if (!existsSync(v)) throw new InputError(`--${flag} ${v}: no such file`);
  };
}

function mustBeDir(flag: string) {
  return (v: string) => {
    if (!existsSync(v) || !statSync(v).isDirectory()) throw new InputError(`--${flag} ${v}: no such directory`);
  };
}

function versionLike(v: string): void {
  if (!/^v?\d+\.\d+\.\d+$/.test(v)) throw new InputError(`--profile must look like v1.14.2, got ${JSON.stringify(v)}`);
}

/** A switch setting's value: set when "1" or "true". */
export const isOn = (v: string | undefined): boolean => v === '1' || v === 'true';
/** A list setting's values (comma-separated, blanks dropped). */
export const csv = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const isSwitch = (k: FlagKind) => k === 'switch' || k === 'cli-switch';
const isList = (k: FlagKind) => k === 'list' || k === 'lines' || k === 'cli-list';

type OptionOf<K extends FlagKind> = K extends 'switch' | 'cli-switch'
  ? { type: 'boolean' }
  : K extends 'list' | 'lines' | 'cli-list'
    ? { type: 'string'; multiple: true }
    : { type: 'string' };
/** The parseArgs options of the table, typed per flag so the parsed values are too. */
export type RunParseOptions = { [F in RunFlag]: OptionOf<(typeof RUN_FLAGS)[F]['kind']> };

/** node:util parseArgs options of the table. */
export function parseOptions(): RunParseOptions {
  const entries = Object.entries(RUN_FLAGS as Record<string, FlagSpec>).map(([flag, s]) => [
    flag,
    { type: isSwitch(s.kind) ? 'boolean' : 'string', ...(isList(s.kind) ? { multiple: true } : {}) },
  ]);
  // Built from the same kinds the type maps: the cast only restates that per flag.
  return Object.fromEntries(entries) as RunParseOptions;
}

const COLUMN = 33;

/** The flags' part of --help: "  --flag ARG" in a column, then the help lines. */
export function flagHelp(): string {
  return Object.entries(RUN_FLAGS as Record<string, FlagSpec>)
    .map(([flag, s]) => {
      const head = `  --${flag}${s.arg ? ` ${s.arg}` : ''}`;
      const [first, ...rest] = s.help.split('\n');
      const lead = head.length < COLUMN ? head.padEnd(COLUMN) : `${head}\n${' '.repeat(COLUMN)}`;
      return [`${lead}${first}`, ...rest.map((l) => ' '.repeat(COLUMN) + l)].join('\n');
    })
    .join('\n');
}

/** The flags that are run settings (all but the command's own, cli-*): each has its variable. */
export type SettingFlag = { [F in RunFlag]: (typeof RUN_FLAGS)[F] extends { env: string } ? F : never }[RunFlag];

/**
 * A run's settings before they are resolved (src/harness/options.ts): each flag's value as text, as its
 * variable would hold it (lists comma-joined, lines newline-joined, a switch "1"), by flag name.
 */
export type RunSettings = Partial<Record<SettingFlag, string>>;

/** Every setting flag with its variable, in the table's order. */
export const SETTING_FLAGS = (Object.entries(RUN_FLAGS) as Array<[RunFlag, FlagSpec]>).flatMap(([flag, s]) =>
  s.env ? [{ flag: flag as SettingFlag, env: s.env }] : [],
);

/** The settings the given flags make, each value checked against its kind; cli-* flags are left to the command. */
export function flagSettings(values: Partial<Record<string, string | boolean | Array<string | boolean>>>): RunSettings {
  const settings: Record<string, string> = {};
  for (const [flag, s] of Object.entries(RUN_FLAGS as Record<string, FlagSpec>)) {
    const v = values[flag];
    if (v === undefined || !s.env) continue;
    switch (s.kind) {
      case 'switch':
        if (v === true) settings[flag] = '1';
        break;
      case 'int':
        if (!/^\d+$/.test(String(v)) || Number(v) < (s.min ?? 0) || !Number.isSafeInteger(Number(v)))
          throw new InputError(
            `--${flag} must be an integer from ${s.min ?? 0} to ${Number.MAX_SAFE_INTEGER}, got ${JSON.stringify(v)}`,
          );
        settings[flag] = String(v);
        break;
      case 'list':
      case 'lines': {
        const list = (Array.isArray(v) ? v : [v]).map(String);
        for (const item of list) s.check?.(item);
        if (list.length) settings[flag] = list.join(s.kind === 'list' ? ',' : '\n');
        break;
      }
      default:
        s.check?.(String(v));
        settings[flag] = String(v);
    }
  }
  return settings as RunSettings;
}
