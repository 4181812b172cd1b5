// A secp256k1 key as the P-Chain uses it: the address is ripemd160(sha256(compressed public key)),
// and a credential signature is 65 bytes, r ‖ s ‖ recovery id, over sha256 of the unsigned tx bytes.
import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { cb58Decode } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import { fromHex } from '../encoding/hex.js';

/**
 * The key every local network funds at genesis ("ewoq", facts node-local §5.3): 20M spendable AVAX on
 * the P-Chain. Public knowledge; only ever used against local networks (network IDs 1337 and 12345) and the
 * devnets the harness starts (src/targets/devnet.ts funds it too).
 */
export const LOCAL_PREFUNDED_KEY = 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN';
export const LOCAL_NETWORK_IDS: readonly number[] = [1337, 12345];
/** The variable holding the key that signs the run's and seeding's transactions (default on a local network: LOCAL_PREFUNDED_KEY). */
export const PRIVATE_KEY_ENV = 'AVACONFORM_PRIVATE_KEY';

/**
 * The key that signs on a network: the one `given` (AVACONFORM_PRIVATE_KEY, read where the run or command
 * started: RunOptions.privateKey) when there is one, else the prefunded key on a local network or on one the
 * harness started itself (`startedHere`: its genesis funds that key, whatever its ID); else why there is none.
 */
export function signingKeyFor(
  networkId: number,
  startedHere: boolean,
  given: string | null | undefined,
): SigningKey | string {
  if (!given && !startedHere && !LOCAL_NETWORK_IDS.includes(networkId))
    return `network ${networkId} is not local: set ${PRIVATE_KEY_ENV} to a funded key`;
  try {
    return parsePrivateKey(given || LOCAL_PREFUNDED_KEY);
  } catch (e) {
    return `${PRIVATE_KEY_ENV}: ${(e as Error).message}`;
  }
}

export interface SigningKey {
  privateKey: Uint8Array;
  /** The 20-byte short ID the P-Chain address encodes. */
  address: Uint8Array;
}

/** Reads "PrivateKey-<cb58>" or 64 hex digits (with or without 0x). */
export function parsePrivateKey(text: string): SigningKey {
  const trimmed = text.trim();
  let privateKey: Uint8Array;
  if (trimmed.startsWith('PrivateKey-')) privateKey = cb58Decode(trimmed.slice('PrivateKey-'.length));
  else if (/^(0x)?[0-9a-fA-F]{64}$/.test(trimmed))
    privateKey = fromHex(trimmed.startsWith('0x') ? trimmed : '0x' + trimmed);
  else throw new Error('a private key is "PrivateKey-<cb58>" or 64 hex digits');
  if (privateKey.length !== 32 || !secp256k1.utils.isValidPrivateKey(privateKey))
    throw new Error('not a valid secp256k1 private key');
  return { privateKey, address: addressOf(secp256k1.getPublicKey(privateKey, true)) };
}

/** The short ID of a compressed public key. */
export function addressOf(compressedPublicKey: Uint8Array): Uint8Array {
  return ripemd160(sha256(compressedPublicKey));
}

/** The credential signature of unsigned tx bytes (codec version included). */
export function signTx(key: SigningKey, unsignedBytes: Uint8Array): Uint8Array {
  const sig = secp256k1.sign(sha256(unsignedBytes), key.privateKey);
  return Uint8Array.from([...sig.toCompactRawBytes(), sig.recovery]);
}

/** The short ID of the key that made a 65-byte signature of these unsigned bytes, or null. */
export function signerOf(unsignedBytes: Uint8Array, signature: Uint8Array): Uint8Array | null {
  if (signature.length !== 65 || signature[64]! > 3) return null;
  try {
    const sig = secp256k1.Signature.fromCompact(signature.subarray(0, 64)).addRecoveryBit(signature[64]!);
    return addressOf(sig.recoverPublicKey(sha256(unsignedBytes)).toRawBytes(true));
  } catch {
    return null;
  }
}
