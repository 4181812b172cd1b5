// The mock's transport-free core: (MockRequest) -> MockResponse. Where the spec or JSON-RPC 2.0
// speak it follows them (it is the reference conforming node); where both are silent it answers as
// AvalancheGo does (facts: 405/415 text answers, text 404, HTTP 200 for every JSON-RPC answer,
// trailing newline, <>& escaped, Vary: Origin on every answer, nosniff once a method ran, the node's
// error wording and error.data). Faults switch single rules off.
import { answerEffects, faultedResult, type FaultName } from './faults/index.js';
import { withoutFirstMember, type AnswerEffect } from './faults/effect.js';
import type { NodeContext } from './node-context.js';
import { isPeerRole, nodeAsked } from '../client/second-node.js';
import { divergePeerAnswer } from './peer-divergence.js';
import { goEscape, goJson } from '../json/go-escape.js';
import { fixedAnswerText } from './fixed-answer.js';
import { isJsonObject, parseJson, stringifyJson, type Json } from '../json/lossless.js';
import { leadingJsonObjectText, leadingNull } from '../json/trailing-bytes.js';
import { methodLookupError } from './go-method.js';
import { decodeTypeError, serverRequestView } from './go-request.js';
import type { HandlerTable, MockRequest, MockResponse } from './types.js';
import { RpcMethodError, UNMARSHAL_ERROR, UnmarshalError } from './types.js';

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
/** CORS (rs/cors) adds Vary: Origin to every answer that is no preflight. */
export const VARY = { vary: 'Origin' } as const;
/** Set once a JSON-RPC method ran (its result or its own error); not for parse, lookup or params errors. */
const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

/** A text answer as Go's http.Error writes it (404): nosniff set. */
export function text(status: number, body: string): MockResponse {
  return { status, headers: { 'content-type': TEXT, ...NOSNIFF, ...VARY }, body };
}

/** gorilla's 405 and 415: text without nosniff. */
function rpcText(status: number, body: string): MockResponse {
  return { status, headers: { 'content-type': TEXT, ...VARY }, body };
}

interface RpcError {
  code: number;
  message: string;
  data: Json;
}

/** One answer of the core: its JSON text (null for a notification) and whether a method ran. */
interface Answered {
  text: string | null;
  invoked: boolean;
}

const notInvoked = (text: string | null): Answered => ({ text, invoked: false });

export class JsonRpcCore {
  private readonly faults: ReadonlySet<FaultName>;
  /** The answer-changing faults switched on, by method (src/mock/faults/effect.ts). */
  private readonly effects: ReadonlyMap<string, readonly AnswerEffect[]>;

  constructor(
    private readonly routes: Routes,
    private readonly node: NodeContext,
  ) {
    this.faults = node.faults;
    this.effects = answerEffects(node.faults);
  }

  async handle(req: MockRequest): Promise<MockResponse> {
    const q = req.path.indexOf('?');
    const path = q < 0 ? req.path : req.path.slice(0, q);
    const query = new URLSearchParams(q < 0 ? '' : req.path.slice(q + 1));
    const route = this.routes.get(path);
    if (!route) return text(404, '404 page not found\n');
    if (typeof route === 'function') return route(req, query);
    const rest = route.rest?.(req, query);
    if (rest) return rest;
    if (req.method !== 'POST') return rpcText(405, `rpc: POST method required, received ${req.method}`);
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.toLowerCase();
    if (type !== 'application/json')
      return rpcText(415, `rpc: unrecognized Content-Type: ${req.headers['content-type'] ?? ''}`);
    const body = Buffer.from(req.body).toString('utf8');
    const res = await this.rpc(route, body);
    return isPeerRole(nodeAsked(req.headers)) && this.faults.has('peer-diverges') ? divergePeerAnswer(body, res) : res;
  }

