// Explanations of answer differences: a known deviation of real nodes from the spec (a record of
// src/deviations/ with a `compare` rule), a version change (a method or member a release added or
// removed; facts/platform-chain.md §4, facts/node-local.md §3 and the catalog's since/removedIn), or what a
// release states of itself (its version, protocol and upgrade schedule: the facts of its profile,
// src/mock/mock-profile.ts). A deviation explains a difference between the embedded mock (which answers as the
// spec says) and a real node; a version change explains a difference between two real releases on either
// side of it.
import type { DifferenceKind, Explanation } from '../../schemas/compare.js';
import { DEVIATIONS } from '../deviations/registry.js';
import type { Deviation, DifferenceMatcher } from '../deviations/deviation.js';
import { HEALTH_REPORTS, MEMBER_ON_ONE_SIDE, healthCheckMember } from '../deviations/difference-patterns.js';
import { methodEntry } from '../catalog/method-catalog.js';
import { absenceReason, profileFromNodeVersion } from '../catalog/version-profile.js';
import { compareVersions, inRange } from '../versions.js';
import type { Json } from '../json/lossless.js';
import {
  parseProfile,
  releaseProfile,
  rpcProtocolVersion,
  SPEC_PROFILE,
  upgradesOf,
  type MockProfile,
} from '../mock/mock-profile.js';
import { ABSENT, renderValue } from './answers.js';
import { pathMatches } from './answer-paths.js';

export interface VersionRule extends DifferenceMatcher {
  readonly id: string;
  /** First release with the new behaviour. */
  readonly since: string;
  readonly text: string;
}

/** The health check of this name, in the JSON-RPC and the REST report. */
const HEALTH_CHECK_NAMED = (name: string) => [`$.result.checks.${name}`, `$.checks.${name}`];

/** How widely a rule reaches: 0 names its methods; 1 any method, for one kind of request or answer; 2 any method. */
const reach = (m: DifferenceMatcher) => (!m.methods.includes('*') ? 0 : m.requestTrait || m.answers ? 1 : 2);

/** The deviations that explain differences between the mock and a node, the narrowest rule first (the first match explains). */
const DEVIATION_RULES: ReadonlyArray<{ deviation: Deviation; rule: DifferenceMatcher }> = DEVIATIONS.flatMap(
  (deviation) => (deviation.compare ? [{ deviation, rule: deviation.compare }] : []),
).sort((a, b) => reach(a.rule) - reach(b.rule));

