// Renderings the P-Chain handlers share: byte encodings, owners, numbers, times, and the block JSON of the codec, in
// the form the spec states (the faults that break them change the answers: src/mock/faults/utxos-txs.ts).
import { blockJson } from '../../codec/codec.js';
import { formatAddress } from '../../encoding/address.js';
import { withChecksum } from '../../encoding/checksum.js';
import { toHex } from '../../encoding/hex.js';
import type { Json } from '../../json/lossless.js';
import type { Encoding } from '../go-params.js';
import type { MockBlock, MockOwner } from '../chain/state.js';
import type { NodeContext } from '../node-context.js';
import { RpcMethodError } from '../mock-contracts.js';
import { fixedAnswer } from '../fixed-answer.js';

/** Bytes in a hex encoding: hex/hexc with the 4-byte checksum, hexnc without. */
export function hexOf(ctx: NodeContext, bytes: Uint8Array, encoding: Encoding): string {
  return encoding === 'hexnc' ? toHex(bytes) : checksummedHex(bytes);
}

/**
 * The chain's bytes (its blocks, txs and UTXOs never change) in hex with their checksum, made once per
 * bytes: a paging run sends the same UTXOs page after page, each a sha256 to seal.
 */
const sealedHex = new WeakMap<Uint8Array, string>();

function checksummedHex(bytes: Uint8Array): string {
  let text = sealedHex.get(bytes);
  if (text === undefined) sealedHex.set(bytes, (text = toHex(withChecksum(bytes))));
  return text;
}

/**
 * Hex-only methods (P.limit.encodings) refuse json. The node fails only as it encodes the first item
 * and names it (facts §3.4, §3.19, §3.22): `firstItem` ("UTXO <id>", "utxo", "output <assetID>"). With
 * nothing to encode the node would answer; the mock refuses all the same, as the spec says.
 */
export function hexOnly(ctx: NodeContext, encoding: Encoding, firstItem?: string): void {
  if (encoding === 'json')
    throw new RpcMethodError(
      firstItem
        ? `couldn't encode ${firstItem} as json: unsupported encoding in method`
        : 'unsupported encoding in method',
    );
}

export function addressText(ctx: NodeContext, bytes: Uint8Array): string {
  return formatAddress('P', ctx.state.hrp, bytes);
}

/** Owner object of the validator APIs: locktime and threshold as decimal strings. */
export function ownerJson(o: MockOwner): { locktime: string; threshold: string; addresses: string[] } {
  return { locktime: String(o.locktime), threshold: String(o.threshold), addresses: o.addresses };
}

/** A uint64 the spec's examples carry as a decimal string. */
export const u64 = (n: bigint | number): string => String(n);

/** RFC 3339 of a Unix time, in UTC, whole seconds. */
export function rfc3339(ctx: NodeContext, unix: number): string {
  return new Date(unix * 1000).toISOString().replace('.000Z', 'Z');
}

/**
 * getBlock's and getBlockByHeight's answer in JSON encoding (block JSON with `txs` on every block, as
 * the spec's Block resource lists it: P.res.block-json), made once per block: a chain's blocks never
 * change, and discovery alone asks for over a hundred of them in every run. A fixed answer
 * (src/mock/fixed-answer.ts): frozen, and its text written once.
 */
const blockJsonAnswers = new WeakMap<MockBlock, Json>();

export function blockJsonAnswerOf(ctx: NodeContext, block: MockBlock): Json {
  let answer = blockJsonAnswers.get(block);
  if (!answer)
    blockJsonAnswers.set(
      block,
      (answer = fixedAnswer({
        block: blockJson(block.block, block.id, ctx.state.hrp, { txsAlways: true }),
        encoding: 'json',
      })),
    );
  return answer;
}
