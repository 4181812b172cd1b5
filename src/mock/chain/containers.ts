// What a node's index and consensus engines hold for each chain, as the index API serves it: each chain's blocks
// after genesis, each wrapped in the proposer VM's block (the ID the index and health name): the P-Chain's own blocks,
// the X-Chain's AVM blocks and the C-Chain's coreth blocks; and the X-Chain's txs (X/tx). Deterministic from the
// chain state's seed; made once per chain state.
import { encodeOptionBlock, encodeProposerBlock } from '../../codec/proposervm.js';
import { cb58Decode, cb58Encode } from '../../encoding/cb58.js';
import { cContainers } from './c-containers.js';
import type { Container } from './index-container.js';
import type { ChainState } from './state.js';
import { xContainers } from './x-containers.js';

export type ContainerChain = 'P/block' | 'C/block' | 'X/block' | 'X/tx';

/** How many containers the X- and C-Chain indexes hold. */
const COUNT: Readonly<Record<Exclude<ContainerChain, 'P/block'>, number>> = {
  'C/block': 40,
  'X/block': 25,
  'X/tx': 30,
};
/** Seconds between two containers of the X- and C-Chain indexes, the first at the P-Chain genesis time. */
const SPACING = 5;

/** The P-Chain's blocks after genesis as proposer blocks: each names the previous one (the first, genesis) as parent. */
function proposerBlocks(state: ChainState): Container[] {
  let parentId = cb58Decode(state.blocks[0]!.id);
  return state.blocks.slice(1).map((b) => {
    // A proposal's commit or abort sits in an option block, as the node's proposer VM builds it.
    const option = b.block.type === 'BanffCommitBlock' || b.block.type === 'BanffAbortBlock';
    const { bytes, id } = option
      ? encodeOptionBlock(parentId, b.bytes)
      : encodeProposerBlock({
          parentId,
          timestamp: BigInt(b.timestamp),
          pChainHeight: BigInt(b.height - 1),
          inner: b.bytes,
        });
    parentId = id;
    return { id: cb58Encode(id), bytes, timestamp: b.timestamp };
  });
}

/** The indexes made with `chain`'s: the X-Chain's txs and blocks are made together. */
function make(state: ChainState, chain: ContainerChain): Partial<Record<ContainerChain, Container[]>> {
  const timestampOf = (i: number) => state.blocks[0]!.timestamp + i * SPACING;
  switch (chain) {
    case 'P/block':
      return { 'P/block': proposerBlocks(state) };
    case 'C/block':
      return { 'C/block': cContainers(state.seed, COUNT[chain], timestampOf) };
    case 'X/block':
    case 'X/tx': {
      const { txs, blocks } = xContainers(state, COUNT['X/tx'], COUNT['X/block'], timestampOf);
      return { 'X/tx': txs, 'X/block': blocks };
    }
  }
}

const made = new WeakMap<ChainState, Map<ContainerChain, Container[]>>();

export function containersOf(state: ChainState, chain: ContainerChain): Container[] {
  let byChain = made.get(state);
  if (!byChain) made.set(state, (byChain = new Map()));
  if (!byChain.has(chain))
    for (const [name, list] of Object.entries(make(state, chain))) byChain.set(name as ContainerChain, list);
  return byChain.get(chain)!;
}
