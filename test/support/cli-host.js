// A process that runs avaconform commands one after another, for the project's tests (test/support/host.ts).
// Each command runs the command line's own main(argv) in the environment the test gives, prints to this
// process's stdout and stderr as `node bin/avaconform.js ARGS` would, then the test's end marker on each, and
// sends its exit code and the process's peak memory so far. Node, the CLI's modules, vitest and the mock's
// chains load once per host, not once per command: a one-check run measured 3.4 s of CPU as a process of its
// own, 1.1 s as a command of a warm host.
// Plain JavaScript, so the host starts under the CLI's own V8 flags without a loader.
import { loadMain } from './command-line-entry.js';

const main = await loadMain();

/** Sets this process's environment to exactly `env`, as a process started with it would have. */
function useEnvironment(env) {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
}

// The test sends one command at a time and waits for its exit code.
process.on('message', (/** @type {{ args: string[], env: Record<string, string>, endMarker: string }} */ command) => {
  useEnvironment(command.env);
  const end = (code) =>
    process.stdout.write(command.endMarker, () =>
      process.stderr.write(command.endMarker, () => process.send({ code, peakRssKb: process.resourceUsage().maxRSS })),
    );
  // main() reports its own errors and returns 2: a rejection is a bug in it, which Node would print and exit 1 on.
  main(command.args).then(end, (e) => {
    process.stderr.write(`${e?.stack ?? e}\n`);
    end(1);
  });
});
// The test process is gone: so is its host.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
