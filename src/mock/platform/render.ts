// JSON renderings the P-Chain handlers share: encodings of bytes, owners, tx and block JSON.
import { decodeBlock } from '../../codec/index.js';
import type { OutputOwners, SignedTx, TransferableOutput } from '../../codec/index.js';
import { formatAddress } from '../../encoding/address.js';
import { cb58Encode, encodeNodeId } from '../../encoding/cb58.js';
import { encodeHexChecksum, toHex } from '../../encoding/hex.js';
import type { Json } from '../../json/lossless.js';
import type { NodeContext } from '../node-context.js';
import type { MockBlock } from '../chain/state.js';
import { RpcMethodError } from '../types.js';
import type { Encoding } from '../args.js';

const SECP_FX_ID = cb58Encode(new Uint8Array(32).fill(1));

/** Bytes in a hex encoding: hex/hexc with the 4-byte checksum, hexnc without. */
export function hexOf(ctx: NodeContext, bytes: Uint8Array, encoding: Encoding): string {
  let text = encoding === 'hexnc' ? toHex(bytes) : encodeHexChecksum(bytes);
  if (ctx.faults.has('hex-without-0x')) text = text.slice(2);
  return text;
}

/** Hex-only methods (P.limit.encodings): json is rejected. */
export function hexOnly(ctx: NodeContext, encoding: Encoding): void {
  if (encoding === 'json' && !ctx.faults.has('json-encoding-on-hex-only')) throw new RpcMethodError('unsupported encoding in method');
}

export function addressText(ctx: NodeContext, bytes: Uint8Array): string {
  return formatAddress('P', ctx.state.hrp, bytes);
}

export function ownersJson(ctx: NodeContext, o: OutputOwners): Json {
  return { addresses: o.addresses.map((a) => addressText(ctx, a)), locktime: Number(o.locktime), threshold: o.threshold };
}

function outputJson(ctx: NodeContext, o: TransferableOutput): Json {
  return { assetID: cb58Encode(o.assetId), fxID: SECP_FX_ID, output: { ...(ownersJson(ctx, o.output) as object), amount: o.output.amount } as Json };
}

export function txJson(ctx: NodeContext, tx: SignedTx, id: string): Json {
  const u = tx.unsigned;
  const body: Record<string, Json> = {
    networkID: u.networkId,
    blockchainID: cb58Encode(u.blockchainId),
    outputs: u.outputs.map((o) => outputJson(ctx, o)),
    inputs: u.inputs.map((i) => ({ txID: cb58Encode(i.txId), outputIndex: i.outputIndex, assetID: cb58Encode(i.assetId), fxID: SECP_FX_ID, input: { amount: i.amount, signatureIndices: i.sigIndices } })),
    memo: toHex(u.memo),
  };
  if (u.type === 'CreateSubnetTx') body.owner = ownersJson(ctx, u.owner);
  if (u.type === 'CreateChainTx') Object.assign(body, { subnetID: cb58Encode(u.subnetId), chainName: u.chainName, vmID: cb58Encode(u.vmId), fxIDs: u.fxIds.map(cb58Encode), genesisData: toHex(u.genesisData) });
  if (u.type === 'AddPermissionlessValidatorTx' || u.type === 'AddPermissionlessDelegatorTx') {
    body.validator = { nodeID: encodeNodeId(u.validator.nodeId), start: u.validator.start, end: u.validator.end, weight: u.validator.weight };
    body.subnetID = cb58Encode(u.subnetId);
    body.stake = u.stake.map((o) => outputJson(ctx, o));
  }
  if (u.type === 'AddPermissionlessValidatorTx') {
    body.validationRewardsOwner = ownersJson(ctx, u.validationRewardsOwner);
    body.delegationRewardsOwner = ownersJson(ctx, u.delegationRewardsOwner);
    body.shares = u.shares;
  }
  if (u.type === 'AddPermissionlessDelegatorTx') body.rewardsOwner = ownersJson(ctx, u.rewardsOwner);
  return { unsignedTx: body, credentials: tx.credentials.map((sigs) => ({ signatures: sigs.map(toHex) })), id };
}

/** Block JSON: parentID, height, txs (P.res.block-json), plus the node's id and time. */
export function blockJson(ctx: NodeContext, block: MockBlock): Json {
  const decoded = decodeBlock(block.bytes);
  const txs = block.txIds.map((id) => {
    const t = ctx.state.txs.get(id)!;
    return txJson(ctx, t.tx, id);
  });
  return {
    ...(decoded.time !== null ? { time: decoded.time } : {}),
    parentID: block.height === 0 ? cb58Encode(decoded.parentId) : block.parentId,
    height: block.height,
    id: block.id,
    txs,
  };
}
