// Redaction of secrets in everything a run writes (reports, cassettes, logs): keystore passwords and
// exported keystore blobs. The replay target redacts incoming requests the same way before matching.
import { encodeHexChecksum } from '../encoding/hex.js';
import type { Exchange } from './exchange.js';

const PASSWORD = /("password"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
const EXPORTED_USER = /("user"\s*:\s*)"0x[0-9a-fA-F]*"/gi;

export const REDACTED = '"[redacted]"';
/** Stands for an exported keystore blob: still "0x" hex with a valid checksum, so it keeps its form. */
export const REDACTED_BLOB = `"${encodeHexChecksum(new TextEncoder().encode('redacted'))}"`;

export function redact(text: string): string {
  return text.replace(PASSWORD, `$1${REDACTED}`).replace(EXPORTED_USER, `$1${REDACTED_BLOB}`);
}

/** A copy of an exchange with its request and response bodies redacted. */
export function redactExchange(x: Exchange): Exchange {
  return {
    ...x,
    request: { ...x.request, body: x.request.bodyBase64 ? x.request.body : redact(x.request.body) },
    ...(x.response ? { response: { ...x.response, body: redact(x.response.body) } } : {}),
  };
}
