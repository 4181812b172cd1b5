// The one client path to a target: an undici keep-alive Pool (or the mock's node in this process) with a
// per-request deadline and a body size cap. It never throws for what a target does; transport failures come
// back as Exchange.error.
// The user's transport settings (src/client/transport.ts) add headers, TLS trust and retries.
import type { Dispatcher } from 'undici';
import { parseHeaders, Pool, undiciErrors } from './undici-pool.js';
import type { Exchange, RawRequest } from './exchange.js';
import { DIRECT, retryDelayMs, THROTTLE_RETRIES, tlsOptions, type TransportOptions } from './transport.js';

export interface HttpClientOptions {
  /** Whole-exchange deadline, connect to last body byte (default 10 s). */
  timeoutMs?: number;
  /** Largest response body read (default 16 MiB). */
  maxBodyBytes?: number;
  /** Keep-alive connections in the pool. */
  connections?: number;
  /** Requests in flight per connection. */
  pipelining?: number;
  /** Called with every exchange, e.g. to log or record it. */
  onExchange?: (exchange: Exchange) => void;
  /** Upper bound on requests per second from this client (0 = unlimited). */
  ratePerSecond?: number;
  /**
   * After this many consecutive transport failures (no answer at all), further requests are not sent
   * and fail at once with the last failure named, until a request is answered again (default 3).
   * Keeps a run against a dead or hanging target bounded in time. 0 disables it.
   */
  breakAfter?: number;
  /** Headers on every request, TLS trust, retries (default: none of them). */
  transport?: TransportOptions;
  /**
   * What answers the requests in place of a keep-alive pool to the base URL: the mock's node in this process
   * (src/mock/in-process.ts).
   */
  dispatcher?: RequestDispatcher;
}

/** What the client hands its requests to: undici's keep-alive pool, or a node in this process. */
export interface RequestDispatcher {
  dispatch(opts: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean;
  destroy(): Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lossy = new TextDecoder('utf-8');

/** Failures worth sending again: nothing was answered, and a wait does not make them certain to recur. */
function retriableError(e: unknown, phase: 'headers' | 'body'): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  const code = err.code ?? err.cause?.code ?? '';
  return (
    phase === 'headers' &&
    ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'EAI_AGAIN', 'EPIPE'].includes(code)
  );
}

function describeError(e: unknown, timeoutMs: number, phase: 'headers' | 'body'): string {
  const err = e as { code?: string; message?: string; name?: string; cause?: { code?: string } };
  const code = err.code ?? err.cause?.code ?? '';
  if (
    err.name === 'TimeoutError' ||
    err.name === 'AbortError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT'
  )
    return phase === 'headers'
      ? `no answer within ${timeoutMs} ms`
      : `answer not complete within ${timeoutMs} ms (body still arriving)`;
  if (code === 'ECONNREFUSED') return 'connection refused (nothing listening)';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')
    return phase === 'headers' ? 'connection reset before an answer' : 'connection reset mid-body';
  if (code === 'UND_ERR_CLOSED') return 'connection closed';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `host not found (${code})`;
  if (code === 'UND_ERR_INVALID_RES' || code === 'HPE_INVALID_CONSTANT' || /parse/i.test(err.message ?? ''))
    return `invalid HTTP answer (${err.message ?? code})`;
  return `${code ? code + ': ' : ''}${err.message ?? String(e)}`;
}

/** What one request got: the final answer, or a body past the cap, or a failure and whether the deadline caused it. */
type Received =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: Buffer }
  | { kind: 'too-large'; status: number }
  | { kind: 'failed'; error: unknown; phase: 'headers' | 'body'; timedOut: boolean };

/**
 * Sends one request through the pool and reads its answer with a handler of undici's dispatch API: no
 * body stream, async iterator or AbortSignal per request, as its request() makes (a third less CPU per
 * request in the client, measured with both). The deadline covers connect to last byte: it aborts the
 * request, at once or when it is connected. The body is read up to the cap; 1xx answers are skipped.
 */
