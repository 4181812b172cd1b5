// Go-like decoding of JSON-RPC params, as the node's gorilla/json2 + encoding/json do it
// (facts/platform-chain.md §1.6, §1.9): member names match case-insensitively (an exact match
// wins), unknown members are ignored, `[obj]` stands for obj, and every bad value is the generic
// "couldn't unmarshal an argument" error.
import type { Json } from '../json/lossless.js';
import { decodeId, decodeNodeId, EMPTY_ID } from '../encoding/cb58.js';
import { UnmarshalError } from './types.js';

const UINT_MAX: Record<number, bigint> = { 16: (1n << 16n) - 1n, 32: (1n << 32n) - 1n, 64: (1n << 64n) - 1n };

export type Encoding = 'hex' | 'hexc' | 'hexnc' | 'json';

export class Args {
  constructor(private readonly obj: Record<string, Json>) {}

  /** The member's value: exact name first, else a case-insensitive match; undefined when absent. */
  get(name: string): Json | undefined {
    if (Object.hasOwn(this.obj, name)) return this.obj[name];
    const lower = name.toLowerCase();
    let found: Json | undefined;
    for (const [k, v] of Object.entries(this.obj)) if (k.toLowerCase() === lower) found = v;
    return found;
  }

  has(name: string): boolean {
    const v = this.get(name);
    return v !== undefined && v !== null;
  }

  str(name: string): string {
    const v = this.get(name);
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string') throw new UnmarshalError(`${name}: not a string`);
    return v;
  }

  bool(name: string): boolean {
    const v = this.get(name);
    if (v === undefined || v === null) return false;
    if (typeof v !== 'boolean') throw new UnmarshalError(`${name}: not a bool`);
    return v;
  }

  strings(name: string): string[] {
    const v = this.get(name);
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new UnmarshalError(`${name}: not a string array`);
    return v as string[];
  }

  /** A CB58 ID; missing or null is the all-zero ID, "" and bad checksums are errors. */
  id(name: string): string {
    const v = this.get(name);
    if (v === undefined || v === null) return EMPTY_ID;
    if (typeof v !== 'string') throw new UnmarshalError(`${name}: not a string`);
    try {
      decodeId(v);
    } catch (e) {
      throw new UnmarshalError(`${name}: ${(e as Error).message}`);
    }
    return v;
  }

  nodeIds(name: string): string[] {
    return this.strings(name).map((s) => {
      try {
        decodeNodeId(s);
      } catch (e) {
        throw new UnmarshalError(`${name}: ${(e as Error).message}`);
      }
      return s;
    });
  }

  /** An unsigned integer as a JSON number or a decimal string; missing or null is 0. */
  uint(name: string, bits: 16 | 32 | 64 = 64): bigint {
    const v = this.get(name);
    if (v === undefined || v === null) return 0n;
    let n: bigint;
    if (typeof v === 'bigint') n = v;
    else if (typeof v === 'number' && Number.isInteger(v)) n = BigInt(v);
    else if (typeof v === 'string' && /^[0-9]+$/.test(v)) n = BigInt(v);
    else throw new UnmarshalError(`${name}: not an unsigned integer`);
    if (n < 0n || n > UINT_MAX[bits]!) throw new UnmarshalError(`${name}: out of range`);
    return n;
  }

  /**
   * An encoding name; missing or null is hex. By the spec only the documented names ("hex", "json")
   * are accepted, exactly; `lenient` parses as AvalancheGo does (fault real-encoding-any-case):
   * any letter case, and "hexc"/"hexnc" too.
   */
  encoding(lenient = false, name = 'encoding'): Encoding {
    const v = this.get(name);
    if (v === undefined || v === null) return 'hex';
    if (typeof v !== 'string') throw new UnmarshalError('encoding: not a string');
    const e = lenient ? v.toLowerCase() : v;
    if (e === 'hex' || e === 'json' || (lenient && (e === 'hexc' || e === 'hexnc'))) return e;
    throw new UnmarshalError(`invalid encoding ${v}`);
  }
}

/** Params as the node reads them: absent/null → {}, object, or a one-element array holding one. */
export function argsOf(params: Json | undefined): Args {
  if (params === undefined || params === null) return new Args({});
  if (Array.isArray(params)) {
    const first = params[0];
    if (first === undefined || first === null) return new Args({});
    if (typeof first === 'object' && !Array.isArray(first)) return new Args(first as Record<string, Json>);
    throw new UnmarshalError('params array does not hold an object');
  }
  if (typeof params === 'object') return new Args(params as Record<string, Json>);
  throw new UnmarshalError('params is not an object');
}
