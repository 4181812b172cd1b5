// Bytes laid out by hand in the node's field order (big-endian integers, length-prefixed slices), for codec tests
// that must not share the encoder they test; and the proposer block's parts those tests wrap.
export const u16 = (n: number) => [n >> 8, n & 0xff];
export const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** A uint64 below 2^32. */
export const u64 = (n: number) => [0, 0, 0, 0, ...u32(n)];
/** A byte slice: its length as a uint32, then its bytes. */
export const slice = (b: ArrayLike<number>) => [...u32(b.length), ...Array.from(b)];

/** A proposer block's parent, and the VM block it wraps. */
export const parent = new Uint8Array(32).fill(7);
export const inner = Uint8Array.from([0, 0, 0, 0, 0, 32, 1, 2, 3]);
