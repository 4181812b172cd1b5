// Keys, node IDs and BLS signers that seeding derives from the signing key and a label. Derived, not
// random: a second seed of the same network with the same key finds what the first one made (the
// same addresses, node IDs and owners), so it reuses instead of creating twice.
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { encodeNodeId } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import { toHex } from '../encoding/hex.js';
import { blsKeyPair, blsSecretKey } from './bls.js';
import { parsePrivateKey, type SigningKey } from './key.js';

/** 32 bytes that only the holder of `parent` can compute for `label`. */
function secretFor(parent: SigningKey, label: string, round = 0): Uint8Array {
  const tag = new TextEncoder().encode(`avaconform-seed/${label}/${round}`);
  const input = new Uint8Array(tag.length + parent.privateKey.length);
  input.set(tag);
  input.set(parent.privateKey, tag.length);
  return sha256(input);
}

/** A secp256k1 key derived from `parent` (a hash that is not a valid scalar is hashed again, bounded). */
export function deriveKey(parent: SigningKey, label: string): SigningKey {
  for (let round = 0; round < 8; round++) {
    const secret = secretFor(parent, label, round);
    if (secp256k1.utils.isValidPrivateKey(secret)) return parsePrivateKey(toHex(secret));
  }
  throw new Error(`no valid key derived for ${label}`);
}

/** A node ID ("NodeID-…") derived from `parent`: the short ID of no running node, for validators that need only an ID. */
export function deriveNodeId(parent: SigningKey, label: string): string {
  return encodeNodeId(secretFor(parent, `node/${label}`).subarray(0, 20));
}

export interface BlsSigner {
  /** Compressed G1 public key, 48 bytes. */
  publicKey: Uint8Array;
  /** Its proof of possession: a signature over the public key under the PoP domain tag, 96 bytes. */
  proofOfPossession: Uint8Array;
}

/** Signers derived so far, by parent key and label: each costs about 40 ms of CPU (a BLS signature), and the state machine derives the same ones in every sequence on the mock. */
const blsSigners = new Map<string, BlsSigner>();

/** A BLS key pair derived from `parent`, as a signer (public key and proof of possession). */
export function deriveBlsSigner(parent: SigningKey, label: string): BlsSigner {
  const key = `${Buffer.from(parent.privateKey).toString('hex')}/${label}`;
  let signer = blsSigners.get(key);
  if (!signer) {
    const { publicKey, signature } = blsKeyPair(secretFor(parent, `bls/${label}`));
    signer = { publicKey, proofOfPossession: signature };
    blsSigners.set(key, signer);
  }
  return { publicKey: signer.publicKey.slice(), proofOfPossession: signer.proofOfPossession.slice() };
}

/** The BLS secret key of the signer deriveBlsSigner derives for `label`: what signs a Warp message as that validator. */
export function deriveBlsSecret(parent: SigningKey, label: string): Uint8Array {
  return blsSecretKey(secretFor(parent, `bls/${label}`));
}

/** The C-Chain (EVM) address of a key: the last 20 bytes of keccak256 of its uncompressed public key. */
export function evmAddressOf(key: SigningKey): Uint8Array {
  return keccak_256(secp256k1.getPublicKey(key.privateKey, false).subarray(1)).subarray(12);
}
