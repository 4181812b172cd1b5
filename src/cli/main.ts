// avaconform: the command line. Each command lives in src/cli/commands/.
import { EXIT, UsageError } from './usage.js';
import { TOOL_VERSION } from '../tool.js';

const HELP = `avaconform ${TOOL_VERSION} — conformance harness for the Avalanche node's APIs

Commands:
  run        run the suites against a target and write reports (default target: the embedded mock)
  seed       build the suites' state on a devnet with signed txs, and write its seed manifest
  mock       serve the embedded mock node on a port
  faults     list the mock's named faults
  selftest   prove every check can fail: clean mock + every fault
  replay     re-send a recorded failing request and re-check it
  diff       compare two runs (exit 1 on regressions)
  merge      join shard results into one set of reports
  report     build the Allure HTML report from a run's allure-results

avaconform <command> --help for its options.`;

type Command = (argv: string[]) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  run: async () => (await import('./commands/run.js')).runCommand,
  seed: async () => (await import('./commands/seed.js')).seedCommand,
  mock: async () => (await import('./commands/mock.js')).mockCommand,
  faults: async () => (await import('./commands/faults.js')).faultsCommand,
  selftest: async () => (await import('./commands/selftest.js')).selftestCommand,
  replay: async () => (await import('./commands/replay.js')).replayCommand,
  diff: async () => (await import('./commands/diff.js')).diffCommand,
  merge: async () => (await import('./commands/merge.js')).mergeCommand,
  report: async () => (await import('./commands/report.js')).reportCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
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
    return await (await load())(rest);
  } catch (e) {
    const err = e as Error & { code?: string };
    if (e instanceof UsageError || err.code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`avaconform ${name}: ${err.message}`);
      return EXIT.usage;
    }
    throw e;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    // Exit explicitly: a target that keeps sockets half-open must not keep the process alive.
    process.exit(code);
  },
  (e: unknown) => {
    console.error(`avaconform: internal error: ${(e as Error)?.stack ?? String(e)}`);
    process.exit(1);
  },
);
