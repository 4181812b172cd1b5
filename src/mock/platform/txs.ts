// platform.getTx, getTxStatus, issueTx. An issued tx is verified as the node's mempool does, Processing while it
// waits, and accepted into the node's next block when it falls due: a block time (ctx.blockTimeMs) after it was taken,
// or, with no block time, before the node answers its next request: from then getTx finds it, its inputs are spent,
// its outputs listed, and issuing it again is refused as already accepted.
import { decodeTx, txJson, txTypeIdsThrough, type DecodedTx } from '../../codec/codec.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { decodeHexChecksum, fromHex } from '../../encoding/hex.js';
import { argsOf, type MethodParams } from '../go-params.js';
import { methodHandlers, untypedAnswer, type ParamName, type ResultIn } from '../method-handlers.js';
import type { IssuedTx, NodeContext } from '../node-context.js';
import { acceptBlock } from '../chain/accept.js';
import { profileCodec } from '../mock-profile.js';
import { ACCEPTED_TX_KINDS, acceptedTxValue } from '../chain/tx-value.js';
import type { HandlerTable } from '../mock-contracts.js';
import { BLOCKS_ON_DEMAND, LANDS_AT_NEXT_REQUEST, RpcMethodError } from '../mock-contracts.js';
import { hexOf } from './render.js';
import { kindError } from './verify-kind.js';
import { warpError } from './verify-warp.js';
import { consumedIds, spendError } from './verify-spend.js';
import { compareVersions } from '../../versions.js';

/** How long an issued tx waits in the mempool before the node builds the block that accepts it, unless told otherwise. */
export const MEMPOOL_BLOCK_TIME_MS = 200;

/** When a tx taken now falls due for a block. */
function dueOf(ctx: NodeContext): IssuedTx['due'] {
  if (ctx.blockTimeMs === BLOCKS_ON_DEMAND) return 'on-demand';
  return ctx.blockTimeMs === LANDS_AT_NEXT_REQUEST
    ? { afterRequest: ctx.requests }
    : { atMs: Date.now() + ctx.blockTimeMs };
}

const isDue = (ctx: NodeContext, t: IssuedTx): boolean =>
  t.due === 'on-demand'
    ? false
    : 'afterRequest' in t.due
      ? ctx.requests > t.due.afterRequest
      : Date.now() >= t.due.atMs;

/** Accepts, in one block, every issued tx that is due; called before each request is answered. */
export function buildDueBlock(ctx: NodeContext): void {
  acceptInBlock(
    ctx,
    [...ctx.issued.values()].filter((t) => isDue(ctx, t)),
  );
}

/** Accepts every issued tx in one block now, due or not (a node whose blocks are built on demand: BLOCKS_ON_DEMAND). */
export function acceptIssued(ctx: NodeContext): void {
  acceptInBlock(ctx, [...ctx.issued.values()]);
}

function acceptInBlock(ctx: NodeContext, due: IssuedTx[]): void {
  if (!due.length || !ctx.deep.issuedTxsLand) return;
  ctx.state = acceptBlock(ctx.state, due);
  for (const t of due) ctx.issued.delete(t.id);
}

/** Only txs in accepted blocks are found (facts §3.17), not those waiting in the mempool. */
function getTx(ctx: NodeContext, params: MethodParams<ParamName<'platform.getTx'>>): ResultIn<'platform.getTx'> {
  const a = argsOf(params);
  const id = a.id('txID');
  const encoding = a.encoding(ctx.deep.encodingAnyCase);
  const tx = ctx.state.txs.get(id);
  if (!tx) throw new RpcMethodError("couldn't get tx: not found");
  // The codec's JSON of the tx's bytes.
  if (encoding === 'json') return untypedAnswer({ tx: txJson(tx.tx, ctx.state.hrp, id), encoding });
  const hex = hexOf(ctx, tx.bytes, encoding);
  // hexc and hexnc, echoed as AvalancheGo does (fault real-encoding-any-case), are beyond the schema.
  return encoding === 'hex' ? { tx: hex, encoding } : untypedAnswer({ tx: hex, encoding });
}

function getTxStatus(
  ctx: NodeContext,
  params: MethodParams<ParamName<'platform.getTxStatus'>>,
): ResultIn<'platform.getTxStatus'> {
  const id = argsOf(params).id('txID');
  if (ctx.state.txs.has(id)) return { status: 'Committed' };
  const pending = ctx.state.pendingTxs.get(id);
  if (pending)
    return pending.status === 'Dropped'
      ? { status: 'Dropped', reason: pending.reason ?? '' }
      : { status: 'Processing' };
  const reason = ctx.dropped.get(id);
  if (reason !== undefined) return { status: 'Dropped', reason };
  const issued = ctx.issued.get(id);
  if (!issued) return { status: 'Unknown' };
  return {
    status: !ctx.deep.issuedTxsLand && isDue(ctx, issued) ? 'Committed' : 'Processing',
  };
}

