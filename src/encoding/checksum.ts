// The node's 4-byte checksum: the last 4 bytes of sha256(payload), appended to CB58 and hex payloads.
import { hash } from 'node:crypto';

/** sha256 by node:crypto's one-shot hash (about twice as fast as createHash for IDs and checksums). */
export function sha256(data: Uint8Array): Uint8Array {
  return new Uint8Array(hash('sha256', data, 'buffer'));
}

export function checksum4(payload: Uint8Array): Uint8Array {
  return sha256(payload).subarray(28, 32);
}

export function withChecksum(payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload, 0);
  out.set(checksum4(payload), payload.length);
  return out;
}

/** Splits payload ‖ checksum and verifies it; throws with the node's wording on failure. */
export function stripChecksum(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 4) throw new Error('input string is smaller than the checksum size');
  const payload = bytes.subarray(0, bytes.length - 4);
  const expected = checksum4(payload);
  const got = bytes.subarray(bytes.length - 4);
  for (let i = 0; i < 4; i++) if (expected[i] !== got[i]) throw new Error('invalid input checksum');
  return payload;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
