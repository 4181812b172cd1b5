// Big-endian byte writer and reader of the P-Chain codec (facts/platform-chain.md §6.1).

/** Appends big-endian values to one growable buffer (doubling), so encoding allocates little.
 * room() may swap in a bigger buffer, so every method takes its offset before touching buf/view. */
export class Writer {
  private buf = new Uint8Array(256);
  private view = new DataView(this.buf.buffer);
  private size = 0;
  private room(n: number): number {
    const at = this.size;
    if (at + n > this.buf.length) {
      let cap = this.buf.length * 2;
      while (cap < at + n) cap *= 2;
      const next = new Uint8Array(cap);
      next.set(this.buf.subarray(0, at));
      this.buf = next;
      this.view = new DataView(next.buffer);
    }
    this.size = at + n;
    return at;
  }
  u8(n: number): this {
    const at = this.room(1);
    this.buf[at] = n;
    return this;
  }
  u16(n: number): this {
    const at = this.room(2);
    this.view.setUint16(at, n);
    return this;
  }
  u32(n: number): this {
    const at = this.room(4);
    this.view.setUint32(at, n);
    return this;
  }
  u64(n: bigint): this {
    const at = this.room(8);
    this.view.setBigUint64(at, n);
    return this;
  }
  fixed(b: Uint8Array): this {
    const at = this.room(b.length); // may replace this.buf: read it after
    this.buf.set(b, at);
    return this;
  }
  /** []byte: u32 length then the bytes. */
  bytes(b: Uint8Array): this {
    return this.u32(b.length).fixed(b);
  }
  /** string: u16 length then UTF-8 bytes. */
  str(s: string): this {
    const b = new TextEncoder().encode(s);
    return this.u16(b.length).fixed(b);
  }
  /** A copy of the bytes written. */
  finish(): Uint8Array {
    return this.buf.slice(0, this.size);
  }
}

export class Reader {
  offset = 0;
  private view: DataView;
  constructor(readonly buf: Uint8Array) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  private need(n: number): void {
    if (this.offset + n > this.buf.length)
      throw new Error(`codec: needs ${n} bytes at offset ${this.offset}, only ${this.buf.length - this.offset} left`);
  }
  u8(): number {
    this.need(1);
    return this.buf[this.offset++]!;
  }
  u16(): number {
    this.need(2);
    const v = this.view.getUint16(this.offset);
    this.offset += 2;
    return v;
  }
  u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.offset);
    this.offset += 4;
    return v;
  }
  u64(): bigint {
    this.need(8);
    const v = this.view.getBigUint64(this.offset);
    this.offset += 8;
    return v;
  }
  fixed(n: number): Uint8Array {
    this.need(n);
    const v = this.buf.subarray(this.offset, this.offset + n);
    this.offset += n;
    return v;
  }
  bytes(max = 256 * 1024): Uint8Array {
    const n = this.u32();
    if (n > max) throw new Error(`codec: byte array exceeds maximum length: ${n} > ${max}`);
    return this.fixed(n);
  }
  str(): string {
    return new TextDecoder().decode(this.fixed(this.u16()));
  }
  /** u32 count, then `count` elements. */
  list<T>(item: () => T, max = 1 << 20): T[] {
    const n = this.u32();
    if (n > max) throw new Error(`codec: slice of ${n} elements is too long`);
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(item());
    return out;
  }
  done(): void {
    if (this.offset !== this.buf.length)
      throw new Error(`codec: trailing buffer space: read ${this.offset} provided ${this.buf.length}`);
  }
}
