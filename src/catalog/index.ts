// The method catalog: every method the harness knows, one entry each. Suites, mock, reports and docs
// read it; nothing else lists methods. Paths and encodings follow the spec; `since` and `removedIn`
// follow real AvalancheGo releases (facts/platform-chain.md §4, facts/node-local.md §3).
import type { z } from 'zod';
import type { ClauseId } from '../spec/clauses.js';
import type { Api, EncodingRule, MethodEntry } from './types.js';

import * as getAllValidatorsAt from '../../schemas/platform/getAllValidatorsAt.js';
import * as getBalance from '../../schemas/platform/getBalance.js';
import * as getBlock from '../../schemas/platform/getBlock.js';
import * as getBlockByHeight from '../../schemas/platform/getBlockByHeight.js';
import * as getBlockchainStatus from '../../schemas/platform/getBlockchainStatus.js';
import * as getBlockchains from '../../schemas/platform/getBlockchains.js';
import * as getCurrentSupply from '../../schemas/platform/getCurrentSupply.js';
import * as getCurrentValidators from '../../schemas/platform/getCurrentValidators.js';
import * as getFeeConfig from '../../schemas/platform/getFeeConfig.js';
import * as getFeeState from '../../schemas/platform/getFeeState.js';
import * as getHeight from '../../schemas/platform/getHeight.js';
import * as getL1Validator from '../../schemas/platform/getL1Validator.js';
import * as getMinStake from '../../schemas/platform/getMinStake.js';
import * as getProposedHeight from '../../schemas/platform/getProposedHeight.js';
import * as getRewardUTXOs from '../../schemas/platform/getRewardUTXOs.js';
import * as getStake from '../../schemas/platform/getStake.js';
import * as getStakingAssetID from '../../schemas/platform/getStakingAssetID.js';
import * as getSubnet from '../../schemas/platform/getSubnet.js';
import * as getSubnets from '../../schemas/platform/getSubnets.js';
import * as getTimestamp from '../../schemas/platform/getTimestamp.js';
import * as getTotalStake from '../../schemas/platform/getTotalStake.js';
import * as getTx from '../../schemas/platform/getTx.js';
import * as getTxStatus from '../../schemas/platform/getTxStatus.js';
import * as getUTXOs from '../../schemas/platform/getUTXOs.js';
import * as getValidatorFeeConfig from '../../schemas/platform/getValidatorFeeConfig.js';
import * as getValidatorFeeState from '../../schemas/platform/getValidatorFeeState.js';
import * as getValidatorsAt from '../../schemas/platform/getValidatorsAt.js';
import * as issueTx from '../../schemas/platform/issueTx.js';
import * as sampleValidators from '../../schemas/platform/sampleValidators.js';
import * as validatedBy from '../../schemas/platform/validatedBy.js';
import * as validates from '../../schemas/platform/validates.js';
import * as healthHealth from '../../schemas/health/health.js';
import * as healthLiveness from '../../schemas/health/liveness.js';
import * as healthReadiness from '../../schemas/health/readiness.js';
import * as createUser from '../../schemas/keystore/createUser.js';
import * as deleteUser from '../../schemas/keystore/deleteUser.js';
import * as exportUser from '../../schemas/keystore/exportUser.js';
import * as importUser from '../../schemas/keystore/importUser.js';
import * as listUsers from '../../schemas/keystore/listUsers.js';
import * as getContainerByID from '../../schemas/index-api/getContainerByID.js';
import * as getContainerByIndex from '../../schemas/index-api/getContainerByIndex.js';
import * as getContainerRange from '../../schemas/index-api/getContainerRange.js';
import * as getIndex from '../../schemas/index-api/getIndex.js';
import * as getLastAccepted from '../../schemas/index-api/getLastAccepted.js';
import * as isAccepted from '../../schemas/index-api/isAccepted.js';
import * as infoAcps from '../../schemas/info/acps.js';
import * as getBlockchainID from '../../schemas/info/getBlockchainID.js';
import * as getNetworkID from '../../schemas/info/getNetworkID.js';
import * as getNetworkName from '../../schemas/info/getNetworkName.js';
import * as getNodeID from '../../schemas/info/getNodeID.js';
import * as getNodeIP from '../../schemas/info/getNodeIP.js';
import * as getNodeVersion from '../../schemas/info/getNodeVersion.js';
import * as infoGetTxFee from '../../schemas/info/getTxFee.js';
import * as getVMs from '../../schemas/info/getVMs.js';
import * as isBootstrapped from '../../schemas/info/isBootstrapped.js';
import * as infoPeers from '../../schemas/info/peers.js';
import * as infoUpgrades from '../../schemas/info/upgrades.js';
import * as infoUptime from '../../schemas/info/uptime.js';
import { HEALTH_PATH, INDEX_PATHS, INFO_PATH, KEYSTORE_PATH, PLATFORM_PATHS } from '../spec/paths.js';