function receive(
  dispatcher: RequestDispatcher,
  opts: Dispatcher.DispatchOptions,
  deadlineMs: number,
  maxBodyBytes: number,
): Promise<Received> {
  return new Promise((resolve) => {
    let abort: ((reason?: Error) => void) | null = null;
    let deadline: Error | null = null;
    let phase: 'headers' | 'body' = 'headers';
    let status = 0;
    const headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (r: Received) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const timer = setTimeout(() => {
      deadline = new DOMException('deadline', 'TimeoutError');
      abort?.(deadline);
    }, deadlineMs);
    dispatcher.dispatch(opts, {
      onConnect(a: (reason?: Error) => void) {
        if (deadline) a(deadline);
        else abort = a;
      },
      onHeaders(statusCode: number, raw: Buffer[]) {
        if (statusCode < 200) return true;
        phase = 'body';
        status = statusCode;
        for (const [k, v] of Object.entries(parseHeaders(raw))) headers[k] = Array.isArray(v) ? v.join(', ') : v;
        return true;
      },
      onData(chunk: Buffer) {
        size += chunk.length;
        if (size > maxBodyBytes) {
          settle({ kind: 'too-large', status });
          queueMicrotask(() => abort?.());
          return false;
        }
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        settle({
          kind: 'answer',
          status,
          headers,
          body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size),
        });
      },
      onError(err: Error) {
        settle({ kind: 'failed', error: deadline ?? err, phase, timedOut: deadline !== null });
      },
    });
  });
}

class RateLimiter {
  private next = 0;
  constructor(private readonly perSecond: number) {}
  async wait(): Promise<void> {
    if (this.perSecond <= 0) return;
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }
}

export class HttpClient {
  readonly baseUrl: string;
  private readonly origin: string;
  private readonly basePath: string;
  private readonly dispatcher: RequestDispatcher;
  private readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly limiter: RateLimiter;
  private readonly transport: TransportOptions;
  private seq = 0;
  private consecutiveFailures = 0;
  private lastFailure = '';
  private probing = false;
  requests = 0;

