// CheckContext: what a check body holds. It sends requests (recorded as the check's exchanges),
// judges answers, and records every breached assertion as a finding. Hard assertions (fail, assert,
// equal, ok, rpcError, parse) stop the check; soft ones (verify, and the envelope rules every
// JSON-RPC answer is held to) record and go on. Where an answer has a known real-node shape, parse
// reads it in the node's form and goes on, so the rest of the check still runs on that node.
import type { Counterexample } from './meta.js';
import type { z } from 'zod';
import { methodEntry, type MethodName, type ParamsOf, type ResultOf } from '../catalog/method-catalog.js';
import { curlOf } from '../client/curl.js';
import type { Exchange, ExchangeResponse, RawRequest } from '../client/exchange.js';
import { redact } from '../client/redact.js';
import { readRpc, rpcBody, JSON_HEADERS, type RpcOutcome } from '../client/rpc.js';
import { explain, readingsFor } from '../deviations/registry.js';
import type { AppliedDeviation } from '../deviations/deviation.js';
import type { Finding } from '../spec/finding.js';
import { parseJson, stringifyJson, type Json } from '../json/lossless.js';
import { CHECK_HEADER } from '../replay/cassette.js';
import { NODE_HEADER, type NodeRole } from '../client/second-node.js';
import type { ClauseId } from '../spec/clauses.js';
import { schemaRuleOf, type RuleCode } from '../spec/rules.js';
import { CheckFailure, CheckSkipped, findingOf, jsonPath, preview, type FailureDetail } from './failure.js';
import type { RunContext } from './run-context.js';
import { outliving } from './serve-again.js';
import { getClient, targetUrl } from './worker.js';
import { HEALTH_PATH, INFO_PATH, KEYSTORE_PATH, P_CHAIN_PATH } from '../spec/api-paths.js';

export interface RpcOptions {
  /** URL path; default the method's canonical catalog path. */
  path?: string;
  /** Request id; default a per-check counter (1, 2, …) so runs are byte-identical. */
  id?: Json;
  /** Extra headers (content-type is application/json unless overridden). */
  headers?: Record<string, string>;
  /** Another node of the run to ask (see http()); default the target. */
  node?: NodeRole;
}

/** t.call's params (omissible when its Params schema requires none) and options. */
type CallArgs<M extends MethodName> =
  Record<never, never> extends ParamsOf<M>
    ? [params?: ParamsOf<M>, opts?: RpcOptions]
    : [params: ParamsOf<M>, opts?: RpcOptions];

/** Where a service's methods are served, for names the catalog does not hold (unknown-method checks). */
const SERVICE_PATHS: Record<string, string> = {
  platform: P_CHAIN_PATH,
  health: HEALTH_PATH,
  keystore: KEYSTORE_PATH,
  info: INFO_PATH,
};

