// Builds the signed Warp messages an L1's manager sends the P-Chain (ACP-77): a RegisterL1ValidatorMessage or an
// L1ValidatorWeightMessage in an AddressedCall from the manager's address, in an UnsignedMessage from its chain, signed
// by the L1 validators whose BLS keys the harness holds (a BitSetSignature over the canonical validator set). Layouts:
// AvalancheGo's vms/platformvm/warp (src/codec/warp.ts reads them, written apart).
import { Writer } from '../codec/bytes.js';
import { compareBytes } from '../codec/encode.js';
import { blsAggregateSign, uncompressedPublicKey } from './bls.js';

const CODEC_VERSION = 0;

/** The ACP-77 registration of a new L1 validator (message codec type 1); its validation ID is sha256 of these bytes. */
export function registerL1ValidatorMessage(m: {
  subnetId: Uint8Array;
  nodeId: Uint8Array;
  blsPublicKey: Uint8Array;
  expiry: bigint;
  /** The owner of its remaining balance and of its deactivation (threshold 1). */
  owner: Uint8Array;
  weight: bigint;
}): Uint8Array {
  const w = new Writer().u16(CODEC_VERSION).u32(1);
  w.fixed(m.subnetId).bytes(m.nodeId).fixed(m.blsPublicKey).u64(m.expiry);
  for (let i = 0; i < 2; i++) w.u32(1).u32(1).fixed(m.owner);
  return w.u64(m.weight).finish();
}

/** An L1 validator's new weight (0: removed) at a nonce (message codec type 3). */
export function l1ValidatorWeightMessage(validationId: Uint8Array, nonce: bigint, weight: bigint): Uint8Array {
  return new Writer().u16(CODEC_VERSION).u32(3).fixed(validationId).u64(nonce).u64(weight).finish();
}

/** An AddressedCall (payload codec type 1): the payload sent from `sourceAddress` on the source chain. */
export function addressedCall(sourceAddress: Uint8Array, payload: Uint8Array): Uint8Array {
  return new Writer().u16(CODEC_VERSION).u32(1).bytes(sourceAddress).bytes(payload).finish();
}

/** A member of the validator set that verifies a message: its BLS key (compressed), and its secret key when it signs. */
export interface WarpSigner {
  publicKey: Uint8Array;
  secret: Uint8Array | null;
}

/** The bit set of `indices` as big.Int's Bytes(): big-endian, no leading zero byte (empty for none). */
function bitSetBytes(indices: readonly number[]): Uint8Array {
  let bits = 0n;
  for (const i of indices) bits |= 1n << BigInt(i);
  if (bits === 0n) return new Uint8Array(0);
  const hex = bits.toString(16);
  return Uint8Array.from(Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex'));
}

/**
 * The signed Warp message: `payload` from `sourceChainId`, signed by each member of `set` that has a secret. The set is
 * the validators with a BLS key of the source chain's subnet at the P-Chain height that verifies it; its canonical order
 * (AvalancheGo's FlattenValidatorSet) sorts them by uncompressed public key, and a signer's bit is its index there.
 */
export function signedWarpMessage(
  networkId: number,
  sourceChainId: Uint8Array,
  payload: Uint8Array,
  set: readonly WarpSigner[],
): Uint8Array {
  const unsigned = new Writer().u16(CODEC_VERSION).u32(networkId).fixed(sourceChainId).bytes(payload).finish();
  const ordered = [...set]
    .map((m) => ({ ...m, key: uncompressedPublicKey(m.publicKey) }))
    .sort((a, b) => compareBytes(a.key, b.key));
  const signing = ordered.flatMap((m, i) => (m.secret ? [{ i, secret: m.secret }] : []));
  const signature = blsAggregateSign(
    signing.map((s) => s.secret),
    unsigned,
  );
  return new Writer()
    .fixed(unsigned)
    .u32(0) // BitSetSignature
    .bytes(bitSetBytes(signing.map((s) => s.i)))
    .fixed(signature)
    .finish();
}
