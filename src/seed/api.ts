// The node APIs seeding calls, on P, X and C: every request carries the JSON-RPC id 'avaconform-seed'
// (so it never mixes with the checks' exchanges), every answer is read with a schema, every wait is
// bounded by the seeding deadline. Failures throw SeedError with one line saying what the node said.
import { z } from 'zod';
import { Uint64 } from '../../schemas/primitives.js';
import { FeeConfig, FeeState } from '../../schemas/platform/records.js';
import { Result as TxStatus } from '../../schemas/platform/getTxStatus.js';
import { Result as Utxos } from '../../schemas/platform/getUTXOs.js';
import { callRpc } from '../client/rpc.js';
import { MAX_UTXOS_PER_PAGE } from '../spec/limits.js';
import { utxoPages, withStartIndex } from '../spec/utxo-paging.js';
import type { HttpClient } from '../client/http.js';
import { decodeHexChecksum } from '../encoding/hex.js';
import { hrpForNetwork } from '../encoding/address.js';
import type { Json } from '../json/lossless.js';
import { feeDimensions, utxoFromBytes, type AvaContext, type AvaFeeState, type AvaUtxo } from '../tx/avalanchejs.js';
import type { SignedBytes } from '../tx/seed-txs.js';
import { encodeHexChecksum } from '../encoding/hex.js';
import { PRIMARY_NETWORK_ID } from '../spec/api-paths.js';

export const SEED_RPC_ID = 'avaconform-seed';
export const P_PATH = '/ext/bc/P';
export const X_PATH = '/ext/bc/X';
export const C_AVAX_PATH = '/ext/bc/C/avax';
export const C_RPC_PATH = '/ext/bc/C/rpc';
/** Seeding pays this multiple of the current gas price: the price rises while its own txs fill blocks, and the excess is only burned. */
const PRICE_MARGIN = 4n;
const POLL_MS = 50;
/** Pages of 1,024 UTXOs read for one address (a lane's or the signer's; never the seeded paging addresses). */
const UTXO_PAGES = 8;

export class SeedError extends Error {}

const Status = z.looseObject({ status: z.string() });
const BlockchainId = z.looseObject({ blockchainID: z.string() });
const AssetId = z.looseObject({ assetID: z.string() });
const XFee = z.looseObject({ txFee: Uint64, createAssetTxFee: Uint64 });
const NetworkId = z.looseObject({ networkID: z.union([z.string(), z.number()]) });
const HexQuantity = z.string().regex(/^0x[0-9a-fA-F]+$/);

export class SeedApi {
  private contextCache: Promise<AvaContext> | null = null;
  private maxPerSecond = 1n;

  constructor(
    private readonly client: HttpClient,
    /** Epoch ms after which every wait gives up. */
    readonly deadline: number,
  ) {}

  msLeft(): number {
    return this.deadline - Date.now();
  }

  /** Sleeps `ms`, or throws when that would pass the deadline. */
  async sleep(ms: number, waitingFor: string): Promise<void> {
    if (Date.now() + ms > this.deadline) throw new SeedError(`out of time waiting for ${waitingFor}`);
    await new Promise((r) => setTimeout(r, ms));
  }

  async call(path: string, method: string, params: unknown): Promise<Json> {
    const out = await callRpc(this.client, { path, method, params, id: SEED_RPC_ID });
    if (out.result !== undefined) return out.result;
    const why = out.error
      ? String(out.error.message)
      : (out.bodyProblem ?? `HTTP ${out.exchange.response?.status ?? 'no answer'}`);
    throw new SeedError(`${method}: ${why}`);
  }

