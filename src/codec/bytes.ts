// Big-endian byte writer and reader of the P-Chain codec (facts/platform-chain.md §6.1).

export class Writer {
  private chunks: Uint8Array[] = [];
  private size = 0;
  private push(b: Uint8Array): this {
    this.chunks.push(b);
    this.size += b.length;
    return this;
  }
  u8(n: number): this {
    return this.push(Uint8Array.of(n));
  }
  u16(n: number): this {
    const b = new Uint8Array(2);
    new DataView(b.buffer).setUint16(0, n);
    return this.push(b);
  }
  u32(n: number): this {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, n);
    return this.push(b);
  }
  u64(n: bigint): this {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setBigUint64(0, n);
    return this.push(b);
  }
  fixed(b: Uint8Array): this {
    return this.push(b);
  }
  /** []byte: u32 length then the bytes. */
  bytes(b: Uint8Array): this {
    return this.u32(b.length).push(b);
  }
  /** string: u16 length then UTF-8 bytes. */
  str(s: string): this {
    const b = new TextEncoder().encode(s);
    return this.u16(b.length).push(b);
  }
  finish(): Uint8Array {
    const out = new Uint8Array(this.size);
    let o = 0;
    for (const c of this.chunks) {
      out.set(c, o);
      o += c.length;
    }
    return out;
  }
}

export class Reader {
  offset = 0;
  private view: DataView;
  constructor(readonly buf: Uint8Array) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  private need(n: number): void {
    if (this.offset + n > this.buf.length) throw new Error(`codec: needs ${n} bytes at offset ${this.offset}, only ${this.buf.length - this.offset} left`);
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
    if (this.offset !== this.buf.length) throw new Error(`codec: trailing buffer space: read ${this.offset} provided ${this.buf.length}`);
  }
}
