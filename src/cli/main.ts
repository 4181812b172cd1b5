// avaconform: the process. It runs the command line (src/cli/command-line.ts) on its arguments and exits with
// its code once what it printed has left the process.
import { debugAsked, main, reportError } from './command-line.js';

// A closed stdout or stderr (`| head -2`, `| grep -m1 FAIL`) never stops a run: what is left to print is dropped,
// the run goes on, writes its reports and exits with its usual code.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
  });

/**
 * Exits once what was written to stdout and stderr has left the process: to a pipe, writes are asynchronous, and
 * an exit before they drain cuts the output (a JSON list read by another program ends at 64 KiB).
 */
function exitWhenFlushed(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

const argv = process.argv.slice(2);
main(argv).then(
  // Exit explicitly: a target that keeps sockets half-open must not keep the process alive.
  (code) => exitWhenFlushed(code),
  (e: unknown) =>
    void debugAsked(argv).then(
      (debug) => exitWhenFlushed(reportError('', e, debug)),
      () => exitWhenFlushed(reportError('', e, true)),
    ),
);
