// How big the generated chain is. "default" holds a little of everything (every method has inputs);
// "mainnet" adds state of a public network's size on top of it: about 2,000 Primary Network validators
// (some with delegators), 2,000 subnets and L1s with validators, and an address with 100,000 UTXOs.
// The chain's height stays in the thousands: each block names its parent's hash, so a height of tens
// of millions would mean hashing every block from genesis, and the mock builds its chain in memory.
export const MOCK_SCALES = ['default', 'mainnet'] as const;
export type MockScale = (typeof MOCK_SCALES)[number];

export interface ScaleSizes {
  /** Primary Network validators besides the six the default chain has. */
  extraValidators: number;
  /** Every this many extra validators, one gets delegators (three). */
  delegatedEvery: number;
  /** Subnets besides the default chain's three: permissioned ones with PoA validators, every `l1Every`-th converted to an L1. */
  extraSubnets: number;
  l1Every: number;
  /** UTXOs of one address (besides the pagination addresses of 1 … 3,001). */
  bigAddressUtxos: number;
}

export const SCALE_SIZES: Record<MockScale, ScaleSizes> = {
  default: { extraValidators: 0, delegatedEvery: 0, extraSubnets: 0, l1Every: 0, bigAddressUtxos: 0 },
  mainnet: { extraValidators: 1994, delegatedEvery: 10, extraSubnets: 1997, l1Every: 4, bigAddressUtxos: 100_000 },
};
