// The value format of a JSON string, as shape comparison sees it: CB58 IDs (checksum verified), node
// IDs, 0x hex (with or without a valid 4-byte checksum), bech32 addresses, decimal uint64s, RFC 3339
// times, or plain text. The validators are the schemas' own (schemas/primitives.ts).
import { cb58Decode } from '../encoding/cb58.js';
import { KeptResults } from '../kept-results.js';
import {
  Address,
  CB58Id,
  CB58ShortId,
  DecimalString,
  HexBytes,
  HexChecksummed,
  NodeId,
  Rfc3339,
  Uint64String,
} from '../../schemas/primitives.js';

export const STRING_FORMATS = [
  'empty',
  'uint64-decimal',
  'decimal-fraction',
  'node-id',
  'cb58-id',
  'cb58-short-id',
  'cb58',
  'hex-checksummed',
  'hex',
  'address',
  'rfc3339',
  'text',
] as const;
export type StringFormat = (typeof STRING_FORMATS)[number];

function isCb58(s: string): boolean {
  if (s.length < 6 || !/^[1-9A-HJ-NP-Za-km-z]+$/.test(s)) return false;
  try {
    cb58Decode(s);
    return true;
  } catch {
    return false;
  }
}

/**
 * Formats found so far, by string: shape comparison asks again for every member name and recurring value
 * of every answer, and a string that only looks like CB58 is decoded and its checksum hashed on each try.
 */
const formats = new KeptResults<string, StringFormat>(16_384);

/** The first format (in STRING_FORMATS order) the string is valid in. */
export function formatOf(s: string): StringFormat {
  return formats.get(s, () => firstFormat(s));
}

function firstFormat(s: string): StringFormat {
  if (s === '') return 'empty';
  if (Uint64String.safeParse(s).success) return 'uint64-decimal';
  if (DecimalString.safeParse(s).success) return 'decimal-fraction';
  if (s.startsWith('NodeID-')) return NodeId.safeParse(s).success ? 'node-id' : 'text';
  if (s.startsWith('0x'))
    return HexChecksummed.safeParse(s).success ? 'hex-checksummed' : HexBytes.safeParse(s).success ? 'hex' : 'text';
  if (CB58Id.safeParse(s).success) return 'cb58-id';
  if (CB58ShortId.safeParse(s).success) return 'cb58-short-id';
  if (isCb58(s)) return 'cb58';
  if (s.includes('-') && Address.safeParse(s).success) return 'address';
  if (/^\d{4}-/.test(s) && Rfc3339.safeParse(s).success) return 'rfc3339';
  return 'text';
}

/** Formats that name one thing of one chain: as member names they make an object a map, compared by its values' shape. */
const IDENTIFIER_FORMATS: ReadonlySet<StringFormat> = new Set(['node-id', 'cb58-id', 'cb58-short-id', 'address']);

export function isIdentifier(s: string): boolean {
  return IDENTIFIER_FORMATS.has(formatOf(s));
}

/** Formats whose tokens a templated text replaces by <format>: what differs between two chains' messages. */
const TEMPLATED_FORMATS: ReadonlySet<StringFormat> = new Set([
  'uint64-decimal',
  'decimal-fraction',
  'node-id',
  'cb58-id',
  'cb58-short-id',
  'cb58',
  'hex-checksummed',
  'hex',
  'address',
  'rfc3339',
]);

/**
 * A text with its chain-specific tokens (IDs, addresses, numbers, hex, times) replaced by <format>, so
 * that the messages of two chains compare by their wording: "block 2Xy…: not found" -> "block <cb58-id>: not found".
 */
export function templateText(text: string): string {
  return text.replace(/[A-Za-z0-9][A-Za-z0-9:.+-]*[A-Za-z0-9]|\d/g, (token) => {
    const f = formatOf(token);
    return TEMPLATED_FORMATS.has(f) ? `<${f}>` : token;
  });
}
