// How the client reaches a remote node: headers sent on every request (--header, --auth, a bearer
// token), TLS trust (--ca, --insecure) and bounded retries of transport failures and HTTP 429. These
// are the user's connection settings, not part of any check's request: they are never written to an
// exchange, a report or a cassette (a token stays out of everything the run leaves behind).
import { readFileSync } from 'node:fs';
import { InputError } from '../input-error.js';

export interface TransportOptions {
  /** Sent on every request; a check's own header of the same name wins. */
  headers: Record<string, string>;
  /** PEM file of the certificate authority to trust for an https target, or null for the system's. */
  caFile: string | null;
  /** Accept any certificate (self-signed devnets). */
  insecure: boolean;
  /** Retries of one request after a transport failure before any answer, or an HTTP 429 (0 = none). */
  retries: number;
}

export const DIRECT: TransportOptions = { headers: {}, caFile: null, insecure: false, retries: 0 };
export const MAX_RETRIES = 10;
/** HTTP 429 is honoured even without --retries: this many waits for Retry-After (or --retries, when larger). */
export const THROTTLE_RETRIES = 3;

/** "Name: value" (or "Name:value") as [name, value]; an InputError when it is not a header. */
export function parseHeader(text: string): [string, string] {
  const at = text.indexOf(':');
  const name = at > 0 ? text.slice(0, at).trim() : '';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
    throw new InputError(`--header must be "Name: value", got ${JSON.stringify(text)}`);
  return [name, text.slice(at + 1).trim()];
}

/** undici's TLS connect options for these settings (undefined: the defaults). */
export function tlsOptions(t: TransportOptions): { ca?: string; rejectUnauthorized?: boolean } | undefined {
  if (!t.caFile && !t.insecure) return undefined;
  let ca: string | undefined;
  if (t.caFile) {
    try {
      ca = readFileSync(t.caFile, 'utf8');
    } catch (e) {
      throw new InputError(
        `--ca ${t.caFile}: cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      );
    }
  }
  return { ...(ca ? { ca } : {}), ...(t.insecure ? { rejectUnauthorized: false } : {}) };
}

/** Wait before retry `attempt` (1-based): Retry-After when the answer gave one (capped), else 250 ms doubling. */
export function retryDelayMs(attempt: number, retryAfter: string | undefined): number {
  const CAP = 30_000;
  if (retryAfter !== undefined) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, CAP);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.min(Math.max(at - Date.now(), 0), CAP);
  }
  return Math.min(250 * 2 ** (attempt - 1), CAP);
}
