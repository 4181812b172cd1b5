// The ID each index names a container by (src/codec/container-id.ts), from bytes laid out by hand in the node's
// field order: a proposer block's is sha256 of its bytes before the signature, an option block's of all of them, a
// pre-fork block's its chain's own (sha256, or keccak256 of a C-Chain header), a tx's or vertex's sha256 of its bytes.
import { decode as rlpDecode, encode as rlpReference } from '@ethereumjs/rlp';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, test } from 'vitest';
import { inner, parent, slice, u16, u32, u64 } from '../support/hand-bytes.js';
import { encodeCBlock } from '../../src/codec/c-block.js';
import { containerIdOf } from '../../src/codec/container-id.js';
import { encodeOptionBlock, encodeProposerBlock, proposerBlockId } from '../../src/codec/proposervm.js';
import { rlpListItems } from '../../src/codec/rlp.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { containersOf } from '../../src/mock/chain/containers.js';
import { generateChain } from '../../src/mock/chain/generate.js';
import { cb58Encode } from '../../src/encoding/cb58.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('proposer block IDs', () => {
  test('an unsigned block: sha256 of all but the empty signature, as the encoder names it', () => {
    const { bytes, id } = encodeProposerBlock({ parentId: parent, timestamp: 1n, pChainHeight: 2n, inner });
    expect(hex(proposerBlockId(bytes)!.id)).toBe(hex(id));
    expect(proposerBlockId(bytes)!.option).toBe(false);
  });

  test('a signed Granite block: sha256 of the bytes before the signature and its length prefix, not of all of them', () => {
    const unsigned = [
      ...u16(0),
      ...u32(2),
      ...parent,
      ...u64(1),
      ...u64(2),
      ...slice(new Uint8Array(300).fill(9)),
      ...slice(inner),
      ...u64(3),
      ...u64(4),
      ...u64(5),
    ];
    const bytes = Uint8Array.from([...unsigned, ...slice(new Uint8Array(256).fill(4))]);
    expect(hex(proposerBlockId(bytes)!.id)).toBe(hex(sha256(Uint8Array.from(unsigned))));
    expect(hex(proposerBlockId(bytes)!.id)).not.toBe(hex(sha256(bytes)));
  });

  test('an option block: sha256 of all its bytes', () => {
    const { bytes, id } = encodeOptionBlock(parent, inner);
    expect(proposerBlockId(bytes)).toEqual({ id, option: true });
    expect(containerIdOf('P/block', bytes).form).toBe('option block');
  });

  test('bytes that are no proposer block have no proposer ID', () => {
    expect(proposerBlockId(inner)).toBeNull();
  });
});

describe('containerIdOf', () => {
  test('a pre-fork P- or X-Chain block is named by sha256 of its bytes; a tx and a vertex too', () => {
    for (const kind of ['P/block', 'X/block'] as const)
      expect(containerIdOf(kind, inner)).toEqual({ id: sha256(inner), form: 'pre-fork block' });
    expect(containerIdOf('X/tx', inner)).toEqual({ id: sha256(inner), form: 'tx' });
    expect(containerIdOf('X/vtx', inner)).toEqual({ id: sha256(inner), form: 'vertex' });
  });

  test("a pre-fork C-Chain block is named by its hash, keccak256 of its header's RLP", () => {
    const { bytes, hash } = encodeCBlock({
      parentHash: new Uint8Array(32).fill(1),
      stateRoot: new Uint8Array(32).fill(2),
      number: 7n,
      gasLimit: 8_000_000n,
      time: 1_700_000_000n,
      baseFee: 25_000_000_000n,
      minDelayExcess: 0n,
    });
    expect(containerIdOf('C/block', bytes)).toEqual({ id: hash, form: 'pre-fork block' });
    // The header's encoding as a reader written elsewhere makes it again.
    const [header] = rlpDecode(bytes) as [Uint8Array[]];
    expect(hex(keccak_256(rlpReference(header)))).toBe(hex(hash));
  });

  test("rlpListItems: each item's encoding, as @ethereumjs/rlp encodes it; a list with a tail is refused", () => {
    const items = [Uint8Array.of(5), new Uint8Array(60).fill(3), [Uint8Array.of(1), new Uint8Array(70).fill(2)], []];
    const bytes = rlpReference(items);
    expect(rlpListItems(bytes).map(hex)).toEqual(items.map((i) => hex(rlpReference(i))));
    expect(() => rlpListItems(Uint8Array.from([...bytes, 0]))).toThrow();
    expect(() => rlpListItems(bytes.subarray(0, bytes.length - 1))).toThrow();
  });

  test("the mock's indexes name every container by the ID of its bytes", () => {
    const state = generateChain({ seed: 3, networkId: 12345 });
    for (const kind of ['P/block', 'X/block', 'C/block', 'X/tx'] as const)
      for (const c of containersOf(state, kind)) expect(cb58Encode(containerIdOf(kind, c.bytes).id)).toBe(c.id);
  });
});
