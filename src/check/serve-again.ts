// Reproductions that outlive the run. The mock or cassette server a run's target was listens on a
// loopback port that is gone when the run ends, so a reproduction against one first serves the same
// again on the port its curl names (`avaconform mock` with the run's seed, faults and profile, or with
// `--cassette FILE`), waits up to 10 s for it to answer, sends the curl, and stops what it started.
import { shellWord } from '../client/curl.js';

/** How to serve a run's loopback target again. */
export interface ServeAgain {
  /** The words after `avaconform` (without --port): `mock --seed 7 --fault …` or `mock --cassette FILE`. */
  command: string[];
  /** What it serves, for the comment on its line ("the run's mock", "the cassette …"). */
  what: string;
  /** The base URLs the run's target answered on (the mock's writer instance too). */
  urls: string[];
  /** Headers the curl keeps that a person's curl needs not: a cassette answers by the sending check's. */
  keep: string[];
}

/**
 * The reproduction lines, preceded by what serves again each loopback target they name (started with `command`, the
 * words that run avaconform where the run started) and followed by the line that stops it again.
 */
export function outliving(
  lines: readonly string[],
  again: ServeAgain | undefined,
  command: readonly string[],
): string[] {
  if (!again || lines.length === 0) return [...lines];
  const text = lines.join('\n');
  const used = again.urls.filter((u, i, all) => all.indexOf(u) === i && text.includes(u));
  if (!used.length) return [...lines];
  const start = used.flatMap((url) => [
    `${[...command, ...again.command, '--port', new URL(url).port].map(shellWord).join(' ')} & served="$served $!"  # ${again.what} again, on the port the curl names`,
    `for i in $(seq 50); do curl -s -o /dev/null ${url}/ext/health && break; sleep 0.2; done`,
  ]);
  return [...start, ...lines, `kill $served  # stops ${again.what} started above`];
}
