// check(): the one way suites declare a conformance check. It registers a vitest test that carries
// its clauses, aspect and method, gates it on the target's version profile, and turns failures into
// reports with expected/received, the JSON path and a curl reproduction.
import * as allure from 'allure-js-commons';
import { test, type TestContext } from 'vitest';
import type { z } from 'zod';
import type { Aspect } from '../../schemas/conformance.js';
import { methodEntry } from '../catalog/index.js';
import { curlOf } from '../client/curl.js';
import { redact } from '../client/redact.js';
import { CHECK_HEADER } from '../replay/cassette.js';
import type { Exchange, ExchangeResponse, RawRequest } from '../client/exchange.js';
import { readRpc, rpcBody, JSON_HEADERS, type RpcOutcome } from '../client/rpc.js';
import { stringifyJson, type Json } from '../json/lossless.js';
import { levelOf, type ClauseId } from '../spec/clauses.js';
import { CheckFailure, CheckSkipped, jsonPath, preview, type FailureDetail } from './failure.js';
import type { CheckMeta } from './meta.js';
import { absenceReason } from './profile.js';
import type { RunContext } from './run-context.js';
import { selectsCheck } from './selection.js';
import { getClient, getRun } from './worker.js';

export interface CheckSpec {
  /** Catalog method name ("platform.getUTXOs"), or "transport" for HTTP/JSON-RPC layer checks. */
  method: string;
  aspect: Aspect;
  /** Clause ids from clauses.json the check tests; the check's level is the strongest of them. */
  clauses: readonly ClauseId[];
  /** The check changes node state: skipped on real targets without --allow-writes. */
  writes?: boolean;
  /** Run even when the profile says the method is absent (checks that verify the absence itself). */
  runWhenAbsent?: boolean;
  /** vitest timeout for the whole check (default from the config). */
  timeoutMs?: number;
}

export interface RpcOptions {
  /** URL path; default the method's canonical catalog path. */
  path?: string;
  /** Request id; default a per-check counter (1, 2, …) so runs are byte-identical. */
  id?: Json;
  /** Extra headers (content-type is application/json unless overridden). */
  headers?: Record<string, string>;
}

const MAX_ATTACHED_BODY = 4096;

/** Where a service's methods are served, for names the catalog does not hold (unknown-method checks). */
const SERVICE_PATHS: Record<string, string> = { platform: '/ext/bc/P', health: '/ext/health', keystore: '/ext/keystore', info: '/ext/info' };

function trimExchange(x: Exchange): Exchange {
  const cut = (text: string) => {
    const s = redact(text);
    return s.length > MAX_ATTACHED_BODY ? s.slice(0, MAX_ATTACHED_BODY) + `… (${s.length} chars)` : s;
  };
  return {
    ...x,
    request: { ...x.request, body: cut(x.request.body) },
    ...(x.response ? { response: { ...x.response, body: cut(x.response.body) } } : {}),
  };
}

export class CheckContext {
  readonly exchanges: Exchange[] = [];
  private nextId = 0;
  constructor(
    readonly id: string,
    readonly run: RunContext,
  ) {}

  get discovery() {
    return this.run.discovery;
  }

  /** Sends a raw HTTP request (any method, headers, body bytes). Never throws for what the target does. */
  async http(req: RawRequest): Promise<Exchange> {
    if (this.run.targetDown) {
      const x: Exchange = {
        seq: this.exchanges.length + 1,
        checkId: this.id,
        request: { method: req.method, path: req.path, headers: req.headers ?? {}, body: typeof req.body === 'string' ? req.body : '' },
        error: `not sent: the target failed every request while the run was prepared (${this.run.targetDown})`,
        durationMs: 0,
      };
      this.exchanges.push(x);
      return x;
    }
    const x = await getClient().send({ ...req, headers: { ...(req.headers ?? {}), [CHECK_HEADER]: encodeURIComponent(this.id) } }, this.id);
    this.exchanges.push(x);
    return x;
  }

  /** Sends a JSON-RPC call and reads the answer without judging it. */
  async rpc(method: string, params?: unknown, opts: RpcOptions = {}): Promise<RpcOutcome> {
    const path = opts.path ?? methodEntry(method)?.paths[0] ?? SERVICE_PATHS[method.split('.')[0]!];
    if (!path) throw new Error(`no path known for ${method}; pass opts.path`);
    const id = opts.id === undefined ? ++this.nextId : opts.id;
    const x = await this.http({ method: 'POST', path, headers: { ...JSON_HEADERS, ...(opts.headers ?? {}) }, body: rpcBody(method, params, id) });
    return readRpc(x);
  }

