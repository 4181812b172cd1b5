// Explanations of answer differences: a known deviation of real nodes from the spec (by its id in
// src/deviations/), or a version change (a method or member a release added or removed;
// facts/platform-chain.md §4, facts/node-local.md §3 and the catalog's since/removedIn). A deviation
// explains a difference between the embedded mock (which answers as the spec says) and a real node; a
// version change explains a difference between two real releases on either side of it.
import type { DifferenceKind, Explanation } from '../../schemas/compare.js';
import { DEVIATIONS } from '../deviations/registry.js';
import { methodEntry } from '../catalog/index.js';
import { absenceReason, profileFromNodeVersion } from '../catalog/profile.js';
import { compareVersions } from '../versions.js';
import { pathMatches } from './paths.js';
import { jsonObjectThenBytes } from '../json/trailing-bytes.js';
import { undocumentedEncodingSpelling } from './request-traits.js';

interface RuleBase {
  /** Method labels, or "*" for every method (transport deviations). */
  readonly methods: readonly string[];
  /** Path patterns (see paths.ts); absent: any path of the method. */
  readonly paths?: readonly string[];
  /** Difference kinds explained; absent: any. */
  readonly kinds?: readonly DifferenceKind[];
  /** A pattern one side's value must match (e.g. the error code the deviation names); absent: any. */
  readonly values?: RegExp;
  /** A trait one side's request body must have (the kind of request the deviation is about); absent: any. */
  readonly request?: (body: string) => boolean;
  /** A pattern one side's whole answer must match (e.g. the message beside a differing code); absent: any. */
  readonly answers?: RegExp;
}

export interface DeviationRule extends RuleBase {
  /** A deviation id of src/deviations/ (checked by test/compare.test.ts). */
  readonly deviation: string;
}

export interface VersionRule extends RuleBase {
  readonly id: string;
  /** First release with the new behaviour. */
  readonly since: string;
  readonly text: string;
}

/** Differences between the mock (the spec's answer) and a real node that a known deviation explains. */
const MEMBER = ['member-only-a', 'member-only-b'] as const satisfies readonly DifferenceKind[];
const VALIDATOR = (member: string) => `$.result.validators[*].${member}`;
const HEALTH_CHECK = (member: string) => [`$.result.checks.*.${member}`, `$.checks.*.${member}`];
/** The health check of this name, in the JSON-RPC and the REST report. */
const HEALTH_CHECK_NAMED = (name: string) => [`$.result.checks.${name}`, `$.checks.${name}`];
/** The answers that carry the whole health report (liveness has no checks; readiness only bootstrapped). */
const HEALTH_REPORTS = ['health.health', 'GET /ext/health', 'GET /ext/health/health'];

