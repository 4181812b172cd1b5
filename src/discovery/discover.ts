// Discovers the suites' inputs from the target, so the same suites run on the mock, a fresh local
// network or a long-running devnet. Bounded in requests; never throws for what the target does:
// problems go into `notes` and the checks that need a missing input skip with a reason.
import { Uint64 } from '../../schemas/primitives.js';
import type { HttpClient } from '../client/http.js';
import { callRpc } from '../client/rpc.js';
import type { Json } from '../json/lossless.js';
import { parseAddress } from '../encoding/address.js';
import type { SeedManifest } from '../seed/manifest.js';
import type { DiscoveredAddress, DiscoveredBlock, DiscoveredValidator, Discovery, SubnetKind } from './types.js';

const PRIMARY = '11111111111111111111111111111111LpoYY';
const INDEX_PATHS = ['/ext/index/P/block', '/ext/index/C/block', '/ext/index/X/block', '/ext/index/X/tx', '/ext/index/X/vtx'];
/** Blocks read from each end of the chain (plus genesis). */
const BLOCK_SAMPLE = 60;
/** Addresses whose UTXOs are counted by paging getUTXOs, and pages per address. */
const COUNTED_ADDRESSES = 40;
const PAGES_PER_ADDRESS = 5;

export function emptyDiscovery(): Discovery {
  return {
    networkId: null, hrp: null, height: '0', blocks: [], txIds: [], endedStakerTxIds: [], addresses: [], validators: [],
    subnets: [], blockchains: [], l1ValidationIds: [], stakingAssetId: null, indexes: [], keystore: 'absent', notes: [],
  };
}

type Obj = Record<string, Json>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

export interface DiscoverOptions {
  /** What a seed of this network recorded: its addresses are counted first, its ended stakers and missing state are taken over. */
  seed?: SeedManifest | null;
}

/** Weight that puts an address a seed made ahead of every address seen in blocks. */
const SEEDED_FIRST = 1e9;

