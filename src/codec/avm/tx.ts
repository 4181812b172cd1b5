// An X-Chain (AVM) BaseTx and its signed form: codec version ‖ type ID (BaseTx, 0) ‖ avax.BaseTx's fields, then the
// credentials, each a secp256k1fx.Credential (9) of 65-byte signatures. The fields and the secp256k1fx types are the
// P-Chain codec's (same layout, same type IDs 5, 7, 9), so their writer and reader are shared. The tx ID is sha256 of
// the signed bytes; the credentials sign sha256 of the unsigned bytes (codec version ‖ unsigned tx).
import { sha256 } from '../../encoding/checksum.js';
import { Reader, Writer } from '../bytes.js';
import { readBase, type DecodedBaseTx } from '../decode.js';
import { baseFields } from '../encode.js';
import type { BaseTxFields } from '../codec-values.js';
import { AVM_CODEC_VERSION, avmTypeId } from './type-ids.js';

export interface AvmBaseTx {
  unsigned: BaseTxFields;
  /** The signatures of each credential, one per input. */
  credentials: Uint8Array[][];
}

export interface DecodedAvmTx {
  typeId: number;
  base: DecodedBaseTx;
  credentials: Uint8Array[][];
  /** Signed bytes (version ‖ unsigned ‖ credentials); `id` is sha256 of them. */
  bytes: Uint8Array;
  unsignedBytes: Uint8Array;
  id: Uint8Array;
}

const SIGNATURE_LENGTH = 65;

function unsigned(w: Writer, base: BaseTxFields): void {
  w.u32(avmTypeId('BaseTx'));
  baseFields(w, base);
}

/** The tx as a block holds it: unsigned type ID ‖ fields ‖ credentials, no codec version. */
export function avmTxBody(w: Writer, tx: AvmBaseTx): void {
  unsigned(w, tx.unsigned);
  w.u32(tx.credentials.length);
  for (const sigs of tx.credentials) {
    w.u32(avmTypeId('secp256k1fx.Credential')).u32(sigs.length);
    for (const s of sigs) w.fixed(s);
  }
}

/** What the credentials sign (sha256 of it): version ‖ unsigned tx. */
export function avmUnsignedBytes(base: BaseTxFields): Uint8Array {
  const w = new Writer().u16(AVM_CODEC_VERSION);
  unsigned(w, base);
  return w.finish();
}

export function encodeAvmTx(tx: AvmBaseTx): { bytes: Uint8Array; id: Uint8Array } {
  const w = new Writer().u16(AVM_CODEC_VERSION);
  avmTxBody(w, tx);
  const bytes = w.finish();
  return { bytes, id: sha256(bytes) };
}

/** A BaseTx at r (no version); `source` holds the bytes, from which the signed and unsigned forms are rebuilt. */
export function readAvmTxAt(r: Reader, source: Uint8Array): DecodedAvmTx {
  const start = r.offset;
  const typeId = r.u32();
  if (typeId !== avmTypeId('BaseTx')) throw new Error(`codec: an AVM BaseTx (0) was expected, got type ID ${typeId}`);
  const base = readBase(r);
  const unsignedEnd = r.offset;
  const credentials = r.list(() => {
    const t = r.u32();
    if (t !== avmTypeId('secp256k1fx.Credential'))
      throw new Error(`codec: a secp256k1fx credential (9) was expected, got type ID ${t}`);
    return r.list(() => r.fixed(SIGNATURE_LENGTH));
  });
  const withVersion = (end: number) => {
    const out = new Uint8Array(2 + end - start);
    new DataView(out.buffer).setUint16(0, AVM_CODEC_VERSION);
    out.set(source.subarray(start, end), 2);
    return out;
  };
  const bytes = withVersion(r.offset);
  return { typeId, base, credentials, bytes, unsignedBytes: withVersion(unsignedEnd), id: sha256(bytes) };
}

export function decodeAvmTx(bytes: Uint8Array): DecodedAvmTx {
  const r = new Reader(bytes);
  const version = r.u16();
  if (version !== AVM_CODEC_VERSION) throw new Error(`codec: unknown codec version ${version}`);
  const tx = readAvmTxAt(r, bytes);
  r.done();
  return tx;
}
