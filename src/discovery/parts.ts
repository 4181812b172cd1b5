// The parts of discovery, each a set of requests and the Discovery fields they fill. A run gathers only
// the parts its selected files read (src/harness/discovery-needs.ts); a field of a part it did not
// gather throws when read, so a check that reads one fails loudly instead of skipping for want of it.
import type { Discovery, DiscoveryPart } from './discovered-inputs.js';

export type { DiscoveryPart };

/** Every part, in the order discovery gathers them (PART_FIELDS, keyed by DiscoveryPart, names each once). */
export const DISCOVERY_PARTS = [
  'blocks',
  'stakers',
  'utxos',
  'indexes',
  'keystore',
] as const satisfies readonly DiscoveryPart[];

/** The fields every run gathers (getNetworkID and getHeight, and what the run learnt on the way). */
export const ALWAYS_GATHERED = [
  'networkId',
  'height',
  'notes',
  'sampled',
  'unseeded',
  'anomalies',
  'gathered',
] as const satisfies ReadonlyArray<keyof Discovery>;

/** The fields each part fills. */
export const PART_FIELDS = {
  // getTimestamp and getBlockByHeight of the sampled heights
  blocks: ['blocks', 'chainModel', 'chainModelFile', 'txIds', 'endedStakerTxIds'],
  // getCurrentValidators, getSubnets, getBlockchains, getStakingAssetID, getSubnet of the sampled subnets
  stakers: ['validators', 'subnets', 'blockchains', 'l1ValidationIds', 'stakingAssetId'],
  // getUTXOs pages of the addresses seen in blocks and staker owners; the HRP of the first
  utxos: ['addresses', 'hrp'],
  indexes: ['indexes'],
  keystore: ['keystore'],
} as const satisfies Record<DiscoveryPart, ReadonlyArray<keyof Discovery>>;

/** Parts whose answers another part reads: the addresses counted are those seen in blocks and among staker owners. */
const PART_NEEDS: Partial<Record<DiscoveryPart, DiscoveryPart[]>> = { utxos: ['blocks', 'stakers'] };

/** `parts` with every part they depend on, in DISCOVERY_PARTS order. */
export function withDependencies(parts: Iterable<DiscoveryPart>): DiscoveryPart[] {
  const all = new Set<DiscoveryPart>();
  const add = (p: DiscoveryPart) => {
    if (all.has(p)) return;
    all.add(p);
    for (const q of PART_NEEDS[p] ?? []) add(q);
  };
  for (const p of parts) add(p);
  return DISCOVERY_PARTS.filter((p) => all.has(p));
}

/**
 * The discovery a check reads: when only some parts were gathered, each field of another part throws
 * on read, naming the part (the check fails with it; a skip would hide that the run lacked the input).
 */
export function guardDiscovery(d: Discovery): Discovery {
  const gathered = d.gathered;
  if (!gathered) return d;
  const guarded: Discovery = { ...d };
  for (const part of DISCOVERY_PARTS) {
    if (gathered.includes(part)) continue;
    for (const field of PART_FIELDS[part])
      Object.defineProperty(guarded, field, {
        enumerable: false,
        get() {
          throw new Error(
            `avaconform: discovery.${field} was not gathered in this run (its part "${part}" is read by no selected file, says src/harness/discovery-needs.ts): a defect of the harness; run the whole selection or report it`,
          );
        },
      });
  }
  return guarded;
}