  constructor(
    baseUrl: string,
    private readonly opts: HttpClientOptions = {},
  ) {
    const url = new URL(baseUrl);
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/$/, '');
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxBodyBytes = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.limiter = new RateLimiter(opts.ratePerSecond ?? 0);
    this.transport = opts.transport ?? DIRECT;
    const tls = url.protocol === 'https:' ? tlsOptions(this.transport) : undefined;
    this.dispatcher =
      opts.dispatcher ??
      new Pool(this.origin, {
        ...(tls ? { connect: tls } : {}),
        connections: opts.connections ?? 16,
        pipelining: opts.pipelining ?? 1,
        keepAliveTimeout: 30_000,
        connectTimeout: this.timeoutMs,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
  }

  /**
   * Sends one request and always resolves; see Exchange.error for transport failures. With retries,
   * a transport failure before any answer, or an HTTP 429, is sent again after a wait (Retry-After
   * when given); the earlier attempts are listed in Exchange.retried, never hidden.
   */
  async send(req: RawRequest, checkId?: string): Promise<Exchange> {
    const retried: string[] = [];
    for (let attempt = 1; ; attempt++) {
      const { exchange, retriable } = await this.sendOnce(req, checkId);
      const throttled = exchange.response?.status === 429;
      const bound = throttled ? Math.max(this.transport.retries, THROTTLE_RETRIES) : this.transport.retries;
      if ((!retriable && !throttled) || attempt > bound) {
        if (retried.length) exchange.retried = retried;
        this.opts.onExchange?.(exchange);
        return exchange;
      }
      retried.push(
        throttled
          ? `HTTP 429${exchange.response?.headers['retry-after'] ? ` (retry-after ${exchange.response.headers['retry-after']})` : ''}`
          : (exchange.error ?? 'no answer'),
      );
      await new Promise((r) =>
        setTimeout(r, retryDelayMs(attempt, throttled ? exchange.response?.headers['retry-after'] : undefined)),
      );
    }
  }

  private async sendOnce(req: RawRequest, checkId?: string): Promise<{ exchange: Exchange; retriable: boolean }> {
    await this.limiter.wait();
    const headers: Record<string, string> = { ...(req.headers ?? {}) };
    // The user's headers go on the wire, not into the exchange (they may carry a token).
    const sent: Record<string, string> = { ...this.transport.headers };
    for (const [k, v] of Object.entries(headers)) {
      for (const own of Object.keys(sent)) if (own.toLowerCase() === k.toLowerCase()) delete sent[own];
      sent[k] = v;
    }
    const bodyBytes =
      req.body === undefined
        ? undefined
        : typeof req.body === 'string'
          ? Buffer.from(req.body, 'utf8')
          : Buffer.from(req.body);
    let bodyText = '';
    let bodyBase64 = false;
    if (bodyBytes) {
      try {
        bodyText = utf8.decode(bodyBytes);
      } catch {
        bodyText = bodyBytes.toString('base64');
        bodyBase64 = true;
      }
    }
    const exchange: Exchange = {
      seq: ++this.seq,
      ...(checkId !== undefined ? { checkId } : {}),
      request: { method: req.method, path: req.path, headers, body: bodyText, ...(bodyBase64 ? { bodyBase64 } : {}) },
      durationMs: 0,
    };
    const breakAfter = this.opts.breakAfter ?? 3;
    if (breakAfter > 0 && this.consecutiveFailures >= breakAfter) {
      // One request at a time still goes out to notice a target that recovers.
      if (this.probing) {
        exchange.error = `not sent: the target failed the last ${this.consecutiveFailures} requests (${this.lastFailure})`;
        return { exchange, retriable: false };
      }
      this.probing = true;
    }
    this.requests++;
    const started = performance.now();
    const got = await receive(
      this.dispatcher,
      {
        path: this.basePath + req.path,
        method: req.method as Dispatcher.HttpMethod,
        headers: sent,
        ...(bodyBytes ? { body: bodyBytes } : {}),
      },
      this.timeoutMs,
      this.maxBodyBytes,
    );
    let retriable = false;
    if (got.kind === 'too-large')
      exchange.error = `HTTP ${got.status}: answered a body larger than the ${this.maxBodyBytes}-byte cap`;
    else if (got.kind === 'failed') {
      exchange.error = describeError(got.error, this.timeoutMs, got.phase);
      retriable = !got.timedOut && retriableError(got.error, got.phase);
      if (got.error instanceof undiciErrors.RequestAbortedError && !got.timedOut) exchange.error = 'request aborted';
    } else {
      let text: string;
      let utf8Valid = true;
      try {
        text = utf8.decode(got.body);
      } catch {
        text = utf8Lossy.decode(got.body);
        utf8Valid = false;
      }
      exchange.response = { status: got.status, headers: got.headers, body: text, bytes: got.body.length, utf8Valid };
    }
    exchange.durationMs = Math.round((performance.now() - started) * 100) / 100;
    this.probing = false;
    if (exchange.response) this.consecutiveFailures = 0;
    else {
      this.consecutiveFailures++;
      this.lastFailure = exchange.error ?? 'no answer';
    }
    return { exchange, retriable };
  }

  /** The last transport failure while the breaker is open (the target failed every recent request), else null. */
  get brokenBecause(): string | null {
    const breakAfter = this.opts.breakAfter ?? 3;
    return breakAfter > 0 && this.consecutiveFailures >= breakAfter ? this.lastFailure : null;
  }

  async close(): Promise<void> {
    await this.dispatcher.destroy();
  }
}
