// platform.getUTXOs (rules R1–R6), getBalance, getRewardUTXOs, getStake, answered as the spec says (their faults:
// src/mock/faults/utxos-txs.ts).
import { decodeTransferableOutput } from '../../codec/codec.js';
import { parseAddress } from '../../encoding/address.js';
import { cb58Decode, cb58Encode, EMPTY_ID } from '../../encoding/cb58.js';
import { hexKey } from '../../encoding/hex.js';
import type { Json } from '../../json/lossless.js';
import type { HandlerTable } from '../mock-contracts.js';
import { RpcMethodError, UnmarshalError } from '../mock-contracts.js';
import { Args, argsOf, type Encoding, type MethodParams } from '../go-params.js';
import {
  answerJson,
  methodHandlers,
  paramsOf,
  untypedAnswer,
  type ParamName,
  type ResultIn,
} from '../method-handlers.js';
import type { NodeContext } from '../node-context.js';
import { chainIdOfAlias } from '../chain-aliases.js';
import type { MockUtxo } from '../chain/state.js';
import { addressText, hexOf, hexOnly } from './render.js';
import { MAX_UTXO_ADDRESSES, MAX_UTXOS_PER_PAGE } from '../../spec/limits.js';
import { pageSize } from '../../spec/utxo-paging.js';
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';

/** Parses P-Chain addresses of this node's network (or bare CB58 ShortIDs), as the node does. */
function parseAddresses(ctx: NodeContext, list: string[]): Uint8Array[] {
  return list.map((text) => parseServiceAddress(ctx, text));
}

/** An address as the node's service parser reads one: a CB58 short ID first, else this network's P-… address. */
function parseServiceAddress(ctx: NodeContext, text: string): Uint8Array {
  try {
    const bytes = cb58Decode(text);
    if (bytes.length === 20) return bytes;
  } catch {
    /* not a short ID: read as an address */
  }
  return parseP(ctx, text);
}

function parseP(ctx: NodeContext, text: string): Uint8Array {
  try {
    const a = parseAddress(text);
    if (a.chain !== 'P' && a.chain !== 'platform')
      throw new Error(`mismatched chainIDs: expected "${PRIMARY_NETWORK_ID}" but got "${a.chain}"`);
    if (a.hrp !== ctx.state.hrp) throw new Error(`expected hrp "${ctx.state.hrp}" but got "${a.hrp}"`);
    return a.bytes;
  } catch (e) {
    throw new RpcMethodError(`couldn't parse address "${text}": ${(e as Error).message}`);
  }
}

function utxoSource(ctx: NodeContext, source: string): ReadonlyMap<string, readonly MockUtxo[]> {
  // No source chain is the P-Chain itself; the C-Chain's are those its atomic ExportTxs made (src/mock/c-chain.ts).
  const chainId = source === '' ? PRIMARY_NETWORK_ID : chainIdOfAlias(ctx, source);
  if (chainId === PRIMARY_NETWORK_ID) return ctx.state.utxosByAddress;
  if (chainId === ctx.state.xChainId) return ctx.state.atomicUtxosByAddress;
  if (chainId === ctx.state.cChainId) return ctx.state.atomicFromCByAddress;
  throw new RpcMethodError(`problem parsing source chainID "${source}": there is no ID with alias: ${source}`);
}

/** startIndex {address, utxo}: an object of strings, or absent/null. */
function startIndexOf(a: Args): { address?: string; utxo?: string } | null {
  return a.field<{ address?: string; utxo?: string } | null>(
    'startIndex',
    (v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v))
        throw new UnmarshalError('startIndex: not an object');
      const inner = new Args(v);
      return { address: inner.str('address'), utxo: inner.str('utxo') };
    },
    null,
  );
}

/** A page size other than the spec's (R2) for the limit asked, as a fault reads it; undefined keeps the spec's. */
export type PageSizeOf = (asked: number) => number | undefined;

/** A getUTXOs page: the UTXOs it holds, each with the address it was found under, and what its answer names. */
export interface UtxoPage {
  encoding: Encoding;
  /** The UTXOs it reads, by address: the P-Chain's own, or those exported to it (sourceChain). */
  source: ReadonlyMap<string, readonly MockUtxo[]>;
  /** The addresses asked for, in byte order. */
  addresses: Uint8Array[];
  startUtxo: Uint8Array | null;
  picked: Array<{ u: MockUtxo; address: Uint8Array }>;
}

