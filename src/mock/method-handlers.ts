// Handlers typed from their method's module (schemas/<api>/<method>.ts): a handler reads only the params its Params
// schema names (argsOf of its MethodParams) and answers what its Result schema takes, or it does not compile. The
// params stay the raw JSON underneath, decoded as the node decodes them (./args.ts), not parsed by the schema: the
// mock answers params the schema refuses as the node does, with its own errors.
import type { z } from 'zod';
import type { DefinitionOf, MethodName, ParamsOf } from '../catalog/method-catalog.js';
import { MethodParams } from './go-params.js';
import type { Json } from '../json/lossless.js';
import type { HandlerTable } from './mock-contracts.js';

/** The member names a method's Params schema gives (none for an empty object, whose input is Record<string, never>). */
export type ParamName<N extends MethodName> = keyof {
  [K in keyof ParamsOf<N> as string extends K ? never : K]: unknown;
} &
  string;
/** What a method may answer: the input of its Result schema. */
export type ResultIn<N extends MethodName> = z.input<DefinitionOf<N>['result']>;

/** A method's handler: its params by the names its schema gives, its answer of its Result's shape. */
export type MethodHandler<N extends MethodName> = (
  params: MethodParams<ParamName<N>>,
) => ResultIn<N> | Promise<ResultIn<N>>;

/** Handlers by method name, each typed by its method. */
export type MethodHandlers = { readonly [N in MethodName]?: MethodHandler<N> };

/** The handlers as the JSON-RPC core calls them: raw params in, the answer out. */
export function methodHandlers(handlers: MethodHandlers): HandlerTable {
  return Object.fromEntries(
    Object.entries(handlers).map(([method, handler]) => {
      // Each handler was typed by its own method above; here they are one table of JSON handlers.
      const typed = handler as (params: MethodParams<string>) => ResultIn<MethodName> | Promise<ResultIn<MethodName>>;
      return [method, async (params: Json | undefined) => answerJson(await typed(new MethodParams(params)))];
    }),
  );
}

/** Raw params read as `method`'s, for a helper the faults also call with the raw JSON. */
export function paramsOf<N extends MethodName>(_method: N, json: Json | undefined): MethodParams<ParamName<N>> {
  return new MethodParams(json);
}

/** An answer as JSON: a Result's input is JSON, its loose objects' further members `unknown` in type only. */
export function answerJson<N extends MethodName>(answer: ResultIn<N>): Json {
  return answer as Json;
}

/**
 * An answer TypeScript cannot type, which the suites hold to the schema at run time: JSON the codec writes from a block's
 * or tx's bytes, or a form beyond the schema that a fault or a release gives on purpose (the "hexc" the node echoes).
 * The one way a typed handler answers what its types do not show; each use says which it is.
 */
export function untypedAnswer<T>(answer: Json): T {
  return answer as T;
}
