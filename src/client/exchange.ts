// One HTTP exchange with a target, as reports, replay and cassettes keep it.

export interface RawRequest {
  /** HTTP method; POST for JSON-RPC. */
  method: string;
  /** Path and query, e.g. "/ext/bc/P". */
  path: string;
  headers?: Record<string, string>;
  /** Body bytes; strings are sent as UTF-8. */
  body?: string | Uint8Array;
}

export interface ExchangeResponse {
  status: number;
  headers: Record<string, string>;
  /** The body decoded as UTF-8 (lossy when the bytes are not valid UTF-8; see utf8Valid). */
  body: string;
  /** Size of the body in bytes. */
  bytes: number;
  utf8Valid: boolean;
}

export interface Exchange {
  /** Sequence number within the worker that sent it. */
  seq: number;
  /** Stable id of the check that sent it, when sent from a check. */
  checkId?: string;
  request: {
    method: string;
    path: string;
    headers: Record<string, string>;
    /** UTF-8 body text, or base64 when the body is not valid UTF-8 (bodyBase64 set). */
    body: string;
    bodyBase64?: boolean;
  };
  response?: ExchangeResponse;
  /** A transport failure in one line, naming what the target did; response is then absent. */
  error?: string;
  /** What the earlier attempts got, when the request was sent again (--retries): transport failures, HTTP 429. */
  retried?: string[];
  durationMs: number;
}

/** A header's value, its name matched without regard to case (undefined when absent). */
export function headerValue(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.entries(headers).find(([k]) => k.toLowerCase() === lower)?.[1];
}
