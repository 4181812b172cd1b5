// A C-Chain (coreth) block as its RLP decoder reads it: [header, txs, uncles, version, extdata]. The header is coreth's
// (v1.14.2 customtypes.HeaderSerializable): the fifteen Ethereum fields, coreth's extDataHash after the nonce, then the
// optional fields of later upgrades, all written here (a Granite-era header): base fee, extDataGasUsed, blockGasCost,
// blob gas used and excess, parent beacon root, time in milliseconds, minimum delay excess. The block carries no txs, no
// uncles and empty extdata (no atomic txs). Its hash is keccak256 of the header's RLP.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { rlpEncode, uintBytes, type RlpItem } from './rlp.js';

export interface CBlock {
  parentHash: Uint8Array;
  stateRoot: Uint8Array;
  number: bigint;
  gasLimit: bigint;
  /** Unix seconds. */
  time: bigint;
  /** Wei per gas. */
  baseFee: bigint;
  /** ACP-226's minimum block delay excess. */
  minDelayExcess: bigint;
}

const EMPTY_LIST = rlpEncode([]);
const EMPTY_STRING = rlpEncode(new Uint8Array(0));
/** keccak256 of an empty list's RLP: the hash of no uncles. */
export const EMPTY_UNCLE_HASH = keccak_256(EMPTY_LIST);
/** keccak256 of an empty string's RLP: the root of an empty trie (no txs, no receipts) and coreth's hash of empty extdata. */
export const EMPTY_ROOT_HASH = keccak_256(EMPTY_STRING);
/** The coinbase of every C-Chain block: the fee blackhole 0x0100…00. */
const BLACKHOLE = Uint8Array.from({ length: 20 }, (_, i) => (i === 0 ? 1 : 0));
const BLOOM_LENGTH = 256;
const NONCE_LENGTH = 8;
/** The block body's version: always 0. */
const BODY_VERSION = 0n;

function headerItems(b: CBlock): RlpItem[] {
  const zeroHash = new Uint8Array(32);
  return [
    b.parentHash,
    EMPTY_UNCLE_HASH,
    BLACKHOLE,
    b.stateRoot,
    EMPTY_ROOT_HASH,
    EMPTY_ROOT_HASH,
    new Uint8Array(BLOOM_LENGTH),
    uintBytes(1n), // difficulty
    uintBytes(b.number),
    uintBytes(b.gasLimit),
    uintBytes(0n), // gas used
    uintBytes(b.time),
    new Uint8Array(0), // extra
    zeroHash, // mix digest
    new Uint8Array(NONCE_LENGTH),
    EMPTY_ROOT_HASH, // extDataHash: of empty extdata
    uintBytes(b.baseFee),
    uintBytes(0n), // extDataGasUsed
    uintBytes(0n), // blockGasCost
    uintBytes(0n), // blob gas used
    uintBytes(0n), // excess blob gas
    zeroHash, // parent beacon root
    uintBytes(b.time * 1000n),
    uintBytes(b.minDelayExcess),
  ];
}

export function encodeCBlock(b: CBlock): { bytes: Uint8Array; hash: Uint8Array } {
  const header = headerItems(b);
  const bytes = rlpEncode([header, [], [], uintBytes(BODY_VERSION), new Uint8Array(0)]);
  return { bytes, hash: keccak_256(rlpEncode(header)) };
}
