// Cassettes: every exchange of a run, recorded with --record and answered back by the replay target
// (--target replay:FILE). Format 3, a diffable fixture: a header line saying how the run was made
// (seed, runs, selection, profile: a replay needs nothing else), then one exchange a line in a stable
// order (discovery first, then by check), bodies as JSON values where they round-trip byte for byte,
// volatile headers (date, content-length, node-id, …) and timings dropped, and last the table of the
// volatile values the bodies name (cassette-values.ts). Format 2 (the same without the table) and
// format 1 (one raw Exchange a line, no header) are still read.
import { createWriteStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { headerValue, type Exchange } from '../client/exchange.js';
import { redact } from '../client/redact.js';
import { NODE_HEADER } from '../client/second-node.js';
import { InputError } from '../input-error.js';
import { goEscape } from '../json/go-escape.js';
import { parseJsonQuick, stringifyJson, type Json } from '../json/lossless.js';
import { resolveNames, UnknownValueName, ValueNamer } from './cassette-values.js';

/** A cassette that cannot be used: missing, unreadable, or not NDJSON exchanges. */
export class CassetteError extends InputError {}

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'not found',
  EACCES: 'permission denied',
  EISDIR: 'is a directory, not a file',
};

/** Just enough shape to match and answer a request: a request with method, path, headers and body. */
function isExchange(v: unknown): v is Exchange {
  const r = (v as { request?: Record<string, unknown> } | null)?.request;
  return (
    !!r &&
    typeof r === 'object' &&
    typeof r.method === 'string' &&
    typeof r.path === 'string' &&
    typeof r.body === 'string' &&
    !!r.headers &&
    typeof r.headers === 'object'
  );
}

/** How the recorded run was made: what a replay of it needs to send the same requests. */
export const CassetteRecording = z.object({
  seed: z.number().int(),
  runs: z.number().int().positive(),
  /** The --only patterns (and other selections) of the recording, when it ran a part of the suites. */
  selection: z.array(z.string()).optional(),
  profile: z.string(),
  nodeVersion: z.string().nullable(),
  /** The target as given to the recording run. */
  target: z.string(),
  tool: z.string(),
  /** The recording also asked an unbootstrapped second node (its requests carry NODE_HEADER). */
  unbootstrappedNode: z.boolean().optional(),
  /** How many peers (further nodes of the network) the recording asked (their requests carry NODE_HEADER peer-i). */
  peers: z.number().int().positive().optional(),
});
export type CassetteRecording = z.infer<typeof CassetteRecording>;

const FORMAT = 3;
const Header = z.object({
  cassette: z.literal('avaconform'),
  format: z.union([z.literal(2), z.literal(FORMAT)]),
  recording: CassetteRecording,
});
/** A line of a format-3 cassette's value table (cassette-values.ts ValueGroup). */
const ValueLine = z.object({ at: z.string(), values: z.record(z.string().startsWith('$'), z.unknown()) });

/**
 * A body kept as a JSON value (plus any trailing whitespace) when that gives its exact text back, else
 * as text. `goEscaped`: the text escapes <, >, &, U+2028 and U+2029 as \uXXXX, as Go's encoding/json does.
 */
type StoredBody = { json: Json; suffix?: string; goEscaped?: true } | { text: string; base64?: true };

interface StoredExchange {
  check?: string;
  request: { method: string; path: string; headers?: Record<string, string> } & StoredBody;
  response?: { status: number; headers?: Record<string, string>; utf8Valid?: false } & StoredBody;
  error?: string;
}

/** Headers that differ from run to run (or that the transport sets) and say nothing about conformance. */
const VOLATILE = new Set([
  'date',
  'content-length',
  'node-id',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'host',
  'user-agent',
  'x-avaconform-check',
]);

/** A stored body, and whether it holds no bigint (JSON.stringify can write it). */
function storeBody(
  text: string,
  namer: ValueNamer,
  place: string,
  base64 = false,
): { body: StoredBody; plain: boolean } {
  if (base64) return { body: { text, base64: true }, plain: true };
  const trimmed = text.replace(/\s+$/, '');
  try {
    const { value, plain } = parseJsonQuick(trimmed);
    const written = trimmed === '' ? null : plain ? JSON.stringify(value) : stringifyJson(value);
    if (written !== null && (written === trimmed || goEscape(written) === trimmed)) {
      const body = {
        json: namer.name(value, place),
        ...(trimmed === text ? {} : { suffix: text.slice(trimmed.length) }),
        ...(written === trimmed ? {} : { goEscaped: true as const }),
      };
      return { body, plain };
    }
  } catch {
    /* not JSON: kept as text */
  }
  return { body: { text }, plain: true };
}

