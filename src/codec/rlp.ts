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

/** Where the item at `at` of `b` lies: its payload's start and its end (one past its last byte). */
function itemAt(b: Uint8Array, at: number): { payload: number; end: number; list: boolean } {
  const p = b[at];
  if (p === undefined) throw new Error(`rlp: no item at offset ${at}`);
  const sized = (short: number, long: number): { payload: number; end: number } => {
    if (p <= long) return { payload: at + 1, end: at + 1 + p - short };
    const n = p - long;
    let length = 0;
    for (let i = 1; i <= n; i++) length = length * 256 + (b[at + i] ?? Number.NaN);
    return { payload: at + 1 + n, end: at + 1 + n + length };
  };
  const where = p < 0x80 ? { payload: at, end: at + 1 } : p < 0xc0 ? sized(0x80, 0xb7) : sized(0xc0, 0xf7);
  if (!(where.end <= b.length)) throw new Error(`rlp: the item at offset ${at} runs past the end`);
  return { ...where, list: p >= 0xc0 };
}

/** The encodings of the items of the list `bytes` encodes, whole (the list and nothing after it). */
export function rlpListItems(bytes: Uint8Array): Uint8Array[] {
  const outer = itemAt(bytes, 0);
  if (!outer.list || outer.end !== bytes.length) throw new Error('rlp: the bytes are not one list');
  const items: Uint8Array[] = [];
  for (let at = outer.payload; at < outer.end;) {
    const { end } = itemAt(bytes, at);
    if (end > outer.end) throw new Error(`rlp: the item at offset ${at} runs past its list`);
    items.push(bytes.subarray(at, end));
    at = end;
  }
  return items;
}