export const DEVIATION_RULES: readonly DeviationRule[] = [
  {
    deviation: 'getValidatorsAt.result-shape',
    methods: ['platform.getValidatorsAt'],
    paths: ['$.result.*', '$.result.*.**'],
    kinds: [...MEMBER, 'type', 'member-order'],
  },
  {
    deviation: 'getTimestamp.member',
    methods: ['platform.getTimestamp'],
    paths: ['$.result.time', '$.result.timestamp'],
    kinds: MEMBER,
  },
  {
    deviation: 'getValidatorFeeConfig.targetPerSecond',
    methods: ['platform.getValidatorFeeConfig'],
    paths: ['$.result.targetPerSecond'],
    kinds: MEMBER,
  },
  {
    deviation: 'getTotalStake.subnet-stake',
    methods: ['platform.getTotalStake'],
    paths: ['$.result.stake'],
    kinds: MEMBER,
  },
  {
    deviation: 'getCurrentValidators.signer-pop-spelling',
    methods: ['platform.getCurrentValidators'],
    paths: [VALIDATOR('signer.proofOfPosession'), VALIDATOR('signer.proofOfPossession'), VALIDATOR('signer')],
    kinds: [...MEMBER, 'member-order'],
  },
  {
    deviation: 'getCurrentValidators.accrued-delegatee-reward',
    methods: ['platform.getCurrentValidators'],
    paths: [VALIDATOR('accruedDelegateeReward')],
    kinds: MEMBER,
  },
  {
    deviation: 'getCurrentValidators.l1-no-txid',
    methods: ['platform.getCurrentValidators'],
    paths: [VALIDATOR('txID'), VALIDATOR('endTime')],
    kinds: MEMBER,
  },
  {
    deviation: 'getSubnets.null-when-none',
    methods: ['platform.getSubnets'],
    paths: ['$.result.subnets'],
    kinds: ['type'],
  },
  {
    deviation: 'getCurrentSupply.height-member',
    methods: ['platform.getCurrentSupply'],
    paths: ['$.result.height'],
    kinds: MEMBER,
  },
  {
    deviation: 'getStake.encoding-param',
    methods: ['platform.getStake'],
    paths: ['$.result.staked', '$.result.encoding'],
    kinds: MEMBER,
  },
  {
    deviation: 'getBalance.utxoIDs-null',
    methods: ['platform.getBalance'],
    paths: ['$.result.utxoIDs'],
    kinds: ['type'],
  },
  {
    deviation: 'getBlock.json-block-members',
    methods: ['platform.getBlock', 'platform.getBlockByHeight'],
    paths: ['$.result.block.txs', '$.result.block.tx', '$.result.block.id', '$.result.block.time'],
    kinds: [...MEMBER, 'member-order'],
  },
  {
    deviation: 'getContainerRange.wrapped',
    methods: ['index.getContainerRange'],
    paths: ['$.result', '$.result.containers', '$.result.containers.**', '$.result[*]', '$.result[*].**'],
    kinds: [...MEMBER, 'type'],
  },
  {
    deviation: 'getContainerRange.zero',
    methods: ['index.getContainerRange'],
    kinds: ['outcome'],
    values: /numToFetch must be in \[1,1024\] but is 0/,
  },
  {
    deviation: 'index.bytes-checksum',
    methods: [
      'index.getContainerByIndex',
      'index.getContainerByID',
      'index.getLastAccepted',
      'index.getContainerRange',
    ],
    paths: ['$.result.bytes', '$.result.containers[*].bytes', '$.result[*].bytes'],
    kinds: ['format'],
  },
  {
    deviation: 'health.check-message-string',
    methods: HEALTH_REPORTS,
    paths: HEALTH_CHECK('message'),
    kinds: ['type'],
  },
  {
    deviation: 'health.check-optional-members',
    methods: [
      'health.health',
      'health.readiness',
      'GET /ext/health',
      'GET /ext/health/health',
      'GET /ext/health/readiness',
    ],
    paths: [...HEALTH_CHECK('contiguousFailures'), ...HEALTH_CHECK('timeOfFirstFailure')],
    kinds: MEMBER,
  },
  {
    deviation: 'keystore.password-strength',
    methods: ['keystore.createUser'],
    paths: ['$'],
    kinds: ['outcome'],
    values: /password is too weak/,
  },
  {
    deviation: 'params.encoding-case-insensitive',
    methods: ['*'],
    paths: ['$'],
    kinds: ['outcome'],
    request: undocumentedEncodingSpelling,
  },
  {
    deviation: 'index.encoding-ignored',
    methods: ['index.getIndex', 'index.isAccepted'],
    paths: ['$'],
    kinds: ['outcome'],
    values: /unsupported encoding in method/,
  },
  // Transport: any method.
  {
    deviation: 'jsonrpc.trailing-bytes-ignored',
    methods: ['*'],
    paths: ['$'],
    kinds: ['outcome'],
    request: jsonObjectThenBytes,
  },
  {
    deviation: 'jsonrpc.any-id-type',
    methods: ['*'],
    paths: ['$'],
    kinds: ['outcome'],
    values: /id must be a string, number or null/,
  },
  {
    deviation: 'jsonrpc.missing-method-ill-formed',
    methods: ['*'],
    paths: ['$.error.code'],
    values: /^-32600$/,
    answers: /"message":"rpc: service\/method request ill-formed: /,
  },
  {
    deviation: 'jsonrpc.method-not-found-code',
    methods: ['*'],
    paths: ['$.error.code', '$.error.message'],
    values: /-32601|can't find (method|service)|Method not found|method must start with a non-uppercase letter/,
  },
  { deviation: 'jsonrpc.invalid-params-code', methods: ['*'], paths: ['$.error.code'], values: /^-32602$/ },
  {
    deviation: 'jsonrpc.invalid-request-as-parse-error',
    methods: ['*'],
    paths: ['$.error.code', '$.error.message'],
    values: /^-32600$|jsonrpc must be|into Go struct field serverRequest/,
  },
  {
    deviation: 'jsonrpc.batch',
    methods: ['*'],
    paths: ['$'],
    kinds: ['type'],
    values: /cannot unmarshal array into Go value of type json2\.serverRequest/,
  },
];

