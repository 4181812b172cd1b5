// The faults of the node-local APIs (health, index, keystore, info), each whole: the rule it breaks and what it does to the
// answers the handlers gave (src/mock/health.ts, index-api.ts, keystore.ts and info.ts answer as the spec says), or, for the
// deep ones, the state change it makes or how it reads the request (the members of DeepChanges it sets). A
// health report leaves twice, as health.<kind>'s result and as a GET report, and a fault that changes the report
// changes both. Effects apply in this file's order: the checks first, then healthy, then the GET status.
import { isJsonObject, type Json } from '../../json/lossless.js';
import {
  checkedAt,
  failureHistory,
  HEALTH_KINDS,
  reportPathsOf,
  statusOf,
  subpathsOf,
  type HealthKind,
} from '../health.js';
import type { NodeContext } from '../node-context.js';
import { chainIdOfAlias } from '../chain-aliases.js';
import { mockNetwork } from '../info.js';
import { argsOf } from '../go-params.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { sha256, stripChecksum } from '../../encoding/checksum.js';
import { fromHex } from '../../encoding/hex.js';
import { RpcMethodError, UnmarshalError } from '../mock-contracts.js';
import { MAX_CONTAINERS_PER_RANGE, MAX_KEYSTORE_FIELD_LENGTH } from '../../spec/limits.js';
import { EMPTY_ID } from '../../encoding/cb58.js';
import {
  editMembers,
  renameMember,
  withoutFirstMember,
  withoutParam,
  withParams,
  type AnswerEffect,
  type Envelope,
  type HttpEffect,
} from './effect.js';
import type { DeepChange } from './deep.js';
import type { FaultSpec } from './fault-spec.js';

/** A registry entry whose effects change answers (JSON-RPC results, GET reports), or a deep one naming its change. */
type NodeLocalFault = FaultSpec & ({ effect: AnswerEffect } | { http: HttpEffect } | { deep: DeepChange });

/** numToFetch as getContainerRange reads it, or null where its params do not decode (the method refused them). */
function numToFetchOf(params: Json | undefined): bigint | null {
  try {
    return argsOf(params).uint('numToFetch');
  } catch {
    return null;
  }
}

/** getContainerRange's refusal of a numToFetch out of its bounds, as the node words it. */
const BOUNDS = /^numToFetch must be in \[(\d+),(\d+)\] but is (\d+)$/;
const boundsRefusal = (least: bigint, most: bigint, n: bigint) =>
  new RpcMethodError(`numToFetch must be in [${least},${most}] but is ${n}`);
/** A refusal of numToFetch's bounds with one of them moved by `move`; any other refusal as it is. */
const movedBound = (error: RpcMethodError, move: (least: bigint, most: bigint) => [bigint, bigint]): RpcMethodError => {
  const m = BOUNDS.exec(error.message);
  if (!m) return error;
  const [least, most] = move(BigInt(m[1]!), BigInt(m[2]!));
  return boundsRefusal(least, most, BigInt(m[3]!));
};
const CAP = BigInt(MAX_CONTAINERS_PER_RANGE);

const kindOfMethod = (method: string) => method.slice('health.'.length) as HealthKind;
const KIND_OF_PATH = new Map(HEALTH_KINDS.flatMap((k) => reportPathsOf(k).map((p) => [p, k] as const)));
const ALL_PATHS = HEALTH_KINDS.flatMap(reportPathsOf);

/** A value with its member at `path` (outermost key first) changed by `edit` (undefined drops it). */
function editAt(value: Json, [key, ...rest]: readonly string[], edit: (member: Json) => Json | undefined): Json {
  return editMembers(value, (k, m) => (k !== key ? m : rest.length ? editAt(m, rest, edit) : edit(m)));
}

const drop = (): undefined => undefined;
const healthyOf = (report: Json): boolean => isJsonObject(report) && report.healthy === true;
const anyFails = (checks: Json): boolean =>
  isJsonObject(checks) && Object.values(checks).some((c) => isJsonObject(c) && c.error !== undefined);

/** A report with its checks changed by `edit`, its healthy turned where the change turns whether any check fails. */
const withChecks =
  (edit: (checks: Json) => Json) =>
  (report: Json): Json => {
    if (!isJsonObject(report)) return report;
    const checks = edit(report.checks ?? null);
    const turned = anyFails(report.checks ?? null) !== anyFails(checks);
    return editMembers(report, (k, m) => (k === 'checks' ? checks : k === 'healthy' && turned ? !m : m));
  };

/** Each check's record of a report changed by `edit`. */
const eachRecord = (edit: (record: Json) => Json) =>
  withChecks((checks) => editMembers(checks, (_name, record) => edit(record)));

