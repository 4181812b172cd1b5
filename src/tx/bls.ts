// Real BLS keys (the mock's validators, seeded L1 validators): a compressed G1 public key (48 bytes) and a proof of
// possession, its signature over the key (96 bytes, G2), derived from seed bytes.
import { bls12_381 as bls } from '@noble/curves/bls12-381';

/** The domain separation tag Avalanche signs proofs of possession under. */
const PROOF_OF_POSSESSION_DST = 'BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';

/** The domain separation tag Avalanche signs messages under (a Warp message's unsigned bytes): utils/crypto/bls/ciphersuite.go. */
const SIGNATURE_DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';

type G2Point = ReturnType<typeof bls.G2.ProjectivePoint.fromHex>;

/** The BLS secret key of seed bytes: the top bits cleared so the scalar is below the curve order, kept non-zero. */
export function blsSecretKey(seed: Uint8Array): Uint8Array {
  const secret = Uint8Array.from(seed);
  secret[0] = secret[0]! & 0x3f;
  secret[31] = secret[31]! | 1;
  return secret;
}

export function blsKeyPair(seed: Uint8Array): { publicKey: Uint8Array; signature: Uint8Array } {
  const secret = blsSecretKey(seed);
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

/** The aggregate of each secret key's signature of `message` under the signature ciphersuite (96 bytes, compressed G2). */
export function blsAggregateSign(secrets: readonly Uint8Array[], message: Uint8Array): Uint8Array {
  const point = bls.G2.hashToCurve(message, { DST: SIGNATURE_DST }) as unknown as G2Point;
  const signatures = secrets.map((secret) => bls.sign(point, secret));
  // No signer: the point at infinity (a node refuses such a signature for its weight before it parses it).
  if (!signatures.length) return bls.G2.ProjectivePoint.ZERO.toRawBytes(true);
  return bls.aggregateSignatures(signatures).toRawBytes(true);
}

/** Whether `signature` is the aggregate signature of `message` by the keys (compressed G1) under the signature ciphersuite. */
export function blsVerifyAggregate(
  publicKeys: readonly Uint8Array[],
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  try {
    const point = bls.G2.hashToCurve(message, { DST: SIGNATURE_DST }) as unknown as G2Point;
    const key = bls.aggregatePublicKeys(publicKeys.map((k) => bls.G1.ProjectivePoint.fromHex(k)));
    return bls.verify(signature, point, key);
  } catch {
    return false;
  }
}

/** A compressed G1 public key (48 bytes) in its uncompressed form (96 bytes): what a Warp validator set is sorted by. */
export function uncompressedPublicKey(compressed: Uint8Array): Uint8Array {
  return bls.G1.ProjectivePoint.fromHex(compressed).toRawBytes(false);
}
