// Pairs A's exchanges with B's answers to the same requests: re-sent to a live B in A's order, or
// looked up in B's recording the way the replay target does (same check, method, path, content type
// and body; failing that, the same but for the JSON-RPC id). Between targets compared by shape, a
// request whose values are chain-specific is paired with the same step (method, path, n-th call) of
// the same check in B's recording. What cannot be compared is set aside with its reason: repeats of
// a request (polling), and between chains the requests of properties, whose inputs are drawn from
// each chain's own state: they pair only as the same request. (A result against a state error in
// such a pair is normalised by compare's state errors, src/compare/normalise.ts.)
import type { Pairing } from '../../schemas/compare.js';
import { headerValue, type Exchange } from '../client/exchange.js';
import { HttpClient } from '../client/http.js';
import { REDACTED, REDACTED_BLOB } from '../client/redact.js';
import { CHECK_HEADER, requestKey } from '../replay/cassette.js';
import { endToEndHeaders } from './recorder.js';
import { manifestEntry } from '../check-list/check-manifest.js';

export interface Pair {
  /** JSON-RPC method, or "GET /ext/health" for plain HTTP. */
  method: string;
  check: string | null;
  a: Exchange | null;
  b: Exchange | null;
  pairing: Pairing | null;
  /** Why the pair was not compared, when it was not. */
  notCompared?: string;
}

function header(x: Exchange, name: string): string | null {
  return headerValue(x.request.headers, name) ?? null;
}

/** The check that sent a request: recorded with the exchange, or named by its (URI-encoded) header. */
export function checkOf(x: Exchange): string | null {
  if (x.checkId !== undefined) return x.checkId;
  const sent = header(x, CHECK_HEADER);
  if (sent === null) return null;
  try {
    return decodeURIComponent(sent);
  } catch {
    return sent;
  }
}

/** The method a request calls: the JSON-RPC method of its body, else its HTTP method and path. */
export function methodOf(x: Exchange): string {
  const path = x.request.path.split('?')[0]!;
  if (!x.request.bodyBase64 && x.request.body) {
    try {
      const v = JSON.parse(x.request.body) as unknown;
      if (Array.isArray(v)) return `batch ${path}`;
      if (v && typeof v === 'object' && typeof (v as { method?: unknown }).method === 'string')
        return (v as { method: string }).method;
    } catch {
      /* not JSON: named by HTTP method and path */
    }
  }
  return `${x.request.method} ${path}`;
}

/** Property checks draw their inputs at random, partly from the target's own chain (heights, IDs): known by their file, from a check name or a stable id. */
export function isPropertyCheck(check: string | null): boolean {
  if (check === null) return false;
  return check.startsWith('properties/') || (manifestEntry(check)?.file.startsWith('properties/') ?? false);
}

export const NOT_COMPARED = {
  repeat: 'a repeat of a request already compared (how often a check polls depends on timing)',
  propertyInput: "a property's random input the other side's recording does not hold",
} as const;

/** Identifies a step of a check: its sender, HTTP method, path without query, and called method. */
function stepKey(x: Exchange): string {
  return `${checkOf(x) ?? ''}\n${x.request.method} ${x.request.path.split('?')[0]}\n${methodOf(x)}`;
}

class Index {
  private readonly lists = new Map<string, number[]>();
  private readonly next = new Map<string, number>();
  constructor(
    exchanges: readonly Exchange[],
    private readonly key: (x: Exchange) => string,
  ) {
    exchanges.forEach((x, i) => {
      if (!x.response && !x.error) return;
      const k = key(x);
      const list = this.lists.get(k) ?? [];
      list.push(i);
      this.lists.set(k, list);
    });
  }
  /** The next unused exchange of this key; once all are used, the last one again (as the replay target serves repeats). */
  take(x: Exchange, used: Set<number>, reuse: boolean): number | null {
    const k = this.key(x);
    const list = this.lists.get(k);
    if (!list?.length) return null;
    let n = this.next.get(k) ?? 0;
    while (n < list.length && used.has(list[n]!)) n++;
    this.next.set(k, n + 1);
    if (n < list.length) return list[n]!;
    return reuse ? list[list.length - 1]! : null;
  }
}

