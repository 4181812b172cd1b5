// An X-Chain (AVM) StandardBlock: codec version ‖ type ID (StandardBlock, 20) ‖ parent ID ‖ height ‖ time ‖ merkle
// root ‖ txs (each unsigned type ID ‖ fields ‖ credentials, no version). Its ID is sha256 of the bytes; a tx's ID is
// sha256 of version ‖ its bytes in the block, the same as the signed tx's.
import { sha256 } from '../../encoding/checksum.js';
import { Reader, Writer } from '../bytes.js';
import { avmTxBody, readAvmTxAt, type AvmBaseTx, type DecodedAvmTx } from './tx.js';
import { AVM_CODEC_VERSION, avmTypeId } from './type-ids.js';

export interface AvmStandardBlock {
  parentId: Uint8Array;
  height: bigint;
  /** Unix seconds. */
  time: bigint;
  /** The node leaves it empty (32 zero bytes). */
  merkleRoot: Uint8Array;
  txs: AvmBaseTx[];
}

export interface DecodedAvmBlock extends Omit<AvmStandardBlock, 'txs'> {
  txs: DecodedAvmTx[];
  id: Uint8Array;
}

export function encodeAvmBlock(b: AvmStandardBlock): { bytes: Uint8Array; id: Uint8Array } {
  const w = new Writer()
    .u16(AVM_CODEC_VERSION)
    .u32(avmTypeId('StandardBlock'))
    .fixed(b.parentId)
    .u64(b.height)
    .u64(b.time)
    .fixed(b.merkleRoot)
    .u32(b.txs.length);
  for (const tx of b.txs) avmTxBody(w, tx);
  const bytes = w.finish();
  return { bytes, id: sha256(bytes) };
}

export function decodeAvmBlock(bytes: Uint8Array): DecodedAvmBlock {
  const r = new Reader(bytes);
  const version = r.u16();
  if (version !== AVM_CODEC_VERSION) throw new Error(`codec: unknown codec version ${version}`);
  const typeId = r.u32();
  if (typeId !== avmTypeId('StandardBlock'))
    throw new Error(`codec: an AVM StandardBlock (20) was expected, got type ID ${typeId}`);
  const parentId = r.fixed(32);
  const height = r.u64();
  const time = r.u64();
  const merkleRoot = r.fixed(32);
  const txs = r.list(() => readAvmTxAt(r, bytes));
  r.done();
  return { parentId, height, time, merkleRoot, txs, id: sha256(bytes) };
}
