// Discovers the suites' inputs from the target, so the same suites run on the mock, a fresh local
// network or a long-running devnet. Bounded in requests; never throws for what the target does:
// problems go into `notes` and the checks that need a missing input skip with a reason.
import { Uint64 } from '../../schemas/primitives.js';
import type { HttpClient } from '../client/http.js';
import { callRpc, rpcBody } from '../client/rpc.js';
import { isJsonObject, stringifyJson, type Json } from '../json/lossless.js';
import { preview } from '../json/preview.js';
import { MAX_UTXOS_PER_PAGE } from '../spec/limits.js';
import { advanceBreach, numFetchedBreach, pageSizeBreach, utxoPages, withStartIndex } from '../spec/utxo-paging.js';
import type { Finding } from '../spec/finding.js';
import { formatAddress, hrpForNetwork, parseAddress } from '../encoding/address.js';
import { cb58Encode } from '../encoding/cb58.js';
import { decodeHexChecksum, fromHex, hexKey } from '../encoding/hex.js';
import { decodeBlock, type DecodedBlock } from '../codec/decode.js';
import { chainModelTextOfBlocks } from '../model/chain-model.js';
import type { SeedManifest } from '../seed/seed-manifest.js';
import type {
  DiscoveredAddress,
  DiscoveredValidator,
  Discovery,
  DiscoveryAnomaly,
  DiscoveryPart,
  SubnetKind,
} from './discovered-inputs.js';
import { DISCOVERY_PARTS, withDependencies } from './parts.js';
import { INDEX_PATHS, PRIMARY_NETWORK_ID, P_CHAIN_PATH } from '../spec/api-paths.js';

/** Blocks read from each end of the chain (plus genesis). */
const BLOCK_SAMPLE = 60;
/** A chain shorter than this is read whole, in hex, for the chain model; a longer one in the sample above. */
export const WHOLE_CHAIN_BLOCKS = 1_000;
/** Addresses whose UTXOs are counted by paging getUTXOs, and pages per address. */
const COUNTED_ADDRESSES = 40;
const PAGES_PER_ADDRESS = 5;
/**
 * Subnets read with getSubnet and getCurrentValidators, and blockchains the suites ask about one by one
 * (getBlockchainStatus, validatedBy). A public network has thousands of each: discovery takes a sample,
 * the seeded subnets first, then those that run a blockchain, then the rest in ID order.
 */
export const SAMPLED_SUBNETS = 24;
export const SAMPLED_BLOCKCHAINS = 24;

/** "0x", the codec version, the tx ID and the output index: the leading hex characters that name a UTXO. */
const UTXO_IDENTITY_CHARS = 2 + 2 * (2 + 32 + 4);

/**
 * The rule a page of discovery's getUTXOs walk breaks, if any (src/spec/utxo-paging.ts): numFetched
 * counts the page, at most 1024 UTXOs, and each page after startIndex = endIndex ends past it.
 */
function pageBreach(r: Obj, previousEnd: string | undefined): Finding | null {
  const utxos = r.utxos as Json[];
  const numFetched =
    r.numFetched !== undefined && /^\d+$/.test(String(r.numFetched)) ? BigInt(String(r.numFetched)) : null;
  return (
    pageSizeBreach(utxos.length, MAX_UTXOS_PER_PAGE) ??
    (numFetched === null ? null : numFetchedBreach(numFetched, utxos.length)) ??
    (previousEnd === undefined ? null : advanceBreach(previousEnd, stringifyJson((r.endIndex ?? null) as Json)))
  );
}

/**
 * Runs `walks` in step, one step of each per round, and returns what each returned. A walk sends its
 * next request only when its round starts, and rounds start in the walks' order: requests go out in
 * the same order whatever order the answers come back in (two runs of one seed record the same cassette).
 */
async function inStep<T>(walks: ReadonlyArray<AsyncGenerator<void, T>>): Promise<T[]> {
  const results = new Array<T>(walks.length);
  for (let active = walks.map((walk, i) => ({ walk, i })); active.length;) {
    const steps = await Promise.all(active.map(({ walk }) => walk.next()));
    active = active.filter(({ i }, k) => {
      const step = steps[k]!;
      if (step.done) results[i] = step.value;
      return !step.done;
    });
  }
  return results;
}