/** Hex text to bytes as the node's formatting package does (facts §5.1): "" is no bytes at all. */
function decodeTxText(text: string, encoding: string): Uint8Array {
  if (text === '') return new Uint8Array(0);
  if (encoding === 'json') throw new Error('unsupported encoding in method');
  return encoding === 'hexnc' ? fromHex(text) : decodeHexChecksum(text);
}

function issueTx(ctx: NodeContext, params: MethodParams<ParamName<'platform.issueTx'>>): ResultIn<'platform.issueTx'> {
  const a = argsOf(params);
  const encoding = a.encoding(ctx.deep.encodingAnyCase);
  const text = a.str('tx');
  let bytes: Uint8Array;
  try {
    bytes = decodeTxText(text, encoding);
  } catch (e) {
    throw new RpcMethodError(`problem decoding transaction: ${(e as Error).message}`);
  }
  let id: string;
  let tx: DecodedTx;
  try {
    if (bytes.length < 2) throw new Error("couldn't unpack codec version");
    tx = decodeTx(bytes);
    // A release's codec parses only the tx types of the upgrades it knows (src/mock/mock-profile.ts).
    if (!txTypeIdsThrough(profileCodec(ctx.profile)).has(tx.typeId))
      throw new Error(`couldn't unmarshal interface: unknown type ID ${tx.typeId}`);
    id = cb58Encode(tx.id);
  } catch (e) {
    throw new RpcMethodError(`couldn't parse tx: couldn't parse tx: ${(e as Error).message.replace(/^codec: /, '')}`);
  }
  // An accepted tx handed again fails verification, and the node records that as it records any refusal; its status
  // stays Committed (the accepted state is read first).
  if (ctx.state.txs.has(id)) {
    const reason = `tx ${id} is already accepted`;
    ctx.dropped.set(id, reason);
    throw new RpcMethodError(`couldn't issue tx: failed verification: ${reason}`);
  }
  const pending = ctx.state.pendingTxs.get(id);
  // A tx dropped before is refused again with the reason recorded then, as it was recorded (facts §3.16 step 4).
  const dropped = pending?.status === 'Dropped' ? (pending.reason ?? '') : ctx.dropped.get(id);
  if (dropped !== undefined) throw new RpcMethodError(`couldn't issue tx: ${dropped}`);
  // A duplicate of a tx in the mempool (pending or issued before) is not an error.
  if (pending || ctx.issued.has(id)) return { txID: id };
  const spent = new Set([...ctx.issued.values()].flatMap((t) => t.consumes));
  const value = acceptedTxValue(tx);
  // A tx that spends what a tx in the mempool spends passes verification (that tx is in no block yet), and the mempool
  // refuses it and records why (platformvm/network/gossip.go: Mempool.Add, then MarkDropped).
  if (value && ctx.deep.issuedTxsVerified && consumedIds(tx).some((u) => spent.has(u))) {
    const reason = conflictError(ctx, id);
    ctx.dropped.set(id, reason);
    throw new RpcMethodError(`couldn't issue tx: ${reason}`);
  }
  if (!value)
    throw new RpcMethodError(
      `couldn't issue tx: the mock's chain accepts ${ACCEPTED_TX_KINDS.join(', ')} only (tx type ${tx.typeId})`,
    );
  // A Warp message is verified before the tx is executed, as a node's mempool does.
  const warpRefused = ctx.deep.issuedTxsVerified ? warpError(ctx, tx) : null;
  if (warpRefused) {
    ctx.dropped.set(id, warpRefused);
    throw new RpcMethodError(`couldn't issue tx: failed verification: ${warpRefused}`);
  }
  const refused = spendError(ctx, tx, spent) ?? (ctx.deep.issuedTxsVerified ? kindError(ctx, tx) : null);
  // The mempool's verifier runs the standard tx executor, which names the tx (facts §3.16 step 4); the node records
  // the reason, and getTxStatus answers the tx Dropped with it.
  if (refused) {
    const reason = `failed execution: standard tx ${id} failed execution: ${refused}`;
    ctx.dropped.set(id, reason);
    throw new RpcMethodError(`couldn't issue tx: failed verification: ${reason}`);
  }
  ctx.issued.set(id, { id, bytes, tx: value, due: dueOf(ctx), consumes: consumedIds(tx) });
  return { txID: id };
}

/**
 * The mempool's refusal of a tx that conflicts with one it holds: the shared mempool's error with the tx's ID up to
 * v1.13.x (vms/txs/mempool), the P-Chain's own mempool's without it from v1.14.0 (vms/platformvm/txs/mempool).
 */
function conflictError(ctx: NodeContext, id: string): string {
  const named = ctx.profile.release !== null && compareVersions(ctx.profile.release, '1.14.0') < 0;
  return named ? `tx conflicts with other tx: ${id}` : 'tx conflicts with other tx';
}

export function txHandlers(ctx: NodeContext): HandlerTable {
  return methodHandlers({
    'platform.getTx': (p) => getTx(ctx, p),
    'platform.getTxStatus': (p) => getTxStatus(ctx, p),
    'platform.issueTx': (p) => issueTx(ctx, p),
  });
}
