// platform.getSubnet, getSubnets, getBlockchains, getBlockchainStatus, validatedBy, validates,
// getStakingAssetID, getCurrentSupply.
import { EMPTY_ID } from '../../encoding/cb58.js';
import type { Json } from '../../json/lossless.js';
import type { HandlerTable } from '../types.js';
import { RpcMethodError } from '../types.js';
import { argsOf } from '../args.js';
import type { NodeContext } from '../node-context.js';
import type { MockSubnet } from '../chain/state.js';
import { lastBlock } from './blocks.js';

/** Flips one character of a CB58 string so its checksum no longer holds. */
function breakChecksum(id: string): string {
  const last = id[id.length - 1]!;
  return id.slice(0, -1) + (last === '2' ? '3' : '2');
}

function subnetJson(ctx: NodeContext, s: MockSubnet): Json {
  let controlKeys = s.controlKeys;
  if (ctx.faults.has('address-bad-checksum')) controlKeys = controlKeys.map((k) => k.slice(0, -1) + (k.endsWith('q') ? 'p' : 'q'));
  return {
    isPermissioned: s.kind === 'permissioned',
    controlKeys,
    threshold: String(s.threshold),
    locktime: '0',
    subnetTransformationTxID: s.transformationTxId ?? EMPTY_ID,
    conversionID: s.conversionId ?? EMPTY_ID,
    managerChainID: s.managerChainId ?? EMPTY_ID,
    managerAddress: s.managerAddress,
  };
}

export function subnetHandlers(ctx: NodeContext): HandlerTable {
  const chainIds = () => ctx.state.chains.map((c) => c.id);
  return {
    'platform.getSubnet': (p) => {
      const a = argsOf(p);
      if (!a.has('subnetID') && ctx.faults.has('subnet-missing-ok')) return subnetJson(ctx, ctx.state.subnets[0]!);
      const id = a.id('subnetID');
      if (id === EMPTY_ID) throw new RpcMethodError("the primary network isn't a subnet");
      const s = ctx.state.subnets.find((x) => x.id === id);
      if (!s) {
        if (chainIds().includes(id)) throw new RpcMethodError(`"${id}" is not a subnet`);
        throw new RpcMethodError('not found');
      }
      return subnetJson(ctx, s);
    },
    'platform.getSubnets': (p) => {
      const ids = argsOf(p).strings('ids');
      const all = [...ctx.state.subnets.map((s) => ({ id: s.id, controlKeys: s.controlKeys, threshold: String(s.threshold) })), { id: EMPTY_ID, controlKeys: [], threshold: '0' }];
      return { subnets: ids.length ? all.filter((s) => ids.includes(s.id)) : all };
    },
    'platform.getBlockchains': () => {
      const list = ctx.state.chains.map((c) => ({ id: ctx.faults.has('cb58-bad-checksum') ? breakChecksum(c.id) : c.id, name: c.name, subnetID: c.subnetId, vmID: c.vmId }));
      if (ctx.faults.has('getBlockchains-includes-P')) list.push({ id: EMPTY_ID, name: 'P-Chain', subnetID: EMPTY_ID, vmID: EMPTY_ID });
      return { blockchains: list };
    },
    'platform.getBlockchainStatus': (p) => {
      const id = argsOf(p).str('blockchainID');
      if (id === '') throw new RpcMethodError("argument 'blockchainID' not given");
      const c = ctx.state.chains.find((x) => x.id === id);
      if (ctx.faults.has('blockchain-status-invalid') && c) return { status: 'Running' };
      if (c) return { status: c.status };
      if (id === ctx.state.processingTx) return { status: 'Preferred' };
      return { status: 'Unknown' };
    },
    'platform.validatedBy': (p) => {
      const id = argsOf(p).id('blockchainID');
      if (id === EMPTY_ID) return { subnetID: EMPTY_ID };
      const c = ctx.state.chains.find((x) => x.id === id);
      if (!c) throw new RpcMethodError(`problem retrieving blockchain "${id}": not found`);
      return { subnetID: c.subnetId };
    },
    'platform.validates': (p) => {
      const id = argsOf(p).id('subnetID');
      if (id !== EMPTY_ID && !ctx.state.subnets.some((s) => s.id === id)) throw new RpcMethodError(`problem retrieving subnet "${id}": not found`);
      return { blockchainIDs: ctx.state.chains.filter((c) => c.subnetId === id).map((c) => c.id) };
    },
    'platform.getStakingAssetID': (p) => {
      const id = argsOf(p).id('subnetID');
      if (id === EMPTY_ID) return { assetID: ctx.state.avaxAssetId };
      const s = ctx.state.subnets.find((x) => x.id === id);
      if (s?.stakingAssetId) return { assetID: s.stakingAssetId };
      throw new RpcMethodError(`failed fetching subnet transformation for ${id}: not found`);
    },
    'platform.getCurrentSupply': (p) => {
      const id = argsOf(p).id('subnetID');
      const s = ctx.state.subnets.find((x) => x.id === id);
      if (id !== EMPTY_ID && s?.kind !== 'elastic') throw new RpcMethodError('fetching current supply failed: not found');
      return { supply: String(id === EMPTY_ID ? ctx.state.supply : ctx.state.supply / 10n), height: String(lastBlock(ctx).height) };
    },
  };
}