export { INDEX_PATHS, PLATFORM_PATHS } from '../spec/paths.js';
const HEALTH_PATHS = [HEALTH_PATH] as const;
const KEYSTORE_PATHS = [KEYSTORE_PATH] as const;
const INFO_PATHS = [INFO_PATH] as const;

/** Encoding rules of the spec's Limits table (P.limit.encodings, P.env.encoding-default, I.encoding). */
const HEX_OR_JSON: EncodingRule = { allowed: ['hex', 'json'], default: 'hex' };
const HEX_ONLY: EncodingRule = { allowed: ['hex'], default: 'hex' };

interface SchemaModule {
  Params: z.ZodType;
  Result: z.ZodType;
  clauses: readonly ClauseId[];
}
/** A module's schemas, their own types kept (a method's result type is its Result's). */
function schemas<M extends SchemaModule>(m: M): { params: M['Params']; result: M['Result']; clauses: M['clauses'] } {
  return { params: m.Params, result: m.Result, clauses: m.clauses };
}

const DEPRECATED_1_9_12 = { deprecatedSince: '1.9.12', deprecated: true } as const;

/** What an entry may set beyond its name, path and schemas. */
type Extra = Partial<Omit<MethodEntry, 'api' | 'method' | 'paths' | 'params' | 'result' | 'clauses'>>;

function platform<const N extends string, M extends SchemaModule>(name: N, m: M, extra: Extra = {}) {
  return {
    api: 'platform',
    method: `platform.${name}`,
    paths: PLATFORM_PATHS,
    ...schemas(m),
    changesState: false,
    inSpec: true,
    ...extra,
  } as const;
}
function health<const N extends string, M extends SchemaModule>(name: N, m: M) {
  return {
    api: 'health',
    method: `health.${name}`,
    paths: HEALTH_PATHS,
    ...schemas(m),
    changesState: false,
    inSpec: true,
  } as const;
}
/** The keystore: deprecated as a whole, removed in v1.12.2 (facts node-local §3.1). */
function keystore<const N extends string, M extends SchemaModule>(name: N, m: M, extra: Extra = {}) {
  return {
    api: 'keystore',
    method: `keystore.${name}`,
    paths: KEYSTORE_PATHS,
    ...schemas(m),
    deprecated: true,
    removedIn: '1.12.2',
    changesState: false,
    inSpec: true,
    ...extra,
  } as const;
}
function index<const N extends string, M extends SchemaModule>(name: N, m: M) {
  return {
    api: 'index',
    method: `index.${name}`,
    paths: INDEX_PATHS,
    ...schemas(m),
    encodings: HEX_ONLY,
    changesState: false,
    inSpec: true,
  } as const;
}
/** The info API: described by avaconform's own spec (spec/info-api.md), not the shared one; versions from its Versioning section. */
function info<const N extends string, M extends SchemaModule>(name: N, m: M, extra: Extra = {}) {
  return {
    api: 'info',
    method: `info.${name}`,
    paths: INFO_PATHS,
    ...schemas(m),
    changesState: false,
    inSpec: true,
    ...extra,
  } as const;
}

