// Real BLS keys (the mock's validators, seeded L1 validators): a compressed G1 public key (48 bytes) and a proof of
// possession, its signature over the key (96 bytes, G2), derived from seed bytes.
import { bls12_381 as bls } from '@noble/curves/bls12-381';

/** The domain separation tag Avalanche signs proofs of possession under. */
const PROOF_OF_POSSESSION_DST = 'BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';

export function blsKeyPair(seed: Uint8Array): { publicKey: Uint8Array; signature: Uint8Array } {
  const secret = Uint8Array.from(seed);
  // Clear the top bits so the scalar is below the curve order; keep it non-zero.
  secret[0] = secret[0]! & 0x3f;
  secret[31] = secret[31]! | 1;
  const publicKey = bls.getPublicKey(secret);
  const message = bls.G2.hashToCurve(publicKey, { DST: PROOF_OF_POSSESSION_DST }) as unknown as Parameters<
    typeof bls.sign
  >[0];
  const signature = bls.sign(message, secret) as unknown as { toRawBytes(compressed: boolean): Uint8Array };
  return { publicKey, signature: signature.toRawBytes(true) };
}

/**
 * Whether `signature` is a proof of possession of `publicKey`: the key's BLS signature over its own 48 bytes under
 * Avalanche's PoP ciphersuite (I.info.getNodeID.pop). False for bytes that are no curve points.
 */
export function verifyProofOfPossession(publicKey: Uint8Array, signature: Uint8Array): boolean {
  try {
    const message = bls.G2.hashToCurve(publicKey, { DST: PROOF_OF_POSSESSION_DST }) as unknown as Parameters<
      typeof bls.verify
    >[1];
    return bls.verify(signature, message, publicKey);
  } catch {
    return false;
  }
}