/** Member-level changes between releases (facts/platform-chain.md §4). Whole methods come from the catalog. */
export const VERSION_RULES: readonly VersionRule[] = [
  {
    id: 'getCurrentValidators.stakeAmount-removed',
    since: '1.12.2',
    methods: ['platform.getCurrentValidators'],
    paths: ['$.result.validators[*].stakeAmount'],
    kinds: MEMBER,
    text: 'the commit that added L1 support to getCurrentValidators (#3564) removed the stakeAmount member of validators',
  },
  {
    id: 'getCurrentValidators.rewardOwner-removed',
    since: '1.13.1',
    methods: ['platform.getCurrentValidators'],
    paths: ['$.result.validators[*].rewardOwner'],
    kinds: MEMBER,
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
    kinds: MEMBER,
    text: 'getCurrentValidators lists L1 validators, with their L1 members (#3564)',
  },
  // Health checks and members, by the first release whose source has them.
  {
    id: 'health.bls-check',
    since: '1.12.2',
    methods: HEALTH_REPORTS,
    paths: HEALTH_CHECK_NAMED('bls'),
    kinds: MEMBER,
    text: 'the node registers the bls health check (its BLS key against the validator set)',
  },
  {
    id: 'health.futureupgrade-check',
    since: '1.14.1',
    methods: HEALTH_REPORTS,
    paths: HEALTH_CHECK_NAMED('futureupgrade'),
    kinds: MEMBER,
    text: 'the node registers the futureupgrade health check (peers signalling an unknown upgrade)',
  },
  {
    id: 'health.diskspace-percentage',
    since: '1.14.1',
    methods: HEALTH_REPORTS,
    paths: HEALTH_CHECK('message.availableDiskPercentage'),
    kinds: MEMBER,
    text: 'the diskspace check reports availableDiskPercentage beside availableDiskBytes',
  },
  {
    id: 'health.chain-avg-acceptance-time',
    since: '1.14.2',
    methods: HEALTH_REPORTS,
    paths: HEALTH_CHECK('message.engine.consensus.avgAcceptanceTime'),
    kinds: MEMBER,
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
    kinds: MEMBER,
    text: 'getL1Validator answers the validationID member',
  },
];

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
  /** Both sides' whole answers (bodies), for rules that name what goes with the value. */
  answers?: readonly string[];
}

function ruleMatches(rule: RuleBase, f: Found): boolean {
  return (
    (rule.methods.includes('*') || rule.methods.includes(f.method)) &&
    (!rule.kinds || rule.kinds.includes(f.kind)) &&
    (!rule.paths || rule.paths.some((p) => pathMatches(p, f.path))) &&
    (!rule.values || f.values.some((v) => rule.values!.test(v))) &&
    (!rule.request || (f.requests ?? []).some(rule.request)) &&
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
  const node = isMock(sides.versionA) ? rb : isMock(sides.versionB) ? ra : null;
  if (node) {
    for (const rule of DEVIATION_RULES) {
      if (!ruleMatches(rule, f)) continue;
      const d = DEVIATIONS.find((x) => x.id === rule.deviation);
      if (!d) continue;
      const since = 'since' in d ? d.since : undefined;
      if (since && compareVersions(node, since) < 0) continue;
      return { source: 'deviation', id: d.id, text: d.behaviour };
    }
  }
  return null;
}
