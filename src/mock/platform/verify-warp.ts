// The Warp message of an issued RegisterL1ValidatorTx or SetL1ValidatorWeightTx checked as a node's mempool does before
// it executes the tx (AvalancheGo's txs/executor/warp_verifier.go and warp/signature.go): the message is of this network,
// its source chain is a chain whose subnet's validator set verifies it, its bit set names members of that set, they hold
// at least 67 % of the set's weight, and the aggregate BLS signature of their keys over the unsigned message is valid.
// The set is the subnet's at the chain's tip (a node takes the proposer height's, which lags it; the mock's proposer
// height stays where it was generated): its legacy validators (with their Primary Network validator's key), its active
// L1 validators, and the weight of its inactive ones, which counts in the total but cannot sign.
import { TX_TYPE_ID, type DecodedTx } from '../../codec/codec.js';
import { compareBytes } from '../../codec/encode.js';
import { decodeWarpMessage } from '../../codec/warp.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { fromHex } from '../../encoding/hex.js';
import { blsVerifyAggregate, uncompressedPublicKey } from '../../tx/bls.js';
import type { NodeContext } from '../node-context.js';

const QUORUM = { num: 67n, den: 100n };

/** The canonical Warp set of a subnet: members with a key, sorted by uncompressed key, and the total weight. */
function warpSet(
  ctx: NodeContext,
  subnetId: string,
): { members: Array<{ key: Uint8Array; weight: bigint }>; total: bigint } {
  const s = ctx.state.subnets.find((x) => x.id === subnetId);
  const members: Array<{ key: Uint8Array; weight: bigint }> = [];
  let total = 0n;
  for (const v of s?.validators ?? []) {
    total += v.weight;
    const key = ctx.state.validators.find((p) => p.nodeId === v.nodeId)?.signer?.publicKey;
    if (key) members.push({ key: fromHex(key), weight: v.weight });
  }
  for (const v of s?.l1Validators ?? []) {
    total += v.weight;
    if (v.balance > 0n && v.disabledAt === undefined) members.push({ key: fromHex(v.publicKey), weight: v.weight });
  }
  const sorted = members
    .map((m) => ({ ...m, order: uncompressedPublicKey(m.key) }))
    .sort((a, b) => compareBytes(a.order, b.order));
  return { members: sorted, total };
}

/** The signers' indices a big-endian bit set names (big.Int's bytes), or null when it has a leading zero byte. */
function bitIndices(bytes: Uint8Array): number[] | null {
  if (bytes.length && bytes[0] === 0) return null;
  const bits = bytes.length ? BigInt(`0x${Buffer.from(bytes).toString('hex')}`) : 0n;
  const out: number[] = [];
  for (let i = 0; bits >> BigInt(i) > 0n; i++) if ((bits >> BigInt(i)) & 1n) out.push(i);
  return out;
}

/** Why the node's mempool refuses the tx's Warp message, or null (and null for a tx that carries none). */
export function warpError(ctx: NodeContext, tx: DecodedTx): string | null {
  if (tx.typeId !== TX_TYPE_ID.RegisterL1ValidatorTx && tx.typeId !== TX_TYPE_ID.SetL1ValidatorWeightTx) return null;
  const refuse = (why: string) => `failed verifying warp messages: ${why}`;
  let msg;
  try {
    msg = decodeWarpMessage(tx.warpMessage!);
  } catch (e) {
    return refuse((e as Error).message.replace(/^codec: /, ''));
  }
  const chainId = cb58Encode(msg.sourceChainId);
  const chain = ctx.state.chains.find((c) => c.id === chainId);
  if (!chain)
    return refuse(
      ctx.state.txs.has(chainId)
        ? `"${chainId}" is not a blockchain`
        : `problem retrieving blockchain "${chainId}": not found`,
    );
  if (msg.networkId !== ctx.state.networkId) return refuse('wrong networkID');
  const set = warpSet(ctx, chain.subnetId);
  const indices = bitIndices(msg.signers);
  if (!indices) return refuse('bitset is invalid');
  const bitLen = indices.length ? indices[indices.length - 1]! + 1 : 0;
  if (bitLen > set.members.length)
    return refuse(`unknown validator: NumIndices (${bitLen - 1}) >= NumFilteredValidators (${set.members.length})`);
  const signers = indices.map((i) => set.members[i]!);
  const weight = signers.reduce((sum, m) => sum + m.weight, 0n);
  if (set.total * QUORUM.num > weight * QUORUM.den)
    return refuse(`signature weight is insufficient: ${QUORUM.num}*${set.total} > ${QUORUM.den}*${weight}`);
  if (
    !blsVerifyAggregate(
      signers.map((m) => m.key),
      msg.unsignedBytes,
      msg.signature,
    )
  )
    return refuse('signature is invalid');
  return null;
}