  async read<T extends z.ZodType>(schema: T, path: string, method: string, params: unknown): Promise<z.output<T>> {
    const answer = await this.call(path, method, params);
    const parsed = schema.safeParse(answer);
    if (!parsed.success)
      throw new SeedError(`${method} answered outside its schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  }

  /** The network facts the builders need, read once. */
  context(): Promise<AvaContext> {
    this.contextCache ??= (async () => {
      const [net, x, c, asset, xFee, fees] = await Promise.all([
        this.read(NetworkId, '/ext/info', 'info.getNetworkID', {}),
        this.read(BlockchainId, '/ext/info', 'info.getBlockchainID', { alias: 'X' }),
        this.read(BlockchainId, '/ext/info', 'info.getBlockchainID', { alias: 'C' }),
        this.read(AssetId, X_PATH, 'avm.getAssetDescription', { assetID: 'AVAX' }),
        this.xChainFees(),
        this.read(FeeConfig, P_PATH, 'platform.getFeeConfig', {}),
      ]);
      const networkID = Number(net.networkID);
      const w = fees.weights.map(Number);
      if (w.length !== 4) throw new SeedError(`platform.getFeeConfig: ${w.length} fee weights, expected 4`);
      this.maxPerSecond = fees.maxPerSecond > 0n ? fees.maxPerSecond : 1n;
      return {
        networkID,
        hrp: hrpForNetwork(networkID),
        xBlockchainID: x.blockchainID,
        pBlockchainID: PRIMARY_NETWORK_ID,
        cBlockchainID: c.blockchainID,
        avaxAssetID: asset.assetID,
        baseTxFee: xFee.txFee,
        createAssetTxFee: xFee.createAssetTxFee,
        platformFeeConfig: {
          weights: feeDimensions([w[0]!, w[1]!, w[2]!, w[3]!]),
          maxCapacity: fees.maxCapacity,
          maxPerSecond: fees.maxPerSecond,
          targetPerSecond: fees.targetPerSecond,
          minPrice: fees.minPrice,
          excessConversionConstant: fees.excessConversionConstant,
        },
      };
    })();
    return this.contextCache;
  }

  /** The X-Chain's static fees: avm.getTxFee since v1.12.2; before it, the same two members of info.getTxFee. */
  private async xChainFees(): Promise<z.output<typeof XFee>> {
    try {
      return await this.read(XFee, X_PATH, 'avm.getTxFee', {});
    } catch (e) {
      if (!/can't find method/.test((e as Error).message)) throw e;
      return this.read(XFee, '/ext/info', 'info.getTxFee', {});
    }
  }

  /**
   * The fee state to build a P-Chain tx with: the node's price times a margin (one more per attempt), and the full capacity
   * (the node refuses a tx above its current capacity; issueP waits for it to refill).
   */
  async feeState(attempt = 0): Promise<AvaFeeState> {
    const [ctx, s] = await Promise.all([this.context(), this.read(FeeState, P_PATH, 'platform.getFeeState', {})]);
    return {
      capacity: ctx.platformFeeConfig.maxCapacity,
      excess: s.excess,
      price: (s.price > 0n ? s.price : 1n) * (PRICE_MARGIN + BigInt(attempt)),
      timestamp: s.timestamp,
    };
  }

  /**
   * Every UTXO of `address` on `chain` (P or X), or those exported to it from `sourceChain`; bounded in pages.
   * In UTXO ID order (the bytes start with the codec version, the tx ID and the output index), not the
   * node's: so seeding spends the same UTXOs on every fresh network, and its txs and blocks are the same.
   */
  async utxos(chain: 'P' | 'X', address: string, sourceChain?: 'X' | 'C' | 'P'): Promise<AvaUtxo[]> {
    const hexes: string[] = [];
    const params = {
      addresses: [address],
      limit: MAX_UTXOS_PER_PAGE,
      encoding: 'hex',
      ...(sourceChain ? { sourceChain } : {}),
    };
    const pages = utxoPages(
      (start) =>
        this.read(
          Utxos,
          chain === 'P' ? P_PATH : X_PATH,
          chain === 'P' ? 'platform.getUTXOs' : 'avm.getUTXOs',
          withStartIndex(params, start),
        ),
      { limit: MAX_UTXOS_PER_PAGE, maxPages: UTXO_PAGES },
    );
    for await (const r of pages) hexes.push(...r.utxos.map((h) => h.toLowerCase()));
    return hexes.sort().map((hex) => utxoFromBytes(decodeHexChecksum(hex), chain));
  }

  /** How many UTXOs `address` holds on the P-Chain, counted by paging getUTXOs; null beyond `maxPages` pages. */
  async countUtxos(address: string, maxPages = 6): Promise<number | null> {
    let count = 0;
    const pages = utxoPages(
      (start) =>
        this.read(
          Utxos,
          P_PATH,
          'platform.getUTXOs',
          withStartIndex({ addresses: [address], limit: MAX_UTXOS_PER_PAGE }, start),
        ),
      { limit: MAX_UTXOS_PER_PAGE, maxPages },
    );
    for await (const r of pages) count += r.utxos.length;
    return pages.done() ? count : null;
  }

  /**
   * Issues a P-Chain tx built by `build` and waits until it is Committed. While the node refuses it
   * for exceeding the current gas capacity, waits for the capacity to refill and builds it again at a
   * higher price (`attempt` counts up): the node caches why a tx ID was refused and would answer the
   * same bytes from that cache (and memos must be empty since Durango).
   */
  async commitP(build: (attempt: number) => Promise<SignedBytes> | SignedBytes): Promise<SignedBytes> {
    await this.context();
    for (let attempt = 0; ; attempt++) {
      const tx = await build(attempt);
      try {
        await this.call(P_PATH, 'platform.issueTx', { tx: encodeHexChecksum(tx.bytes), encoding: 'hex' });
      } catch (e) {
        // From v1.14 (v1.14.2 has it, v1.13.5 not) the mempool holds txs of at most a full capacity of gas together: a tx that does not fit beside
        // those another lane issued waits for the next block to take them.
        if (/not enough gas/.test((e as Error).message)) {
          await this.sleep(POLL_MS * 2, 'room in the mempool');
          continue;
        }
        const m = /exceeds current gas capacity: (\d+) > (\d+)/.exec((e as Error).message);
        if (!m) throw e;
        const missing = BigInt(m[1]!) - BigInt(m[2]!);
        await this.sleep(Number((missing * 1000n) / this.maxPerSecond) + 250, `gas capacity for a ${m[1]}-gas tx`);
        continue;
      }
      await this.waitP(tx.id);
      return tx;
    }
  }

  /** Waits until a P-Chain tx is Committed; Dropped (with the node's reason) or the deadline throws. */
  async waitP(txId: string): Promise<void> {
    for (;;) {
      const s = await this.read(TxStatus, P_PATH, 'platform.getTxStatus', { txID: txId });
      if (s.status === 'Committed') return;
      if (s.status === 'Dropped')
        throw new SeedError(`P-Chain tx ${txId} was dropped: ${s.reason ?? 'no reason given'}`);
      await this.sleep(POLL_MS, `P-Chain tx ${txId} to be committed (it is ${s.status})`);
    }
  }

  /** Issues an X-Chain tx and waits until it is Accepted. */
  async acceptX(tx: SignedBytes): Promise<string> {
    await this.call(X_PATH, 'avm.issueTx', { tx: encodeHexChecksum(tx.bytes), encoding: 'hex' });
    await this.waitStatus(X_PATH, 'avm.getTxStatus', tx.id, 'X-Chain');
    return tx.id;
  }

  /** Issues a C-Chain atomic tx and waits until it is Accepted. */
  async acceptC(tx: SignedBytes): Promise<string> {
    await this.call(C_AVAX_PATH, 'avax.issueTx', { tx: encodeHexChecksum(tx.bytes), encoding: 'hex' });
    await this.waitStatus(C_AVAX_PATH, 'avax.getAtomicTxStatus', tx.id, 'C-Chain');
    return tx.id;
  }

  /** Status of a tx: "Committed" (P), "Accepted" (X, C atomic), "Processing", "Unknown", … */
  async status(chain: 'P' | 'X' | 'C', txId: string): Promise<string> {
    const [path, method] =
      chain === 'P'
        ? [P_PATH, 'platform.getTxStatus']
        : chain === 'X'
          ? [X_PATH, 'avm.getTxStatus']
          : [C_AVAX_PATH, 'avax.getAtomicTxStatus'];
    return (await this.read(Status, path, method, { txID: txId })).status;
  }

  private async waitStatus(path: string, method: string, txId: string, chain: string): Promise<void> {
    for (;;) {
      const { status } = await this.read(Status, path, method, { txID: txId });
      if (status === 'Accepted') return;
      if (status === 'Rejected' || status === 'Dropped') throw new SeedError(`${chain} tx ${txId} became ${status}`);
      await this.sleep(POLL_MS, `${chain} tx ${txId} to be accepted (it is ${status})`);
    }
  }

  /** The EVM account's next nonce and the C-Chain base fee in nAVAX per gas (rounded up, at least 1). */
  async evmAccount(evmAddressHex: string): Promise<{ nonce: bigint; baseFeeNavax: bigint }> {
    const [nonce, fee] = await Promise.all([
      this.read(HexQuantity, C_RPC_PATH, 'eth_getTransactionCount', [evmAddressHex, 'pending']),
      this.read(HexQuantity, C_RPC_PATH, 'eth_baseFee', []),
    ]);
    const wei = BigInt(fee);
    const navax = (wei + 999_999_999n) / 1_000_000_000n;
    return { nonce: BigInt(nonce), baseFeeNavax: (navax > 0n ? navax : 1n) * PRICE_MARGIN };
  }
}