/** The HRP of an address, or null when it does not parse. */
function hrpOf(address: string): string | null {
  try {
    return parseAddress(address).hrp;
  } catch {
    return null;
  }
}

export function emptyDiscovery(): Discovery {
  return {
    networkId: null,
    hrp: null,
    height: '0',
    blocks: [],
    chainModel: null,
    txIds: [],
    endedStakerTxIds: [],
    addresses: [],
    validators: [],
    subnets: [],
    blockchains: [],
    l1ValidationIds: [],
    stakingAssetId: null,
    indexes: [],
    keystore: 'absent',
    notes: [],
    sampled: [],
    anomalies: [],
  };
}

type Obj = Record<string, Json>;
const isObj = isJsonObject;

export interface DiscoverOptions {
  /** What a seed of this network recorded: its addresses are counted first, its ended stakers and missing state are taken over. */
  seed?: SeedManifest | null;
  /** The parts to gather (with what they depend on); absent: all. */
  parts?: readonly DiscoveryPart[];
}

/** Weight that puts an address a seed made ahead of every address seen in blocks. */
const SEEDED_FIRST = 1e9;

export async function discover(client: HttpClient, opts: DiscoverOptions = {}): Promise<Discovery> {
  const d = emptyDiscovery();
  const parts = new Set(withDependencies(opts.parts ?? DISCOVERY_PARTS));
  if (parts.size < DISCOVERY_PARTS.length) d.gathered = [...parts];
  let nextId = 0;
  const rpc = async (path: string, method: string, params: unknown): Promise<Json | undefined> => {
    const out = await callRpc(client, { path, method, params, id: ++nextId });
    if (out.result === undefined) {
      if (d.notes.length < 50)
        d.notes.push(
          `${method} at ${path}: ${out.error ? String(out.error.message) : (out.bodyProblem ?? `HTTP ${out.exchange.response?.status}`)}`,
        );
      return undefined;
    }
    return out.result;
  };
  const P = (method: string, params: unknown = {}) => rpc(P_CHAIN_PATH, `platform.${method}`, params);
  /** Records a rule a P-Chain answer broke (at most a few per method: one is enough to fail its checks). */
  const anomaly = (method: string, params: unknown, a: Omit<DiscoveryAnomaly, 'rpc' | 'request'>) => {
    const rpcName = `platform.${method}`;
    if (d.anomalies.filter((x) => x.rpc === rpcName).length >= 3) return;
    d.anomalies.push({
      rpc: rpcName,
      ...a,
      request: { path: P_CHAIN_PATH, body: rpcBody(rpcName, params, 'avaconform-discovery') },
    });
  };
  /** Addresses seen, with how many outputs named them: the busiest are counted first. */
  const addresses = new Map<string, number>();
  /** The 20 bytes (hex) of each address the decoded blocks' outputs name, with how many: formatted once the HRP is known. */
  const blockAddresses = new Map<string, number>();
  /** A staker that ended (or whose end has passed): reward UTXOs may exist for it. */
  const endedStaker = (txId: string) => {
    if (!d.endedStakerTxIds.includes(txId)) d.endedStakerTxIds.push(txId);
  };
  const addAddresses = (v: Json | undefined) => {
    if (Array.isArray(v))
      for (const a of v) if (typeof a === 'string' && a.startsWith('P-')) addresses.set(a, (addresses.get(a) ?? 0) + 1);
  };

  const [net, height] = await Promise.all([rpc('/ext/info', 'info.getNetworkID', {}), P('getHeight')]);
  if (isObj(net) && net.networkID !== undefined) d.networkId = Number(net.networkID);
  if (isObj(height) && height.height !== undefined) d.height = String(height.height);
  if (!Uint64.safeParse(d.height).success)
    anomaly(
      'getHeight',
      {},
      {
        code: 'schema.format',
        clause: 'P.m.getHeight',
        summary: 'discovery read a height that is no uint64',
        expected: 'a uint64',
        received: preview(isObj(height) ? height.height : height),
        path: '$.result.height',
      },
    );
  const tip = /^\d+$/.test(d.height) ? Number(d.height) : 0;
  let seed = opts.seed ?? null;
  if (seed && seed.networkId !== d.networkId) {
    d.notes.push(`the seed manifest is for network ${seed.networkId}, the target is network ${d.networkId}: ignored`);
    seed = null;
  }
  if (seed) {
    for (const a of seed.addresses) addresses.set(a.address, SEEDED_FIRST + (a.utxoCount ?? 0));
    d.unseeded = { ...seed.missing };
  }

  if (parts.has('blocks')) await discoverBlocks();
  if (parts.has('stakers')) await discoverStakers();
  if (parts.has('utxos')) await countUtxos();
  if (parts.has('indexes')) await discoverIndexes();
  if (parts.has('keystore')) {
    const ks = await callRpc(client, { path: '/ext/keystore', method: 'keystore.listUsers', params: {}, id: ++nextId });
    d.keystore =
      ks.exchange.response && ks.exchange.response.status !== 404 && ks.body !== undefined ? 'served' : 'absent';
  }
  return d;

  // Blocks in hex (every block of a short chain, else genesis and each end), decoded by the harness's
  // codec: their txs, the addresses their outputs name and the stakers they end; the chain model reads
  // the same bytes. A block the codec cannot read is read from its JSON encoding instead.
  async function discoverBlocks(): Promise<void> {
    const sample = [
      ...new Set([
        0,
        ...Array.from({ length: Math.min(BLOCK_SAMPLE, tip) }, (_, i) => i + 1),
        ...Array.from({ length: Math.min(BLOCK_SAMPLE, tip) }, (_, i) => tip - i),
      ]),
    ].sort((a, b) => a - b);
    const heights = tip < WHOLE_CHAIN_BLOCKS ? Array.from({ length: tip + 1 }, (_, h) => h) : sample;
    const chainTimeRaw = await P('getTimestamp');
    const chainTime = isObj(chainTimeRaw)
      ? Date.parse(String(chainTimeRaw.timestamp ?? chainTimeRaw.time)) / 1000
      : Infinity;
    const answers = await Promise.all(
      heights.map((h) => P('getBlockByHeight', { height: String(h), encoding: 'hex' })),
    );
    const decodedBlocks: DecodedBlock[] = [];
    const decodedHex: string[] = [];
    let unread: { height: number; error: string; received: string } | undefined;
    for (const [i, r] of answers.entries()) {
      const height = heights[i]!;
      const asked = { height: String(height), encoding: 'hex' };
      if (!isObj(r) || typeof r.block !== 'string') {
        anomaly('getBlockByHeight', asked, {
          code: 'schema.missing',
          clause: 'P.m.getBlockByHeight',
          summary: `discovery asked getBlockByHeight for height ${height} (at most the last accepted height ${tip}) and got no block`,
          expected: '{"block": "0x…"}',
          received: preview(r),
          path: '$.result.block',
        });
        continue;
      }
      let block: DecodedBlock;
      try {
        block = decodeBlock(decodeHexChecksum(r.block));
      } catch (e) {
        unread ??= { height, error: (e as Error).message, received: r.block.slice(0, 80) };
        await discoverJsonBlock(height, chainTime);
        continue;
      }
      decodedBlocks.push(block);
      decodedHex.push(r.block);
      if (Number(block.height) !== height)
        anomaly('getBlockByHeight', asked, {
          code: 'block.at-height',
          clause: 'P.m.getBlockByHeight',
          summary: `discovery asked getBlockByHeight for height ${height} and got a block of another height`,
          expected: String(height),
          received: String(block.height),
          path: '$.result.block',
        });
      // A proposal block holds its one tx in `tx` (a reward, on a chain where stakers end), a standard block its txs in `txs`.
      const txs = [...block.txs, ...(block.tx ? [block.tx] : [])];
      d.blocks.push({
        height: String(height),
        id: cb58Encode(block.id),
        parentId: cb58Encode(block.parentId),
        txIds: txs.map((tx) => cb58Encode(tx.id)),
      });
      for (const tx of txs) {
        for (const o of tx.base?.outputs ?? [])
          for (const a of o.output.addresses) blockAddresses.set(hexKey(a), (blockAddresses.get(hexKey(a)) ?? 0) + 1);
        // A validator whose end has passed, with a rewards owner: rewards may be waiting for it.
        if (tx.validator && tx.typeId === 25 && Number(tx.validator.end) < chainTime) endedStaker(cb58Encode(tx.id));
        // A RewardValidatorTx names a staker that ended: on a long chain its staking tx is far from the sampled blocks.
        if (tx.stakerTxId) endedStaker(cb58Encode(tx.stakerTxId));
      }
    }
    d.blocks.sort((a, b) => Number(a.height) - Number(b.height));
    d.txIds = d.blocks.flatMap((b) => b.txIds);
    d.chainModel = chainModelTextOfBlocks(decodedHex, decodedBlocks, tip, unread);
    for (const s of seed?.stakers ?? []) if (s.rewardUtxos > 0) endedStaker(s.txId);
  }

  /** One block read from its JSON encoding (a block the codec cannot decode: a tx type it does not know). */
  async function discoverJsonBlock(height: number, chainTime: number): Promise<void> {
    const asked = { height: String(height), encoding: 'json' };
    const r = await P('getBlockByHeight', asked);
    const block = isObj(r) ? r.block : undefined;
    if (!isObj(block)) {
      anomaly('getBlockByHeight', asked, {
        code: 'schema.missing',
        clause: 'P.m.getBlockByHeight',
        summary: `discovery asked getBlockByHeight for height ${height} (at most the last accepted height ${tip}) and got no block`,
        expected: '{"block": {…}}',
        received: preview(r),
        path: '$.result.block',
      });
      return;
    }
    if (String(block.height) !== String(height))
      anomaly('getBlockByHeight', asked, {
        code: 'block.at-height',
        clause: 'P.m.getBlockByHeight',
        summary: `discovery asked getBlockByHeight for height ${height} and got a block of another height`,
        expected: String(height),
        received: preview(block.height),
        path: '$.result.block.height',
      });
    const txs = [...(Array.isArray(block.txs) ? block.txs : []), ...(isObj(block.tx) ? [block.tx] : [])].filter(isObj);
    d.blocks.push({
      height: String(height),
      id: String(block.id ?? ''),
      parentId: String(block.parentID ?? ''),
      txIds: txs.map((t) => String(t.id ?? '')).filter(Boolean),
    });
    for (const tx of txs) {
      const u = isObj(tx.unsignedTx) ? tx.unsignedTx : {};
      for (const o of Array.isArray(u.outputs) ? u.outputs : [])
        if (isObj(o) && isObj(o.output)) addAddresses(o.output.addresses);
      const v = isObj(u.validator) ? u.validator : undefined;
      if (v && Number(v.end) < chainTime && u.validationRewardsOwner !== undefined) endedStaker(String(tx.id));
      // A RewardValidatorTx is {txID} alone.
      if (typeof u.txID === 'string' && Object.keys(u).length === 1) endedStaker(u.txID);
    }
  }

  // Validators, subnets, chains.
  async function discoverStakers(): Promise<void> {
    const [current, subnets, chains, asset] = await Promise.all([
      P('getCurrentValidators'),
      P('getSubnets'),
      P('getBlockchains'),
      P('getStakingAssetID', { subnetID: PRIMARY_NETWORK_ID }),
    ]);
    const validators = isObj(current) && Array.isArray(current.validators) ? current.validators.filter(isObj) : [];
    for (const v of validators) {
      const dv: DiscoveredValidator = {
        nodeId: String(v.nodeID),
        subnetId: PRIMARY_NETWORK_ID,
        kind: 'primary',
        txId: String(v.txID),
        hasSigner: isObj(v.signer),
        delegatorCount: Number(v.delegatorCount ?? 0),
      };
      d.validators.push(dv);
      for (const k of ['validationRewardOwner', 'delegationRewardOwner'])
        if (isObj(v[k])) addAddresses((v[k] as Obj).addresses);
    }
    if (isObj(asset) && typeof asset.assetID === 'string') d.stakingAssetId = asset.assetID;
    const allChains =
      isObj(chains) && Array.isArray(chains.blockchains)
        ? chains.blockchains.filter(isObj).map((c) => ({
            id: String(c.id),
            name: String(c.name),
            subnetId: String(c.subnetID),
            vmId: String(c.vmID),
          }))
        : [];
    const listed =
      isObj(subnets) && Array.isArray(subnets.subnets)
        ? subnets.subnets
            .filter(isObj)
            .map((s) => String(s.id))
            .filter((id) => id !== PRIMARY_NETWORK_ID)
        : [];
    const withChains = allChains.map((c) => c.subnetId).filter((id) => id !== PRIMARY_NETWORK_ID);
    const known = [...new Set([...listed, ...withChains])];
    const subnetIds = [
      ...new Set([
        ...(seed?.subnets ?? []).map((s) => s.id).filter((id) => known.includes(id)),
        ...withChains,
        ...[...listed].sort(),
      ]),
    ].slice(0, SAMPLED_SUBNETS);
    if (known.length > subnetIds.length)
      d.sampled.push(`the target lists ${known.length} subnets: discovery read a sample of ${subnetIds.length}`);
    // The Primary Network's chains first, then those of the sampled subnets.
    const sampledChains = [
      ...allChains.filter((c) => c.subnetId === PRIMARY_NETWORK_ID),
      ...allChains.filter((c) => subnetIds.includes(c.subnetId)),
    ];
    d.blockchains = sampledChains.slice(0, SAMPLED_BLOCKCHAINS);
    if (allChains.length > d.blockchains.length)
      d.sampled.push(
        `the target lists ${allChains.length} blockchains: the suites ask about a sample of ${d.blockchains.length}`,
      );
    // Every subnet asked at once, the answers read in the subnets' order (not the order they came back in).
    const answers = await Promise.all(
      subnetIds.map((id) =>
        Promise.all([P('getSubnet', { subnetID: id }), P('getCurrentValidators', { subnetID: id })]),
      ),
    );
    for (const [i, [s, vs]] of answers.entries()) {
      const id = subnetIds[i]!;
      if (!isObj(s)) continue;
      addAddresses(s.controlKeys);
      const empty = (x: Json | undefined) => x === undefined || x === null || x === PRIMARY_NETWORK_ID;
      const kind: SubnetKind = !empty(s.conversionID)
        ? 'l1'
        : !empty(s.subnetTransformationTxID)
          ? 'elastic'
          : 'permissioned';
      d.subnets.push({ id, kind });
      for (const v of isObj(vs) && Array.isArray(vs.validators) ? vs.validators.filter(isObj) : []) {
        const validationId = typeof v.validationID === 'string' ? v.validationID : undefined;
        d.validators.push({
          nodeId: String(v.nodeID),
          subnetId: id,
          kind,
          ...(typeof v.txID === 'string' ? { txId: v.txID } : {}),
          ...(validationId ? { validationId } : {}),
        });
        if (validationId) d.l1ValidationIds.push(validationId);
      }
    }
    d.subnets.sort((a, b) => (a.id < b.id ? -1 : 1));
    // Before v1.12.2 getCurrentValidators lists no L1 member: the validation IDs seeding created still name L1 validators.
    for (const s of seed?.subnets ?? [])
      for (const id of s.validationIds) if (!d.l1ValidationIds.includes(id)) d.l1ValidationIds.push(id);
  }

  // UTXO counts: page each address to its end (bounded).
  async function countUtxos(): Promise<void> {
    // The network's HRP (by its ID, as the node maps it), else the one of an address the target wrote.
    const written = [...addresses.keys()][0];
    const hrp = d.networkId !== null ? hrpForNetwork(d.networkId) : written ? hrpOf(written) : null;
    if (hrp !== null)
      for (const [bytes, n] of blockAddresses) {
        const a = formatAddress('P', hrp, fromHex(`0x${bytes}`));
        addresses.set(a, (addresses.get(a) ?? 0) + n);
      }
    const list = [...addresses]
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .slice(0, COUNTED_ADDRESSES)
      .map(([a]) => a);
    d.addresses = await inStep(list.map(countedAddress));
    const anyAddress = d.addresses[0]?.address;
    if (anyAddress) {
      try {
        d.hrp = parseAddress(anyAddress).hrp;
      } catch {
        d.notes.push(`address ${anyAddress} does not parse`);
      }
    }
  }

  /**
   * Pages one address's getUTXOs to its end (bounded), pausing after each page; returns its UTXO count,
   * or null when the walk did not end or a page broke a paging rule.
   */
  async function* countedAddress(address: string): AsyncGenerator<void, DiscoveredAddress> {
    let previousEnd: string | undefined;
    /** Each UTXO's leading bytes (codec version, tx ID, output index): a UTXO seen twice counts once (R6). */
    const seen = new Set<string>();
    const base = { addresses: [address], limit: MAX_UTXOS_PER_PAGE };
    // A page that is not one (no utxos array) reads as an empty last page: the finding below says why.
    const pages = utxoPages(
      async (start) => {
        const params = withStartIndex(base, start);
        const r = await P('getUTXOs', params);
        return {
          r,
          params,
          utxos: isObj(r) && Array.isArray(r.utxos) ? r.utxos : [],
          endIndex: isObj(r) ? r.endIndex : undefined,
        };
      },
      { limit: MAX_UTXOS_PER_PAGE, maxPages: PAGES_PER_ADDRESS },
    );
    for await (const { r, params } of pages) {
      if (!isObj(r) || !Array.isArray(r.utxos)) {
        anomaly('getUTXOs', params, {
          code: 'schema.missing',
          clause: 'P.m.getUTXOs',
          summary: `discovery paged getUTXOs of ${address} and got no utxos array`,
          expected: '{"utxos": […], …}',
          received: preview(r),
          path: '$.result.utxos',
        });
        return { address, utxoCount: null };
      }
      const broken = pageBreach(r, previousEnd);
      if (broken) {
        anomaly('getUTXOs', params, {
          ...broken,
          summary: `discovery paged getUTXOs of ${address}: ${broken.summary}`,
        });
        return { address, utxoCount: null };
      }
      for (const u of r.utxos) seen.add(String(u).slice(0, UTXO_IDENTITY_CHARS));
      previousEnd = stringifyJson((r.endIndex ?? null) as Json);
      yield;
    }
    return { address, utxoCount: pages.done() ? seen.size : null };
  }

  // Indexes: a 404 means the API is not there.
  async function discoverIndexes(): Promise<void> {
    const outs = await Promise.all(
      INDEX_PATHS.map((path) =>
        callRpc(client, { path, method: 'index.getLastAccepted', params: { encoding: 'hex' }, id: ++nextId }),
      ),
    );
    // Read in the paths' order: an anomaly's place in the list does not hang on which answer came first.
    d.indexes = outs.map((out, i) => {
      const path = INDEX_PATHS[i]!;
      const enabled = out.exchange.response !== undefined && out.exchange.response.status !== 404;
      const r = out.result;
      // Only a uint64 is an index: a hostile 10,000-digit number would make every range over it unbounded.
      const index = isObj(r) && r.index !== undefined ? String(r.index) : null;
      const status = out.exchange.response?.status;
      // An enabled index answers JSON-RPC (an empty one with an error object); anything else breaks I.paths.
      if (enabled && (status !== 200 || out.bodyProblem !== undefined) && d.anomalies.length < 50)
        d.anomalies.push({
          rpc: 'index.getLastAccepted',
          code: 'transport.http-status',
          clause: 'I.paths',
          summary: `discovery read ${path}: HTTP ${status ?? 'no answer'} that is not a JSON-RPC answer (${out.bodyProblem ?? 'not 200'})`,
          expected: 'HTTP 200 JSON-RPC, or 404 when the index is disabled',
          received: preview(out.exchange.response?.body ?? out.exchange.error, 120),
          path: '$',
          request: { path, body: out.exchange.request.body },
        });
      if (index !== null && !Uint64.safeParse(index).success && d.anomalies.length < 50)
        d.anomalies.push({
          rpc: 'index.getLastAccepted',
          code: 'schema.format',
          clause: 'I.m.getLastAccepted',
          summary: `discovery read an index that is no uint64 at ${path}`,
          expected: 'a uint64 decimal string',
          received: preview(index),
          path: '$.result.index',
          request: { path, body: out.exchange.request.body },
        });
      return {
        path,
        enabled,
        lastIndex: index !== null && Uint64.safeParse(index).success ? index : null,
        sampleId: isObj(r) && typeof r.id === 'string' ? r.id : null,
      };
    });
  }
}
