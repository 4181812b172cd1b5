// Cassettes: every exchange of a run as NDJSON (one Exchange a line), recorded with --record and
// answered back by the replay target (--target replay:FILE).
import { readFileSync } from 'node:fs';
import type { Exchange } from '../client/exchange.js';

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

export function requestKey(req: Exchange['request'], ignoreId: boolean): string {
  return `${req.method} ${req.path}\n${ignoreId ? withoutId(req.body) : req.body}`;
}