/** Every record's duration `by` nanoseconds longer. */
const longer = (by: number) =>
  eachRecord((r) => editMembers(r, (k, d) => (k === 'duration' && typeof d === 'number' ? d + by : d)));

/**
 * A change to the reports of `kinds` wherever they leave: health.<kind>'s result and the GET report, whose status
 * keeps following healthy where it did (H.get.status).
 */
function onReports(
  kinds: readonly HealthKind[],
  change: (report: Json, kind: HealthKind, node: Readonly<NodeContext>) => Json,
): { effect: AnswerEffect; http: HttpEffect } {
  return {
    effect: {
      methods: kinds.map((k) => `health.${k}`),
      result: (result, { method, node }) => change(result, kindOfMethod(method), node),
    },
    http: {
      paths: kinds.flatMap(reportPathsOf),
      response: (answer, { path, node }) => {
        const body = change(answer.body, KIND_OF_PATH.get(path)!, node);
        const followed = answer.status === statusOf(healthyOf(answer.body));
        return { status: followed ? statusOf(healthyOf(body)) : answer.status, body };
      },
    },
  };
}

/**
 * A report asked with `tags` (health.<kind>'s tags param, a GET report's tag query) answered as asked with the tags
 * `read` makes of them instead (null: as asked).
 */
function onTags(read: (tags: string[]) => string[] | null): { effect: AnswerEffect; http: HttpEffect } {
  return {
    effect: {
      // Liveness reads no tags.
      methods: ['health.health', 'health.readiness'],
      result: async (result, { params, again }) => {
        const tags = read(argsOf(params).strings('tags'));
        return tags === null ? result : again(withParams(params, { tags }));
      },
    },
    http: {
      paths: ALL_PATHS,
      response: (answer, { query, again }) => {
        const tags = read(query.getAll('tag'));
        if (tags === null) return answer;
        const asked = new URLSearchParams(query);
        asked.delete('tag');
        for (const t of tags) asked.append('tag', t);
        return again(asked);
      },
    },
  };
}

/** The network check's record failing as the node's does with no peer: connectedPeers 0, `history` after duration. */
function networkFails(record: Json, history: Record<string, Json>): Json {
  if (!isJsonObject(record) || record.error !== undefined) return record;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(record)) {
    out[k] = k === 'message' ? editMembers(v, (m, n) => (m === 'connectedPeers' ? 0 : n)) : v;
    if (k === 'message') out.error = 'network layer is unhealthy: not connected to a minimum of 1 peer(s), only 0';
    if (k === 'duration') Object.assign(out, history);
  }
  return out;
}

/** A health report whose network check fails for want of a peer (only health's report holds it). */
const noPeer = (history: Record<string, Json>) =>
  withChecks((checks) => editAt(checks, ['network'], (r) => networkFails(r, history)));

const CONTAINER = ['index.getLastAccepted', 'index.getContainerByIndex', 'index.getContainerByID'];
const RANGE = ['index.getContainerRange'];

/** getContainerRange's containers changed by `change`, in either form: an array, or {containers} (the node's). */
const rangeOf =
  (change: (containers: Json[]) => Json[]) =>
  (result: Json): Json =>
    Array.isArray(result)
      ? change(result)
      : editMembers(result, (k, m) => (k === 'containers' && Array.isArray(m) ? change(m) : m));

/** A container with its index a JSON number. */
const indexAsNumber = (c: Json): Json =>
  editMembers(c, (k, m) => (k === 'index' && typeof m === 'string' ? Number(m) : m));

/** A container named by sha256 of all its bytes: a proposer block's ID covers only the bytes before its signature. */
const namedByAllBytes = (c: Json): Json => {
  if (!isJsonObject(c) || typeof c.bytes !== 'string') return c;
  const raw = fromHex(c.bytes);
  let bytes = raw;
  try {
    bytes = stripChecksum(raw);
  } catch {
    // hexnc: the bytes carry no checksum.
  }
  return editMembers(c, (k, m) => (k === 'id' ? cb58Encode(sha256(bytes)) : m));
};

/** An info method's result with its member `key` changed by `edit`. */
const infoMember = (
  method: string,
  key: string,
  edit: (member: Json, node: Readonly<NodeContext>) => Json,
): AnswerEffect => ({
  methods: [method],
  result: (result, { node }) => editMembers(result, (k, m) => (k === key ? edit(m, node) : m)),
});

/** A decimal string plus `by`; any other value unchanged. */
const decimalPlus = (value: Json, by: bigint): Json =>
  typeof value === 'string' && /^\d+$/.test(value) ? String(BigInt(value) + by) : value;