/** Pairs A's exchanges with a recording of B (a cassette, or B's own recorded run). */
export function pairRecorded(a: readonly Exchange[], b: readonly Exchange[], opts: { byStep: boolean }): Pair[] {
  const exact = new Index(b, (x) => requestKey(x.request, false));
  const loose = new Index(b, (x) => requestKey(x.request, true));
  const step = new Index(b, stepKey);
  const used = new Set<number>();
  const match: Array<{ j: number; pairing: Pairing } | null> = a.map(() => null);
  a.forEach((x, i) => {
    const j = exact.take(x, used, true) ?? loose.take(x, used, true);
    if (j !== null) {
      used.add(j);
      match[i] = { j, pairing: 'same-request' };
    }
  });
  if (opts.byStep)
    a.forEach((x, i) => {
      if (match[i] || isPropertyCheck(checkOf(x))) return;
      const j = step.take(x, used, false);
      if (j !== null) {
        used.add(j);
        match[i] = { j, pairing: 'same-check-step' };
      }
    });
  const pairedA = new Set(a.filter((_, i) => match[i]).map((x) => requestKey(x.request, true)));
  const pairedB = new Set(b.filter((_, j) => used.has(j)).map((x) => requestKey(x.request, true)));
  /** Why an exchange without a counterpart is not a difference, or undefined when it is one. */
  const setAside = (x: Exchange, paired: Set<string>): string | undefined => {
    if (paired.has(requestKey(x.request, true))) return NOT_COMPARED.repeat;
    if (opts.byStep && isPropertyCheck(checkOf(x))) return NOT_COMPARED.propertyInput;
    return undefined;
  };
  const pairs: Pair[] = a.map((x, i) => {
    const m = match[i];
    const why = m ? undefined : setAside(x, pairedA);
    return {
      method: methodOf(x),
      check: checkOf(x),
      a: x,
      b: m ? b[m.j]! : null,
      pairing: m?.pairing ?? null,
      ...(why ? { notCompared: why } : {}),
    };
  });
  b.forEach((x, j) => {
    if (used.has(j)) return;
    const why = setAside(x, pairedB);
    pairs.push({
      method: methodOf(x),
      check: checkOf(x),
      a: null,
      b: x,
      pairing: null,
      ...(why ? { notCompared: why } : {}),
    });
  });
  return pairs;
}

/** Whether a recorded request carries a redacted secret, so re-sending it would not be the same request. */
export function isRedacted(x: Exchange): boolean {
  return x.request.body.includes(REDACTED) || x.request.body.includes(REDACTED_BLOB.slice(1, -1));
}

/** Sends A's requests, in A's order, one at a time, to a live B. */
export async function pairResent(a: readonly Exchange[], bUrl: string, timeoutMs: number): Promise<Pair[]> {
  const client = new HttpClient(bUrl, { timeoutMs, connections: 1 });
  const pairs: Pair[] = [];
  try {
    for (const x of a) {
      const base = { method: methodOf(x), check: checkOf(x), a: x };
      if (isRedacted(x)) {
        pairs.push({
          ...base,
          b: null,
          pairing: null,
          notCompared:
            'the recording holds this request with a secret redacted; re-sending it would send another request',
        });
        continue;
      }
      const body = x.request.bodyBase64 ? new Uint8Array(Buffer.from(x.request.body, 'base64')) : x.request.body;
      const y = await client.send({
        method: x.request.method,
        path: x.request.path,
        headers: endToEndHeaders(x.request.headers),
        ...(x.request.body.length ? { body } : {}),
      });
      pairs.push({ ...base, b: y, pairing: 'same-request' });
    }
  } finally {
    await client.close();
  }
  return pairs;
}