  private async rpc(route: Route, body: string): Promise<MockResponse> {
    // Go's decoder reads the first value only: null leaves the request empty, without id, so nothing is written.
    if (this.faults.has('real-null-body-silent') && leadingNull(body)) return this.reply(notInvoked(null));
    let parsed: Json;
    try {
      parsed = parseJson(this.faults.has('real-trailing-bytes-ignored') ? (leadingJsonObjectText(body) ?? body) : body);
    } catch (e) {
      // After a syntax error Go has decoded nothing: error.data is the zero serverRequest.
      return this.reply(
        notInvoked(this.errorResponse(this.parseErrorCode(), (e as Error).message, serverRequestView(), null)),
      );
    }
    if (Array.isArray(parsed)) {
      if (this.faults.has('real-batch-unsupported'))
        return this.reply(notInvoked(this.errorResponse(-32700, decodeTypeError(parsed)!, serverRequestView(), null)));
      if (parsed.length === 0)
        return this.reply(
          notInvoked(this.errorResponse(this.invalidRequestCode(), 'invalid request: empty batch', null, null)),
        );
      const answers: string[] = [];
      let invoked = false;
      for (const item of parsed) {
        const a = await this.single(route, item);
        invoked ||= a.invoked;
        if (a.text !== null) answers.push(a.text.trimEnd());
      }
      return this.reply({ text: answers.length ? `[${answers.join(',')}]\n` : null, invoked });
    }
    return this.reply(await this.single(route, parsed));
  }

  private parseErrorCode(): number {
    return this.faults.has('parse-error-wrong-code') ? -32600 : -32700;
  }

  private invalidRequestCode(): number {
    return this.faults.has('invalid-request-wrong-code') ? -32700 : -32600;
  }

  /** A request Go's decoder refuses (no object, a member of the wrong type): fault real-invalid-request-as-parse-error gives -32700. */
  private decodeErrorCode(): number {
    return this.faults.has('real-invalid-request-as-parse-error') ? -32700 : this.invalidRequestCode();
  }

  /** A request without a method: fault real-missing-method-32000 answers it as a method lookup failure. */
  private illFormedMethodCode(): number {
    return this.faults.has('real-missing-method-32000') ? -32000 : this.invalidRequestCode();
  }

  /** HTTP 200 with the answer; a notification's is an empty body without content type. */
  private reply(a: Answered): MockResponse {
    const headers = {
      ...(a.text === null ? {} : { 'content-type': JSON_TYPE }),
      ...VARY,
      ...(a.invoked ? NOSNIFF : {}),
    };
    return { status: 200, headers, body: a.text ?? '' };
  }

  /**
   * Answers one request object; text null for a notification. The checks run in the node's order:
   * decoding (a value that is no object, a string member of another type), the id, the version, the
   * method name, the params; errors before the method carry the node's wording and error.data.
   */
  private async single(route: Route, request: Json): Promise<Answered> {
    const decodeError = decodeTypeError(request);
    const view = serverRequestView(request);
    if (!isJsonObject(request))
      return notInvoked(this.errorResponse(this.decodeErrorCode(), decodeError ?? 'jsonrpc must be 2.0', view, null));
    const hasId = Object.hasOwn(request, 'id');
    const id = (request.id ?? null) as Json;
    const idValid =
      id === null ||
      typeof id === 'string' ||
      typeof id === 'number' ||
      typeof id === 'bigint' ||
      this.faults.has('real-id-any-type');
    const notification = !hasId && !this.faults.has('notification-answered');
    if (!idValid)
      return notInvoked(
        this.errorResponse(
          this.invalidRequestCode(),
          'invalid request: id must be a string, number or null',
          view,
          null,
        ),
      );
    // The node writes a decoding error even without id (it never reached the notification rule).
    if (decodeError) return notInvoked(this.errorResponse(this.decodeErrorCode(), decodeError, view, id));
    if (request.jsonrpc !== '2.0')
      return notInvoked(
        notification ? null : this.errorResponse(this.invalidRequestCode(), 'jsonrpc must be 2.0', view, id),
      );
    const method = request.method;
    if (typeof method !== 'string')
      return notInvoked(
        notification
          ? null
          : this.errorResponse(this.illFormedMethodCode(), 'rpc: service/method request ill-formed: ""', null, id),
      );
    const params = request.params as Json | undefined;
    if (!paramsDecode(params))
      return notInvoked(notification ? null : this.errorResponse(this.invalidParamsCode(), UNMARSHAL_ERROR, null, id));
    const refused = this.faultyParams(params);
    if (refused)
      return notInvoked(notification ? null : this.errorResponse(this.invalidParamsCode(), refused, null, id));
    const outcome = await this.call(route, method, params);
    if (notification) return { text: null, invoked: outcome.invoked };
    return {
      text:
        'error' in outcome
          ? this.errorResponse(outcome.error.code, outcome.error.message, outcome.error.data, id)
          : this.successResponse(outcome.result, id),
      invoked: outcome.invoked,
    };
  }