/** Member-level changes between releases (facts/platform-chain.md §4). Whole methods come from the catalog. */
export const VERSION_RULES: readonly VersionRule[] = [
  {
    id: 'getCurrentValidators.stakeAmount-removed',
    since: '1.12.2',
    methods: ['platform.getCurrentValidators'],
    paths: ['$.result.validators[*].stakeAmount'],
    kinds: MEMBER_ON_ONE_SIDE,
    text: 'the commit that added L1 support to getCurrentValidators (#3564) removed the stakeAmount member of validators',
  },
  {
    id: 'getCurrentValidators.rewardOwner-removed',
    since: '1.13.1',
    methods: ['platform.getCurrentValidators'],
    paths: ['$.result.validators[*].rewardOwner'],
    kinds: MEMBER_ON_ONE_SIDE,
    text: 'the deprecated rewardOwner member of validators was removed when the L1 fields moved into BaseL1Validator (#3843)',
  },
  {
    id: 'getCurrentValidators.l1-fields',
    since: '1.12.2',
    methods: ['platform.getCurrentValidators'],
    paths: [
      '$.result.validators[*].validationID',
      '$.result.validators[*].publicKey',
      '$.result.validators[*].remainingBalanceOwner',
      '$.result.validators[*].deactivationOwner',
      '$.result.validators[*].minNonce',
      '$.result.validators[*].balance',
    ],
    kinds: MEMBER_ON_ONE_SIDE,
    text: 'getCurrentValidators lists L1 validators, with their L1 members (#3564)',
  },
  // Health checks and members, by the first release whose source has them.
  {
    id: 'health.bls-check',
    since: '1.12.2',
    methods: HEALTH_REPORTS,
    paths: HEALTH_CHECK_NAMED('bls'),
    kinds: MEMBER_ON_ONE_SIDE,
    text: 'the node registers the bls health check (its BLS key against the validator set)',
  },
  {
    id: 'health.futureupgrade-check',
    since: '1.14.1',
    methods: HEALTH_REPORTS,
    paths: HEALTH_CHECK_NAMED('futureupgrade'),
    kinds: MEMBER_ON_ONE_SIDE,
    text: 'the node registers the futureupgrade health check (peers signalling an unknown upgrade)',
  },
  {
    id: 'health.diskspace-percentage',
    since: '1.14.1',
    methods: HEALTH_REPORTS,
    paths: healthCheckMember('message.availableDiskPercentage'),
    kinds: MEMBER_ON_ONE_SIDE,
    text: 'the diskspace check reports availableDiskPercentage beside availableDiskBytes',
  },
  {
    id: 'health.chain-avg-acceptance-time',
    since: '1.14.2',
    methods: HEALTH_REPORTS,
    paths: healthCheckMember('message.engine.consensus.avgAcceptanceTime'),
    kinds: MEMBER_ON_ONE_SIDE,
    text: "the chains' health messages report the consensus engine's avgAcceptanceTime",
  },
  {
    id: 'getValidatorsAt.error-names-height',
    since: '1.14.0',
    methods: ['platform.getValidatorsAt'],
    paths: ['$.error.message'],
    kinds: ['error-message'],
    values: /failed to get validator set at \d+: /,
    text: 'the error for a height the node cannot serve names that height ("failed to get validator set at <height>: …")',
  },
  // Member order of an L1 validator record (read from the release sources): v1.12.1 answers subnetID first; v1.12.2
  // embeds the record (validationID, nodeID, publicKey, … balance) before subnetID and height; v1.13.1 moves the record
  // to the API package, nodeID, weight and startTime first, the L1 members after.
  {
    id: 'getL1Validator.record-first',
    since: '1.12.2',
    methods: ['platform.getL1Validator'],
    paths: ['$.result'],
    kinds: ['member-order'],
    values: /^(validationID, )?nodeID, publicKey, /,
    text: 'getL1Validator answers the L1 validator record (validationID, nodeID, publicKey, … balance) before subnetID and height',
  },
  {
    id: 'l1-validator.node-weight-start-first',
    since: '1.13.1',
    methods: ['platform.getL1Validator', 'platform.getCurrentValidators'],
    paths: ['$.result', '$.result.validators[*]'],
    kinds: ['member-order'],
    values: /^nodeID, weight, startTime, /,
    text: 'an L1 validator record answers nodeID, weight and startTime first, then its L1 members (validationID, publicKey, owners, minNonce, balance)',
  },
  {
    id: 'getL1Validator.validationID',
    since: '1.12.2',
    methods: ['platform.getL1Validator'],
    paths: ['$.result.validationID'],
    kinds: MEMBER_ON_ONE_SIDE,
    text: 'getL1Validator answers the validationID member',
  },
];

/**
 * What a node states of itself, by the facts of each side's profile (src/mock/mock-profile.ts: the mock's own, or the
 * release its version names): between different releases such a difference is explained when each side answers what
 * its own facts say (`fact`, the value of the member; none: any value).
 */
interface SelfDescription {
  readonly id: string;
  readonly method: string;
  readonly paths: readonly string[];
  readonly fact?: (profile: MockProfile, member: string) => Json | undefined;
  readonly text: string;
}
const SELF_DESCRIPTIONS: readonly SelfDescription[] = [
  {
    id: 'info.getNodeVersion.own-release',
    method: 'info.getNodeVersion',
    paths: ['$.result.version', '$.result.vmVersions.*'],
    text: "each side names its own release and its VMs' versions",
  },
  {
    id: 'info.getNodeVersion.rpc-protocol',
    method: 'info.getNodeVersion',
    paths: ['$.result.rpcProtocolVersion'],
    fact: (profile) => String(rpcProtocolVersion(profile)),
    text: 'each release speaks its own RPC protocol version (version/constants.go)',
  },
  {
    id: 'info.upgrades.local-schedule',
    method: 'info.upgrades',
    paths: ['$.result.*'],
    fact: (profile, member) => upgradesOf(profile)[member],
    text: "each release's upgrade schedule on a local network (upgrade/upgrade.go's Default): the upgrades it knows, the newest unscheduled where it ships it off",
  },
];

/** The profile whose facts describe a side, by its version: the mock's own (spec), a release the registry knows, else null. */
function factsOf(version: string | null): MockProfile | null {
  const p = profileFromNodeVersion(version);
  return p === 'mock' ? parseProfile(SPEC_PROFILE) : p === 'spec' ? null : releaseProfile(p);
}

