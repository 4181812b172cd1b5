// Per-worker singletons: the run context injected by the global setup, the keep-alive client, and
// the buffered exchange log each worker appends to.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { expect, inject } from 'vitest';
import { HttpClient } from '../client/http.js';
import type { NodeRole } from '../client/second-node.js';
import { redactExchange } from '../client/redact.js';
import type { Exchange } from '../client/exchange.js';
import type { RunContext } from './run-context.js';
import { guardDiscovery } from '../discovery/parts.js';

let run: RunContext | undefined;
let client: HttpClient | undefined;
let writerClient: HttpClient | undefined;
const otherClients = new Map<NodeRole, HttpClient>();
const pending: string[] = [];
let pendingChars = 0;
/**
 * Buffered exchange text above which the log is written out at once: memory stays flat as runs grow.
 * 1 Mi characters: at --runs 1000, peak RSS 282–301 MB against 297–311 MB with 4 Mi, at the same speed.
 */
const FLUSH_AT_CHARS = 1024 * 1024;

export function getRun(): RunContext {
  if (!run) {
    const given = inject('avaconform');
    // Fields of discovery parts this run did not gather throw when read (src/discovery/parts.ts).
    if (given) run = { ...given, discovery: guardDiscovery(given.discovery) };
  }
  if (!run) throw new Error('avaconform run context missing: run the suites through `avaconform run` or the project vitest.config.ts');
  return run;
}

function newClient(url: string): HttpClient {
  const r = getRun();
  return new HttpClient(url, {
    timeoutMs: r.timeoutMs,
    ratePerSecond: r.ratePerSecond,
    transport: r.transport,
    onExchange: r.exchangeDir ? (x: Exchange) => bufferExchange(JSON.stringify(redactExchange(x))) : undefined,
  });
}

/** The target's URL for the running file: the mock's second instance answers the files that write (TargetInfo.writerUrl). */
export function targetUrl(): string {
  const { url, writerUrl, writerFiles } = getRun().target;
  return writerUrl && writerFiles?.some((f) => expect.getState().testPath?.endsWith(f)) ? writerUrl : url;
}

/** The keep-alive client of the target, of the run's unbootstrapped node, or of a peer (src/client/second-node.ts). */
export function getClient(node: NodeRole = 'target'): HttpClient {
  if (node === 'target') {
    const url = targetUrl();
    return url === getRun().target.url ? (client ??= newClient(url)) : (writerClient ??= newClient(url));
  }
  const target = getRun().target;
  const url = node === 'unbootstrapped' ? target.unbootstrappedUrl : target.peerUrls?.[Number(node.slice('peer-'.length)) - 1];
  if (!url) throw new Error(`this run has no ${node} node (check t.run.target first)`);
  let c = otherClients.get(node);
  if (!c) otherClients.set(node, (c = newClient(url)));
  return c;
}

function bufferExchange(line: string): void {
  pending.push(line);
  pendingChars += line.length;
  if (pendingChars >= FLUSH_AT_CHARS) flushExchangeLog();
}

/** Appends this worker's buffered exchanges to its NDJSON file under the run's exchange dir. */
export function flushExchangeLog(): void {
  const dir = run?.exchangeDir;
  if (!dir || pending.length === 0) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `worker-${process.pid}-${threadId}.ndjson`), pending.join('\n') + '\n');
  pending.length = 0;
  pendingChars = 0;
}

/** Writes the exchanges of the run's preparation (version detection, discovery) into the exchange log. */
export function writeSetupLog(dir: string, exchanges: readonly Exchange[]): void {
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, '0-setup.ndjson'), exchanges.map((x) => JSON.stringify(redactExchange(x))).join('\n') + (exchanges.length ? '\n' : ''));
}