  /** Asserts a JSON-RPC success and parses `result` with the schema; returns the parsed value. */
  ok<S extends z.ZodType>(outcome: RpcOutcome, schema: S, what = 'result'): z.output<S> {
    this.expectEnvelope(outcome);
    if (outcome.error !== undefined)
      this.fail(`expected a successful ${what}, got a JSON-RPC error`, {
        expected: `{"result": …}`,
        received: `error ${preview(outcome.error.code)} ${preview(outcome.error.message, 300)}`,
        path: '$.error',
      });
    if (outcome.result === undefined) this.fail(`expected a result member`, { expected: 'result', received: preview(outcome.body), path: '$' });
    return this.parse(schema, outcome.result, '$.result');
  }

  /** Asserts a JSON-RPC error object (code integer, message string); optionally checks the code. */
  rpcError(outcome: RpcOutcome, expect: { code?: number } = {}): { code: number; message: string; data?: Json } {
    this.expectEnvelope(outcome);
    if (outcome.error === undefined)
      this.fail('expected a JSON-RPC error', { expected: '{"error": {code, message}}', received: preview(outcome.body, 300), path: '$' });
    const { code, message } = outcome.error;
    if (typeof code !== 'number' || !Number.isInteger(code)) this.fail('error.code must be an integer', { expected: 'integer', received: preview(code), path: '$.error.code' });
    if (typeof message !== 'string') this.fail('error.message must be a string', { expected: 'string', received: preview(message), path: '$.error.message' });
    if (expect.code !== undefined && code !== expect.code) this.fail(`expected error code ${expect.code}`, { expected: String(expect.code), received: `${code} ${JSON.stringify(message)}`, path: '$.error.code' });
    return outcome.error as { code: number; message: string; data?: Json };
  }

  /** Asserts the answer is a readable HTTP 200 JSON object (the transport a JSON-RPC answer needs). */
  expectEnvelope(outcome: RpcOutcome): void {
    const res = this.answered(outcome.exchange);
    if (outcome.bodyProblem) this.fail(`HTTP ${res.status}: ${outcome.bodyProblem}`);
    if (res.status !== 200) this.fail(`expected HTTP 200 for a JSON-RPC answer`, { expected: '200', received: `${res.status} ${preview(res.body, 200)}` });
    const b = outcome.body;
    if (b === null || typeof b !== 'object' || Array.isArray(b)) this.fail('answer is not a JSON object', { expected: 'object', received: preview(b), path: '$' });
  }

  /** Parses a value with a schema; on mismatch fails with each issue's JSON path. */
  parse<S extends z.ZodType>(schema: S, value: unknown, root = '$'): z.output<S> {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    const issues = r.error.issues.slice(0, 5);
    const first = issues[0]!;
    const at = (i: typeof first) => jsonPath(root, i.path);
    const received = valueAt(value, first.path);
    this.fail(`answer does not match the schema: ${issues.map((i) => `${at(i)}: ${i.message}`).join('; ')}`, {
      expected: schema.description ?? first.message,
      received: preview(received),
      path: at(first),
    });
  }

  /** The response of an exchange; fails the check, naming what the target did, when there is none. */
  answered(x: Exchange): ExchangeResponse {
    if (!x.response) this.fail(`no answer: ${x.error ?? 'unknown transport failure'}`);
    return x.response;
  }

  /** Fails the check unless cond holds. */
  assert(cond: unknown, summary: string, detail?: FailureDetail): void {
    if (!cond) this.fail(summary, detail);
  }

  /** Fails unless received equals expected (deep, bigint-aware). */
  equal(received: unknown, expected: unknown, summary: string, path?: string): void {
    if (stringifyJson(received) !== stringifyJson(expected))
      this.fail(summary, { expected: preview(expected, 300), received: preview(received, 300), ...(path ? { path } : {}) });
  }

  fail(summary: string, detail?: FailureDetail): never {
    throw new CheckFailure(summary, detail);
  }

  /** Ends the check as skipped: its precondition does not hold on this target. */
  skip(reason: string): never {
    throw new CheckSkipped(reason);
  }

