// The values spec/info-api.md fixes, defined once for the mock and the suites: network names by ID
// (I.info.getNetworkName), the static fee tables getTxFee answers (I.info.getTxFee.static) and the Primary
// Network's VMs and fxs, whose IDs are their names' bytes (I.info.getVMs.primary).

/** Network names by ID (AvalancheGo's constants.NetworkIDToNetworkName); any other network is "network-<id>". */
export const NETWORK_NAMES: Readonly<Record<number, string>> = {
  1: 'mainnet',
  2: 'cascade',
  3: 'denali',
  4: 'everest',
  5: 'fuji',
  10: 'testing',
  12345: 'local',
};

/** The name getNetworkName answers for a network ID. */
export function networkNameOf(networkId: number): string {
  return NETWORK_NAMES[networkId] ?? `network-${networkId}`;
}

/** getTxFee's seven P-Chain members, in the node's order (nAVAX). */
export const STATIC_FEE_MEMBERS = [
  'createSubnetTxFee',
  'transformSubnetTxFee',
  'createBlockchainTxFee',
  'addPrimaryNetworkValidatorFee',
  'addPrimaryNetworkDelegatorFee',
  'addSubnetValidatorFee',
  'addSubnetDelegatorFee',
] as const;
export type StaticFeeMember = (typeof STATIC_FEE_MEMBERS)[number];

const AVAX = 1_000_000_000n;
const MILLI_AVAX = 1_000_000n;
const table = (...fees: bigint[]): Readonly<Record<StaticFeeMember, bigint>> =>
  Object.fromEntries(STATIC_FEE_MEMBERS.map((m, i) => [m, fees[i]!])) as Record<StaticFeeMember, bigint>;

/** The static fee tables by network (api/info/service.go since v1.12.2; the genesis parameters before). */
const MAINNET_FEES = table(AVAX, 10n * AVAX, AVAX, 0n, 0n, MILLI_AVAX, MILLI_AVAX);
const FUJI_FEES = table(100n * MILLI_AVAX, AVAX, 100n * MILLI_AVAX, 0n, 0n, MILLI_AVAX, MILLI_AVAX);
const DEFAULT_FEES = table(100n * MILLI_AVAX, 100n * MILLI_AVAX, 100n * MILLI_AVAX, 0n, 0n, MILLI_AVAX, MILLI_AVAX);

/** The static fee table of a network: mainnet's, Fuji's, or the one every other network has. */
export function staticFeesOf(networkId: number): Readonly<Record<StaticFeeMember, bigint>> {
  return networkId === 1 ? MAINNET_FEES : networkId === 5 ? FUJI_FEES : DEFAULT_FEES;
}

/** The Primary Network's VMs by name, with the alias each has (genesis/aliases.go). */
export const PRIMARY_VM_ALIASES: Readonly<Record<string, string>> = {
  platformvm: 'platform',
  avm: 'avm',
  evm: 'evm',
};
/** The fxs every node has (api/info/service.go's getVMs), by name. */
export const PRIMARY_FX_NAMES = ['secp256k1fx', 'nftfx', 'propertyfx'] as const;