/** The self-description that explains a difference between two releases, each side answering its own facts. */
function selfDescribed(f: Found, sides: Sides): Explanation | null {
  if (sides.versionA === sides.versionB) return null;
  const pa = factsOf(sides.versionA);
  const pb = factsOf(sides.versionB);
  if (!pa || !pb) return null;
  const member = f.path.split('.').at(-1)!;
  for (const { id, method, paths, fact, text } of SELF_DESCRIPTIONS) {
    if (method !== f.method || !paths.some((p) => pathMatches(p, f.path))) continue;
    if (!fact) return { source: 'version', id, text };
    // The value as compare renders it: JSON text, or absent.
    const stated = (p: MockProfile) => {
      const v = fact(p, member);
      return v === undefined ? ABSENT.value : renderValue(v);
    };
    const [sa, sb] = [stated(pa), stated(pb)];
    if (f.values[0] === sa && f.values[1] === sb)
      return { source: 'version', id, text: `${text}: ${pa.name} ${sa}, ${pb.name} ${sb}` };
  }
  return null;
}

export interface Sides {
  /** info.getNodeVersion of each side, e.g. "avalanchego/1.14.2" or "avaconform-mock/0.1.0". */
  versionA: string | null;
  versionB: string | null;
}

function isMock(version: string | null): boolean {
  return profileFromNodeVersion(version) === 'mock';
}

function releaseOf(version: string | null): string | null {
  const p = profileFromNodeVersion(version);
  return p === 'mock' || p === 'spec' ? null : p;
}

/** A difference as explanations see it. */
export interface Found {
  method: string;
  /** Generic path ([*] for indices). */
  path: string;
  kind: DifferenceKind;
  /** Both sides' values as text. */
  values: readonly string[];
  /** Both sides' request bodies, for rules that name the kind of request. */
  requests?: readonly string[];
  /** Both sides' request URL paths (without the query), for rules that name where the request went. */
  requestPaths?: readonly string[];
  /** Both sides' whole answers (bodies), for rules that name what goes with the value. */
  answers?: readonly string[];
}

function ruleMatches(rule: DifferenceMatcher, f: Found): boolean {
  return (
    (rule.methods.includes('*') || rule.methods.includes(f.method)) &&
    (!rule.kinds || rule.kinds.includes(f.kind)) &&
    (!rule.paths || rule.paths.some((p) => pathMatches(p, f.path))) &&
    (!rule.values || f.values.some((v) => rule.values!.test(v))) &&
    (!rule.requestTrait || (f.requests ?? []).some(rule.requestTrait)) &&
    (!rule.requestPaths || (f.requestPaths ?? []).some((p) => rule.requestPaths!.includes(p))) &&
    (!rule.answers || (f.answers ?? []).some((a) => rule.answers!.test(a)))
  );
}

/** The explanation of a difference, or null when nothing known explains it. */
export function explain(f: Found, sides: Sides): Explanation | null {
  const { method } = f;
  const ra = releaseOf(sides.versionA);
  const rb = releaseOf(sides.versionB);
  // A method one side's release does not serve explains every difference in its answers.
  const entry = methodEntry(method);
  if (entry) {
    for (const [release, other] of [
      [ra, rb],
      [rb, ra],
    ] as const) {
      const why = release ? absenceReason(entry, release) : null;
      const otherServes = other ? absenceReason(entry, other) === null : true;
      if (why && otherServes)
        return { source: 'version', id: `${method}.absent-in-v${release}`, text: `${method}: ${why}` };
    }
  }
  if (ra && rb && ra !== rb) {
    const [older, newer] = compareVersions(ra, rb) < 0 ? [ra, rb] : [rb, ra];
    for (const rule of VERSION_RULES)
      if (compareVersions(older, rule.since) < 0 && compareVersions(newer, rule.since) >= 0 && ruleMatches(rule, f))
        return { source: 'version', id: rule.id, text: `${rule.text} (since v${rule.since})` };
  }
  const described = selfDescribed(f, sides);
  if (described) return described;
  const node = isMock(sides.versionA) ? rb : isMock(sides.versionB) ? ra : null;
  if (node) {
    for (const { deviation, rule } of DEVIATION_RULES) {
      if (!ruleMatches(rule, f)) continue;
      // Only a deviation of the node's release (its since/below range, as a check applies it: deviationsFor).
      if (!inRange(node, deviation.since, deviation.below)) continue;
      return { source: 'deviation', id: deviation.id, text: deviation.behaviour };
    }
  }
  return null;
}
