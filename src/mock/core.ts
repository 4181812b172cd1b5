// The mock's transport-free core: (MockRequest) -> MockResponse. Where the spec or JSON-RPC 2.0
// speak it follows them (it is the reference conforming node); where both are silent it answers as
// AvalancheGo does (facts: 405/415 text answers, text 404, HTTP 200 for every JSON-RPC answer,
// trailing newline, <>& escaped). Faults switch single rules off.
import type { FaultName } from './faults/index.js';
import { isPeerRole, nodeAsked } from '../client/second-node.js';
import { divergePeerAnswer } from './peer-divergence.js';
import { parseJson, stringifyJson, type Json } from '../json/lossless.js';
import type { HandlerTable, MockRequest, MockResponse } from './types.js';
import { RpcMethodError, UnmarshalError } from './types.js';

export interface Route {
  /** JSON-RPC service served at the path ("platform", "health", …). */
  service: string;
  handlers: HandlerTable;
  /** Answers non-JSON-RPC requests on the path first (health's GET); null to fall through. */
  rest?: (req: MockRequest, query: URLSearchParams) => MockResponse | null;
}

export type Routes = Map<string, Route | ((req: MockRequest, query: URLSearchParams) => MockResponse)>;

const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

export function text(status: number, body: string): MockResponse {
  return { status, headers: { 'content-type': TEXT, 'x-content-type-options': 'nosniff' }, body };
}