/** Each peer record of a peers answer changed by `edit` (undefined drops it), numPeers following the list when `count`. */
const eachPeer =
  (edit: (peer: Json, node: Readonly<NodeContext>) => Json | undefined, count = true) =>
  (result: Json, node: Readonly<NodeContext>): Json => {
    if (!isJsonObject(result) || !Array.isArray(result.peers)) return result;
    const peers = result.peers.flatMap((p) => {
      const e = edit(p, node);
      return e === undefined ? [] : [e];
    });
    return editMembers(result, (k, m) =>
      k === 'peers' ? peers : k === 'numPeers' && count ? String(peers.length) : m,
    );
  };

/** The first ACP of an acps answer that has supporters, changed by `edit`. */
const firstSupportedAcp = (edit: (acp: Record<string, Json>) => Json) => (result: Json) =>
  editAt(result, ['acps'], (acps) => {
    if (!isJsonObject(acps)) return acps;
    const first = Object.entries(acps).find(
      ([, a]) => isJsonObject(a) && Array.isArray(a.supporters) && a.supporters.length,
    );
    return first ? { ...acps, [first[0]]: edit(first[1] as Record<string, Json>) } : acps;
  });

/** The last time an upgrade can have: an upgrade the release ships unscheduled. */
const UNSCHEDULED = '9999-12-01T00:00:00Z';

