// Renderings the P-Chain handlers share: byte encodings (with their faults), owners, numbers,
// times, and the tx / block JSON of the codec in the form the spec states.
import { blockJson, txJson, type SignedTx } from '../../codec/index.js';
import { formatAddress } from '../../encoding/address.js';
import { withChecksum } from '../../encoding/checksum.js';
import { toHex } from '../../encoding/hex.js';
import type { Json } from '../../json/lossless.js';
import type { Encoding } from '../args.js';
import type { MockBlock, MockOwner } from '../chain/state.js';
import type { NodeContext } from '../node-context.js';
import { RpcMethodError } from '../types.js';
import { fixedAnswer } from '../fixed-answer.js';

/**
 * Bytes in a hex encoding: hex/hexc with the 4-byte checksum, hexnc without. Faults: no 0x prefix
 * (P.conv.bytes-hex), or a checksum that does not match (P.env.encoding-default).
 */
export function hexOf(ctx: NodeContext, bytes: Uint8Array, encoding: Encoding): string {
  let text: string;
  if (encoding === 'hexnc') text = toHex(bytes);
  else if (ctx.faults.has('hex-bad-checksum')) {
    const sealed = withChecksum(bytes);
    sealed[sealed.length - 1]! ^= 0xff;
    text = toHex(sealed);
  } else text = checksummedHex(bytes);
  return ctx.faults.has('hex-without-0x') ? text.slice(2) : text;
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
  if (encoding === 'json' && !ctx.faults.has('json-encoding-on-hex-only'))
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
export function ownerJson(o: MockOwner): Json {
  return { locktime: String(o.locktime), threshold: String(o.threshold), addresses: o.addresses };
}

/** A uint64 the spec's examples carry as a decimal string. */
export const u64 = (n: bigint | number): string => String(n);

/** RFC 3339 of a Unix time, in UTC, whole seconds (fault: an HTTP date instead, P.conv.rfc3339). */
export function rfc3339(ctx: NodeContext, unix: number): string {
  if (ctx.faults.has('time-not-rfc3339')) return new Date(unix * 1000).toUTCString();
  return new Date(unix * 1000).toISOString().replace('.000Z', 'Z');
}

export function txJsonOf(ctx: NodeContext, tx: SignedTx, id: string): Json {
  const other = ctx.faults.has('tx-json-id-wrong') ? [...ctx.state.txs.keys()].find((k) => k !== id) : undefined;
  const json = txJson(tx, ctx.state.hrp, other ?? id);
  if (ctx.faults.has('tx-json-amount-changed')) return withFirstAmountRaised(json);
  // Fault tx-json-period-changed: an auto-renewed validator's period one second longer than its bytes say.
  if (ctx.faults.has('tx-json-period-changed') && tx.unsigned.type === 'AddAutoRenewedValidatorTx') {
    const copy = structuredClone(json) as { unsignedTx: { period: bigint } };
    copy.unsignedTx.period = BigInt(copy.unsignedTx.period) + 1n;
    return copy as Json;
  }
  return json;
}

/**
 * The tx json with its first output's amount one higher (faults tx-json-amount-changed and
 * block-json-amount-changed): well-formed and of the same shape, but no longer what its bytes say.
 */
function withFirstAmountRaised(tx: Json): Json {
  const copy = structuredClone(tx) as {
    unsignedTx?: { outputs?: Array<{ output?: { amount?: bigint | number; output?: { amount?: bigint | number } } }> };
  };
  const out = copy.unsignedTx?.outputs?.[0]?.output;
  const inner = out?.output ?? out;
  if (inner?.amount !== undefined) inner.amount = BigInt(inner.amount) + 1n;
  return copy as Json;
}

/**
 * getBlock's and getBlockByHeight's answer in JSON encoding (block JSON with `txs` on every block, as
 * the spec's Block resource lists it: P.res.block-json), made once per block: a chain's blocks never
 * change, and discovery alone asks for over a hundred of them in every run. A fixed answer
 * (src/mock/fixed-answer.ts): frozen, and its text written once.
 */
const blockJsonAnswers = new WeakMap<MockBlock, Json>();

export function blockJsonAnswerOf(ctx: NodeContext, block: MockBlock): Json {
  if (ctx.faults.has('block-json-amount-changed')) {
    const json = blockJson(block.block, block.id, ctx.state.hrp, { txsAlways: true }) as { txs: Json[] };
    return {
      block: { ...json, txs: json.txs.map((tx, i) => (i === 0 ? withFirstAmountRaised(tx) : tx)) },
      encoding: 'json',
    };
  }
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
