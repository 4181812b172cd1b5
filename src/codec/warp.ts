// Reads a signed Warp message and the ACP-77 payloads an L1's manager sends the P-Chain (AvalancheGo's
// vms/platformvm/warp: message.go, unsigned_message.go, signature.go; warp/payload/addressed_call.go;
// warp/message/register_l1_validator.go, l1_validator_weight.go). Every layout starts with codec version 0; an
// interface value (the signature, a payload, a message) with its type ID.
import { sha256 } from '../encoding/checksum.js';
import { Reader } from './bytes.js';

/** A signed Warp message: the unsigned message (its bytes are what the validators sign) and a BitSetSignature. */
export interface WarpMessage {
  networkId: number;
  sourceChainId: Uint8Array;
  payload: Uint8Array;
  /** codec version ‖ networkID ‖ sourceChainID ‖ payload: the bytes the BLS signature covers. */
  unsignedBytes: Uint8Array;
  /** Big-endian bit set of the signers' indices in the canonical validator set (sorted by uncompressed key). */
  signers: Uint8Array;
  /** The aggregate BLS signature (96 bytes, compressed G2). */
  signature: Uint8Array;
}

/** An AddressedCall payload (type 1 of the payload codec): the sender's address on the source chain and its payload. */
export interface AddressedCall {
  sourceAddress: Uint8Array;
  payload: Uint8Array;
}

export interface WarpPChainOwner {
  threshold: number;
  addresses: Uint8Array[];
}

/** RegisterL1ValidatorMessage (type 1 of the message codec); its validation ID is sha256 of its bytes. */
export interface RegisterL1ValidatorMessage {
  type: 'RegisterL1Validator';
  subnetId: Uint8Array;
  nodeId: Uint8Array;
  blsPublicKey: Uint8Array;
  expiry: bigint;
  remainingBalanceOwner: WarpPChainOwner;
  disableOwner: WarpPChainOwner;
  weight: bigint;
  validationId: Uint8Array;
}

/** L1ValidatorWeightMessage (type 3 of the message codec). */
export interface L1ValidatorWeightMessage {
  type: 'L1ValidatorWeight';
  validationId: Uint8Array;
  nonce: bigint;
  weight: bigint;
}

const WARP_CODEC_VERSION = 0;
const BIT_SET_SIGNATURE = 0;
const ADDRESSED_CALL = 1;
const REGISTER_L1_VALIDATOR = 1;
const L1_VALIDATOR_WEIGHT = 3;
const MAX_SIZE = 256 * 1024;

function version(r: Reader): void {
  const v = r.u16();
  if (v !== WARP_CODEC_VERSION) throw new Error(`unknown codec version: ${v}`);
}

export function decodeWarpMessage(bytes: Uint8Array): WarpMessage {
  const r = new Reader(bytes);
  version(r);
  const networkId = r.u32();
  const sourceChainId = r.fixed(32);
  const payload = r.bytes(MAX_SIZE);
  const unsignedBytes = bytes.slice(0, r.offset);
  const typeId = r.u32();
  if (typeId !== BIT_SET_SIGNATURE) throw new Error(`couldn't unmarshal interface: unknown type ID ${typeId}`);
  const signers = r.bytes(MAX_SIZE);
  const signature = r.fixed(96);
  r.done();
  return { networkId, sourceChainId, payload, unsignedBytes, signers, signature };
}

export function decodeAddressedCall(bytes: Uint8Array): AddressedCall {
  const r = new Reader(bytes);
  version(r);
  const typeId = r.u32();
  if (typeId !== ADDRESSED_CALL) throw new Error(`wrong payload type: type ID ${typeId}`);
  const call = { sourceAddress: r.bytes(MAX_SIZE), payload: r.bytes(MAX_SIZE) };
  r.done();
  return call;
}

function pChainOwner(r: Reader): WarpPChainOwner {
  const threshold = r.u32();
  return { threshold, addresses: r.list(() => r.fixed(20)) };
}

export function decodeL1Message(bytes: Uint8Array): RegisterL1ValidatorMessage | L1ValidatorWeightMessage {
  const r = new Reader(bytes);
  version(r);
  const typeId = r.u32();
  if (typeId === REGISTER_L1_VALIDATOR) {
    const m: RegisterL1ValidatorMessage = {
      type: 'RegisterL1Validator',
      subnetId: r.fixed(32),
      nodeId: r.bytes(MAX_SIZE),
      blsPublicKey: r.fixed(48),
      expiry: r.u64(),
      remainingBalanceOwner: pChainOwner(r),
      disableOwner: pChainOwner(r),
      weight: r.u64(),
      validationId: sha256(bytes),
    };
    r.done();
    return m;
  }
  if (typeId === L1_VALIDATOR_WEIGHT) {
    const m: L1ValidatorWeightMessage = {
      type: 'L1ValidatorWeight',
      validationId: r.fixed(32),
      nonce: r.u64(),
      weight: r.u64(),
    };
    r.done();
    return m;
  }
  throw new Error(`wrong payload type: type ID ${typeId}`);
}
