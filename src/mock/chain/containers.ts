// What a node's index and consensus engines hold for each chain, as the index API serves it: the P-Chain's blocks after
// genesis, each wrapped in the proposer VM's block (the ID the index and health name), and the X- and C-Chain's
// deterministic synthetic containers. Made once per chain state.
import { createHash } from 'node:crypto';
import { encodeProposerBlock } from '../../codec/proposervm.js';
import { cb58Decode, cb58Encode } from '../../encoding/cb58.js';
import type { ChainState } from './state.js';

export interface Container {
  id: string;
  bytes: Uint8Array;
  /** Unix seconds. */
  timestamp: number;
}

export type ContainerChain = 'P/block' | 'C/block' | 'X/block' | 'X/tx';

/** How many synthetic containers the X- and C-Chain indexes hold. */
const SYNTHETIC_COUNT: Readonly<Record<Exclude<ContainerChain, 'P/block'>, number>> = { 'C/block': 40, 'X/block': 25, 'X/tx': 30 };

function synthetic(seed: number, name: string, count: number, start: number): Container[] {
  return Array.from({ length: count }, (_, i) => {
    const bytes = new Uint8Array(createHash('sha256').update(`${seed}:${name}:${i}`).digest());
    return { id: cb58Encode(new Uint8Array(createHash('sha256').update(bytes).digest())), bytes, timestamp: start + i * 5 };
  });
}

/** The P-Chain's blocks after genesis as proposer blocks: each names the previous one (the first, genesis) as parent. */
function proposerBlocks(state: ChainState): Container[] {
  let parentId = cb58Decode(state.blocks[0]!.id);
  return state.blocks.slice(1).map((b) => {
    const { bytes, id } = encodeProposerBlock({ parentId, timestamp: BigInt(b.timestamp), pChainHeight: BigInt(b.height - 1), inner: b.bytes });
    parentId = id;
    return { id: cb58Encode(id), bytes, timestamp: b.timestamp };
  });
}

const made = new WeakMap<ChainState, Map<ContainerChain, Container[]>>();

export function containersOf(state: ChainState, chain: ContainerChain): Container[] {
  let byChain = made.get(state);
  if (!byChain) made.set(state, (byChain = new Map()));
  let list = byChain.get(chain);
  if (!list) {
    list = chain === 'P/block' ? proposerBlocks(state) : synthetic(state.seed, chain, SYNTHETIC_COUNT[chain], state.blocks[0]!.timestamp);
    byChain.set(chain, list);
  }
  return list;
}
