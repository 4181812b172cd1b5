// Recursive Length Prefix encoding (the Ethereum yellow paper, appendix B), as the C-Chain serialises blocks:
// a byte string is itself when it is one byte below 0x80, else a length prefix and the bytes; a list is a length
// prefix and its items' encodings; an integer is its big-endian bytes with no leading zeros (0: the empty string).

export type RlpItem = Uint8Array | readonly RlpItem[];

/** The prefix of a payload of `length` bytes: `short` + length up to 55 bytes, else `short` + 55 + the length's own byte count, then the length. */
function prefix(short: number, length: number): Uint8Array {
  if (length <= 55) return Uint8Array.of(short + length);
  const len = uintBytes(BigInt(length));
  return Uint8Array.of(short + 55 + len.length, ...len);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function rlpEncode(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && item[0]! < 0x80) return item.slice();
    return concat([prefix(0x80, item.length), item]);
  }
  const payload = concat(item.map(rlpEncode));
  return concat([prefix(0xc0, payload.length), payload]);
}

/** An unsigned integer's big-endian bytes without leading zeros. */
export function uintBytes(n: bigint): Uint8Array {
  if (n < 0n) throw new Error(`rlp: ${n} is negative`);
  const out: number[] = [];
  for (let v = n; v > 0n; v >>= 8n) out.unshift(Number(v & 0xffn));
  return Uint8Array.from(out);
}
