// How the node's gorilla/json2 server reads a request body (facts/platform-chain.md §1.4): Go's decoder
// texts for a JSON value that is no request object or has a member of the wrong type, and the
// serverRequest struct ({jsonrpc, method, params, id}) the node puts in error.data of -32700 and
// -32600 answers. The mock keeps the spec's codes; these give its answers the node's wording and data.
import { isJsonObject, type Json } from '../json/lossless.js';

/** serverRequest as Go marshals it: a member that is absent, null or of the wrong type keeps its zero value. */
export function serverRequestView(request?: Json): Json {
  const o = isJsonObject(request) ? request : {};
  return {
    jsonrpc: typeof o.jsonrpc === 'string' ? o.jsonrpc : '',
    method: typeof o.method === 'string' ? o.method : '',
    params: o.params ?? null,
    id: o.id ?? null,
  };
}

/** The name Go's UnmarshalTypeError gives a JSON value's kind. */
function goKind(v: Json): string {
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number' || typeof v === 'bigint') return 'number';
  if (typeof v === 'string') return 'string';
  return Array.isArray(v) ? 'array' : 'object';
}

/** The string members of serverRequest; params and id are raw JSON and take any value. */
const STRING_MEMBERS = new Set(['jsonrpc', 'method']);

/**
 * The error Go's decoder reports for a parsed body, or null when it decodes: a value that is no object
 * (null decodes to the zero struct), else the first string member, in document order, of another type.
 */
export function decodeTypeError(body: Json): string | null {
  if (body === null) return null;
  if (!isJsonObject(body)) return `json: cannot unmarshal ${goKind(body)} into Go value of type json2.serverRequest`;
  for (const [name, v] of Object.entries(body))
    if (STRING_MEMBERS.has(name) && v !== null && typeof v !== 'string')
      return `json: cannot unmarshal ${goKind(v)} into Go struct field serverRequest.${name} of type string`;
  return null;
}
