// The mock's transport-free core: (MockRequest) -> MockResponse. Where the spec or JSON-RPC 2.0
// speak it follows them (it is the reference conforming node); where both are silent it answers as
// AvalancheGo does (facts: 405/415 text answers, text 404, HTTP 200 for every JSON-RPC answer,
// trailing newline, <>& escaped, Vary: Origin on every answer, nosniff once a method ran, the node's
// error wording and error.data). Faults switch single rules off.
import {
  answerEffects,
  envelopeEffects,
  faultedAnswer,
  staleMethods,
  type FaultName,
} from './faults/fault-registry.js';
import type { DeepChanges } from './faults/deep.js';
import type { AnswerEffect, Envelope, EnvelopeEffect, Failure } from './faults/effect.js';
import type { NodeContext } from './node-context.js';
import { isPeerRole, nodeAsked } from '../client/second-node.js';
import { divergePeerAnswer } from './peer-divergence.js';
import { goEscape, goJson } from '../json/go-escape.js';
import { fixedAnswerText } from './fixed-answer.js';
import { isJsonObject, parseJson, stringifyJson, type Json } from '../json/lossless.js';
import { leadingJsonObjectText, leadingNull } from '../json/trailing-bytes.js';
import { methodLookupError } from './go-method.js';
import { decodeTypeError, serverRequestView } from './go-request.js';
import type { MockRequest, MockResponse, Route, Routes } from './mock-contracts.js';
import { RpcMethodError, UNMARSHAL_ERROR, UnmarshalError } from './mock-contracts.js';

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

/** A JSON-RPC error object (a type, so that it is Json). */
type RpcError = {
  code: number;
  message: string;
  data: Json;
};

/** The code JSON-RPC 2.0 gives each failure before a method's own error (the node's -32700 for a batch it cannot read). */
const FAILURE_CODE: Readonly<Record<Exclude<Failure, 'method'>, number>> = {
  parse: -32700,
  batch: -32700,
  'invalid-request': -32600,
  decode: -32600,
  'no-method': -32600,
  'method-not-found': -32601,
  params: -32602,
  'method-params': -32602,
  internal: -32603,
};

/** A request's outcome: its method's result, or an error and the failure it answers. */
type Outcome = { result: Json } | { error: RpcError; failure: Failure };

/** An error before a method's own, with the code JSON-RPC 2.0 gives its failure. */
const failed = (failure: Exclude<Failure, 'method'>, message: string, data: Json = null): Outcome => ({
  error: { code: FAILURE_CODE[failure], message, data },
  failure,
});

/** One answer of the core: its JSON text (null for a notification) and whether a method ran. */
interface Answered {
  text: string | null;
  invoked: boolean;
}

const notInvoked = (text: string | null): Answered => ({ text, invoked: false });

export class JsonRpcCore {
  /** The reading rules the deep faults switched on set (src/mock/faults/deep.ts). */
  private readonly deep: DeepChanges;
  /** The answer-changing faults switched on, by method (src/mock/faults/effect.ts). */
  private readonly effects: ReadonlyMap<string, readonly AnswerEffect[]>;
  /** The envelope-changing faults switched on, in the registry's order. */
  private readonly envelopes: readonly EnvelopeEffect[];
  /** Methods a fault keeps stale answers of, and those answers by method and params (FaultSpec.stale). */
  private readonly stale: ReadonlySet<string>;
  private readonly staleAnswers = new WeakMap<Route, Map<string, Outcome & { invoked: boolean }>>();

  /** `faults`: the faults switched on, whose effects it applies (src/mock/faults/); no handler tests a fault's name. */
  constructor(
    private readonly routes: Routes,
    private readonly node: NodeContext,
    faults: ReadonlySet<FaultName>,
  ) {
    this.deep = node.deep;
    this.effects = answerEffects(faults);
    this.envelopes = envelopeEffects(faults);
    this.stale = staleMethods(faults);
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
    return isPeerRole(nodeAsked(req.headers)) && this.deep.peersDiverge ? divergePeerAnswer(body, res) : res;
  }