export const NODE_LOCAL_FAULTS = {
  // Health: the tag filter, how the request's tags are read.
  'health-tags-last-only': {
    clauses: ['H.get.tag'],
    aspect: 'health-status',
    description: 'of repeated tags only the last one filters',
    // A report asked with several tags answered as asked with the last one.
    ...onTags((tags) => (tags.length > 1 ? tags.slice(-1) : null)),
  },
  'health-tag-drops-application': {
    clauses: ['H.get.tag', 'H.rpc.readiness'],
    aspect: 'health-status',
    description:
      'a tag filter drops the application-wide checks (and readiness with tags answers checks it does not have unfiltered)',
    deep: { healthTagsKeepApplication: false },
  },
  'health-tag-filter-ignored': {
    clauses: ['H.get.tag'],
    aspect: 'health-status',
    description: 'the tag filter is ignored',
    // A report asked with tags answered as asked without.
    ...onTags((tags) => (tags.length ? [] : null)),
  },
  // Health: the checks a report holds.
  'readiness-without-bootstrapped': {
    clauses: ['H.rpc.readiness'],
    aspect: 'health-status',
    description: 'readiness lacks the bootstrapped check',
    // The database check instead: a record of the same moment, without message, never failing.
    ...onReports(
      ['readiness'],
      withChecks((checks) =>
        renameMember(
          editAt(checks, ['bootstrapped'], (r) =>
            isJsonObject(r) ? { timestamp: r.timestamp ?? null, duration: r.duration ?? null } : r,
          ),
          'bootstrapped',
          'database',
        ),
      ),
    ),
  },
  'real-health-no-avg-acceptance-time': {
    clauses: ['H.res.check'],
    aspect: 'health-status',
    permitted: true,
    description: "the chains' consensus messages have no avgAcceptanceTime (AvalancheGo before v1.14.2)",
    ...onReports(
      HEALTH_KINDS,
      eachRecord((r) => editAt(r, ['message', 'engine', 'consensus', 'avgAcceptanceTime'], drop)),
    ),
  },
  'real-health-no-bls-check': {
    clauses: ['H.names'],
    aspect: 'health-status',
    permitted: true,
    description: 'no bls check (AvalancheGo before v1.12.2)',
    ...onReports(HEALTH_KINDS, (report) => editAt(report, ['checks', 'bls'], drop)),
  },
  'real-health-message-string': {
    clauses: ['H.res.check'],
    aspect: 'schema',
    description: 'the bls check carries a string message (as AvalancheGo does) instead of an object or array',
    // The node's one message, not the one-element array that holds it.
    ...onReports(HEALTH_KINDS, (report) =>
      editAt(report, ['checks', 'bls', 'message'], (m) => (Array.isArray(m) ? (m[0] ?? null) : m)),
    ),
  },
  'real-health-no-disk-percentage': {
    clauses: ['H.res.check'],
    aspect: 'health-status',
    permitted: true,
    description: "the diskspace check's message has no availableDiskPercentage (AvalancheGo before v1.14.1)",
    ...onReports(HEALTH_KINDS, (report) =>
      editAt(report, ['checks', 'diskspace', 'message', 'availableDiskPercentage'], drop),
    ),
  },
  'real-health-no-futureupgrade': {
    clauses: ['H.names'],
    aspect: 'health-status',
    permitted: true,
    description: 'no futureupgrade check (AvalancheGo before v1.14.1)',
    ...onReports(HEALTH_KINDS, (report) => editAt(report, ['checks', 'futureupgrade'], drop)),
  },
  'failing-check-without-details': {
    clauses: ['H.res.check.failing'],
    aspect: 'health-status',
    description: 'a failing check lacks contiguousFailures and timeOfFirstFailure',
    // The node has no peer, so its network check fails; no failing check carries its history.
    ...onReports(HEALTH_KINDS, (report, kind) =>
      eachRecord((r) =>
        editMembers(r, (k, m) => (k === 'contiguousFailures' || k === 'timeOfFirstFailure' ? undefined : m)),
      )(kind === 'health' ? noPeer({})(report) : report),
    ),
  },
  'health-duration-fractional': {
    clauses: ['H.res.check'],
    aspect: 'health-status',
    description: 'check durations are fractional numbers',
    ...onReports(HEALTH_KINDS, longer(0.5)),
  },
  'liveness-with-checks': {
    clauses: ['H.rpc.liveness'],
    aspect: 'health-status',
    description: 'liveness carries checks',
    // A network check of the moment the checks ran, one nanosecond long.
    ...onReports(['liveness'], (report, _kind, node) =>
      editAt(report, ['checks'], (checks) =>
        isJsonObject(checks) ? { ...checks, network: { timestamp: checkedAt(node.state), duration: 1 } } : checks,
      ),
    ),
  },
  // Health: healthy, then the GET status.
  'healthy-flag-inverted': {
    clauses: ['H.res.result'],
    aspect: 'health-status',
    description: 'healthy is the negation of "no check fails" (the GET status follows it)',
    ...onReports(HEALTH_KINDS, (report) => editMembers(report, (k, m) => (k === 'healthy' ? !m : m))),
  },
  'health-rpc-duration-changed': {
    clauses: ['H.rpc.health', 'H.rpc.readiness'],
    aspect: 'health-status',
    description:
      "health.health and health.readiness answer each check's duration one nanosecond longer than the GET report of the same moment",
    // Every health method's records (liveness holds one only under liveness-with-checks).
    effect: { methods: HEALTH_KINDS.map((k) => `health.${k}`), result: longer(1) },
  },
  'health-subpaths-differ': {
    clauses: ['H.get.paths', 'H.rpc.liveness'],
    aspect: 'health-status',
    description:
      'GET /ext/health/health and /readiness drop the router check; GET /ext/health/liveness carries a check',
    http: {
      paths: HEALTH_KINDS.flatMap(subpathsOf),
      // Liveness's check is the network's, of 1970; healthy and the status kept.
      response: (answer, { path }) => ({
        ...answer,
        body: editAt(answer.body, ['checks'], (checks) =>
          KIND_OF_PATH.get(path) !== 'liveness'
            ? editAt(checks, ['router'], drop)
            : isJsonObject(checks)
              ? { ...checks, network: { timestamp: new Date(0).toISOString(), duration: 1 } }
              : checks,
        ),
      }),
    },
  },
  'health-503-but-healthy': {
    clauses: ['H.get.status'],
    aspect: 'health-status',
    description: 'GET answers 503 while healthy is true',
    http: {
      paths: ALL_PATHS,
      response: (answer) => (healthyOf(answer.body) ? { ...answer, status: 503 } : answer),
    },
  },
  'unhealthy-200': {
    clauses: ['H.get.status'],
    aspect: 'health-status',
    description: 'GET answers 200 while healthy is false',
    // The node has no peer, so its network check fails (its history kept); GET answers 200 all the same.
    effect: {
      methods: ['health.health'],
      result: (result, { node }) => noPeer(failureHistory(node.state))(result),
    },
    http: {
      paths: ALL_PATHS,
      response: (answer, { path, node }) => ({
        status: 200,
        body: KIND_OF_PATH.get(path) === 'health' ? noPeer(failureHistory(node.state))(answer.body) : answer.body,
      }),
    },
  },
  'result-member-dropped': {
    clauses: ['P.env.success', 'N.env.jsonrpc'],
    aspect: 'schema',
    description: 'every JSON-RPC result object (and GET health report) lacks its first member',
    broad: true,
    // Each JSON-RPC result's first member, where core.ts makes its answer's text (before the envelope's own faults), and
    // the GET reports'.
    envelope: {
      envelope: (answer) => editMembers(answer, (k, m) => (k === 'result' ? withoutFirstMember(m) : m)) as Envelope,
    },
    http: {
      paths: ALL_PATHS,
      response: (answer) => ({
        ...answer,
        body: withoutFirstMember(answer.body),
      }),
    },
  },
  // Index: what the indexes hold.
  'index-p-block-foreign': {
    clauses: ['I.paths'],
    aspect: 'consistency',
    description: "the P-Chain index's last container wraps a block the P-Chain never accepted (one byte changed)",
    deep: { pIndexLastForeign: true },
  },
  'real-x-tx-index-empty': {
    clauses: ['I.paths'],
    aspect: 'index',
    permitted: true,
    description: 'the X/tx index holds no container (as on an AvalancheGo network linearized from genesis)',
    deep: { xTxIndexEmpty: true },
  },
  'index-vtx-after-block': {
    clauses: ['I.vtx.legacy'],
    aspect: 'index',
    description: '/ext/index/X/vtx holds a vertex accepted after /ext/index/X/block began',
    deep: { xVtxIndexNewerVertex: true },
  },
  // Index: how the params are read; the bounds of numToFetch moved, the wider one first, then the lower.
  'real-index-encoding-ignored': {
    clauses: ['I.encoding'],
    aspect: 'encoding',
    description: 'getIndex and isAccepted ignore their encoding param, json included (as AvalancheGo does)',
    // A refusal answered as the same params without encoding would be (a bad encoding, json's refusal).
    effect: {
      methods: ['index.getIndex', 'index.isAccepted'],
      refused: (error, { params, again }) => {
        const without = withoutParam(params, 'encoding');
        if (without === undefined) throw error;
        return again(without);
      },
    },
  },
  'index-range-no-cap': {
    clauses: ['I.range.R4'],
    aspect: 'limit',
    description: 'numToFetch above 1024 is served',
    // Its refusal above the cap answered: the containers from startIndex on, a cap's worth at a time.
    effect: {
      methods: RANGE,
      refused: async (error, { params, again }) => {
        const n = numToFetchOf(params);
        if (n === null || n <= CAP || !BOUNDS.test(error.message)) throw error;
        let start = argsOf(params).uint('startIndex');
        const out: Json[] = [];
        for (let left = n; left > 0n; left -= CAP, start += CAP) {
          const size = left < CAP ? left : CAP;
          let page: Json;
          try {
            page = await again(withParams(params, { startIndex: String(start), numToFetch: String(size) }));
          } catch (e) {
            if (out.length) break; // past the last container
            throw e;
          }
          if (!Array.isArray(page)) return page;
          out.push(...page);
          if (BigInt(page.length) < size) break;
        }
        return out;
      },
    },
  },
  'index-range-cap-1023': {
    clauses: ['I.range.R4'],
    aspect: 'limit',
    description: 'numToFetch 1024, the maximum, is refused (the cap is one too low)',
    // 1024 refused, whatever else the method found; its refusals of numToFetch name the cap 1023.
    effect: {
      methods: RANGE,
      result: (result, { params }) => {
        if (numToFetchOf(params) === CAP) throw boundsRefusal(0n, CAP - 1n, CAP);
        return result;
      },
      refused: (error, { params }) => {
        if (error instanceof UnmarshalError) throw error;
        if (numToFetchOf(params) === CAP) throw boundsRefusal(0n, CAP - 1n, CAP);
        throw movedBound(error, (least, most) => [least, most === CAP ? CAP - 1n : most]);
      },
    },
  },
  'real-index-numtofetch-zero-error': {
    clauses: ['I.range.R2'],
    aspect: 'index',
    description: 'numToFetch 0 is an error (as AvalancheGo does), not an empty answer',
    // 0 refused, whatever else the method found; its refusals of numToFetch name the least 1.
    effect: {
      methods: RANGE,
      result: (result, { params }) => {
        if (numToFetchOf(params) === 0n) throw boundsRefusal(1n, CAP, 0n);
        return result;
      },
      refused: (error, { params }) => {
        if (error instanceof UnmarshalError) throw error;
        const moved = movedBound(error, (_least, most) => [1n, most]);
        if (numToFetchOf(params) === 0n && moved === error) throw boundsRefusal(1n, CAP, 0n);
        throw moved;
      },
    },
  },
  // Index: the containers answered.
  'index-as-number': {
    clauses: ['I.res.container'],
    aspect: 'index',
    description: 'container index is a JSON number, not a string',
    effect: {
      methods: [...CONTAINER, ...RANGE],
      result: (result, { method }) =>
        RANGE.includes(method) ? rangeOf((cs) => cs.map(indexAsNumber))(result) : indexAsNumber(result),
    },
  },
  'index-range-out-of-order': {
    clauses: ['I.range.R1', 'I.m.getContainerRange'],
    aspect: 'index',
    description: 'getContainerRange answers in descending order',
    effect: { methods: RANGE, result: rangeOf((cs) => [...cs].reverse()) },
  },
  'index-id-of-signed-bytes': {
    clauses: ['I.res.container'],
    aspect: 'consistency',
    description:
      'every index method names each proposer block it answers by sha256 of all its bytes, not by its ID (sha256 of those before its signature)',
    effect: {
      methods: [...CONTAINER, ...RANGE],
      result: (result, { method }) =>
        RANGE.includes(method) ? rangeOf((cs) => cs.map(namedByAllBytes))(result) : namedByAllBytes(result),
    },
  },
  'real-index-range-wrapped': {
    clauses: ['I.m.getContainerRange'],
    aspect: 'index',
    description: 'getContainerRange answers {containers} (as AvalancheGo does), not an array',
    effect: { methods: RANGE, result: (result) => (Array.isArray(result) ? { containers: result } : result) },
  },
  // Keystore: how createUser and importUser read their params, and the users deleteUser keeps.
  'keystore-weak-password-accepted': {
    clauses: ['K.limit.strength'],
    aspect: 'keystore',
    description: 'createUser accepts a weak password',
    deep: { keystorePasswordStrengthChecked: false },
  },
  'keystore-long-password-accepted': {
    clauses: ['K.limit.password'],
    aspect: 'limit',
    description: 'createUser accepts a password of 1025 characters',
    deep: { keystorePasswordMax: MAX_KEYSTORE_FIELD_LENGTH + 1 },
  },
  'keystore-password-max-1023': {
    clauses: ['K.limit.password', 'K.createUser'],
    aspect: 'limit',
    description: 'createUser refuses a password of 1024 characters',
    deep: { keystorePasswordMax: MAX_KEYSTORE_FIELD_LENGTH - 1 },
  },
  'keystore-long-username-accepted': {
    clauses: ['K.limit.username'],
    aspect: 'limit',
    description: 'createUser accepts a 1025-character username',
    deep: { keystoreUsernameLengthChecked: false },
  },
  'keystore-import-wrong-password-accepted': {
    clauses: ['K.import.password'],
    aspect: 'keystore',
    description: 'importUser accepts a wrong password',
    deep: { keystoreImportChecksPassword: false },
  },
  'keystore-delete-noop': {
    clauses: ['K.deleteUser'],
    aspect: 'keystore',
    description: 'deleteUser answers {} but the user stays listed',
    deep: { keystoreDeleteRemovesUser: false },
  },
  // Info: what the node says of itself.
  'info-version-protocol-number': {
    clauses: ['I.info.getNodeVersion'],
    aspect: 'schema',
    description: "getNodeVersion's rpcProtocolVersion is a JSON number, not a decimal string",
    effect: infoMember('info.getNodeVersion', 'rpcProtocolVersion', (v) => (typeof v === 'string' ? Number(v) : v)),
  },
  'info-vm-version-unknown-vm': {
    clauses: ['I.info.getNodeVersion.vm-versions'],
    aspect: 'consistency',
    description: "getNodeVersion's vmVersions names a VM getVMs does not list (subnetevm)",
    effect: infoMember('info.getNodeVersion', 'vmVersions', (v) =>
      isJsonObject(v) ? { ...v, subnetevm: 'v0.7.3' } : v,
    ),
  },
  'info-node-pop-wrong': {
    clauses: ['I.info.getNodeID.pop'],
    aspect: 'consistency',
    description: "getNodeID's proofOfPossession is another key's (it does not verify under publicKey)",
    // The unbootstrapped node's proof: a real signature, of its own key.
    effect: infoMember('info.getNodeID', 'nodePOP', (pop, node) =>
      editMembers(pop, (k, m) =>
        k === 'proofOfPossession' ? mockNetwork(node).unbootstrapped.pop.proofOfPossession : m,
      ),
    ),
  },
  'info-node-id-other': {
    clauses: ['I.info.node-id-header'],
    aspect: 'consistency',
    description: "getNodeID answers another node's ID than the node-id header of its answers names",
    effect: infoMember('info.getNodeID', 'nodeID', (_id, node) => mockNetwork(node).unbootstrapped.nodeId),
  },
  'info-node-pop-other-key': {
    clauses: ['I.info.getNodeID.validator'],
    aspect: 'consistency',
    description: "getNodeID's nodePOP is a valid proof of another BLS key than the one the node validates with",
    effect: infoMember('info.getNodeID', 'nodePOP', (_pop, node) => ({ ...mockNetwork(node).unbootstrapped.pop })),
  },
  'info-node-ip-no-port': {
    clauses: ['I.info.getNodeIP'],
    aspect: 'schema',
    description: 'getNodeIP answers an IP without its port',
    effect: infoMember('info.getNodeIP', 'ip', (ip) => (typeof ip === 'string' ? ip.replace(/:\d+$/, '') : ip)),
  },
  'info-node-ip-moved': {
    clauses: ['I.info.getNodeIP.peers'],
    aspect: 'consistency',
    description: "getNodeIP answers another port than the one the node's peers know it at",
    effect: infoMember('info.getNodeIP', 'ip', (ip) =>
      typeof ip === 'string' ? ip.replace(/:(\d+)$/, (_m, port: string) => `:${Number(port) + 1000}`) : ip,
    ),
  },
  'info-network-name-mainnet': {
    clauses: ['I.info.getNetworkName'],
    aspect: 'consistency',
    description: 'getNetworkName answers mainnet whatever the network ID (fuji on mainnet)',
    effect: infoMember('info.getNetworkName', 'networkName', (_n, node) =>
      node.state.networkId === 1 ? 'fuji' : 'mainnet',
    ),
  },
  'info-network-id-other': {
    clauses: ['I.info.network-hrp'],
    aspect: 'consistency',
    description: "getNetworkID answers mainnet's ID (Fuji's on mainnet), not the network its addresses are of",
    effect: infoMember('info.getNetworkID', 'networkID', (_n, node) => (node.state.networkId === 1 ? '5' : '1')),
  },
  // Info: the chains, their aliases and bootstrapping.
  'info-alias-x-is-c': {
    clauses: ['I.info.getBlockchainID.primary'],
    aspect: 'consistency',
    description: 'getBlockchainID resolves X and avm to the C-Chain',
    effect: {
      methods: ['info.getBlockchainID'],
      result: (result, { params, node }) => {
        const alias = argsOf(params).get('alias');
        return alias === 'X' || alias === 'avm'
          ? editMembers(result, (k, m) => (k === 'blockchainID' ? node.state.cChainId : m))
          : result;
      },
    },
  },
  'info-unknown-alias-resolves': {
    clauses: ['I.info.getBlockchainID.unknown', 'I.info.isBootstrapped.unknown'],
    aspect: 'robustness',
    description:
      'an alias no chain has resolves to the empty ID: getBlockchainID answers the P-Chain, isBootstrapped false',
    // The refusal of an alias no chain has answered: the empty ID, a chain not bootstrapped.
    effect: {
      methods: ['info.getBlockchainID', 'info.isBootstrapped'],
      refused: (error, { method, params, node }): Json => {
        if (error instanceof UnmarshalError) throw error;
        const a = argsOf(params);
        const alias = a.str(method === 'info.getBlockchainID' ? 'alias' : 'chain');
        if (alias === '' && method === 'info.isBootstrapped') throw error;
        if (chainIdOfAlias(node as NodeContext, alias) !== null) throw error;
        return method === 'info.getBlockchainID' ? { blockchainID: EMPTY_ID } : { isBootstrapped: false };
      },
    },
  },
  'info-not-bootstrapped': {
    clauses: ['I.info.isBootstrapped.health'],
    aspect: 'consistency',
    description: "isBootstrapped answers false for the X-Chain while health's bootstrapped check passes",
    effect: {
      methods: ['info.isBootstrapped'],
      result: (result, { params, node }) => {
        const chain = argsOf(params).get('chain');
        return typeof chain === 'string' && chainIdOfAlias(node as NodeContext, chain) === node.state.xChainId
          ? editMembers(result, (k, m) => (k === 'isBootstrapped' ? false : m))
          : result;
      },
    },
  },
  // Info: the peers.
  'info-peers-count-off': {
    clauses: ['I.info.peers'],
    aspect: 'consistency',
    description: 'peers answers numPeers one more than the peers it lists',
    effect: infoMember('info.peers', 'numPeers', (n) => decimalPlus(n, 1n)),
  },
  'info-peer-uptime-over': {
    clauses: ['I.info.peers.peer'],
    aspect: 'schema',
    description: "each peer's observedUptime is 101 (percent)",
    effect: {
      methods: ['info.peers'],
      result: (result, { node }) =>
        eachPeer((p) => editMembers(p, (k, m) => (k === 'observedUptime' ? '101' : m)), false)(result, node),
    },
  },
  'info-peers-filter-ignored': {
    clauses: ['I.info.peers.filter'],
    aspect: 'consistency',
    description: 'peers ignores nodeIDs: it lists every connected peer',
    effect: {
      methods: ['info.peers'],
      result: async (result, { params, again }) =>
        argsOf(params).nodeIds('nodeIDs').length ? await again({}) : result,
    },
  },
  'info-peers-fewer': {
    clauses: ['I.info.peers.health'],
    aspect: 'consistency',
    description: "peers lists one peer fewer than health's network check counts (numPeers following the list)",
    effect: {
      methods: ['info.peers'],
      result: (result, { node }) => {
        const last = isJsonObject(result) && Array.isArray(result.peers) ? result.peers.at(-1) : undefined;
        return eachPeer((p) => (p === last ? undefined : p))(result, node);
      },
    },
  },
  'info-peers-one-way': {
    clauses: ['I.info.peers.mutual'],
    aspect: 'consistency',
    description: "the node's peers do not list it, though it lists them",
    effect: {
      methods: ['info.peers'],
      result: (result, { node }) =>
        eachPeer((p) => (isJsonObject(p) && p.nodeID === mockNetwork(node).self.nodeId ? undefined : p))(result, node),
    },
  },
  // Info: upgrades, uptime, ACPs, fees and VMs.
  'info-upgrades-out-of-order': {
    clauses: ['I.info.upgrades.order'],
    aspect: 'consistency',
    description: 'upgrades schedules Cortina after Durango (cortinaTime unscheduled)',
    effect: infoMember('info.upgrades', 'cortinaTime', () => UNSCHEDULED),
  },
  'info-upgrades-etna-unscheduled': {
    clauses: ['I.info.upgrades.tx-types'],
    aspect: 'consistency',
    description: "upgrades leaves Etna and every later upgrade unscheduled, though the P-Chain holds Etna's txs",
    effect: {
      methods: ['info.upgrades'],
      result: (result) =>
        editMembers(result, (k, m) =>
          ['etnaTime', 'fortunaTime', 'fUpgradeTime', 'graniteTime', 'heliconTime'].includes(k) ? UNSCHEDULED : m,
        ),
    },
  },
  'info-uptime-over-100': {
    clauses: ['I.info.uptime'],
    aspect: 'schema',
    description: 'uptime answers a weightedAveragePercentage above 100',
    effect: infoMember('info.uptime', 'weightedAveragePercentage', () => '100.5000'),
  },
  'info-uptime-below-own-stake': {
    clauses: ['I.info.uptime.validator'],
    aspect: 'consistency',
    description: 'uptime answers 0 percent for a validator, whose own stake alone sees it up',
    effect: {
      methods: ['info.uptime'],
      result: (result) =>
        editMembers(result, (k, m) =>
          k === 'rewardingStakePercentage' || k === 'weightedAveragePercentage' ? '0.0000' : m,
        ),
    },
  },
  'info-acp-weight-off': {
    clauses: ['I.info.acps.weights'],
    aspect: 'consistency',
    description: 'acps answers a supportWeight of 0 for an ACP its supporters support',
    effect: {
      methods: ['info.acps'],
      result: firstSupportedAcp((acp) => ({ ...acp, supportWeight: '0' })),
    },
  },
  'info-acp-sides-swapped': {
    clauses: ['I.info.acps.peers'],
    aspect: 'consistency',
    description: "acps names an ACP's supporters as its objectors and its objectors as its supporters",
    effect: {
      methods: ['info.acps'],
      result: firstSupportedAcp((acp) => ({
        ...acp,
        supportWeight: acp.objectWeight ?? null,
        supporters: acp.objectors ?? null,
        objectWeight: acp.supportWeight ?? null,
        objectors: acp.supporters ?? null,
      })),
    },
  },
  'info-tx-fee-other': {
    clauses: ['I.info.getTxFee.avm'],
    aspect: 'consistency',
    description: "getTxFee's txFee is 1 nAVAX more than the X-Chain's",
    effect: infoMember('info.getTxFee', 'txFee', (fee) => decimalPlus(fee, 1n)),
  },
  'info-tx-fee-table-other': {
    clauses: ['I.info.getTxFee.static'],
    aspect: 'consistency',
    description: "getTxFee's createSubnetTxFee is ten times the network's",
    effect: infoMember('info.getTxFee', 'createSubnetTxFee', (fee) =>
      typeof fee === 'string' && /^\d+$/.test(fee) ? String(BigInt(fee) * 10n) : fee,
    ),
  },
  'info-vms-missing-evm': {
    clauses: ['I.info.getVMs.primary'],
    aspect: 'consistency',
    description: 'getVMs does not list the EVM, though the C-Chain runs it',
    effect: infoMember('info.getVMs', 'vms', (vms) =>
      isJsonObject(vms)
        ? Object.fromEntries(
            Object.entries(vms).filter(([, aliases]) => !(Array.isArray(aliases) && aliases.includes('evm'))),
          )
        : vms,
    ),
  },
} as const satisfies Record<string, NodeLocalFault>;