/** The body's exact text; `values` (format 3) resolves the names its JSON holds. */
function bodyText(b: StoredBody, values: ReadonlyMap<string, Json> | null, plain: boolean): string {
  if (!('json' in b)) return b.text;
  const value = values ? resolveNames(b.json, values) : b.json;
  const written = plain ? JSON.stringify(value) : stringifyJson(value);
  return (b.goEscaped ? goEscape(written) : written) + (b.suffix ?? '');
}

function stableHeaders(h: Record<string, string>): Record<string, string> | undefined {
  const kept = Object.entries(h)
    .filter(([k]) => !VOLATILE.has(k.toLowerCase()))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/**
 * `place` names the exchange in its cassette (its check and its number in that check), for the value
 * names. `plain`: no body holds a bigint.
 */
function store(x: Exchange, namer: ValueNamer, place: string): { stored: StoredExchange; plain: boolean } {
  const reqHeaders = stableHeaders(x.request.headers);
  const request = storeBody(x.request.body, namer, `${place} request`, x.request.bodyBase64);
  const out: StoredExchange = {
    ...(x.checkId ? { check: x.checkId } : {}),
    request: {
      method: x.request.method,
      path: x.request.path,
      ...(reqHeaders ? { headers: reqHeaders } : {}),
      ...request.body,
    },
  };
  let plain = request.plain;
  if (x.response) {
    const resHeaders = stableHeaders(x.response.headers);
    const response = storeBody(x.response.body, namer, `${place} response`);
    plain &&= response.plain;
    out.response = {
      status: x.response.status,
      ...(resHeaders ? { headers: resHeaders } : {}),
      ...(x.response.utf8Valid ? {} : { utf8Valid: false as const }),
      ...response.body,
    };
  }
  if (x.error) out.error = x.error;
  return { stored: out, plain };
}

/** `plain`: neither the line nor the value table holds a bigint. */
function restore(v: StoredExchange, seq: number, values: ReadonlyMap<string, Json> | null, plain: boolean): Exchange {
  const headers = { ...(v.request.headers ?? {}), ...(v.check ? { [CHECK_HEADER]: encodeURIComponent(v.check) } : {}) };
  const req = {
    method: v.request.method,
    path: v.request.path,
    headers,
    body: bodyText(v.request, values, plain),
    ...('base64' in v.request && v.request.base64 ? { bodyBase64: true } : {}),
  };
  const x: Exchange = { seq, request: req, durationMs: 0, ...(v.check ? { checkId: v.check } : {}) };
  if (v.response) {
    const body = bodyText(v.response, values, plain);
    x.response = {
      status: v.response.status,
      headers: v.response.headers ?? {},
      body,
      bytes: Buffer.byteLength(body),
      utf8Valid: v.response.utf8Valid !== false,
    };
  }
  if (v.error) x.error = v.error;
  return x;
}

/**
 * Writes a cassette: the header, then the exchanges in the order given (the run's reporter gives
 * discovery first, then by check in their order), streamed line by line, then the value table.
 */
export async function writeCassette(
  file: string,
  recording: CassetteRecording,
  exchanges: Iterable<Exchange>,
): Promise<void> {
  function* lines() {
    const namer = new ValueNamer();
    yield JSON.stringify({ cassette: 'avaconform', format: FORMAT, recording }) + '\n';
    const counts = new Map<string, number>();
    for (const x of exchanges) {
      const sender = `${x.checkId ?? ''}@${headerValue(x.request.headers, NODE_HEADER) ?? ''}`;
      const n = (counts.get(sender) ?? 0) + 1;
      counts.set(sender, n);
      const { stored, plain } = store(x, namer, `${sender}#${n}`);
      yield (plain ? JSON.stringify(stored) : stringifyJson(stored as unknown as Json)) + '\n';
    }
    for (const entry of namer.table) yield stringifyJson(entry as unknown as Json) + '\n';
  }
  // A FILE.gz cassette is gzipped: a seeded network's blocks repeat a lot (20 MB of text, 0.5 MB gzipped).
  const out = createWriteStream(file);
  if (file.endsWith('.gz')) await pipeline(Readable.from(lines()), createGzip({ level: 9 }), out);
  else await pipeline(Readable.from(lines()), out);
}

/** The recording header of a cassette, or null for a format-1 cassette (which has none). */

export function readCassetteRecording(file: string): CassetteRecording | null {
  const first = readText(file).split('\n', 1)[0] ?? '';
  try {
    const h = Header.safeParse(JSON.parse(first));
    return h.success ? h.data.recording : null;
  } catch {
    return null;
  }
}

function readText(file: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw new CassetteError(
      `cassette ${file}: ${READ_PROBLEMS[code] ?? `cannot be read (${code || (e as Error).message})`}`,
    );
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      return gunzipSync(bytes).toString('utf8');
    } catch (e) {
      throw new CassetteError(`cassette ${file}: not a whole gzip file (${(e as Error).message})`);
    }
  }
  return bytes.toString('utf8');
}

