// CB58: base58 (Bitcoin alphabet) of payload ‖ 4-byte sha256 checksum. IDs are 32 bytes, ShortIDs and NodeIDs 20.
import { base58 } from '@scure/base';
import { stripChecksum, withChecksum } from './checksum.js';
import { KeptResults } from '../kept-results.js';

export function cb58Encode(payload: Uint8Array): string {
  return base58.encode(withChecksum(payload));
}

/**
 * Payloads of the texts decoded so far, each a copy's source: the same tx, block and asset IDs recur in
 * answer after answer, and base58 with its sha256 checksum is the costly part of reading one. A text that
 * fails is not kept. (A 32-byte ID and its text: about 200 bytes each.)
 */
const decoded = new KeptResults<string, Uint8Array>(8192);

/** Decodes and verifies the checksum; throws on bad alphabet, short input or checksum mismatch. */
export function cb58Decode(text: string): Uint8Array {
  return decoded.get(text, () => decodeChecked(text)).slice();
}

function decodeChecked(text: string): Uint8Array {
  if (text.length === 0) throw new Error('base58 decoding error: zero length string');
  let raw: Uint8Array;
  try {
    raw = base58.decode(text);
  } catch (e) {
    throw new Error(`base58 decoding error: ${(e as Error).message}`);
  }
  return stripChecksum(raw);
}

export const ID_LENGTH = 32;
export const SHORT_ID_LENGTH = 20;
export const NODE_ID_PREFIX = 'NodeID-';
export const EMPTY_ID = cb58Encode(new Uint8Array(32));

export function decodeId(text: string, length = ID_LENGTH): Uint8Array {
  const bytes = cb58Decode(text);
  if (bytes.length !== length) throw new Error(`invalid hash length: expected ${length} bytes but got ${bytes.length}`);
  return bytes;
}

export function encodeNodeId(bytes: Uint8Array): string {
  return NODE_ID_PREFIX + cb58Encode(bytes);
}

export function decodeNodeId(text: string): Uint8Array {
  if (!text.startsWith(NODE_ID_PREFIX)) throw new Error(`ID: ${text} is missing the prefix: ${NODE_ID_PREFIX}`);
  return decodeId(text.slice(NODE_ID_PREFIX.length), SHORT_ID_LENGTH);
}
