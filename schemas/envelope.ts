// JSON-RPC 2.0 envelopes (J.*, P.env.*, N.env.jsonrpc): the request a client sends, and the success
// and error answers. Envelopes stay loose except where a clause forbids a member (result vs error).
import { z } from 'zod';
import type { ClauseId } from '../src/spec/clauses.js';

/** JSON-RPC ids: string, number or null (the lossless parser yields bigint for integers beyond 2^53). */
export const RpcId = z.union([z.string(), z.number(), z.bigint(), z.null()]);
export type RpcId = z.infer<typeof RpcId>;

/** An integer as the lossless parser yields it. */
const JsonInt = z.union([z.number().int(), z.bigint()]);

/** The version member: exactly "2.0" (J.version). */
export const JsonRpcVersion = z.literal('2.0');

/** A request (P.env.request): params an object; methods without parameters take {}. */
export const Request = z.object({
  jsonrpc: JsonRpcVersion,
  id: RpcId,
  method: z.string(),
  params: z.record(z.string(), z.unknown()),
});
export type Request = z.infer<typeof Request>;

/** A platform request: method "platform.<name>". */
export const PlatformRequest = Request.extend({ method: z.string().regex(/^platform\.[a-zA-Z]+$/) });

/** The error object (J.error-object, P.env.error): code integer, message string, data optional. */
export const ErrorObject = z.looseObject({ code: JsonInt, message: z.string(), data: z.unknown().optional() });
export type ErrorObject = z.infer<typeof ErrorObject>;

/** A success answer (P.env.success, J.result-xor-error): result present, error absent. */
export const Success = z.looseObject({
  jsonrpc: JsonRpcVersion,
  result: z.unknown(),
  error: z.never().optional(),
  id: RpcId,
});
export type Success = z.infer<typeof Success>;

/** A success answer whose result is an object, as every platform method's is (P.env.success). */
export const ObjectSuccess = Success.extend({ result: z.record(z.string(), z.unknown()) });

/** An error answer (P.env.error, J.result-xor-error): error replaces result. id null when unreadable (J.id). */
export const ErrorResponse = z.looseObject({
  jsonrpc: JsonRpcVersion,
  error: ErrorObject,
  result: z.never().optional(),
  id: RpcId,
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Either answer. */
export const Response = z.union([Success, ErrorResponse]);

/** A success envelope whose result has the given schema. */
export function successOf<T extends z.ZodType>(result: T) {
  return Success.extend({ result });
}

/** Error codes the JSON-RPC 2.0 specification reserves (J.parse-error … J.invalid-params). */
export const ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const;

/** The server-error range JSON-RPC reserves for implementation-defined errors. */
export function isServerErrorCode(code: number): boolean {
  return code <= -32000 && code >= -32099;
}

export const clauses = [
  'J.version',
  'J.id',
  'J.result-xor-error',
  'J.error-object',
  'J.parse-error',
  'J.invalid-request',
  'J.method-not-found',
  'J.invalid-params',
  'J.notification',
  'J.batch',
  'P.env.path',
  'P.env.request',
  'P.env.success',
  'P.env.error',
  'P.err.envelope',
  'N.env.jsonrpc',
] as const satisfies readonly ClauseId[];
