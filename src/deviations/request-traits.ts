// Traits of a request body that tell which known deviation explains a difference in its answers:
// the difference is the deviation's only when the request is the kind the deviation is about.
import { isJsonObject, parseJson } from '../json/lossless.js';
import { jsonObjectThenBytes, leadingNull } from '../json/trailing-bytes.js';

const NODE_ENCODINGS = new Set(['hex', 'hexc', 'hexnc', 'json']);

/**
 * An encoding param the node reads as one of its own (facts/platform-chain.md §1.9) but the spec's
 * exactly spelled names refuse: hex or json in another letter case, or hexc / hexnc.
 */
export function undocumentedEncodingSpelling(body: string): boolean {
  let request: unknown;
  try {
    request = parseJson(body);
  } catch {
    return false;
  }
  if (!isJsonObject(request)) return false;
  const params = Array.isArray(request.params) ? request.params[0] : request.params;
  if (!isJsonObject(params)) return false;
  // Go matches member names in any letter case (an exact match first).
  const encoding = params.encoding ?? Object.entries(params).find(([k]) => k.toLowerCase() === 'encoding')?.[1];
  return (
    typeof encoding === 'string' &&
    encoding !== 'hex' &&
    encoding !== 'json' &&
    NODE_ENCODINGS.has(encoding.toLowerCase())
  );
}

/** The traits of a raw request body a finding matcher may name (`requestBody`), each a parse of the body. */
export const BODY_TRAITS = {
  /** The body's first JSON value is null, whatever follows. */
  'leading-null': leadingNull,
  /** One whole JSON object followed by more bytes. */
  'json-object-then-bytes': jsonObjectThenBytes,
} as const satisfies Record<string, (body: string) => boolean>;

export type BodyTrait = keyof typeof BODY_TRAITS;
