// Helpers for hex answers: decode "0x…" with its checksum and compare IDs.
import type { CheckContext } from '../../src/check/check.js';
import { cb58Encode } from '../../src/encoding/cb58.js';
import { fromHex } from '../../src/encoding/hex.js';
import { stripChecksum } from '../../src/encoding/checksum.js';

/** Decodes a hex answer that carries the node's 4-byte checksum; fails the check with the reason. */
export function hexPayload(t: CheckContext, text: unknown, path: string): Uint8Array {
  if (typeof text !== 'string')
    t.fail('expected a hex string', { expected: '"0x…"', received: JSON.stringify(text), path });
  let bytes: Uint8Array;
  try {
    bytes = fromHex(text);
  } catch (e) {
    t.fail(`not 0x-prefixed hex: ${(e as Error).message}`, { expected: '"0x…"', received: text.slice(0, 40), path });
  }
  try {
    return stripChecksum(bytes);
  } catch (e) {
    t.fail(`hex payload does not carry a valid 4-byte checksum: ${(e as Error).message}`, {
      expected: 'payload ‖ sha256(payload)[28:32]',
      received: text.slice(0, 40) + '…',
      path,
    });
  }
}

export const cb58 = cb58Encode;
