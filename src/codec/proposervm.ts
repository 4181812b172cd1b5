// The proposer VM's block (Snowman++), which wraps every P-Chain block a node accepts after genesis: what the node's
// index (/ext/index/P/block) serves and its consensus engine names (health's lastAcceptedID). An unsigned block, as a
// node builds when any node may propose: codec version 0, type 0 (statelessBlock), then parent ID, timestamp, P-Chain
// height, an empty certificate, the inner block's bytes and an empty signature. Its ID is sha256 of the bytes before
// the signature (the signature's 4-byte length prefix included in neither).
import { sha256 } from '../encoding/checksum.js';
import { Reader, Writer } from './bytes.js';

const CODEC_VERSION = 0;
const STATELESS_BLOCK = 0;
/** The block around a proposal's commit or abort: parent ID and inner bytes only. */
const OPTION_BLOCK = 1;
/** The Granite-era form carrying an epoch after the unsigned block; read, never built here. */
const STATELESS_GRANITE_BLOCK = 2;
const SIGNATURE_LENGTH_PREFIX = 4;

export interface ProposerBlock {
  parentId: Uint8Array;
  /** Unix seconds. */
  timestamp: bigint;
  pChainHeight: bigint;
  /** The wrapped VM block's bytes. */
  inner: Uint8Array;
}

export function encodeProposerBlock(b: ProposerBlock): { bytes: Uint8Array; id: Uint8Array } {
  const bytes = new Writer()
    .u16(CODEC_VERSION)
    .u32(STATELESS_BLOCK)
    .fixed(b.parentId)
    .u64(b.timestamp)
    .u64(b.pChainHeight)
    .u32(0) // certificate: none
    .bytes(b.inner)
    .u32(0) // signature: none
    .finish();
  return { bytes, id: sha256(bytes.subarray(0, bytes.length - SIGNATURE_LENGTH_PREFIX)) };
}

/** The option block around a proposal's commit or abort; its ID is sha256 of its bytes. */
export function encodeOptionBlock(parentId: Uint8Array, inner: Uint8Array): { bytes: Uint8Array; id: Uint8Array } {
  const bytes = new Writer().u16(CODEC_VERSION).u32(OPTION_BLOCK).fixed(parentId).bytes(inner).finish();
  return { bytes, id: sha256(bytes) };
}

/** What a proposer block holds: its parent and the VM's block inside. */
export interface ProposerWrapper {
  parentId: Uint8Array;
  inner: Uint8Array;
}

/** A proposer block as read: its parent, the VM's block inside, whether it is an option block and the bytes its ID is the hash of. */
interface ReadProposerBlock extends ProposerWrapper {
  option: boolean;
  idBytes: Uint8Array;
}

function readProposerBlock(bytes: Uint8Array): ReadProposerBlock | null {
  try {
    const r = new Reader(bytes);
    if (r.u16() !== CODEC_VERSION) return null;
    const type = r.u32();
    if (type === OPTION_BLOCK) {
      const parentId = r.fixed(32);
      const inner = r.bytes(64 * 1024 * 1024);
      r.done();
      return { parentId, inner, option: true, idBytes: bytes };
    }
    if (type !== STATELESS_BLOCK && type !== STATELESS_GRANITE_BLOCK) return null;
    const parentId = r.fixed(32);
    r.u64(); // timestamp
    r.u64(); // P-Chain height
    r.bytes(64 * 1024); // certificate
    const inner = r.bytes(64 * 1024 * 1024);
    // The epoch: P-Chain height, number, start time.
    if (type === STATELESS_GRANITE_BLOCK) for (let i = 0; i < 3; i++) r.u64();
    // The unsigned block ends here: the signature's length prefix and the signature follow.
    const unsignedEnd = r.offset;
    r.bytes(1024); // signature
    r.done();
    return { parentId, inner, option: false, idBytes: bytes.subarray(0, unsignedEnd) };
  } catch {
    return null;
  }
}

/**
 * The proposer block the bytes hold (a signed or unsigned block, its Granite form, or an option block around a
 * commit or abort), or null when they are no proposer block (a pre-fork block is the VM's own).
 */
export function decodeProposerBlock(bytes: Uint8Array): ProposerWrapper | null {
  const b = readProposerBlock(bytes);
  return b && { parentId: b.parentId, inner: b.inner };
}

/**
 * The ID of the proposer block the bytes hold (vms/proposervm/block): sha256 of a signed or unsigned block's bytes
 * before its signature (the signature's 4-byte length prefix included in neither), of all an option block's bytes;
 * null when they hold no proposer block.
 */
export function proposerBlockId(bytes: Uint8Array): { id: Uint8Array; option: boolean } | null {
  const b = readProposerBlock(bytes);
  return b && { id: sha256(b.idBytes), option: b.option };
}
