// Cassettes: every exchange of a run as NDJSON (one Exchange a line), recorded with --record and
// answered back by the replay target (--target replay:FILE).
import { readFileSync } from 'node:fs';
import type { Exchange } from '../client/exchange.js';
import { redact } from '../client/redact.js';

export function readCassette(file: string): Exchange[] {
  const out: Exchange[] = [];
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    try {
      out.push(JSON.parse(line) as Exchange);
    } catch (e) {
      throw new Error(`${file}:${i + 1}: not a JSON exchange (${(e as Error).message})`);
    }
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