  private async rpc(route: Route, body: string): Promise<MockResponse> {
    // Go's decoder reads the first value only: null leaves the request empty, without id, so nothing is written.
    // (NodeContext.deep: whether a first value null is no request, whether only the leading JSON object is read.)
    if (this.deep.leadingNullIsNoRequest && leadingNull(body)) return this.reply(notInvoked(null));
    let parsed: Json;
    try {
      parsed = parseJson(this.deep.trailingBytesIgnored ? (leadingJsonObjectText(body) ?? body) : body);
    } catch (e) {
      // After a syntax error Go has decoded nothing: error.data is the zero serverRequest.
      return this.reply(notInvoked(this.errorResponse('parse', (e as Error).message, serverRequestView(), null)));
    }
    if (Array.isArray(parsed)) {
      if (!this.deep.batchRead)
        return this.reply(notInvoked(this.errorResponse('batch', decodeTypeError(parsed)!, serverRequestView(), null)));
      if (parsed.length === 0)
        return this.reply(
          notInvoked(this.errorResponse('invalid-request', 'invalid request: empty batch', null, null)),
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
      return notInvoked(this.errorResponse('decode', decodeError ?? 'jsonrpc must be 2.0', view, null));
    const hasId = Object.hasOwn(request, 'id');
    const id = (request.id ?? null) as Json;
    const idValid =
      id === null ||
      typeof id === 'string' ||
      typeof id === 'number' ||
      typeof id === 'bigint' ||
      this.deep.idOfAnyType;
    const notification = !hasId && !this.deep.notificationsAnswered;
    if (!idValid)
      return notInvoked(
        this.errorResponse('invalid-request', 'invalid request: id must be a string, number or null', view, null),
      );
    // The node writes a decoding error even without id (it never reached the notification rule).
    if (decodeError) return notInvoked(this.errorResponse('decode', decodeError, view, id));
    if (request.jsonrpc !== '2.0')
      return notInvoked(notification ? null : this.errorResponse('invalid-request', 'jsonrpc must be 2.0', view, id));
    const method = request.method;
    if (typeof method !== 'string')
      return notInvoked(
        notification ? null : this.errorResponse('no-method', 'rpc: service/method request ill-formed: ""', null, id),
      );
    const params = request.params as Json | undefined;
    if (!route.positionalParams && !paramsDecode(params))
      return notInvoked(notification ? null : this.errorResponse('params', UNMARSHAL_ERROR, null, id));
    const refused = this.faultyParams(params);
    if (refused) return notInvoked(notification ? null : this.errorResponse('params', refused, null, id));
    const outcome = await this.call(route, method, params);
    if (notification) return { text: null, invoked: outcome.invoked };
    return { text: this.answerText(outcome, id), invoked: outcome.invoked };
  }

  /** Params refused before the method runs where the node's reading rules say so (NodeContext.deep), and why. */
  private faultyParams(params: Json | undefined): string | null {
    if (params === undefined || params === null || typeof params !== 'object' || Array.isArray(params)) return null;
    if (this.deep.emptyParamsRefused && Object.keys(params).length === 0)
      return 'invalid params: params must not be empty';
    if (this.deep.numberUint64ParamsRefused) {
      for (const [k, v] of Object.entries(params))
        if (UINT64_PARAMS.has(k) && (typeof v === 'number' || typeof v === 'bigint'))
          return `invalid params: ${k} must be a string`;
    }
    return null;
  }

  private async call(route: Route, method: string, params: Json | undefined): Promise<Outcome & { invoked: boolean }> {
    if (!this.stale.has(method)) return this.answer(route, method, params);
    // A stale cache in front of the method: the first answer to these params, whatever the chain has become.
    // Kept per route: the five index paths serve one method name each.
    const answers = this.staleAnswers.get(route) ?? new Map<string, Outcome & { invoked: boolean }>();
    this.staleAnswers.set(route, answers);
    const key = `${method} ${stringifyJson(params ?? null)}`;
    const kept = answers.get(key) ?? (await this.answer(route, method, params));
    answers.set(key, kept);
    return kept;
  }

  private async answer(
    route: Route,
    method: string,
    params: Json | undefined,
  ): Promise<Outcome & { invoked: boolean }> {
    const handler = Object.hasOwn(route.handlers, method) ? route.handlers[method] : undefined;
    if (!handler) return { ...failed('method-not-found', methodLookupError(method, route.service)), invoked: false };
    try {
      // A fault that changes this method's answer changes it here, as it leaves the method.
      const result = this.effects.has(method)
        ? await faultedAnswer(this.effects, this.node, { method, params, again: handler }, () => handler(params))
        : await handler(params);
      return { result, invoked: true };
    } catch (e) {
      // A params error is the node's unmarshalling, before the method runs.
      const invoked = !(e instanceof UnmarshalError);
      if (e instanceof UnmarshalError) return { ...failed('method-params', e.message), invoked };
      if (e instanceof RpcMethodError)
        return { error: { code: e.code, message: e.message, data: e.data }, failure: 'method', invoked };
      return { ...failed('internal', `internal error: ${(e as Error).message}`), invoked };
    }
  }

  /** The answer of an error before any method's own. */
  private errorResponse(failure: Exclude<Failure, 'method'>, message: string, data: Json, id: Json): string {
    return this.answerText(failed(failure, message, data), id);
  }

  /** An answer's text: its envelope as the faults switched on change it (src/mock/faults/envelope.ts), as Go writes it. */
  private answerText(outcome: Outcome, id: Json): string {
    const failure = 'error' in outcome ? outcome.failure : null;
    const body: Envelope = 'error' in outcome ? { error: outcome.error } : { result: outcome.result };
    let answer: Envelope = { jsonrpc: '2.0', ...body, id };
    for (const e of this.envelopes) answer = e.envelope(answer, { id, failure, node: this.node });
    return envelopeText(answer);
  }
}

/** An envelope's text as goJson writes it; a fixed result's text made once (src/mock/fixed-answer.ts). */
function envelopeText(answer: Envelope): string {
  const fixed = Object.keys(answer).join() === 'jsonrpc,result,id' ? fixedAnswerText(answer.result!) : undefined;
  if (fixed === undefined) return goJson(answer);
  const member = (value: Json) => goEscape(stringifyJson(value));
  return `{"jsonrpc":${member(answer.jsonrpc!)},"result":${fixed},"id":${member(answer.id!)}}\n`;
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