export async function discover(client: HttpClient, opts: DiscoverOptions = {}): Promise<Discovery> {
  const d = emptyDiscovery();
  let nextId = 0;
  const rpc = async (path: string, method: string, params: unknown): Promise<Json | undefined> => {
    const out = await callRpc(client, { path, method, params, id: ++nextId });
    if (out.result === undefined) {
      if (d.notes.length < 50) d.notes.push(`${method} at ${path}: ${out.error ? String(out.error.message) : out.bodyProblem ?? `HTTP ${out.exchange.response?.status}`}`);
      return undefined;
    }
    return out.result;
  };
  const P = (method: string, params: unknown = {}) => rpc('/ext/bc/P', `platform.${method}`, params);
  /** Addresses seen, with how many outputs named them: the busiest are counted first. */
  const addresses = new Map<string, number>();
  const addAddresses = (v: Json | undefined) => {
    if (Array.isArray(v)) for (const a of v) if (typeof a === 'string' && a.startsWith('P-')) addresses.set(a, (addresses.get(a) ?? 0) + 1);
  };

  const [net, height] = await Promise.all([rpc('/ext/info', 'info.getNetworkID', {}), P('getHeight')]);
  if (isObj(net) && net.networkID !== undefined) d.networkId = Number(net.networkID);
  if (isObj(height) && height.height !== undefined) d.height = String(height.height);
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

  // Blocks: genesis and the most recent ones, JSON-encoded to read their txs.
  const heights = [...new Set([0, ...Array.from({ length: Math.min(BLOCK_SAMPLE, tip) }, (_, i) => i + 1), ...Array.from({ length: Math.min(BLOCK_SAMPLE, tip) }, (_, i) => tip - i)])].sort((a, b) => a - b);
  const chainTimeRaw = await P('getTimestamp');
  const chainTime = isObj(chainTimeRaw) ? Date.parse(String(chainTimeRaw.timestamp ?? chainTimeRaw.time)) / 1000 : Infinity;
  const blocks = await Promise.all(heights.map((h) => P('getBlockByHeight', { height: String(h), encoding: 'json' })));
  blocks.forEach((r, i) => {
    const block = isObj(r) ? r.block : undefined;
    if (!isObj(block)) return;
    const txs = Array.isArray(block.txs) ? block.txs.filter(isObj) : [];
    const b: DiscoveredBlock = { height: String(heights[i]), id: String(block.id ?? ''), parentId: String(block.parentID ?? ''), txIds: txs.map((t) => String(t.id ?? '')).filter(Boolean) };
    d.blocks.push(b);
    for (const tx of txs) {
      const u = isObj(tx.unsignedTx) ? tx.unsignedTx : {};
      for (const o of Array.isArray(u.outputs) ? u.outputs : []) if (isObj(o) && isObj(o.output)) addAddresses(o.output.addresses);
      const v = isObj(u.validator) ? u.validator : undefined;
      if (v && Number(v.end) < chainTime && u.validationRewardsOwner !== undefined) d.endedStakerTxIds.push(String(tx.id));
    }
  });
  d.txIds = d.blocks.flatMap((b) => b.txIds);
  for (const s of seed?.stakers ?? []) if (s.rewardUtxos > 0 && !d.endedStakerTxIds.includes(s.txId)) d.endedStakerTxIds.push(s.txId);

  // Validators, subnets, chains.
  const [current, subnets, chains, asset] = await Promise.all([P('getCurrentValidators'), P('getSubnets'), P('getBlockchains'), P('getStakingAssetID', { subnetID: PRIMARY })]);
  const validators = isObj(current) && Array.isArray(current.validators) ? current.validators.filter(isObj) : [];
  for (const v of validators) {
    const dv: DiscoveredValidator = { nodeId: String(v.nodeID), subnetId: PRIMARY, kind: 'primary', txId: String(v.txID), hasSigner: isObj(v.signer), delegatorCount: Number(v.delegatorCount ?? 0) };
    d.validators.push(dv);
    for (const k of ['validationRewardOwner', 'delegationRewardOwner']) if (isObj(v[k])) addAddresses((v[k] as Obj).addresses);
  }
  if (isObj(asset) && typeof asset.assetID === 'string') d.stakingAssetId = asset.assetID;
  if (isObj(chains) && Array.isArray(chains.blockchains))
    for (const c of chains.blockchains.filter(isObj)) d.blockchains.push({ id: String(c.id), name: String(c.name), subnetId: String(c.subnetID), vmId: String(c.vmID) });
  const subnetIds = isObj(subnets) && Array.isArray(subnets.subnets) ? subnets.subnets.filter(isObj).map((s) => String(s.id)).filter((id) => id !== PRIMARY) : [];
  for (const c of d.blockchains) if (c.subnetId !== PRIMARY && !subnetIds.includes(c.subnetId)) subnetIds.push(c.subnetId);
  await Promise.all(
    subnetIds.map(async (id) => {
      const [s, vs] = await Promise.all([P('getSubnet', { subnetID: id }), P('getCurrentValidators', { subnetID: id })]);
      if (!isObj(s)) return;
      addAddresses(s.controlKeys);
      const empty = (x: Json | undefined) => x === undefined || x === null || x === PRIMARY;
      const kind: SubnetKind = !empty(s.conversionID) ? 'l1' : !empty(s.subnetTransformationTxID) ? 'elastic' : 'permissioned';
      d.subnets.push({ id, kind });
      for (const v of isObj(vs) && Array.isArray(vs.validators) ? vs.validators.filter(isObj) : []) {
        const validationId = typeof v.validationID === 'string' ? v.validationID : undefined;
        d.validators.push({ nodeId: String(v.nodeID), subnetId: id, kind, ...(typeof v.txID === 'string' ? { txId: v.txID } : {}), ...(validationId ? { validationId } : {}) });
        if (validationId) d.l1ValidationIds.push(validationId);
      }
    }),
  );
  d.subnets.sort((a, b) => (a.id < b.id ? -1 : 1));

  // UTXO counts: page each address to its end (bounded).
  const list = [...addresses].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).slice(0, COUNTED_ADDRESSES).map(([a]) => a);
  const counted: DiscoveredAddress[] = await Promise.all(
    list.map(async (address) => {
      let count = 0;
      let start: Json | undefined;
      for (let page = 0; page < PAGES_PER_ADDRESS; page++) {
        const r = await P('getUTXOs', { addresses: [address], limit: 1024, ...(start ? { startIndex: start } : {}) });
        if (!isObj(r) || !Array.isArray(r.utxos)) return { address, utxoCount: null };
        count += r.utxos.length;
        if (r.utxos.length < 1024) return { address, utxoCount: count };
        start = r.endIndex;
      }
      return { address, utxoCount: null };
    }),
  );
  d.addresses = counted;
  const anyAddress = d.addresses[0]?.address;
  if (anyAddress) {
    try {
      d.hrp = parseAddress(anyAddress).hrp;
    } catch {
      d.notes.push(`address ${anyAddress} does not parse`);
    }
  }

  // Indexes and keystore: a 404 means the API is not there.
  d.indexes = await Promise.all(
    INDEX_PATHS.map(async (path) => {
      const out = await callRpc(client, { path, method: 'index.getLastAccepted', params: { encoding: 'hex' }, id: ++nextId });
      const enabled = out.exchange.response !== undefined && out.exchange.response.status !== 404;
      const r = out.result;
      // Only a uint64 is an index: a hostile 10,000-digit number would make every range over it unbounded.
      const index = isObj(r) && r.index !== undefined ? String(r.index) : null;
      return { path, enabled, lastIndex: index !== null && Uint64.safeParse(index).success ? index : null, sampleId: isObj(r) && typeof r.id === 'string' ? r.id : null };
    }),
  );
  const ks = await callRpc(client, { path: '/ext/keystore', method: 'keystore.listUsers', params: {}, id: ++nextId });
  d.keystore = ks.exchange.response && ks.exchange.response.status !== 404 && ks.body !== undefined ? 'served' : 'absent';
  return d;
}
