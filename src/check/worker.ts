// Per-worker singletons: the run context injected by the global setup (in a run of several parts, each
// part's, chosen by the running file), the keep-alive clients, and the buffered exchange log each
// worker appends to.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { expect, inject } from 'vitest';
import { HttpClient } from '../client/http.js';
import type { NodeRole } from '../client/second-node.js';
import type { Exchange } from '../client/exchange.js';
import type { RunContext, RunPart, SeededState } from './run-context.js';
import type { Discovery } from '../discovery/discovered-inputs.js';
import { exchangeLine } from './exchange-log.js';
import { noteTargetExchange, writeTargetLiveness } from './target-liveness.js';
import { ALWAYS_GATHERED, DISCOVERY_PARTS, guardDiscovery, PART_FIELDS } from '../discovery/parts.js';

let run: RunContext | undefined;
/** In a run that seeds while files run (RunContext.seeding): the context of the files that wait for the seeded state. */
let seededRun: RunContext | undefined;
/** How often a file that waits for the seeded state looks for it. */
const SEEDED_POLL_MS = 25;
/** The context of each part of a run of several parts (RunPart), by the part's index. */
const partRuns = new Map<number, RunContext>();
/** One keep-alive client per base URL: the target, the mock's writer instance, a second node, a peer. */
const clients = new Map<string, HttpClient>();
/** Exchange lines not yet written, by the exchange dir they go to (each part of a run has its own). */
const pending = new Map<string, string[]>();
let pendingChars = 0;
/**
 * Buffered exchange text above which the log is written out at once: memory stays flat as runs grow.
 * 1 Mi characters: at --runs 1000, peak RSS 282–301 MB against 297–311 MB with 4 Mi, at the same speed.
 */
const FLUSH_AT_CHARS = 1024 * 1024;
/** Buffered exchanges above which the log is written out: the live request count (progress reporter) stays current with short lines too. */
const FLUSH_AT_LINES = 1000;
let pendingLines = 0;

/** The part of a run of several parts whose files hold the running test file, by index; -1 when none. */
function partIndex(parts: readonly RunPart[]): number {
  const path = expect.getState().testPath;
  return path ? parts.findIndex((p) => p.files.some((f) => path.endsWith(`/${f}`))) : -1;
}

export function getRun(): RunContext {
  const parts = inject('avaconformParts');
  if (parts?.length) {
    const i = partIndex(parts);
    if (i < 0)
      throw new Error(`avaconform: ${expect.getState().testPath ?? 'this file'} belongs to no part of the run`);
    let part = partRuns.get(i);
    if (!part)
      partRuns.set(i, (part = { ...parts[i]!.context, discovery: guardDiscovery(parts[i]!.context.discovery) }));
    return part;
  }
  if (!run) {
    const given = inject('avaconform');
    // Fields of discovery parts this run did not gather throw when read (src/discovery/parts.ts).
    if (given) run = { ...given, discovery: given.seeding ? notGatheredYet() : guardDiscovery(given.discovery) };
  }
  if (run?.seeding && !isEarly(run.seeding.earlyFiles)) {
    if (!seededRun)
      throw new Error(
        `avaconform: ${expect.getState().testPath ?? 'this file'} asked for the run context before the seeded state was read (src/check/setup-file.ts awaits it)`,
      );
    return seededRun;
  }
  if (!run)
    throw new Error(
      'avaconform run context missing: run the suites through `avaconform run` or the project vitest.config.ts',
    );
  return run;
}

/** Whether the running file is one of a seeding run's files that read no discovery (RunContext.seeding). */
function isEarly(earlyFiles: readonly string[]): boolean {
  const path = expect.getState().testPath;
  return path !== undefined && earlyFiles.some((f) => path.endsWith(`/${f}`));
}

/** A discovery every field of which throws: what a file that runs while the node is seeded reads (none of it). */
function notGatheredYet(): Discovery {
  const never = {} as Discovery;
  for (const field of [...ALWAYS_GATHERED, ...DISCOVERY_PARTS.flatMap((p) => PART_FIELDS[p])])
    Object.defineProperty(never, field, {
      enumerable: false,
      get() {
        throw new Error(
          `avaconform: discovery.${field} is read by a file that runs while the node is seeded, before discovery (src/harness/discovery-needs.ts readsDiscovery found no read of discovery in it): a defect of the harness; report it`,
        );
      },
    });
  return never;
}

/**
 * In a run that seeds while files run (RunContext.seeding), a file other than the early ones waits here, before
 * it is loaded, until the run wrote the seeded state, and then reads that discovery. Elsewhere it returns at once.
 */
export async function awaitSeededState(): Promise<void> {
  const given = inject('avaconform');
  if (!given?.seeding || seededRun || isEarly(given.seeding.earlyFiles)) return;
  const file = given.seeding.contextFile;
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, SEEDED_POLL_MS));
  const state = JSON.parse(readFileSync(file, 'utf8')) as SeededState | { error: string };
  if ('error' in state) throw new Error(`avaconform: the node's seeded state could not be read: ${state.error}`);
  seededRun = {
    ...given,
    discovery: guardDiscovery(state.discovery),
    setupRequests: state.setupRequests,
    targetDown: state.targetDown,
  };
}

function newClient(url: string): HttpClient {
  const r = getRun();
  const dir = r.exchangeDir;
  return new HttpClient(url, {
    timeoutMs: r.timeoutMs,
    ratePerSecond: r.ratePerSecond,
    transport: r.transport,
    onExchange: dir
      ? (x: Exchange) => {
          bufferExchange(dir, exchangeLine(x, r.record !== null));
          if (url === r.target.url || url === r.target.writerUrl) noteTargetExchange(dir, x);
        }
      : undefined,
  });
}

/** The target's URL for the running file: the mock's second instance answers the files that write (TargetInfo.writerUrl). */
export function targetUrl(): string {
  const { url, writerUrl, writerFiles } = getRun().target;
  return writerUrl && writerFiles?.some((f) => expect.getState().testPath?.endsWith(f)) ? writerUrl : url;
}

/** The keep-alive client of the target, of the run's unbootstrapped node, or of a peer (src/client/second-node.ts). */
export function getClient(node: NodeRole = 'target'): HttpClient {
  const target = getRun().target;
  const url =
    node === 'target'
      ? targetUrl()
      : node === 'unbootstrapped'
        ? target.unbootstrappedUrl
        : target.peerUrls?.[Number(node.slice('peer-'.length)) - 1];
  if (!url) throw new Error(`this run has no ${node} node (check t.run.target first)`);
  let c = clients.get(url);
  if (!c) clients.set(url, (c = newClient(url)));
  return c;
}

function bufferExchange(dir: string, line: string): void {
  let lines = pending.get(dir);
  if (!lines) pending.set(dir, (lines = []));
  lines.push(line);
  pendingChars += line.length;
  if (pendingChars >= FLUSH_AT_CHARS || ++pendingLines >= FLUSH_AT_LINES) flushExchangeLog();
}

/** Appends this worker's buffered exchanges to its NDJSON file under each exchange dir they go to. */
export function flushExchangeLog(): void {
  for (const [dir, lines] of pending) {
    if (lines.length === 0) continue;
    mkdirSync(dir, { recursive: true });
    appendFileSync(join(dir, `worker-${process.pid}-${threadId}.ndjson`), lines.join('\n') + '\n');
  }
  pending.clear();
  pendingChars = 0;
  pendingLines = 0;
  writeTargetLiveness();
}
