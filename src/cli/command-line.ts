// avaconform's command line as a function: argv in, exit code out. Each command lives in src/cli/commands/;
// src/cli/main.ts runs it as the process.
import { InputError } from '../input-error.js';
import type { Environment } from '../harness/environment.js';
import { EXIT } from './usage.js';
import { TOOL_VERSION } from '../tool.js';

const HELP = `avaconform ${TOOL_VERSION} — conformance harness for the Avalanche node's APIs

Commands:
  run        run the suites against a target and write reports (default target: the embedded mock)
  seed       build the suites' state on a devnet with signed txs, and write its seed manifest
  mock       serve the embedded mock node on a port
  network    start an N-node local network from an AvalancheGo binary (until Ctrl-C)
  list       list every check by stable id (what --check and replay --check take)
  faults     list the mock's named faults
  selftest   prove every check can fail: clean mock + every fault
  replay     re-send a recorded failing request and re-check it
  pin        pin the counterexamples a run's properties met, so every later run sends them first
  har        write a cassette as a HAR 1.2 file (for browsers' dev tools, mitmproxy, Postman)
  openrpc    print an OpenRPC document of one API endpoint's methods, with examples the mock answered
  diff       compare two runs (exit 1 on regressions)
  compare    compare two targets answer by answer (mock, URL, replay:FILE; exit 1 on unexplained differences)
  matrix     one grid of verdicts, method × clause × release, from several runs or targets
  merge      join shard results into one set of reports
  report     build the Allure HTML report from a run's allure-results

avaconform <command> --help for its options. avaconform --debug <command> … prints the stack of an error.

Exit codes: 0 conforms, 1 a check failed, 2 bad input (usage, configuration, I/O, a target that
cannot be judged); errors are one line on stderr.`;

/** Whether the command line asks for --debug (before the command's arguments end, `--`). */
function debugFlag(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return argv.slice(0, end < 0 ? argv.length : end).includes('--debug');
}

/**
 * Whether an error prints its stack: --debug, or AVACONFORM_DEBUG=1 in the environment (src/harness/environment.ts,
 * loaded only when an error is reported: a command that ends well never needs it).
 */
export async function debugAsked(argv: readonly string[], environment?: Pick<Environment, 'debug'>): Promise<boolean> {
  if (debugFlag(argv)) return true;
  return (environment ?? (await import('../harness/environment.js')).processEnvironment()).debug;
}

type Command = (argv: string[]) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  run: async () => (await import('./commands/run.js')).runCommand,
  seed: async () => (await import('./commands/seed.js')).seedCommand,
  mock: async () => (await import('./commands/mock.js')).mockCommand,
  network: async () => (await import('./commands/network.js')).networkCommand,
  list: async () => (await import('./commands/list.js')).listCommand,
  faults: async () => (await import('./commands/faults.js')).faultsCommand,
  selftest: async () => (await import('./commands/selftest.js')).selftestCommand,
  replay: async () => (await import('./commands/replay.js')).replayCommand,
  pin: async () => (await import('./commands/pin.js')).pinCommand,
  har: async () => (await import('./commands/har.js')).harCommand,
  openrpc: async () => (await import('./commands/openrpc.js')).openrpcCommand,
  diff: async () => (await import('./commands/diff.js')).diffCommand,
  compare: async () => (await import('./commands/compare.js')).compareCommand,
  matrix: async () => (await import('./commands/matrix.js')).matrixCommand,
  merge: async () => (await import('./commands/merge.js')).mergeCommand,
  report: async () => (await import('./commands/report.js')).reportCommand,
};

/** An error as one line: what the user must fix (exit 2); the stack only with --debug. */
export function reportError(command: string, e: unknown, debug: boolean): number {
  const err = e as (Error & { code?: unknown }) | undefined;
  const message = (err?.message ?? String(e)).replace(/\s*\n\s*/g, ' ');
  // Bad input, or a file the system refused (ENOENT, EACCES, EISDIR, ENOSPC, …): the user's to fix.
  const input = e instanceof InputError || (typeof err?.code === 'string' && /^E[A-Z]+$/.test(err.code));
  console.error(
    `avaconform ${command}: ${input ? message : `internal error: ${message}${debug ? '' : ' (avaconform --debug … prints the stack)'}`}`,
  );
  if (debug) console.error(err?.stack ?? String(e));
  return EXIT.usage;
}

export async function main(argv: string[], environment?: Pick<Environment, 'debug'>): Promise<number> {
  const end = argv.indexOf('--');
  const [name, ...rest] = argv.filter((a, i) => a !== '--debug' || (end >= 0 && i > end));
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(HELP);
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === '--version') {
    console.log(TOOL_VERSION);
    return EXIT.ok;
  }
  const load = COMMANDS[name];
  if (!load) {
    console.error(`avaconform: unknown command ${JSON.stringify(name)} (try avaconform --help)`);
    return EXIT.usage;
  }
  try {
    return await (
      await load()
    )(rest);
  } catch (e) {
    return reportError(name, e, await debugAsked(argv, environment));
  }
}
