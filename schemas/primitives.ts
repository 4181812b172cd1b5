// Value formats of the spec's Conventions, each validating for real (checksums verified, lengths checked).
// Every other schema builds on these; nothing else in the project re-implements a format.
import { z } from 'zod';
import { decodeId, decodeNodeId, ID_LENGTH, SHORT_ID_LENGTH } from '../src/encoding/cb58.js';
import { decodeHexChecksum, fromHex } from '../src/encoding/hex.js';
import { parseAddress } from '../src/encoding/address.js';

const UINT64_MAX = (1n << 64n) - 1n;

function tryRun(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

function validated(name: string, validate: (s: string) => unknown) {
  return z.string().superRefine((s, ctx) => {
    const problem = tryRun(() => validate(s));
    if (problem !== null)
      ctx.addIssue({ code: 'custom', message: `not a ${name}: ${problem}`, params: { expected: name } });
  });
}

/** CB58 of a 32-byte ID (tx, block, blockchain, subnet, asset, validation, UTXO IDs). P.conv.id-cb58 */
export const CB58Id = validated('CB58 ID', (s) => decodeId(s, ID_LENGTH)).describe('CB58 ID (32 bytes + checksum)');
/** CB58 of a 20-byte ShortID. */
export const CB58ShortId = validated('CB58 ShortID', (s) => decodeId(s, SHORT_ID_LENGTH));
/** "NodeID-" + CB58 of 20 bytes. P.conv.nodeid */
export const NodeId = validated('NodeID', (s) => decodeNodeId(s)).describe('NodeID-<CB58 of 20 bytes>');

/** "0x" + hex, no checksum (signatures, memo, BLS keys). P.conv.bytes-hex */
export const HexBytes = validated('0x-hex byte string', (s) => fromHex(s)).describe('0x-prefixed hex');
/** "0x" + hex of payload ‖ 4-byte checksum, verified: what `encoding: "hex"` answers. */
export const HexChecksummed = validated('checksummed 0x-hex', (s) => decodeHexChecksum(s)).describe(
  '0x-hex with 4-byte checksum',
);
/** A compressed BLS public key: 48 bytes. */
export const BlsPublicKey = validated('BLS public key', (s) => {
  if (fromHex(s).length !== 48) throw new Error('expected 48 bytes');
});
/** A BLS proof of possession: 96 bytes. */
export const BlsSignature = validated('BLS signature', (s) => {
  if (fromHex(s).length !== 96) throw new Error('expected 96 bytes');
});

/** "<chain>-<bech32>" with a verified checksum and a 20-byte payload. P.conv.address */
export const Address = validated('chain-prefixed bech32 address', (s) => parseAddress(s)).describe('<chain>-<hrp>1…');
/** An address of the given chain alias (and HRP, when the network's is known). */
export function addressOf(chain: string, hrp?: string) {
  return validated(`${chain}- address`, (s) => {
    const a = parseAddress(s);
    if (a.chain !== chain) throw new Error(`chain prefix ${a.chain}, expected ${chain}`);
    if (hrp !== undefined && a.hrp !== hrp) throw new Error(`hrp ${a.hrp}, expected ${hrp}`);
  });
}
export const PAddress = addressOf('P');

const DECIMAL = /^(0|[1-9][0-9]*)$/;

/**
 * A uint64 as a decimal string or a JSON number (P.conv.uint64-forms); parsed to an exact bigint.
 * A JSON number arrives as a number when it is a safe integer and as a bigint beyond 2^53 (lossless
 * parser); a JS number beyond 2^53 has already lost precision, so it is refused rather than guessed.
 */
export const Uint64 = z
  .union([
    z.string().regex(DECIMAL, 'not a decimal uint64 string'),
    z
      .number()
      .int()
      .nonnegative()
      .refine((n) => !Object.is(n, -0), 'a uint64 carries no sign')
      .refine((n) => Number.isSafeInteger(n), 'integer beyond 2^53 lost precision (parse losslessly)'),
    z.bigint().nonnegative(),
  ])
  .transform((v, ctx) => {
    const n = BigInt(v);
    if (n > UINT64_MAX) {
      ctx.addIssue({ code: 'custom', message: 'exceeds 2^64-1' });
      return z.NEVER;
    }
    return n;
  })
  .describe('uint64 (decimal string or JSON number)');

/** A uint64 carried as a decimal string, the form the spec's examples give. */
export const Uint64String = z
  .string()
  .regex(DECIMAL, 'not a decimal uint64 string')
  // zod runs every check even after the regex failed, so the bound is only tested on decimal text.
  .refine((s) => !DECIMAL.test(s) || BigInt(s) <= UINT64_MAX, 'exceeds 2^64-1')
  .describe('uint64 as a decimal string');

/** A JSON integer, as the fee APIs and tx/block JSON carry numbers. */
export const JsonUint = z.union([z.number().int().nonnegative(), z.bigint().nonnegative()]);

/** Unix seconds as a decimal string (startTime, endTime, locktime in responses). P.conv.unix-seconds */
export const UnixSecondsString = Uint64String.describe('Unix seconds as a decimal string');

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/** Why s is not an RFC 3339 date-time (section 5.6 grammar and 5.7 ranges), or null. */
function rfc3339Problem(s: string): string | null {
  const m = RFC3339.exec(s);
  if (!m) return 'not an RFC 3339 date-time';
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12) return 'month out of range';
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day < 1 || day > days) return 'day out of range';
  if (hour > 23) return 'hour out of range';
  if (minute > 59) return 'minute out of range';
  if (second > 60) return 'second out of range'; // 60: a leap second is valid RFC 3339
  if (m[9] !== undefined && (Number(m[10]) > 23 || Number(m[11]) > 59)) return 'offset out of range';
  return null;
}

/** RFC 3339 date-time (any offset, optional fraction, leap second allowed) naming a real calendar instant. P.conv.rfc3339 */
export const Rfc3339 = z
  .string()
  .superRefine((s, ctx) => {
    const problem = rfc3339Problem(s);
    if (problem !== null)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'not an RFC 3339 date-time' ? problem : `not an RFC 3339 date-time: ${problem}`,
      });
  })
  .describe('RFC 3339 date-time');

/** A percentage carried as a decimal string (delegationFee, uptime). */
export const DecimalString = z.string().regex(/^[0-9]+(\.[0-9]+)?$/, 'not a decimal string');

/** Encoding names the node echoes in results. */
export const HexEncodingName = z.literal('hex');
