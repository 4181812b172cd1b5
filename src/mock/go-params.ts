// Go-like decoding of JSON-RPC params, as the node's gorilla/json2 + encoding/json do it
// (facts/platform-chain.md §1.6, §1.9): member names match case-insensitively (every matching member
// is decoded, the last one wins), null leaves a field as it is, unknown members are ignored, `[obj]`
// stands for obj, and every bad value is the generic "couldn't unmarshal an argument" error.
import type { Json } from '../json/lossless.js';
import { decodeId, decodeNodeId, EMPTY_ID } from '../encoding/cb58.js';
import { UnmarshalError } from './mock-contracts.js';

const UINT_MAX: Record<number, bigint> = { 16: (1n << 16n) - 1n, 32: (1n << 32n) - 1n, 64: (1n << 64n) - 1n };

export type Encoding = 'hex' | 'hexc' | 'hexnc' | 'json';

/**
 * Decoded params; `K` the member names a typed handler may read (its method's Params schema's: src/mock/method-handlers.ts),
 * any name for an untyped one.
 */
export class Args<K extends string = string> {
  constructor(private readonly obj: Record<string, Json>) {}

  /** Every non-null value given for the member, in document order: Go fills a field from each member whose name matches it in any letter case. */
  private given(name: string): Json[] {
    const lower = name.toLowerCase();
    return Object.entries(this.obj)
      .filter(([k, v]) => k.toLowerCase() === lower && v !== null)
      .map(([, v]) => v);
  }

  /** The member decoded as Go does: every value given must convert (the first bad one is the error), the last one wins; `zero` when none. */
  field<T>(name: K, convert: (v: Json) => T, zero: T): T {
    let out = zero;
    for (const v of this.given(name)) out = convert(v);
    return out;
  }

  /** The member's value (the last given, in any letter case); undefined when absent or null. */
  get(name: K): Json | undefined {
    return this.given(name).at(-1);
  }

  has(name: K): boolean {
    return this.get(name) !== undefined;
  }

  str(name: K): string {
    return this.field(
      name,
      (v) => {
        if (typeof v !== 'string') throw new UnmarshalError(`${name}: not a string`);
        return v;
      },
      '',
    );
  }

  bool(name: K): boolean {
    return this.field(
      name,
      (v) => {
        if (typeof v !== 'boolean') throw new UnmarshalError(`${name}: not a bool`);
        return v;
      },
      false,
    );
  }

  strings(name: K): string[] {
    return this.field(
      name,
      (v) => {
        if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
          throw new UnmarshalError(`${name}: not a string array`);
        return v as string[];
      },
      [] as string[],
    );
  }

  /** A CB58 ID; missing or null is the all-zero ID, "" and bad checksums are errors. */
  id(name: K): string {
    return this.field(
      name,
      (v) => {
        if (typeof v !== 'string') throw new UnmarshalError(`${name}: not a string`);
        try {
          decodeId(v);
        } catch (e) {
          throw new UnmarshalError(`${name}: ${(e as Error).message}`);
        }
        return v;
      },
      EMPTY_ID,
    );
  }

  nodeIds(name: K): string[] {
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
  uint(name: K, bits: 16 | 32 | 64 = 64): bigint {
    return this.field(
      name,
      (v) => {
        let n: bigint;
        if (typeof v === 'bigint') n = v;
        else if (typeof v === 'number' && Number.isInteger(v)) n = BigInt(v);
        else if (typeof v === 'string' && /^[0-9]+$/.test(v)) n = BigInt(v);
        else throw new UnmarshalError(`${name}: not an unsigned integer`);
        if (n < 0n || n > UINT_MAX[bits]!) throw new UnmarshalError(`${name}: out of range`);
        return n;
      },
      0n,
    );
  }

  /**
   * An encoding name; missing or null is hex. By the spec only the documented names ("hex", "json")
   * are accepted, exactly; `lenient` parses as AvalancheGo does (fault real-encoding-any-case):
   * any letter case, and "hexc"/"hexnc" too. Only for params that name an encoding.
   */
  encoding(this: Args<K & 'encoding'>, lenient = false): Encoding {
    return this.field<Encoding>(
      // `this` has "encoding" among its names.
      'encoding' as K & 'encoding',
      (v) => {
        if (typeof v !== 'string') throw new UnmarshalError('encoding: not a string');
        const e = lenient ? v.toLowerCase() : v;
        if (e === 'hex' || e === 'json' || (lenient && (e === 'hexc' || e === 'hexnc'))) return e;
        throw new UnmarshalError(`invalid encoding ${v}`);
      },
      'hex',
    );
  }
}

/**
 * A method's params as received (`json`, the raw value: the mock answers a malformed one as the node does), typed by the
 * member names its Params schema gives (`K`): argsOf of them reads only those.
 */
export class MethodParams<K extends string> {
  /** The names a handler may read; a type only. */
  declare private readonly names: K;
  constructor(readonly json: Json | undefined) {}
}

/** Params as the node reads them: absent/null → {}, object, or a one-element array holding one. */
export function argsOf<K extends string>(params: MethodParams<K>): Args<K>;
export function argsOf(params: Json | undefined): Args;
export function argsOf(given: MethodParams<string> | Json | undefined): Args {
  const params = given instanceof MethodParams ? given.json : given;
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
