// platform.getSubnet, getSubnets, getBlockchains, getBlockchainStatus, validatedBy, validates,
// getStakingAssetID, getCurrentSupply.
import { EMPTY_ID } from '../../encoding/cb58.js';
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';
import type { HandlerTable } from '../mock-contracts.js';
import { RpcMethodError } from '../mock-contracts.js';
import { argsOf } from '../go-params.js';
import { methodHandlers, type ResultIn } from '../method-handlers.js';
import type { NodeContext } from '../node-context.js';
import type { BlockchainStatus, MockSubnet } from '../chain/state.js';
import { lastBlock } from './blocks.js';

function subnetJson(s: MockSubnet): ResultIn<'platform.getSubnet'> {
  // An elastic subnet has no proof-of-authority owner: no control keys, threshold 0 (P.res.subnet.poa).
  const poa = s.kind !== 'elastic';
  return {
    isPermissioned: s.kind === 'permissioned',
    controlKeys: poa ? s.controlKeys : [],
    threshold: String(poa ? s.threshold : 0),
    locktime: String(s.locktime),
    subnetTransformationTxID: s.transformationTxId ?? EMPTY_ID,
    conversionID: s.conversionId ?? EMPTY_ID,
    managerChainID: s.managerChainId ?? EMPTY_ID,
    managerAddress: s.managerAddress,
  };
}

/** The aliases this node resolves to chains it runs (facts §3.12): P itself answers Syncing. */
const ALIASES: Record<string, 'P' | 'X' | 'C'> = {
  P: 'P',
  platform: 'P',
  [PRIMARY_NETWORK_ID]: 'P',
  X: 'X',
  avm: 'X',
  C: 'C',
  evm: 'C',
};

/**
 * Blockchain status: chains of this node by alias or ID (Validating, or Syncing for P), chains in
 * accepted state (their recorded status), the chain of the processing CreateChainTx (Preferred).
 */
function blockchainStatus(ctx: NodeContext, id: string): BlockchainStatus {
  const alias = ALIASES[id];
  if (alias === 'P') return 'Syncing';
  if (alias) return 'Validating';
  const chain = ctx.state.chains.find((c) => c.id === id);
  if (chain) return chain.status;
  if (id === ctx.state.blockchainStatusExamples.Preferred) return 'Preferred';
  return 'Unknown';
}

export function subnetHandlers(ctx: NodeContext): HandlerTable {
  const chainIds = () => ctx.state.chains.map((c) => c.id);
  return methodHandlers({
    'platform.getSubnet': (p) => {
      const a = argsOf(p);
      const id = a.id('subnetID');
      if (id === PRIMARY_NETWORK_ID) throw new RpcMethodError("the primary network isn't a subnet");
      const s = ctx.state.subnets.find((x) => x.id === id);
      if (!s) {
        if (chainIds().includes(id)) throw new RpcMethodError(`"${id}" is not a subnet`);
        throw new RpcMethodError('not found');
      }
      return subnetJson(s);
    },
    'platform.getSubnets': (p) => {
      const ids = argsOf(p).strings('ids');
      const all = [
        ...ctx.state.subnets.map((s) =>
          s.kind === 'elastic'
            ? { id: s.id, controlKeys: [], threshold: '0' }
            : { id: s.id, controlKeys: s.controlKeys, threshold: String(s.threshold) },
        ),
        { id: PRIMARY_NETWORK_ID, controlKeys: [], threshold: '0' },
      ];
      return { subnets: ids.length ? all.filter((s) => ids.includes(s.id)) : all };
    },
    'platform.getBlockchains': () => ({
      blockchains: ctx.state.chains.map((c) => ({ id: c.id, name: c.name, subnetID: c.subnetId, vmID: c.vmId })),
    }),
    'platform.getBlockchainStatus': (p) => {
      const id = argsOf(p).str('blockchainID');
      if (id === '') throw new RpcMethodError("argument 'blockchainID' not given");
      return { status: blockchainStatus(ctx, id) };
    },
    'platform.validatedBy': (p) => {
      const id = argsOf(p).id('blockchainID');
      if (id === PRIMARY_NETWORK_ID) return { subnetID: PRIMARY_NETWORK_ID };
      const c = ctx.state.chains.find((x) => x.id === id);
      if (!c) throw new RpcMethodError(`problem retrieving blockchain "${id}": not found`);
      return { subnetID: c.subnetId };
    },
    'platform.validates': (p) => {
      const id = argsOf(p).id('subnetID');
      if (id !== PRIMARY_NETWORK_ID && !ctx.state.subnets.some((s) => s.id === id))
        throw new RpcMethodError(`problem retrieving subnet "${id}": not found`);
      return { blockchainIDs: ctx.state.chains.filter((c) => c.subnetId === id).map((c) => c.id) };
    },
    'platform.getStakingAssetID': (p) => {
      const id = argsOf(p).id('subnetID');
      if (id === PRIMARY_NETWORK_ID) return { assetID: ctx.state.avaxAssetId };
      const s = ctx.state.subnets.find((x) => x.id === id);
      if (s?.stakingAssetId) return { assetID: s.stakingAssetId };
      throw new RpcMethodError(`failed fetching subnet transformation for ${id}: not found`);
    },
    'platform.getCurrentSupply': (p) => {
      const id = argsOf(p).id('subnetID');
      const s = ctx.state.subnets.find((x) => x.id === id);
      if (id !== PRIMARY_NETWORK_ID && s?.kind !== 'elastic')
        throw new RpcMethodError('fetching current supply failed: not found');
      return {
        supply: String(id === PRIMARY_NETWORK_ID ? ctx.state.supply : s!.elastic!.supply),
        height: String(lastBlock(ctx).height),
      };
    },
  });
}
