// The proposer VM's blocks as the node's index serves them: the three forms decoded to the VM block inside, with
// bytes laid out by hand from the node's field order (codec version, type ID, fields; length-prefixed byte slices).
import { describe, expect, test } from 'vitest';
import { inner, parent, slice, u16, u32, u64 } from '../support/hand-bytes.js';
import { decodeProposerBlock, encodeOptionBlock, encodeProposerBlock } from '../../src/codec/proposervm.js';
import { sha256 } from '../../src/encoding/checksum.js';

describe('proposer VM blocks', () => {
  test('an unsigned block: its bytes in the node order, its ID sha256 of all but the empty signature', () => {
    const { bytes, id } = encodeProposerBlock({ parentId: parent, timestamp: 1_700_000_000n, pChainHeight: 5n, inner });
    const want = [
      ...u16(0),
      ...u32(0),
      ...parent,
      ...u64(1_700_000_000),
      ...u64(5),
      ...slice([]),
      ...slice(inner),
      ...slice([]),
    ];
    expect(Array.from(bytes)).toEqual(want);
    expect(Array.from(id)).toEqual(Array.from(sha256(Uint8Array.from(want.slice(0, -4)))));
    expect(decodeProposerBlock(bytes)).toEqual({ parentId: parent, inner });
  });

  test("an option block (a proposal's commit or abort): parent and inner bytes, its ID sha256 of its bytes", () => {
    const { bytes, id } = encodeOptionBlock(parent, inner);
    const want = [...u16(0), ...u32(1), ...parent, ...slice(inner)];
    expect(Array.from(bytes)).toEqual(want);
    expect(Array.from(id)).toEqual(Array.from(sha256(Uint8Array.from(want))));
    expect(decodeProposerBlock(bytes)).toEqual({ parentId: parent, inner });
  });

  test('a signed Granite block (certificate, epoch, signature) is read to its inner block', () => {
    const cert = new Uint8Array(300).fill(9);
    const signature = new Uint8Array(256).fill(4);
    const granite = [
      ...u16(0),
      ...u32(2),
      ...parent,
      ...u64(1),
      ...u64(2),
      ...slice(cert),
      ...slice(inner),
      ...u64(3),
      ...u64(4),
      ...u64(5),
      ...slice(signature),
    ];
    expect(decodeProposerBlock(Uint8Array.from(granite))).toEqual({ parentId: parent, inner });
  });

  test('a plain P-Chain block or bytes with a tail are no proposer block', () => {
    expect(decodeProposerBlock(inner)).toBeNull();
    expect(decodeProposerBlock(Uint8Array.from([...encodeOptionBlock(parent, inner).bytes, 0]))).toBeNull();
  });
});
