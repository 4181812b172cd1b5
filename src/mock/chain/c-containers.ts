// The C-Chain's index containers (C/block): empty coreth blocks at heights 1…n, each naming the previous one's hash
// as parent (the first, a genesis hash), each in its proposer block.
import { encodeCBlock } from '../../codec/c-block.js';
import { encodeProposerBlock } from '../../codec/proposervm.js';
import { cb58Encode } from '../../encoding/cb58.js';
import type { Container } from './index-container.js';
import { seededHash } from './prng.js';

/** The C-Chain's gas limit per block since Cortina. */
const GAS_LIMIT = 15_000_000n;
/** 25 gwei: the base fee floor before ACP-176. */
const BASE_FEE = 25_000_000_000n;
/** ACP-226's initial minimum delay excess (≈2 s). */
const INITIAL_DELAY_EXCESS = 7_970_124n;

export function cContainers(seed: number, count: number, timestampOf: (i: number) => number): Container[] {
  // A C-Chain block's ID is its hash: the genesis hash is the first proposer block's parent too.
  let parentHash = seededHash(seed, 'C/genesis');
  let proposerParentId = parentHash;
  return Array.from({ length: count }, (_, i) => {
    const timestamp = timestampOf(i);
    const inner = encodeCBlock({
      parentHash,
      stateRoot: seededHash(seed, `C/state-root:${i + 1}`),
      number: BigInt(i + 1),
      gasLimit: GAS_LIMIT,
      time: BigInt(timestamp),
      baseFee: BASE_FEE,
      minDelayExcess: INITIAL_DELAY_EXCESS,
    });
    const { bytes, id } = encodeProposerBlock({
      parentId: proposerParentId,
      timestamp: BigInt(timestamp),
      pChainHeight: 0n,
      inner: inner.bytes,
    });
    parentHash = inner.hash;
    proposerParentId = id;
    return { id: cb58Encode(id), bytes, timestamp };
  });
}
