// A run's exchange log: one NDJSON file per suite worker (src/check/worker.ts buffers and appends
// them) and the setup's. Its lines, and reading it without holding it: each line is counted and
// dropped; for a cassette only each line's place is kept, and the lines are read back one at a time in
// the cassette's order. No vitest here: the main thread writes the setup's lines before vitest loads.
import {
  appendFileSync,
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
} from 'node:fs';
import { join } from 'node:path';
import { headerValue, type Exchange } from '../client/exchange.js';
import { redactExchange } from '../client/redact.js';
import { NODE_HEADER } from '../client/second-node.js';

/**
 * An exchange's line in the log. A run that writes a cassette logs the whole exchange (redacted); any
 * other run reads the log only to count requests and retries, so it logs just the sequence number and
 * the retries, not the bodies.
 */
export function exchangeLine(x: Exchange, whole: boolean): string {
  return JSON.stringify(whole ? redactExchange(x) : { seq: x.seq, ...(x.retried ? { retried: x.retried } : {}) });
}

/** Writes the exchanges of the run's preparation (version detection, discovery) into the log; whole when the run writes a cassette. */
export function writeSetupLog(dir: string, exchanges: readonly Exchange[], whole: boolean): void {
  mkdirSync(dir, { recursive: true });
  appendFileSync(
    join(dir, '0-setup.ndjson'),
    exchanges.map((x) => exchangeLine(x, whole)).join('\n') + (exchanges.length ? '\n' : ''),
  );
}

/**
 * Where one exchange's line is, and what orders it: its check (discovery's none first), the node
 * asked, then when it was sent (its client's sequence number). Requests a check sends concurrently
 * are sent in code order but answered in any order: the cassette keeps the order sent.
 */
interface Place {
  file: number;
  offset: number;
  length: number;
  checkId: string;
  node: string;
  seq: number;
}

export interface ExchangeLog {
  /** Exchanges logged (requests sent). */
  requests: number;
  /** Exchanges sent more than once, and of those the ones a 429 made wait. */
  retried: number;
  throttled: number;
  /** The exchanges one at a time: discovery first, then by check, each check's by node and in the order sent (for a cassette). */
  inCassetteOrder(): Generator<Exchange>;
}

const NEWLINE = 0x0a;
/**
 * The key of Exchange.retried as it appears in a line. A body holds that text only escaped
 * (\"retried\"), but a header may be named so: a line holding it is parsed to be sure.
 */
const RETRIED_KEY = Buffer.from('"retried":');

/** Calls `each` with every non-empty line of a file and its byte offset, reading in chunks. */
async function eachLine(path: string, each: (line: Buffer, offset: number) => void): Promise<void> {
  let carry = Buffer.alloc(0);
  let carryAt = 0;
  for await (const chunk of createReadStream(path)) {
    const buf = carry.length ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    let start = 0;
    for (let nl = buf.indexOf(NEWLINE); nl >= 0; nl = buf.indexOf(NEWLINE, start)) {
      if (nl > start) each(buf.subarray(start, nl), carryAt + start);
      start = nl + 1;
    }
    carryAt += start;
    carry = Buffer.from(buf.subarray(start));
  }
  if (carry.length) each(carry, carryAt);
}

/** Scans the log in `dir` (absent: an empty log); `keepPlaces` keeps what a cassette needs to read it back. */
export async function scanExchangeLog(dir: string | null, keepPlaces: boolean): Promise<ExchangeLog> {
  // The log's files only (the setup's and each worker's .ndjson): the run keeps other files there too (the chain model).
  const files =
    dir && existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.ndjson'))
          .sort()
          .map((f) => join(dir, f))
      : [];
  const places: Place[] = [];
  let requests = 0;
  let retried = 0;
  let throttled = 0;
  for (const [file, path] of files.entries())
    await eachLine(path, (line, offset) => {
      requests++;
      // A line is parsed only when the cassette needs its place or it may list retries: counting needs no parse.
      if (!keepPlaces && !line.includes(RETRIED_KEY)) return;
      const x = JSON.parse(line.toString('utf8')) as Exchange;
      if (keepPlaces)
        places.push({
          file,
          offset,
          length: line.length,
          checkId: x.checkId ?? '',
          node: headerValue(x.request.headers, NODE_HEADER) ?? '',
          seq: x.seq,
        });
      if (x.retried?.length) {
        retried++;
        if (x.retried.some((r) => r.startsWith('HTTP 429'))) throttled++;
      }
    });
  return {
    requests,
    retried,
    throttled,
    *inCassetteOrder() {
      const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const sorted = places.sort((a, b) => byText(a.checkId, b.checkId) || byText(a.node, b.node) || a.seq - b.seq);
      const fds = files.map((f) => openSync(f, 'r'));
      try {
        for (const p of sorted) {
          const buf = Buffer.alloc(p.length);
          readSync(fds[p.file]!, buf, 0, p.length, p.offset);
          yield JSON.parse(buf.toString('utf8')) as Exchange;
        }
      } finally {
        for (const fd of fds) closeSync(fd);
      }
    },
  };
}
