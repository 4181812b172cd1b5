// Each primitive of schemas/primitives.ts rejects what it must and accepts every documented form.
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  Address,
  addressOf,
  BlsPublicKey,
  BlsSignature,
  CB58Id,
  CB58ShortId,
  DecimalString,
  HexBytes,
  HexChecksummed,
  JsonUint,
  NodeId,
  PAddress,
  Rfc3339,
  UnixSecondsString,
  Uint64,
  Uint64String,
} from '../../schemas/primitives.js';
import { cb58Encode, EMPTY_ID, encodeNodeId } from '../../src/encoding/cb58.js';
import { encodeHexChecksum, toHex } from '../../src/encoding/hex.js';
import { formatAddress } from '../../src/encoding/address.js';
import { parseJson } from '../../src/json/lossless.js';

const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);
const ok = (s: z.ZodType, v: unknown) => expect(s.safeParse(v).success, `should accept ${String(v)}`).toBe(true);
const bad = (s: z.ZodType, v: unknown) => expect(s.safeParse(v).success, `should reject ${String(v)}`).toBe(false);
/** Replaces the last character with another of the same alphabet. */
const flipLast = (s: string, alphabet: string) =>
  s.slice(0, -1) + (s.endsWith(alphabet[0]!) ? alphabet[1]! : alphabet[0]!);
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

describe('CB58Id', () => {
  test('accepts the CB58 of any 32 bytes, including the all-zero ID', () => {
    ok(CB58Id, cb58Encode(bytes(32)));
    ok(CB58Id, EMPTY_ID);
    expect(EMPTY_ID).toBe('11111111111111111111111111111111LpoYY');
    ok(CB58Id, '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe'); // local AVAX asset ID (facts §3.7)
  });
  test('rejects a bad checksum', () => {
    bad(CB58Id, flipLast(cb58Encode(bytes(32)), B58));
    bad(CB58Id, '11111111111111111111111111111111LpoYZ');
  });
  test('rejects wrong-length IDs (20 and 33 bytes)', () => {
    bad(CB58Id, cb58Encode(bytes(20)));
    bad(CB58Id, cb58Encode(bytes(33)));
    ok(CB58ShortId, cb58Encode(bytes(20)));
    bad(CB58ShortId, cb58Encode(bytes(32)));
  });
  test('rejects the empty string, non-base58 characters and non-strings', () => {
    bad(CB58Id, '');
    bad(CB58Id, '0OIl' + cb58Encode(bytes(32)).slice(4));
    bad(CB58Id, toHex(bytes(32)));
    bad(CB58Id, 5);
    bad(CB58Id, null);
  });
});

