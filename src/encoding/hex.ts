// The node's hex encodings: "0x" + lower-case hex, with (hex, hexc) or without (hexnc) the 4-byte checksum.
import { stripChecksum, withChecksum } from './checksum.js';

export function toHex(bytes: Uint8Array): string {
  return '0x' + hexKey(bytes);
}

/** Lower-case hex without the prefix: a map key for bytes, ordered as the bytes are. */
export function hexKey(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

export function fromHex(text: string): Uint8Array {
  if (!text.startsWith('0x')) throw new Error('missing 0x prefix to hex encoding');
  if (text.length % 2 !== 0) throw new Error('encoding/hex: odd length hex string');
  // Buffer stops decoding at the first pair that is not hex: fewer bytes than pairs means an invalid byte.
  const decoded = Buffer.from(text.slice(2), 'hex');
  if (decoded.length * 2 !== text.length - 2) throw new Error('encoding/hex: invalid byte');
  return new Uint8Array(decoded);
}

export function encodeHexChecksum(payload: Uint8Array): string {
  return toHex(withChecksum(payload));
}

/** Decodes "0x…" with its 4-byte checksum, verified; returns the payload. */
export function decodeHexChecksum(text: string): Uint8Array {
  return stripChecksum(fromHex(text));
}