/** A format-2 line: a request with method, path and a json or text body. */
function isStoredExchange(v: unknown): v is StoredExchange {
  const r = (v as { request?: Record<string, unknown> } | null)?.request;
  return (
    !!r &&
    typeof r === 'object' &&
    typeof r.method === 'string' &&
    typeof r.path === 'string' &&
    ('json' in r || typeof r.text === 'string')
  );
}

export function readCassette(file: string): Exchange[] {
  const text = readText(file);
  const stored: Array<{ line: number; v: StoredExchange | Exchange; plain: boolean }> = [];
  let values: Map<string, Json> | null = null;
  let valuesPlain = true;
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let v: unknown;
    let plain: boolean;
    try {
      // Lossless where it matters: integers beyond 2^53 in JSON bodies keep every digit.
      ({ value: v, plain } = parseJsonQuick(line));
    } catch (e) {
      throw new CassetteError(`cassette ${file}:${i + 1}: not a JSON exchange (${(e as Error).message})`);
    }
    if (i === 0) {
      const header = Header.safeParse(v);
      if (header.success) {
        if (header.data.format === FORMAT) values = new Map();
        return;
      }
    }
    const entry = values ? ValueLine.safeParse(v) : null;
    if (values && entry?.success) {
      for (const [name, value] of Object.entries(entry.data.values)) values.set(name, value as Json);
      valuesPlain &&= plain;
      return;
    }
    if (isStoredExchange(v) || isExchange(v)) return void stored.push({ line: i + 1, v, plain });
    throw new CassetteError(
      `cassette ${file}:${i + 1}: not an exchange (no request with method, path, headers and body)`,
    );
  });
  return stored.map(({ line, v, plain }, i) => {
    if (!isStoredExchange(v)) return v;
    try {
      return restore(v, i + 1, values, plain && valuesPlain);
    } catch (e) {
      if (e instanceof UnknownValueName) throw new CassetteError(`cassette ${file}:${line}: ${e.message}`);
      throw e;
    }
  });
}

/** The body with its JSON-RPC id member removed, to match requests whose ids differ. */
export function withoutId(body: string): string {
  try {
    const v = JSON.parse(body) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const { id: _id, ...rest } = v as Record<string, unknown>;
      return JSON.stringify(rest);
    }
  } catch {
    /* not JSON: matched verbatim */
  }
  return body;
}

/** The header naming the check that sent a request; cassettes are matched per check with it. */
export const CHECK_HEADER = 'x-avaconform-check';

/** What identifies a request in a cassette: sending check, node asked, method, path, content type and body. */
export function requestKey(req: Exchange['request'], ignoreId: boolean): string {
  const header = (name: string) => headerValue(req.headers, name) ?? '';
  // Cassettes hold redacted bodies (no passwords, no exported keystore blobs): match redacted.
  const body = redact(req.body);
  return `${header(CHECK_HEADER)}\n${header(NODE_HEADER)}\n${req.method} ${req.path}\n${header('content-type')}\n${ignoreId ? withoutId(body) : body}`;
}