const ENTRIES = [
  // ---- platform.* (the 30 methods of the spec's Endpoints section) ----
  platform('getBalance', getBalance, DEPRECATED_1_9_12),
  platform('getBlock', getBlock, { encodings: HEX_OR_JSON }),
  platform('getBlockByHeight', getBlockByHeight, { encodings: HEX_OR_JSON, since: '1.10.3' }),
  platform('getBlockchains', getBlockchains, DEPRECATED_1_9_12),
  platform('getBlockchainStatus', getBlockchainStatus),
  platform('getCurrentSupply', getCurrentSupply),
  platform('getCurrentValidators', getCurrentValidators),
  platform('getFeeConfig', getFeeConfig, { since: '1.11.11' }),
  platform('getFeeState', getFeeState, { since: '1.11.11' }),
  platform('getHeight', getHeight),
  platform('getL1Validator', getL1Validator, { since: '1.11.13' }),
  platform('getProposedHeight', getProposedHeight, { since: '1.11.13' }),
  platform('getMinStake', getMinStake),
  platform('getRewardUTXOs', getRewardUTXOs, { ...DEPRECATED_1_9_12, encodings: HEX_ONLY }),
  // getStake: the spec lists no encoding param (only a returned encoding, hex), so no EncodingRule.
  platform('getStake', getStake, DEPRECATED_1_9_12),
  platform('getStakingAssetID', getStakingAssetID),
  platform('getSubnet', getSubnet, { since: '1.11.0' }),
  platform('getSubnets', getSubnets, DEPRECATED_1_9_12),
  platform('getTimestamp', getTimestamp),
  platform('getTotalStake', getTotalStake),
  platform('getTx', getTx, { encodings: HEX_OR_JSON }),
  platform('getTxStatus', getTxStatus),
  platform('getUTXOs', getUTXOs, { encodings: HEX_ONLY }),
  platform('getValidatorsAt', getValidatorsAt),
  platform('getValidatorFeeConfig', getValidatorFeeConfig, { since: '1.12.2' }),
  platform('getValidatorFeeState', getValidatorFeeState, { since: '1.12.2' }),
  platform('issueTx', issueTx, { encodings: HEX_ONLY, changesState: true }),
  platform('sampleValidators', sampleValidators),
  platform('validatedBy', validatedBy),
  platform('validates', validates),
  // Served by real nodes since v1.14.0, not described by the spec (facts §3.25).
  platform('getAllValidatorsAt', getAllValidatorsAt, { since: '1.14.0', inSpec: false }),

  // ---- health.* ----
  health('health', healthHealth),
  health('readiness', healthReadiness),
  health('liveness', healthLiveness),

  // ---- keystore.* (the API as a whole is deprecated; the other four since v1.9.12) ----
  keystore('createUser', createUser, { changesState: true }),
  keystore('deleteUser', deleteUser, { deprecatedSince: '1.9.12', changesState: true }),
  keystore('exportUser', exportUser, { deprecatedSince: '1.9.12', encodings: HEX_ONLY }),
  keystore('importUser', importUser, { deprecatedSince: '1.9.12', encodings: HEX_ONLY, changesState: true }),
  keystore('listUsers', listUsers, { deprecatedSince: '1.9.12' }),

  // ---- index.* (only with --index-enabled: I.enabled) ----
  index('getContainerByID', getContainerByID),
  index('getContainerByIndex', getContainerByIndex),
  index('getContainerRange', getContainerRange),
  index('getIndex', getIndex),
  index('getLastAccepted', getLastAccepted),
  index('isAccepted', isAccepted),

  // ---- info.* (spec/info-api.md; getNodeVersion and getNetworkID are also read for version and network detection) ----
  info('getNodeVersion', getNodeVersion),
  info('getNetworkID', getNetworkID),
  info('getNetworkName', getNetworkName),
  info('getNodeID', getNodeID),
  info('getNodeIP', getNodeIP),
  info('getBlockchainID', getBlockchainID),
  info('isBootstrapped', isBootstrapped),
  info('peers', infoPeers),
  // Added in v1.11.11 and v1.10.18 (RELEASES.md): older than every release the profiles know.
  info('upgrades', infoUpgrades, { since: '1.11.11' }),
  info('uptime', infoUptime),
  info('acps', infoAcps, { since: '1.10.18' }),
  // Deprecated in v1.12.2 (briefly removed in it, then reintroduced: RELEASES.md, PR 3656); served by every release read.
  info('getTxFee', infoGetTxFee, { deprecatedSince: '1.12.2', deprecated: true }),
  info('getVMs', getVMs),
] as const satisfies readonly MethodEntry[];

/** Every catalog method name, e.g. "platform.getUTXOs". */
export type MethodName = (typeof ENTRIES)[number]['method'];
/** What a method answers: the output of its catalog entry's result schema. */
export type ResultOf<N extends MethodName> = z.output<Extract<(typeof ENTRIES)[number], { method: N }>['result']>;
/** A catalog entry: a MethodEntry whose name is a known MethodName. */
export type CatalogEntry = MethodEntry & { readonly method: MethodName };

/** The catalog, in API order (platform, health, keystore, index, info). */
export const CATALOG: readonly CatalogEntry[] = ENTRIES;

const byName = new Map<string, CatalogEntry>(CATALOG.map((e) => [e.method, e]));

/** The entry of a method; undefined for a name the catalog does not list. */
export function methodEntry(method: MethodName): CatalogEntry;
export function methodEntry(method: string): CatalogEntry | undefined;
export function methodEntry(method: string): CatalogEntry | undefined {
  return byName.get(method);
}

export function isMethodName(method: string): method is MethodName {
  return byName.has(method);
}

/** The entries of one API, in catalog order. */
export function methodsOfApi(api: Api): readonly CatalogEntry[] {
  return CATALOG.filter((e) => e.api === api);
}