describe('NodeId', () => {
  const valid = encodeNodeId(bytes(20));
  test('accepts NodeID- + CB58 of 20 bytes', () => {
    ok(NodeId, valid);
    ok(NodeId, 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg');
  });
  test('rejects a NodeID without its prefix, or with the prefix in another case', () => {
    bad(NodeId, valid.slice('NodeID-'.length));
    bad(NodeId, 'nodeid-' + valid.slice('NodeID-'.length));
    bad(NodeId, 'NodeID' + valid.slice('NodeID-'.length));
  });
  test('rejects a bad checksum and a 32-byte payload', () => {
    bad(NodeId, flipLast(valid, B58));
    bad(NodeId, 'NodeID-' + cb58Encode(bytes(32)));
    bad(NodeId, 'NodeID-');
  });
});

describe('HexBytes and HexChecksummed', () => {
  test('HexBytes accepts 0x-hex (any case, empty) and rejects hex without 0x', () => {
    ok(HexBytes, '0x');
    ok(HexBytes, '0x00ff');
    ok(HexBytes, '0xABcd');
    bad(HexBytes, '00ff');
    bad(HexBytes, '0X00ff');
    bad(HexBytes, '0x0');
    bad(HexBytes, '0xzz');
    bad(HexBytes, '0x00fg');
    bad(HexBytes, '0x00ff0z');
    bad(HexBytes, '0x 0ff');
    bad(HexBytes, '');
  });
  test('HexChecksummed verifies the 4-byte sha256 checksum', () => {
    const good = encodeHexChecksum(bytes(40));
    ok(HexChecksummed, good);
    ok(HexChecksummed, encodeHexChecksum(new Uint8Array(0)));
    bad(HexChecksummed, flipLast(good, '0123456789abcdef'));
    bad(HexChecksummed, good.slice(2));
    bad(HexChecksummed, '0x010203');
    bad(HexChecksummed, toHex(bytes(40)));
  });
  test('BLS keys and signatures have their lengths', () => {
    ok(BlsPublicKey, toHex(bytes(48)));
    bad(BlsPublicKey, toHex(bytes(47)));
    bad(BlsPublicKey, toHex(bytes(96)));
    ok(BlsSignature, toHex(bytes(96)));
    bad(BlsSignature, toHex(bytes(48)));
    bad(BlsSignature, toHex(bytes(96)).slice(2));
  });
});

describe('Address', () => {
  const local = formatAddress('P', 'local', bytes(20));
  test('accepts chain-prefixed bech32 addresses of every documented network and chain', () => {
    ok(Address, local);
    ok(Address, 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'); // ewoq (facts node-local §5.3)
    for (const hrp of ['avax', 'fuji', 'local', 'custom', 'testing'])
      ok(Address, formatAddress('P', hrp, bytes(20, 7)));
    ok(Address, formatAddress('X', 'avax', bytes(20)));
    ok(PAddress, local);
    bad(PAddress, formatAddress('X', 'local', bytes(20)));
    ok(addressOf('P', 'local'), local);
    bad(addressOf('P', 'avax'), local);
  });
  test('rejects a bech32 string with a wrong checksum', () => {
    bad(Address, flipLast(local, BECH32));
  });
  test('rejects a missing chain prefix, a wrong payload length and non-bech32 text', () => {
    bad(Address, local.slice(2));
    bad(Address, '-' + local.slice(2));
    bad(Address, formatAddress('P', 'local', bytes(32)));
    bad(Address, formatAddress('P', 'local', bytes(19)));
    bad(Address, 'P-' + cb58Encode(bytes(20)));
    bad(Address, 'P-local1bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb');
  });
});

describe('Uint64', () => {
  const MAX = 18446744073709551615n;
  test('accepts a decimal string and a JSON number, giving a bigint', () => {
    expect(Uint64.parse('0')).toBe(0n);
    expect(Uint64.parse('123')).toBe(123n);
    expect(Uint64.parse(123)).toBe(123n);
    expect(Uint64.parse(Number.MAX_SAFE_INTEGER)).toBe(9007199254740991n);
  });
  test('parses 18446744073709551615 exactly, as a string and as the lossless JSON number', () => {
    expect(Uint64.parse('18446744073709551615')).toBe(MAX);
    const n = parseJson('18446744073709551615');
    expect(typeof n).toBe('bigint');
    expect(Uint64.parse(n)).toBe(MAX);
    const obj = parseJson('{"v":18446744073709551615}') as { v: unknown };
    expect(Uint64.parse(obj.v)).toBe(MAX);
    expect(Uint64String.parse('18446744073709551615')).toBe('18446744073709551615');
  });
  test('rejects 18446744073709551616 in both forms', () => {
    bad(Uint64, '18446744073709551616');
    bad(Uint64, parseJson('18446744073709551616'));
    bad(Uint64String, '18446744073709551616');
  });
  test('rejects a fraction, a sign, and non-decimal text', () => {
    for (const v of ['1.5', '1.0', '-1', '+1', '-0', ' 1', '1 ', '0x10', '1e3', '', 'NaN']) {
      bad(Uint64, v);
      bad(Uint64String, v);
    }
    bad(Uint64, 1.5);
    bad(Uint64, -1);
    bad(Uint64, -0);
    bad(Uint64, -1n);
    bad(Uint64, Number.NaN);
    bad(Uint64, Number.POSITIVE_INFINITY);
    bad(Uint64, true);
    bad(Uint64, null);
    bad(Uint64, parseJson('-5'));
    bad(Uint64, parseJson('2.5'));
  });
  test('refuses a JS number beyond 2^53 (precision already lost)', () => {
    bad(Uint64, 2 ** 53 + 2);
    bad(Uint64, 18446744073709551615);
  });
  test('Uint64String takes only the string form; JsonUint only the number form', () => {
    bad(Uint64String, 5);
    ok(JsonUint, 5);
    ok(JsonUint, parseJson('18446744073709551615'));
    bad(JsonUint, '5');
    bad(JsonUint, 1.5);
  });
  test('UnixSecondsString is a decimal string of seconds', () => {
    ok(UnixSecondsString, '1767672000');
    bad(UnixSecondsString, 1767672000);
    bad(UnixSecondsString, '2026-01-06T04:00:00Z');
  });
});

describe('Rfc3339', () => {
  test('accepts UTC, offsets, fractions and lower-case separators', () => {
    for (const v of [
      '2024-12-16T17:19:07Z',
      '2021-09-07T00:00:00-04:00',
      '2024-12-16T12:19:07+05:30',
      '2024-12-16T17:19:07.123456789Z',
      '0001-01-01T00:00:00Z',
      '2024-02-29T00:00:00Z',
      '2016-12-31T23:59:60Z',
      '2024-12-16t17:19:07z',
    ])
      ok(Rfc3339, v);
  });
  test('rejects non-RFC 3339 times', () => {
    for (const v of [
      '2024-12-16 17:19:07Z',
      '2024-12-16T17:19:07',
      '2024-12-16',
      '1734369547',
      'Mon, 16 Dec 2024 17:19:07 GMT',
      '2024-12-16T17:19Z',
      '2024-12-16T17:19:07+0500',
      '24-12-16T17:19:07Z',
      '',
    ])
      bad(Rfc3339, v);
    bad(Rfc3339, 1734369547);
  });
  test('rejects impossible calendar values', () => {
    for (const v of [
      '2024-13-01T00:00:00Z',
      '2024-00-10T00:00:00Z',
      '2024-02-30T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2024-04-31T00:00:00Z',
      '2024-12-16T24:00:00Z',
      '2024-12-16T23:60:00Z',
      '2024-12-16T23:59:61Z',
      '2024-12-16T17:19:07+24:00',
      '2024-12-16T17:19:07+05:60',
    ])
      bad(Rfc3339, v);
  });
});

describe('DecimalString', () => {
  test('accepts the percentages the node formats and rejects others', () => {
    ok(DecimalString, '2.0000');
    ok(DecimalString, '100');
    bad(DecimalString, '-1.0');
    bad(DecimalString, '.5');
    bad(DecimalString, 2);
  });
});