/** The UTXOs of the addresses asked for after startIndex, each once (R1, R3, R6), as many as the page size (R2). */
export function utxoPage(ctx: NodeContext, params: Json | undefined, sizeOf?: PageSizeOf): UtxoPage {
  const a = argsOf(paramsOf('platform.getUTXOs', params));
  // Every param is decoded before the method runs: a bad one is the unmarshal error, whatever else is wrong.
  const requested = a.strings('addresses');
  const sourceChain = a.str('sourceChain');
  const start = startIndexOf(a);
  const limitAsked = Number(a.uint('limit', 32));
  const encoding = a.encoding(ctx.deep.encodingAnyCase);
  if (requested.length === 0) throw new RpcMethodError('no addresses provided');
  if (requested.length > MAX_UTXO_ADDRESSES)
    throw new RpcMethodError(`number of addresses given, ${requested.length}, exceeds maximum, ${MAX_UTXO_ADDRESSES}`);
  const source = utxoSource(ctx, sourceChain);
  const addresses = parseAddresses(ctx, requested).sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
  let startAddr: Uint8Array | null = null;
  let startUtxo: Uint8Array | null = null;
  if (start && (start.address || start.utxo)) {
    try {
      startAddr = parseServiceAddress(ctx, start.address ?? '');
    } catch (e) {
      throw new RpcMethodError(`couldn't parse start index address "${start.address ?? ''}": ${(e as Error).message}`);
    }
    try {
      startUtxo = cb58Decode(start.utxo ?? '');
    } catch (e) {
      throw new RpcMethodError(`couldn't parse start index utxo: ${(e as Error).message}`);
    }
  }
  // R2; an omitted limit reads as 0, which the node reads as the default (pageSize leaves 0 to the caller).
  const limit = sizeOf?.(limitAsked) ?? pageSize(BigInt(limitAsked)) ?? MAX_UTXOS_PER_PAGE;
  const startHex = startUtxo && hexKey(startUtxo);
  const seen = new Set<string>();
  const picked: UtxoPage['picked'] = [];
  for (const addr of addresses) {
    if (startAddr && Buffer.compare(Buffer.from(addr), Buffer.from(startAddr)) < 0) continue;
    const sameAsStart = startAddr !== null && Buffer.compare(Buffer.from(addr), Buffer.from(startAddr)) === 0;
    for (const u of source.get(hexKey(addr)) ?? []) {
      if (picked.length >= limit) break;
      if (sameAsStart && startHex !== null && u.idHex <= startHex) continue;
      if (seen.has(u.idHex)) continue;
      seen.add(u.idHex);
      picked.push({ u, address: addr });
    }
    if (picked.length >= limit) break;
  }
  return { encoding, source, addresses, startUtxo, picked };
}

/** getUTXOs' answer as JSON (the faults' page of other sizes). */
export function getUTXOs(ctx: NodeContext, params: Json | undefined, sizeOf?: PageSizeOf): Json {
  return answerJson(utxosAnswer(ctx, params, sizeOf));
}

/** getUTXOs' answer: the page's UTXOs in hex, their count and the end index to ask the next page from (R3). */
function utxosAnswer(ctx: NodeContext, params: Json | undefined, sizeOf?: PageSizeOf): ResultIn<'platform.getUTXOs'> {
  const { encoding, addresses, startUtxo, picked } = utxoPage(ctx, params, sizeOf);
  hexOnly(ctx, encoding, picked[0] && `UTXO ${picked[0].u.id}`);
  const utxos = picked.map((p) => hexOf(ctx, p.u.bytes, encoding === 'json' ? 'hex' : encoding));
  const last = picked[picked.length - 1];
  const endIndex = last
    ? { address: addressText(ctx, last.address), utxo: last.u.id }
    : {
        address: addressText(ctx, addresses[addresses.length - 1]!),
        utxo: startUtxo ? cb58Encode(startUtxo) : EMPTY_ID,
      };
  return withEncoding({ numFetched: String(utxos.length), utxos, endIndex }, encoding);
}

/**
 * A hex-only answer with the encoding asked for: "hex", or, echoed beyond the schema as AvalancheGo does, hexc and hexnc
 * (fault real-encoding-any-case) or json (fault json-encoding-on-hex-only).
 */