  /** Params the faults empty-params-refused and uint64-number-params-refused refuse, with the reason. */
  private faultyParams(params: Json | undefined): string | null {
    if (params === undefined || params === null || typeof params !== 'object' || Array.isArray(params)) return null;
    if (this.faults.has('empty-params-refused') && Object.keys(params).length === 0)
      return 'invalid params: params must not be empty';
    if (this.faults.has('uint64-number-params-refused')) {
      for (const [k, v] of Object.entries(params))
        if (UINT64_PARAMS.has(k) && (typeof v === 'number' || typeof v === 'bigint'))
          return `invalid params: ${k} must be a string`;
    }
    return null;
  }

  private invalidParamsCode(): number {
    return this.faults.has('real-invalid-params-32000') ? -32000 : -32602;
  }

  private async call(
    route: Route,
    method: string,
    params: Json | undefined,
  ): Promise<({ result: Json } | { error: RpcError }) & { invoked: boolean }> {
    const handler = Object.hasOwn(route.handlers, method) ? route.handlers[method] : undefined;
    if (!handler) {
      const code = this.faults.has('real-method-not-found-32000') ? -32000 : -32601;
      return { error: { code, message: methodLookupError(method, route.service), data: null }, invoked: false };
    }
    try {
      const result = await handler(params);
      // A fault that changes this method's answer changes it here, as it leaves the method.
      if (!this.effects.has(method)) return { result, invoked: true };
      return {
        result: await faultedResult(this.effects, this.node, { method, params, again: handler }, result),
        invoked: true,
      };
    } catch (e) {
      // A params error is the node's unmarshalling, before the method runs.
      const invoked = !(e instanceof UnmarshalError);
      if (this.faults.has('method-errors-as-results') && (e instanceof UnmarshalError || e instanceof RpcMethodError))
        return { result: {}, invoked };
      if (e instanceof UnmarshalError)
        return { error: { code: this.invalidParamsCode(), message: e.message, data: null }, invoked };
      if (e instanceof RpcMethodError) return { error: { code: e.code, message: e.message, data: e.data }, invoked };
      return { error: { code: -32603, message: `internal error: ${(e as Error).message}`, data: null }, invoked };
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
    if (this.faults.has('result-and-error'))
      return goJson({
        jsonrpc: this.version(),
        result,
        error: { code: -32000, message: 'ok', data: null },
        id: this.echoId(id),
      });
    // A fixed result's text is made once (src/mock/fixed-answer.ts); the envelope around it, as goJson writes it.
    const fixed = fixedAnswerText(result);
    if (fixed !== undefined)
      return `{"jsonrpc":${JSON.stringify(this.version())},"result":${fixed},"id":${goEscape(stringifyJson(this.echoId(id)))}}\n`;
    return goJson({ jsonrpc: this.version(), result, id: this.echoId(id) });
  }

  private errorResponse(code: number, message: string, data: Json, id: Json): string {
    const error = this.faults.has('error-without-code') ? { message, data } : { code, message, data };
    return goJson({ jsonrpc: this.version(), error, id: this.echoId(id) });
  }
}

/**
 * Whether params decode into a method's args struct as gorilla tries it: an object, or an array whose
 * first element is an object or null (absent and null are the zero args). Anything else is the
 * node's generic unmarshal error.
 */
function paramsDecode(params: Json | undefined): boolean {
  if (params === undefined || params === null || isJsonObject(params)) return true;
  if (!Array.isArray(params)) return false;
  const first = params[0];
  return first === undefined || first === null || isJsonObject(first);
}

/** Integer parameter names the harness sends in both forms (heights, index positions, sizes, limits). */
const UINT64_PARAMS = new Set(['height', 'index', 'startIndex', 'numToFetch', 'size', 'limit']);
