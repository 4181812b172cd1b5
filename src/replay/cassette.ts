// Cassettes: every exchange of a run as NDJSON (one Exchange a line), recorded with --record and
// answered back by the replay target (--target replay:FILE).
import { readFileSync } from 'node:fs';
import type { Exchange } from '../client/exchange.js';
import { redact } from '../client/redact.js';
import { InputError } from '../errors.js';

/** A cassette that cannot be used: missing, unreadable, or not NDJSON exchanges. */
export class CassetteError extends InputError {}

const READ_PROBLEMS: Record<string, string> = { ENOENT: 'not found', EACCES: 'permission denied', EISDIR: 'is a directory, not a file' };

/** Just enough shape to match and answer a request: a request with method, path, headers and body. */
function isExchange(v: unknown): v is Exchange {
  const r = (v as { request?: Record<string, unknown> } | null)?.request;
  return !!r && typeof r === 'object' && typeof r.method === 'string' && typeof r.path === 'string' && typeof r.body === 'string' && !!r.headers && typeof r.headers === 'object';
}

export function readCassette(file: string): Exchange[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw new CassetteError(`cassette ${file}: ${READ_PROBLEMS[code] ?? `cannot be read (${code || (e as Error).message})`}`);
  }
  const out: Exchange[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch (e) {
      throw new CassetteError(`cassette ${file}:${i + 1}: not a JSON exchange (${(e as Error).message})`);
    }
    if (!isExchange(v)) throw new CassetteError(`cassette ${file}:${i + 1}: not an exchange (no request with method, path, headers and body)`);
    out.push(v);
  });
  return out;
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

/** What identifies a request in a cassette: sending check, method, path, content type and body. */
export function requestKey(req: Exchange['request'], ignoreId: boolean): string {
  const header = (name: string) => Object.entries(req.headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? '';
  // Cassettes hold redacted bodies (no passwords, no exported keystore blobs): match redacted.
  const body = redact(req.body);
  return `${header(CHECK_HEADER)}\n${req.method} ${req.path}\n${header('content-type')}\n${ignoreId ? withoutId(body) : body}`;
}