  /** Records an observation for reports (e.g. observe("deprecated", "served")). */
  observe(key: string, value: string, meta?: CheckMeta): void {
    if (meta) (meta.observed ??= {})[key] = value;
    else this.observations[key] = value;
  }
  readonly observations: Record<string, string> = {};

  reproduce(): string {
    return this.exchanges
      .slice(-3)
      .map((x) => redact(curlOf(this.run.target.url, x.request)))
      .join('\n');
  }
}

function valueAt(value: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v: unknown = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

type TaskLike = { name: string; suite?: TaskLike; file?: { name: string } };

export function checkIdOf(task: TaskLike & { file: { name: string } }): string {
  const names: string[] = [];
  for (let t: TaskLike | undefined = task; t && t !== (task.file as unknown); t = t.suite) if (t.name && t.name !== task.file.name) names.unshift(t.name);
  return [task.file.name, ...names].join(' > ');
}

async function runCheck(spec: CheckSpec, body: (t: CheckContext) => Promise<void>, ctx: TestContext): Promise<void> {
  const task = ctx.task;
  const id = checkIdOf(task as unknown as TaskLike & { file: { name: string } });
  const meta: CheckMeta = { id, method: spec.method, aspect: spec.aspect, clauses: [...spec.clauses], level: levelOf(spec.clauses) };
  task.meta.avaconform = meta;
  const run = getRun();
  const skip = (reason: string, absent = false) => {
    meta.outcome = 'skipped';
    meta.message = reason;
    if (absent) meta.absent = true;
    ctx.skip(reason);
  };
  const entry = methodEntry(spec.method);
  if (entry && !spec.runWhenAbsent) {
    const reason = absenceReason(entry, run.profile);
    if (reason) return skip(reason, true);
  }
  if (spec.writes && !run.allowWrites && run.target.kind !== 'mock') return skip('changes node state: needs --allow-writes');
  await labelForAllure(meta);
  const t = new CheckContext(id, run);
  try {
    await body(t);
  } catch (e) {
    if (e instanceof CheckSkipped) return skip(e.reason);
    meta.message = redact(e instanceof CheckFailure ? e.message : `harness error: ${(e as Error)?.stack ?? String(e)}`);
    meta.reproduce = t.reproduce();
    meta.exchanges = t.exchanges.slice(-3).map(trimExchange);
    await attachForAllure(meta);
    if (meta.level !== 'MUST') {
      meta.outcome = 'warned';
      return;
    }
    const err = new Error(`${meta.message}${meta.reproduce ? `\nreproduce:\n${meta.reproduce}` : ''}`);
    err.stack = err.message;
    throw err;
  } finally {
    if (Object.keys(t.observations).length) meta.observed = { ...t.observations };
  }
}

/** Allure labels: epic = API, feature = method, story = aspect, one `clause` label per clause id. */
async function labelForAllure(meta: CheckMeta): Promise<void> {
  const api = meta.method.includes('.') ? meta.method.split('.')[0]! : meta.method;
  await allure.labels(
    { name: 'epic', value: api },
    { name: 'feature', value: meta.method },
    { name: 'story', value: meta.aspect },
    { name: 'severity', value: meta.level === 'MUST' ? 'critical' : 'minor' },
    ...meta.clauses.map((c) => ({ name: 'clause', value: c })),
  );
  await allure.historyId(meta.id);
  await allure.testCaseId(meta.id);
}

/** Attaches the reproduction and the exchanges of a failing check. */
async function attachForAllure(meta: CheckMeta): Promise<void> {
  if (meta.reproduce) await allure.attachment('reproduce (curl)', meta.reproduce, { contentType: 'text/plain' });
  for (const x of meta.exchanges ?? []) {
    await allure.attachment(`request #${x.seq}`, `${x.request.method} ${x.request.path}\n\n${x.request.body}`, { contentType: 'text/plain' });
    await allure.attachment(`response #${x.seq}`, x.response ? `HTTP ${x.response.status}\n\n${x.response.body}` : `no response: ${x.error ?? ''}`, { contentType: 'text/plain' });
  }
}

/** Declares one check: one behaviour, a title that says what must hold. */
export function check(title: string, spec: CheckSpec, body: (t: CheckContext) => Promise<void>): void {
  if (!selectsCheck(getRun().checkSelection, spec)) return; // outside --method/--clause/--aspect: not declared
  test(title, (ctx) => runCheck(spec, body, ctx), spec.timeoutMs);
}
