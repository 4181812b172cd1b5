// P-Chain codec decoder, written apart from the encoder: it reads hex answers of a target (UTXOs,
// txs, blocks) to check them against their JSON forms and the spec's rules.
import { sha256 } from '../encoding/checksum.js';
import { Reader, Writer } from './bytes.js';

export interface DecodedOutput { typeId: number; amount: bigint; locktime: bigint; threshold: number; addresses: Uint8Array[] }
export interface DecodedUtxo { txId: Uint8Array; outputIndex: number; assetId: Uint8Array; output: DecodedOutput; utxoId: Uint8Array }
export interface DecodedTx { typeId: number; id: Uint8Array; bytes: Uint8Array }
export interface DecodedBlock { typeId: number; time: bigint | null; parentId: Uint8Array; height: bigint; txs: DecodedTx[]; id: Uint8Array }

function version(r: Reader): void {
  const v = r.u16();
  if (v !== 0) throw new Error(`codec: unknown codec version ${v}`);
}

function readOwners(r: Reader): { locktime: bigint; threshold: number; addresses: Uint8Array[] } {
  const locktime = r.u64();
  const threshold = r.u32();
  const addresses = r.list(() => r.fixed(20));
  return { locktime, threshold, addresses };
}

/** An output interface value: TransferOutput (7) or a LockOut (22) wrapping one. */
function readOutput(r: Reader): DecodedOutput {
  const typeId = r.u32();
  if (typeId === 7) {
    const amount = r.u64();
    return { typeId, amount, ...readOwners(r) };
  }
  if (typeId === 22) {
    r.u64(); // lock time of the LockOut
    return { ...readOutput(r), typeId };
  }
  throw new Error(`codec: unknown output type ID ${typeId}`);
}

function readTransferableOutput(r: Reader): void {
  r.fixed(32);
  readOutput(r);
}

function readInput(r: Reader): void {
  const typeId = r.u32();
  if (typeId === 5) {
    r.u64();
    r.list(() => r.u32());
  } else if (typeId === 21) {
    r.u64();
    readInput(r);
  } else throw new Error(`codec: unknown input type ID ${typeId}`);
}

function readBase(r: Reader): void {
  r.u32(); // networkID
  r.fixed(32); // blockchainID
  r.list(() => readTransferableOutput(r));
  r.list(() => {
    r.fixed(32);
    r.u32();
    r.fixed(32);
    readInput(r);
  });
  r.bytes();
}

function readOwnerIface(r: Reader): void {
  const t = r.u32();
  if (t !== 11) throw new Error(`codec: expected OutputOwners (11), got type ID ${t}`);
  readOwners(r);
}

function readSubnetAuth(r: Reader): void {
  if (r.u32() !== 10) throw new Error('codec: expected secp256k1fx.Input (10) as subnetAuth');
  r.list(() => r.u32());
}

function readValidator(r: Reader): void {
  r.fixed(20);
  r.u64();
  r.u64();
  r.u64();
}

/** Reads one unsigned tx and its credentials; returns the unsigned type ID. */
function readTxBody(r: Reader): number {
  const typeId = r.u32();
  switch (typeId) {
    case 34:
      readBase(r);
      break;
    case 16:
      readBase(r);
      readOwnerIface(r);
      break;
    case 15: {
      readBase(r);
      r.fixed(32);
      r.str();
      r.fixed(32);
      r.list(() => r.fixed(32));
      r.bytes();
      readSubnetAuth(r);
      break;
    }
    case 24: {
      readBase(r);
      r.fixed(32);
      r.fixed(32);
      for (let i = 0; i < 6; i++) r.u64();
      r.u32();
      r.u32();
      r.u32();
      r.u64();
      r.u8();
      r.u32();
      readSubnetAuth(r);
      break;
    }
    case 35: {
      readBase(r);
      r.fixed(32);
      r.fixed(32);
      r.bytes();
      r.list(() => {
        r.bytes(); // node ID
        r.u64();
        r.u64();
        r.fixed(48);
        r.fixed(96);
        for (let o = 0; o < 2; o++) {
          r.u32();
          r.list(() => r.fixed(20));
        }
      });
      readSubnetAuth(r);
      break;
    }
    case 25: {
      readBase(r);
      readValidator(r);
      r.fixed(32);
      const signer = r.u32();
      if (signer === 28) {
        r.fixed(48);
        r.fixed(96);
      } else if (signer !== 27) throw new Error(`codec: unknown signer type ID ${signer}`);
      r.list(() => readTransferableOutput(r));
      readOwnerIface(r);
      readOwnerIface(r);
      r.u32();
      break;
    }
    case 26:
      readBase(r);
      readValidator(r);
      r.fixed(32);
      r.list(() => readTransferableOutput(r));
      readOwnerIface(r);
      break;
    default:
      throw new Error(`codec: couldn't unmarshal interface: unknown type ID ${typeId}`);
  }
  r.list(() => {
    const t = r.u32();
    if (t !== 9) throw new Error(`codec: expected a credential (9), got type ID ${t}`);
    r.list(() => r.fixed(65));
  });
  return typeId;
}

/** A signed tx (version ‖ unsigned ‖ credentials); its ID is sha256 of all of it. */
export function decodeSignedTx(bytes: Uint8Array): DecodedTx {
  const r = new Reader(bytes);
  version(r);
  const typeId = readTxBody(r);
  r.done();
  return { typeId, id: sha256(bytes), bytes };
}

export function decodeUtxo(bytes: Uint8Array): DecodedUtxo {
  const r = new Reader(bytes);
  version(r);
  const txId = r.fixed(32);
  const outputIndex = r.u32();
  const assetId = r.fixed(32);
  const output = readOutput(r);
  r.done();
  const utxoId = sha256(new Writer().u64(BigInt(outputIndex)).fixed(txId).finish());
  return { txId, outputIndex, assetId, output, utxoId };
}

/** A block; each tx's ID is sha256(version ‖ its bytes inside the block). */
export function decodeBlock(bytes: Uint8Array): DecodedBlock {
  const r = new Reader(bytes);
  version(r);
  const typeId = r.u32();
  let time: bigint | null = null;
  const txs: DecodedTx[] = [];
  const readTxs = () =>
    r.list(() => {
      const start = r.offset;
      const t = readTxBody(r);
      const signed = new Uint8Array(2 + r.offset - start);
      signed.set(bytes.subarray(start, r.offset), 2);
      txs.push({ typeId: t, id: sha256(signed), bytes: signed });
    });
  if (typeId === 29 || typeId === 30 || typeId === 31 || typeId === 32) time = r.u64();
  if (typeId === 29) readTxs();
  const parentId = r.fixed(32);
  const height = r.u64();
  if (typeId === 3 || typeId === 32) readTxs();
  else if (typeId === 0 || typeId === 4 || typeId === 29) {
    const start = r.offset;
    const t = readTxBody(r);
    const signed = new Uint8Array(2 + r.offset - start);
    signed.set(bytes.subarray(start, r.offset), 2);
    txs.push({ typeId: t, id: sha256(signed), bytes: signed });
  } else if (![1, 2, 30, 31].includes(typeId)) throw new Error(`codec: unknown block type ID ${typeId}`);
  r.done();
  return { typeId, time, parentId, height, txs, id: sha256(bytes) };
}