/** The JSON-RPC request an exchange carried, when its body was one object. */
function requestOf(x: Exchange): Record<string, Json> | undefined {
  try {
    const b = parseJson(x.request.body);
    return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, Json>) : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON-RPC method an answer is to (for findings and node-form readings). */
export function rpcMethodOf(outcome: RpcOutcome): string | undefined {
  const m = requestOf(outcome.exchange)?.method;
  return typeof m === 'string' ? m : undefined;
}

function valueAt(value: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v: unknown = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

type Issue = z.core.$ZodIssue;

/**
 * Issues as precise as the schema allows: a union that matched no option is reported by the option it
 * came closest to (fewest issues), with that option's own paths, not as one "Invalid input".
 */
function precise(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((i): Issue[] => {
    const path = [...prefix, ...i.path];
    if (i.code === 'invalid_union' && i.errors.length) {
      const closest = [...i.errors].sort((a, b) => a.length - b.length)[0]!;
      if (closest.length) return precise(closest, path);
    }
    return [{ ...i, path }];
  });
}

/**
 * What the schema wanted where an issue is, in the schema's terms ("string", "one of \"hex\", \"json\"",
 * ">= 1 items", a format's name), never the issue's message again. Undefined when the issue names none.
 */
function expectedOf(i: Issue): string | undefined {
  switch (i.code) {
    case 'invalid_type':
      return i.expected;
    case 'invalid_value':
      return i.values.length === 1 ? preview(i.values[0]) : `one of ${i.values.map((v) => preview(v)).join(', ')}`;
    case 'too_small':
      return `${i.inclusive === false ? '>' : '>='} ${String(i.minimum)}${i.origin === 'array' || i.origin === 'set' ? ' items' : i.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `${i.inclusive === false ? '<' : '<='} ${String(i.maximum)}${i.origin === 'array' || i.origin === 'set' ? ' items' : i.origin === 'string' ? ' characters' : ''}`;
    case 'invalid_format':
      return i.pattern ? `${i.format} matching ${i.pattern}` : i.format;
    case 'unrecognized_keys':
      return `no member ${i.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'custom':
      return typeof i.params?.expected === 'string' ? i.params.expected : undefined;
    default:
      return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A finding's `receivedValue`: the value judged at its path, when there is one. */
export const valueOf = (v: Json | undefined): { receivedValue?: Json } => (v === undefined ? {} : { receivedValue: v });

/** A finding's `answer`: the answer judged, when it was JSON. */
const answerOf = (outcome: RpcOutcome): { answer?: Json } =>
  outcome.body === undefined ? {} : { answer: outcome.body };

export class CheckContext {
  /** The check's exchanges (a property keeps only its last few: properties/_support/property.ts). */
  readonly exchanges: Exchange[] = [];
  /** Exchanges the check has sent or given up on, for their sequence numbers. */
  private exchangeCount = 0;
  /** Every breached assertion so far, in order. */
  readonly findings: Finding[] = [];
  /**
   * How many findings the check had recorded when the target first gave it no answer (null: it always answered):
   * with none before, everything it found came from the silence of a target that may have stopped (src/harness/target-stopped.ts).
   */
  findingsBeforeSilence: number | null = null;
  readonly observations: Record<string, string> = {};
  /** Extra reproduction lines (a property's replay command) after the curl commands. */
  readonly reproduceExtra: string[] = [];
  /** A property's values that met a breach (set by properties/_support/property.ts). */
  readonly counterexamples: Counterexample[] = [];
  private nextId = 0;

  constructor(
    readonly id: string,
    readonly run: RunContext,
    readonly clauses: readonly ClauseId[] = [],
    /** The deviations that explain failures on this target (none under --strict). */
    readonly applied: readonly AppliedDeviation[] = [],
  ) {}

  get discovery() {
    return this.run.discovery;
  }

  /**
   * Sends a raw HTTP request (any method, headers, body bytes). Never throws for what the target does.
   * `node` sends it to another node of the run instead: 'unbootstrapped' (when t.run.target.unbootstrappedUrl
   * is set) or 'peer-i' (t.run.target.peerUrls[i-1]).
   */
  async http(req: RawRequest, node: NodeRole = 'target'): Promise<Exchange> {
    if (this.run.targetDown) {
      const x: Exchange = {
        seq: ++this.exchangeCount,
        checkId: this.id,
        request: {
          method: req.method,
          path: req.path,
          headers: req.headers ?? {},
          body: typeof req.body === 'string' ? req.body : '',
        },
        error: `not sent: the target failed every request while the run was prepared (${this.run.targetDown})`,
        durationMs: 0,
      };
      this.exchanges.push(x);
      this.findingsBeforeSilence ??= this.findings.length;
      return x;
    }
    const headers = {
      ...(req.headers ?? {}),
      [CHECK_HEADER]: encodeURIComponent(this.id),
      ...(node !== 'target' ? { [NODE_HEADER]: node } : {}),
    };
    const x = await getClient(node).send({ ...req, headers }, this.id);
    this.exchangeCount++;
    this.exchanges.push(x);
    if (!x.response && node === 'target') this.findingsBeforeSilence ??= this.findings.length;
    return x;
  }

  /** Sends a JSON-RPC call and reads the answer without judging it. */
  async rpc(method: string, params?: unknown, opts: RpcOptions = {}): Promise<RpcOutcome> {
    const path = opts.path ?? methodEntry(method)?.paths[0] ?? SERVICE_PATHS[method.split('.')[0]!];
    if (!path) throw new Error(`no path known for ${method}; pass opts.path`);
    const id = opts.id === undefined ? ++this.nextId : opts.id;
    const x = await this.http(
      {
        method: 'POST',
        path,
        headers: { ...JSON_HEADERS, ...(opts.headers ?? {}) },
        body: rpcBody(method, params, id),
      },
      opts.node,
    );
    return readRpc(x);
  }

  /**
   * Calls a catalog method with params its Params schema takes and returns its parsed result: the call fails the
   * check unless the target answers it with a result its Result schema accepts (as t.ok with the method's Result).
   */
  async call<M extends MethodName>(method: M, ...[params, opts]: CallArgs<M>): Promise<ResultOf<M>> {
    return this.callRaw(method, params, opts);
  }

  /** t.call with params its schema does not type: a check that sends malformed params on purpose. */
  async callRaw<M extends MethodName>(method: M, params?: unknown, opts: RpcOptions = {}): Promise<ResultOf<M>> {
    return this.ok(await this.rpc(method, params, opts), methodEntry(method).result) as ResultOf<M>;
  }

  /** Asserts a JSON-RPC success and parses `result` with the schema; returns the parsed value. */
  ok<S extends z.ZodType>(outcome: RpcOutcome, schema: S, what = 'result'): z.output<S> {
    this.expectEnvelope(outcome);
    const rpc = rpcMethodOf(outcome);
    if (outcome.error !== undefined)
      this.fail(`expected a successful ${what}, got a JSON-RPC error`, {
        code: 'expected-result',
        expected: `{"result": …}`,
        received: `error ${preview(outcome.error.code)} ${preview(outcome.error.message, 300)}`,
        receivedValue: outcome.error as unknown as Json,
        ...answerOf(outcome),
        path: '$.error',
        ...(rpc ? { rpc } : {}),
      });
    if (outcome.result === undefined)
      this.fail(`expected a result member`, {
        code: 'expected-result',
        expected: 'result',
        received: preview(outcome.body),
        ...valueOf(outcome.body),
        ...answerOf(outcome),
        path: '$',
        ...(rpc ? { rpc } : {}),
      });
    return this.parse(schema, outcome.result, '$.result', rpc);
  }

  /** Asserts a JSON-RPC error object (code integer, message string); optionally checks the code. */
  rpcError(outcome: RpcOutcome, expect: { code?: number } = {}): { code: number; message: string; data?: Json } {
    this.expectEnvelope(outcome);
    const rpc = rpcMethodOf(outcome);
    const at = { ...(rpc ? { rpc } : {}), ...answerOf(outcome) };
    if (outcome.error === undefined)
      this.fail('expected a JSON-RPC error', {
        code: 'expected-error',
        expected: '{"error": {code, message}}',
        received: preview(outcome.body, 300),
        ...valueOf(outcome.body),
        path: '$',
        ...at,
      });
    const { code, message } = outcome.error;
    if (typeof code !== 'number' || !Number.isInteger(code))
      this.fail('error.code must be an integer', {
        code: 'jsonrpc.error-object',
        expected: 'integer',
        received: preview(code),
        ...valueOf(code),
        path: '$.error.code',
        clause: 'J.error-object',
        ...at,
      });
    if (typeof message !== 'string')
      this.fail('error.message must be a string', {
        code: 'jsonrpc.error-object',
        expected: 'string',
        received: preview(message),
        ...valueOf(message),
        path: '$.error.message',
        clause: 'J.error-object',
        ...at,
      });
    if (expect.code !== undefined && code !== expect.code)
      this.fail(`expected error code ${expect.code}`, {
        code: 'jsonrpc.error-code',
        expected: String(expect.code),
        received: `${code} ${JSON.stringify(message)}`,
        receivedValue: code,
        path: '$.error.code',
        ...at,
      });
    return outcome.error as { code: number; message: string; data?: Json };
  }

  /**
   * Asserts the answer is a readable HTTP 200 JSON object (hard: nothing else can be judged), then
   * holds it to the JSON-RPC 2.0 envelope rules (soft): jsonrpc exactly "2.0", the request's id
   * echoed with its type, result xor error, an error object with an integer code and a string message.
   */
  expectEnvelope(outcome: RpcOutcome): void {
    const res = this.answered(outcome.exchange);
    if (outcome.bodyProblem) this.fail(`HTTP ${res.status}: ${outcome.bodyProblem}`, { code: 'transport.unreadable' });
    if (res.status !== 200)
      this.fail(`expected HTTP 200 for a JSON-RPC answer`, {
        code: 'transport.http-status',
        expected: '200',
        received: `${res.status} ${preview(res.body, 200)}`,
      });
    const b = outcome.body;
    if (!isObject(b))
      this.fail('answer is not a JSON object', {
        code: 'jsonrpc.object',
        expected: 'object',
        received: preview(b),
        ...valueOf(b),
        path: '$',
      });
    const req = requestOf(outcome.exchange);
    const judged = { ...(typeof req?.method === 'string' ? { rpc: req.method } : {}), answer: b };
    this.verify(b.jsonrpc === '2.0', 'the answer\'s jsonrpc member must be exactly "2.0"', {
      code: 'jsonrpc.version',
      expected: '"2.0"',
      received: preview(b.jsonrpc),
      ...valueOf(b.jsonrpc),
      path: '$.jsonrpc',
      clause: 'J.version',
      ...judged,
    });
    this.verify('result' in b !== 'error' in b, 'an answer carries exactly one of result and error', {
      code: 'jsonrpc.result-xor-error',
      expected: 'result xor error',
      received: `result ${'result' in b ? 'present' : 'absent'}, error ${'error' in b ? 'present' : 'absent'}`,
      path: '$',
      clause: 'J.result-xor-error',
      ...judged,
    });
    if ('error' in b) {
      const e = b.error;
      const code = isObject(e) ? e.code : undefined;
      this.verify(
        isObject(e) && typeof code === 'number' && Number.isInteger(code) && typeof e.message === 'string',
        'the error member must be an object with an integer code and a string message',
        {
          code: 'jsonrpc.error-object',
          expected: '{code: integer, message: string}',
          received: preview(e),
          ...valueOf(e),
          path: '$.error',
          clause: 'J.error-object',
          ...judged,
        },
      );
    }
    // The id rule holds for a well-formed request with a string or number id; a request the server
    // could not read may be answered with id null (parse error, invalid request).
    const id = req?.id;
    const wellFormed =
      req !== undefined &&
      req.jsonrpc === '2.0' &&
      typeof req.method === 'string' &&
      (typeof id === 'string' || typeof id === 'number' || typeof id === 'bigint');
    if (wellFormed) {
      const code = isObject(b.error) ? b.error.code : undefined;
      const unreadable = b.id === null && (code === -32700 || code === -32600);
      const same = 'id' in b && typeof b.id === typeof id && stringifyJson(b.id) === stringifyJson(id);
      this.verify(same || unreadable, "the answer must echo the request's id, with its type", {
        code: 'jsonrpc.id',
        expected: stringifyJson(id),
        received: 'id' in b ? stringifyJson(b.id) : '(no id member)',
        ...valueOf(b.id),
        path: '$.id',
        clause: 'J.id',
        ...judged,
      });
    }
  }

  /**
   * Parses a value with a schema; on mismatch records each issue as a finding with its JSON path.
   * When the value is in a known node form of `reading`'s answers (a shape deviation), it is read in
   * that form and parsing goes on: issues the reading resolves stay recorded (as that deviation's,
   * where it applies to this target), the rest fail the check.
   */
  parse<S extends z.ZodType>(schema: S, value: unknown, root = '$', reading?: string): z.output<S> {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    const at = reading ? { rpc: reading } : {};
    const findingsOf = (error: z.ZodError, v: unknown): Finding[] =>
      precise(error.issues).map((i) => {
        const expected = expectedOf(i) ?? (i.path.length === 0 ? schema.description : undefined);
        const got = valueAt(v, i.path);
        return {
          code: schemaRuleOf(i, got),
          summary: `answer does not match the schema: ${i.message}`,
          ...(expected ? { expected } : {}),
          received: preview(got),
          ...valueOf(got as Json | undefined),
          path: jsonPath(root, i.path),
          ...at,
        };
      });
    const first = findingsOf(r.error, value);
    const readings = reading ? readingsFor(reading) : [];
    let read: unknown = value;
    for (const { reading: rd } of readings) read = rd.read(read) ?? read;
    if (read !== value) {
      const again = schema.safeParse(read);
      const left = again.success ? [] : findingsOf(again.error, read);
      const leftPaths = new Set(left.map((f) => `${f.path}|${f.summary}`));
      for (const f of first) {
        const resolved = !leftPaths.has(`${f.path}|${f.summary}`);
        const by = resolved
          ? readings.find((x) => explain(f, this.clauses, [{ deviation: x.deviation, confirmed: true }]))
          : undefined;
        this.findings.push({
          ...f,
          deviation: by && this.applied.some((a) => a.deviation.id === by.deviation.id) ? by.deviation.id : null,
        });
      }
      for (const f of left)
        if (!first.some((g) => g.path === f.path && g.summary === f.summary))
          this.findings.push({ ...f, deviation: null });
      if (again.success) return again.data;
      this.stop(left[0]!);
    }
    for (const f of first.slice(1)) this.findings.push(f);
    this.fail(first[0]!.summary, first[0]!);
  }

  /** The response of an exchange; fails the check, naming what the target did, when there is none. */
  answered(x: Exchange): ExchangeResponse {
    if (!x.response) this.fail(`no answer: ${x.error ?? 'unknown transport failure'}`, { code: 'transport.no-answer' });
    return x.response;
  }

  /** Fails the check unless cond holds (detail.code names the rule, else 'assert'). */
  assert(cond: unknown, summary: string, detail?: FailureDetail): void {
    if (!cond) this.fail(summary, detail);
  }

  /** Records a breach unless cond holds, and goes on (all breaches of an answer get reported). */
  verify(cond: unknown, summary: string, detail: FailureDetail = {}): boolean {
    if (!cond) this.findings.push(findingOf(summary, detail));
    return Boolean(cond);
  }

  /** Records the findings a rule of src/spec returned (null: the rule held), and goes on; true when none. */
  breaches(found: ReadonlyArray<Finding | null>): boolean {
    const list = found.filter((f): f is Finding => f !== null);
    this.findings.push(...list);
    return list.length === 0;
  }

  /** Records a finding a rule of src/spec returned, if any, and stops the check on it. */
  failOn(found: Finding | null | undefined): void {
    if (found) this.fail(found.summary, found);
  }

  /** Fails unless received equals expected (deep, bigint-aware); code names the rule, else 'assert'. */
  equal(received: unknown, expected: unknown, summary: string, path?: string, code?: RuleCode): void {
    if (stringifyJson(received) !== stringifyJson(expected))
      this.fail(summary, {
        ...(code ? { code } : {}),
        expected: preview(expected, 300),
        received: preview(received, 300),
        ...(path ? { path } : {}),
      });
  }

  /** Records a breach and stops the check. */
  fail(summary: string, detail: FailureDetail = {}): never {
    const finding = findingOf(summary, detail);
    this.findings.push(finding);
    throw new CheckFailure(summary, detail, finding);
  }

  /** Stops the check on a finding already recorded. */
  private stop(f: Finding): never {
    throw new CheckFailure(f.summary, f, f);
  }

  /** Whether a finding is explained by a deviation that applies to this target. */
  isExplained(f: Finding): boolean {
    return this.explainedBy(f) !== null;
  }

  /** The id of the deviation that explains a finding on this target, or null. */
  explainedBy(f: Finding): string | null {
    if (f.deviation === null) return null;
    if (f.deviation !== undefined) return this.applied.some((a) => a.deviation.id === f.deviation) ? f.deviation : null;
    return explain(f, this.clauses, this.applied)?.deviation.id ?? null;
  }

  /** Ends the check as skipped: its precondition does not hold on this target. */
  skip(reason: string): never {
    throw new CheckSkipped(reason);
  }

  /** Records an observation for reports (e.g. observe("deprecated", "served")). */
  observe(key: string, value: string): void {
    this.observations[key] = value;
  }

  reproduce(): string {
    const again = this.run.target.serveAgain;
    return outliving(
      [
        ...this.exchanges.slice(-3).map((x) => redact(curlOf(targetUrl(), x.request, again?.keep))),
        ...this.reproduceExtra,
      ],
      again,
      this.run.command,
    ).join('\n');
  }
}
