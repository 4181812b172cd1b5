// Mock profiles: "spec" (the reference conforming node every `run --target mock` judges) or a node release
// ("avalanchego@1.14.2") that answers as that release does. A release profile is derived, never written twice:
// the faults of the registry's deviations for the release (each deviation names the fault that reproduces it),
// the methods the catalog says the release serves, and the release's self-description and upgrade schedule.
import { methodEntry } from '../catalog/method-catalog.js';
import { absenceReason } from '../catalog/version-profile.js';
import { DEVIATIONS } from '../deviations/registry.js';
import { AVALANCHEGO_RELEASES } from '../deviations/avalanchego.js';
import { didYouMean } from '../did-you-mean.js';
import { InputError } from '../input-error.js';
import { inRange } from '../versions.js';
import { UPGRADE_NAMES } from '../targets/devnet.js';
import { EMPTY_ID } from '../encoding/cb58.js';
import { NEWEST_CODEC, type CodecUpgrade } from '../codec/codec.js';

export const SPEC_PROFILE = 'spec';
const NODE = 'avalanchego';

/** A resolved profile: null release for the spec profile. */
export interface MockProfile {
  name: string;
  release: string | null;
}

/** Every profile name `--profile` takes: spec, then each release the deviation registry knows. */
export const MOCK_PROFILES: readonly string[] = [SPEC_PROFILE, ...AVALANCHEGO_RELEASES.map((r) => `${NODE}@${r}`)];

/** Reads a profile name; anything else is bad input with the names it could have been. */
export function parseProfile(text: string | undefined, flag = '--profile'): MockProfile {
  const name = text ?? SPEC_PROFILE;
  if (name === SPEC_PROFILE) return { name, release: null };
  if (!MOCK_PROFILES.includes(name))
    throw new InputError(
      `${flag} must be one of ${MOCK_PROFILES.join(', ')}, got ${JSON.stringify(name)}${didYouMean(name, MOCK_PROFILES)}`,
    );
  return { name, release: name.slice(NODE.length + 1) };
}

/** The profile of a release ("1.14.2"), or null when the registry knows no such release. */
export function releaseProfile(release: string): MockProfile | null {
  const name = `${NODE}@${release}`;
  return MOCK_PROFILES.includes(name) ? { name, release } : null;
}

/**
 * The faults that make the mock answer as the release does: one per deviation of the registry in the release's range,
 * by the name its `fault` gives (each a fault of src/mock/faults/fault-registry.ts: test/spec/deviations.test.ts).
 */
export function profileFaults(profile: MockProfile): string[] {
  const { release } = profile;
  if (release === null) return [];
  return DEVIATIONS.flatMap((d) => (d.node === NODE && d.fault && inRange(release, d.since, d.below) ? [d.fault] : []));
}

/** Whether the profile serves the JSON-RPC method: the catalog's since/removedIn for a release; every method for spec. */
export function profileServes(profile: MockProfile, method: string): boolean {
  const entry = methodEntry(method);
  if (!entry || profile.release === null) return true;
  return absenceReason(entry, profile.release) === null;
}

/**
 * Per release, the facts its info API states: the VM protocol version (version/constants.go) and its upgrade
 * schedule on a local network (upgrade/upgrade.go's Default): the upgrades it knows, the newest of them
 * unscheduled where the release ships it off. v1.12.2 names Fortuna "fUpgrade". `codec`: the newest upgrade whose
 * tx types its codec parses (facts §4: Helicon's 40–42 first in v1.15.0-fuji; v1.14.2 names Helicon's time only).
 */
const RELEASE_FACTS: Readonly<
  Record<
    string,
    {
      rpcProtocolVersion: number;
      newestUpgrade: (typeof UPGRADE_NAMES)[number];
      unscheduled: boolean;
      fortunaName?: string;
      codec: CodecUpgrade;
    }
  >
> = {
  '1.12.1': { rpcProtocolVersion: 38, newestUpgrade: 'etna', unscheduled: false, codec: 'etna' },
  '1.12.2': {
    rpcProtocolVersion: 39,
    newestUpgrade: 'fortuna',
    unscheduled: true,
    fortunaName: 'fUpgrade',
    codec: 'etna',
  },
  '1.13.0': { rpcProtocolVersion: 39, newestUpgrade: 'fortuna', unscheduled: false, codec: 'etna' },
  '1.13.5': { rpcProtocolVersion: 43, newestUpgrade: 'granite', unscheduled: true, codec: 'etna' },
  '1.14.2': { rpcProtocolVersion: 45, newestUpgrade: 'helicon', unscheduled: true, codec: 'etna' },
  '1.15.0': { rpcProtocolVersion: 46, newestUpgrade: 'helicon', unscheduled: true, codec: 'helicon' },
};

/** The newest upgrade whose tx types the profile's codec parses (the spec profile's: every one), its chain holds no other. */
export function profileCodec(profile: MockProfile): CodecUpgrade {
  return profile.release === null ? NEWEST_CODEC : RELEASE_FACTS[profile.release]!.codec;
}

/** The mock's own protocol version under the spec profile: the newest release's. */
const SPEC_RPC_PROTOCOL = 46;
const ACTIVE = '2020-12-05T05:00:00Z';
const UNSCHEDULED = '9999-12-01T00:00:00Z';
const GRANITE_EPOCH_NS = 30_000_000_000;

export function rpcProtocolVersion(profile: MockProfile): number {
  return profile.release === null ? SPEC_RPC_PROTOCOL : RELEASE_FACTS[profile.release]!.rpcProtocolVersion;
}

/**
 * info.upgrades as the profile answers it, members in the node's order. The spec profile has every upgrade
 * active, Helicon included (the mock's chain holds an auto-renewed validator), as a devnet with --upgrades latest.
 */
export function upgradesOf(profile: MockProfile): Record<string, string | number> {
  const facts =
    profile.release === null
      ? { newestUpgrade: 'helicon' as const, unscheduled: false }
      : RELEASE_FACTS[profile.release]!;
  const newest = UPGRADE_NAMES.indexOf(facts.newestUpgrade);
  // A chain holding the newest upgrade's txs (v1.15.0's Helicon) is of a network where it is active, a devnet
  // (--upgrades latest): the P-Chain holds no tx of an upgrade before its time (I.info.upgrades.tx-types).
  const unscheduled = facts.unscheduled && !('codec' in facts && facts.codec === facts.newestUpgrade);
  const out: Record<string, string | number> = {};
  for (const [i, name] of UPGRADE_NAMES.entries()) {
    if (i > newest) break;
    const key = name === 'fortuna' && 'fortunaName' in facts && facts.fortunaName ? facts.fortunaName : name;
    out[`${key}Time`] = i === newest && unscheduled ? UNSCHEDULED : ACTIVE;
    if (name === 'apricotPhase4') out.apricotPhase4MinPChainHeight = 0;
    if (name === 'cortina') out.cortinaXChainStopVertexID = EMPTY_ID;
    if (name === 'granite' && newest > i) out.graniteEpochDuration = GRANITE_EPOCH_NS;
  }
  return out;
}
