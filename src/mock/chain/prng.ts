// A small seeded PRNG (sfc32, seeded through splitmix32): the mock's only source of randomness, so
// the same seed gives the same chain, byte for byte; seededHash names single values by seed and label.
import { sha256 } from '../../encoding/checksum.js';

export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return this.u32() % n;
  }

  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i += 4) {
      const v = this.u32();
      for (let j = 0; j < 4 && i + j < n; j++) out[i + j] = (v >>> (8 * j)) & 0xff;
    }
    return out;
  }
}

/** 32 bytes named by the seed and a label: sha256 of "seed:label", for values that need no sequence (genesis IDs, roots). */
export function seededHash(seed: number, label: string): Uint8Array {
  return sha256(new TextEncoder().encode(`${seed}:${label}`));
}