function withEncoding<T extends Record<string, Json>>(answer: T, encoding: Encoding): T & { encoding: 'hex' } {
  return encoding === 'hex' ? { ...answer, encoding } : untypedAnswer({ ...answer, encoding });
}

function getBalance(
  ctx: NodeContext,
  params: MethodParams<ParamName<'platform.getBalance'>>,
): ResultIn<'platform.getBalance'> {
  const addresses = parseAddresses(ctx, argsOf(params).strings('addresses'));
  let total = 0n;
  const utxoIDs: Array<{ txID: string; outputIndex: number }> = [];
  const seen = new Set<string>();
  for (const addr of addresses)
    for (const u of ctx.state.utxosByAddress.get(hexKey(addr)) ?? []) {
      if (seen.has(u.idHex)) continue;
      seen.add(u.idHex);
      total += u.utxo.output.amount;
      utxoIDs.push({ txID: cb58Encode(u.utxo.txId), outputIndex: u.utxo.outputIndex });
    }
  const asset = ctx.state.avaxAssetId;
  const map = (v: bigint) => (v === 0n ? {} : { [asset]: String(v) });
  return {
    balance: String(total),
    unlocked: String(total),
    lockedStakeable: '0',
    lockedNotStakeable: '0',
    balances: map(total),
    unlockeds: map(total),
    lockedStakeables: {},
    lockedNotStakeables: {},
    utxoIDs,
  };
}

function getRewardUTXOs(
  ctx: NodeContext,
  params: MethodParams<ParamName<'platform.getRewardUTXOs'>>,
): ResultIn<'platform.getRewardUTXOs'> {
  const a = argsOf(params);
  const encoding = a.encoding(ctx.deep.encodingAnyCase);
  const list = ctx.state.rewardUtxos.get(a.id('txID')) ?? [];
  hexOnly(ctx, encoding, list.length ? 'utxo' : undefined);
  return withEncoding(
    {
      numFetched: String(list.length),
      utxos: list.map((u) => hexOf(ctx, u.bytes, encoding === 'json' ? 'hex' : encoding)),
    },
    encoding,
  );
}

/** Amount staked by the addresses, with the staked outputs (facts §3.19): validators, then their delegators. */
function getStake(
  ctx: NodeContext,
  params: MethodParams<ParamName<'platform.getStake'>>,
): ResultIn<'platform.getStake'> {
  const a = argsOf(params);
  const encoding = a.encoding(ctx.deep.encodingAnyCase);
  const list = a.strings('addresses');
  const validatorsOnly = a.bool('validatorsOnly');
  if (list.length > 256)
    throw new RpcMethodError(`${list.length} addresses provided but this method can take at most 256`);
  const wanted = new Set(parseAddresses(ctx, list).map(hexKey));
  let staked = 0n;
  const outputs: Uint8Array[] = [];
  // Each stake output one of whose owners is asked counts (the node's getStakeHelper), whoever takes the reward.
  const add = (stake: readonly Uint8Array[]) => {
    for (const bytes of stake) {
      const o = decodeTransferableOutput(bytes);
      if (!o.output.addresses.some((a) => wanted.has(hexKey(a)))) continue;
      staked += o.output.amount;
      outputs.push(bytes);
    }
  };
  for (const v of ctx.state.validators) {
    add(v.stakedOutputs);
    if (validatorsOnly) continue;
    for (const d of v.delegators) add(d.stakedOutputs);
  }
  // The node names the staked asset, not an output ID (facts §3.19).
  hexOnly(ctx, encoding, outputs.length ? `output ${ctx.state.avaxAssetId}` : undefined);
  const stakedOutputs = outputs.map((o) => hexOf(ctx, o, encoding === 'json' ? 'hex' : encoding));
  return withEncoding(
    {
      staked: String(staked),
      stakeds: staked === 0n ? {} : { [ctx.state.avaxAssetId]: String(staked) },
      stakedOutputs,
    },
    encoding,
  );
}

export function utxoHandlers(ctx: NodeContext): HandlerTable {
  return methodHandlers({
    'platform.getUTXOs': (p) => utxosAnswer(ctx, p.json),
    'platform.getBalance': (p) => getBalance(ctx, p),
    'platform.getRewardUTXOs': (p) => getRewardUTXOs(ctx, p),
    'platform.getStake': (p) => getStake(ctx, p),
  });
}