/** JSON as Go's json.Encoder writes it: <, > and & escaped, newline at the end. */
export function goJson(value: unknown): string {
  return stringifyJson(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026') + '\n';
}

interface RpcError { code: number; message: string; data: Json }

export class JsonRpcCore {
  constructor(
    private readonly routes: Routes,
    private readonly faults: ReadonlySet<FaultName>,
  ) {}

  async handle(req: MockRequest): Promise<MockResponse> {
    const q = req.path.indexOf('?');
    const path = q < 0 ? req.path : req.path.slice(0, q);
    const query = new URLSearchParams(q < 0 ? '' : req.path.slice(q + 1));
    const route = this.routes.get(path);
    if (!route) return text(404, '404 page not found\n');
    if (typeof route === 'function') return route(req, query);
    const rest = route.rest?.(req, query);
    if (rest) return rest;
    if (req.method !== 'POST') return text(405, `rpc: POST method required, received ${req.method}`);
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.toLowerCase();
    if (type !== 'application/json') return text(415, `rpc: unrecognized Content-Type: ${req.headers['content-type'] ?? ''}`);
    const body = Buffer.from(req.body).toString('utf8');
    const res = await this.rpc(route, body);
    return isPeerRole(nodeAsked(req.headers)) && this.faults.has('peer-diverges') ? divergePeerAnswer(body, res) : res;
  }

  private async rpc(route: Route, body: string): Promise<MockResponse> {
    let parsed: Json;
    try {
      parsed = parseJson(this.faults.has('real-trailing-bytes-ignored') ? firstJsonObject(body) : body);
    } catch (e) {
      return this.reply([this.errorResponse(this.parseErrorCode(), (e as Error).message, null, null)]);
    }
    if (Array.isArray(parsed)) {
      if (this.faults.has('real-batch-unsupported'))
        return this.reply([this.errorResponse(-32700, 'json: cannot unmarshal array into Go value of type json2.serverRequest', null, null)]);
      if (parsed.length === 0) return this.reply([this.errorResponse(this.invalidRequestCode(), 'invalid request: empty batch', null, null)]);
      const answers: string[] = [];
      for (const item of parsed) {
        const a = await this.single(route, item);
        if (a !== null) answers.push(a);
      }
      if (answers.length === 0) return { status: 200, headers: {}, body: '' };
      return { status: 200, headers: { 'content-type': JSON_TYPE }, body: `[${answers.map((a) => a.trimEnd()).join(',')}]\n` };
    }
    const one = await this.single(route, parsed);
    if (one === null) return { status: 200, headers: {}, body: '' };
    return { status: 200, headers: { 'content-type': JSON_TYPE }, body: one };
  }

  private parseErrorCode(): number {
    return this.faults.has('parse-error-wrong-code') ? -32600 : -32700;
  }

  private invalidRequestCode(): number {
    return this.faults.has('invalid-request-wrong-code') ? -32700 : -32600;
  }

  private reply(bodies: string[]): MockResponse {
    return { status: 200, headers: { 'content-type': JSON_TYPE }, body: bodies.join('') };
  }

  /** Answers one request object; null for a notification. */
  private async single(route: Route, request: Json): Promise<string | null> {
    if (request === null || typeof request !== 'object' || Array.isArray(request))
      return this.errorResponse(this.invalidRequestCode(), 'invalid request: not an object', null, null);
    const hasId = Object.hasOwn(request, 'id');
    const id = (request.id ?? null) as Json;
    const idValid = id === null || typeof id === 'string' || typeof id === 'number' || typeof id === 'bigint' || this.faults.has('real-id-any-type');
    const notification = !hasId && !this.faults.has('notification-answered');
    if (!idValid) return this.errorResponse(this.invalidRequestCode(), 'invalid request: id must be a string, number or null', null, null);
    if (request.jsonrpc !== '2.0') return notification ? null : this.errorResponse(this.invalidRequestCode(), 'jsonrpc must be 2.0', null, id);
    const method = request.method;
    if (typeof method !== 'string') return notification ? null : this.errorResponse(this.invalidRequestCode(), 'invalid request: method must be a string', null, id);
    const params = request.params as Json | undefined;
    if (params !== undefined && (params === null || typeof params !== 'object'))
      return notification ? null : this.errorResponse(this.invalidParamsCode(), 'invalid params: params must be an object or an array', null, id);
    const refused = this.faultyParams(params);
    if (refused) return notification ? null : this.errorResponse(this.invalidParamsCode(), refused, null, id);
    const outcome = await this.call(route, method, params);
    if (notification) return null;
    return 'error' in outcome ? this.errorResponse(outcome.error.code, outcome.error.message, outcome.error.data, id) : this.successResponse(outcome.result, id);
  }

  /** Params the faults empty-params-refused and uint64-number-params-refused refuse, with the reason. */
  private faultyParams(params: Json | undefined): string | null {
    if (params === undefined || params === null || typeof params !== 'object' || Array.isArray(params)) return null;
    if (this.faults.has('empty-params-refused') && Object.keys(params).length === 0) return 'invalid params: params must not be empty';
    if (this.faults.has('uint64-number-params-refused')) {
      for (const [k, v] of Object.entries(params)) if (UINT64_PARAMS.has(k) && (typeof v === 'number' || typeof v === 'bigint')) return `invalid params: ${k} must be a string`;
    }
    return null;
  }

  private invalidParamsCode(): number {
    return this.faults.has('real-invalid-params-32000') ? -32000 : -32602;
  }

  private async call(route: Route, method: string, params: Json | undefined): Promise<{ result: Json } | { error: RpcError }> {
    const dot = method.indexOf('.');
    const service = dot < 0 ? method : method.slice(0, dot);
    const fn = dot < 0 ? '' : method.slice(dot + 1);
    const realNotFound = this.faults.has('real-method-not-found-32000');
    if (fn && /^\p{Lu}/u.test(fn))
      return { error: realNotFound ? { code: -32000, message: 'method must start with a non-uppercase letter', data: null } : { code: -32601, message: `Method not found: ${method}`, data: null } };
    const handler = service === route.service ? route.handlers[method] : undefined;
    if (!handler) {
      const goName = fn ? `${service}.${fn[0]!.toUpperCase()}${fn.slice(1)}` : method;
      return { error: realNotFound ? { code: -32000, message: `rpc: can't find method "${goName}"`, data: null } : { code: -32601, message: `Method not found: ${method}`, data: null } };
    }
    try {
      return { result: await handler(params) };
    } catch (e) {
      if (this.faults.has('method-errors-as-results') && (e instanceof UnmarshalError || e instanceof RpcMethodError)) return { result: {} };
      if (e instanceof UnmarshalError) return { error: { code: this.invalidParamsCode(), message: e.message, data: null } };
      if (e instanceof RpcMethodError) return { error: { code: e.code, message: e.message, data: e.data } };
      return { error: { code: -32603, message: `internal error: ${(e as Error).message}`, data: null } };
    }
  }

  private echoId(id: Json): Json {
    if (this.faults.has('id-not-echoed')) return typeof id === 'string' ? `${id}-other` : 987654321;
    if (this.faults.has('id-type-changed') && (typeof id === 'number' || typeof id === 'bigint')) return String(id);
    return id;
  }

  private version(): string {
    return this.faults.has('jsonrpc-wrong-version') ? '1.0' : '2.0';
  }

  private successResponse(result: Json, id: Json): string {
    if (this.faults.has('result-member-dropped')) result = withoutFirstMember(result);
    if (this.faults.has('result-and-error')) return goJson({ jsonrpc: this.version(), result, error: { code: -32000, message: 'ok', data: null }, id: this.echoId(id) });
    return goJson({ jsonrpc: this.version(), result, id: this.echoId(id) });
  }

  private errorResponse(code: number, message: string, data: Json, id: Json): string {
    const error = this.faults.has('error-without-code') ? { message, data } : { code, message, data };
    return goJson({ jsonrpc: this.version(), error, id: this.echoId(id) });
  }
}

/** Integer parameter names the harness sends in both forms (heights, index positions, sizes, limits). */
const UINT64_PARAMS = new Set(['height', 'index', 'startIndex', 'numToFetch', 'size', 'limit']);

/** The object without its first member (fault result-member-dropped); other values unchanged. */
export function withoutFirstMember(value: Json): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const [, ...rest] = Object.entries(value);
  return Object.fromEntries(rest) as Json;
}

/** The body up to the end of its first whole JSON object (a decoder that reads one value ignores the rest). */
function firstJsonObject(body: string): string {
  for (let end = body.indexOf('}'); end >= 0; end = body.indexOf('}', end + 1)) {
    try {
      parseJson(body.slice(0, end + 1));
      return body.slice(0, end + 1);
    } catch {
      // not yet a whole value
    }
  }
  return body;
}
