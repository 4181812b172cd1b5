// The ID of a container an index holds (facts/node-local.md §2.2): AvalancheGo's indexer stores what the chain's
// consensus hands its acceptor, the accepted thing's ID and bytes (snow/consensus/snowman/topological.go and
// snow/engine/snowman/bootstrap/acceptor.go: BlockAcceptor.Accept(ctx, blk.ID(), blk.Bytes()); the DAG bootstrapper's
// jobs for X/tx and X/vtx). A block index holds the blocks of the proposer VM (Snowman++) that wraps each chain's VM:
// a signed or unsigned proposer block, and its Granite form, is named by sha256 of its bytes before the signature, an
// option block by sha256 of all its bytes (vms/proposervm/block); a block from before the proposer VM's activation is
// the chain's own, named as that chain names its blocks: sha256 of its bytes on the P- and X-Chain, keccak256 of its
// header's RLP on the C-Chain (its Ethereum block hash). X/tx holds signed txs and X/vtx vertices, each named by
// sha256 of its bytes (vms/avm/txs/tx.go, snow/engine/avalanche/vertex/parser.go).
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '../encoding/checksum.js';
import { proposerBlockId } from './proposervm.js';
import { rlpListItems } from './rlp.js';

/** Which index holds the container: the five paths' kinds (I.paths). */
export type ContainerKind = 'P/block' | 'X/block' | 'C/block' | 'X/tx' | 'X/vtx';

/** What the container's bytes are, which decides what its ID is the hash of. */
export type ContainerForm = 'proposer block' | 'option block' | 'pre-fork block' | 'tx' | 'vertex';

/** The ID the node names a container of `kind` by, from its bytes (the payload, without the hex's checksum). */
export function containerIdOf(kind: ContainerKind, bytes: Uint8Array): { id: Uint8Array; form: ContainerForm } {
  if (kind === 'X/tx') return { id: sha256(bytes), form: 'tx' };
  if (kind === 'X/vtx') return { id: sha256(bytes), form: 'vertex' };
  // The proposer VM reads bytes as its own block first and as the VM's block only when they are none.
  const proposer = proposerBlockId(bytes);
  if (proposer) return { id: proposer.id, form: proposer.option ? 'option block' : 'proposer block' };
  if (kind !== 'C/block') return { id: sha256(bytes), form: 'pre-fork block' };
  // A coreth block is the RLP list [header, txs, uncles, …]: its hash is keccak256 of the header's encoding.
  const header = rlpListItems(bytes)[0];
  if (!header) throw new Error('a C-Chain block whose RLP list is empty has no header');
  return { id: keccak_256(header), form: 'pre-fork block' };
}
