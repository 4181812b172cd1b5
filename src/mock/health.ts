// The health API: GET on /ext/health (+ /health, /readiness, /liveness) answers 200 when healthy and
// 503 when not, `tag` filters to the tagged checks plus the application-wide ones, and JSON-RPC
// health.health / readiness / liveness answer the same results. Times come from the chain, so the
// same seed gives the same bytes. A GET carrying the second node's header (src/client/second-node.ts)
// is answered as a node that has not bootstrapped would: the bootstrapped check fails, only the P
// chain is registered, and /ext/health and /ext/health/readiness answer 503. The application-wide
// checks are the node's (facts/node-local.md §1.5), bls included: its message, a string on the node
// (deviation health.check-message-string), is the one-element array the spec's "object or array" allows.
// The faults that break a report change it as it leaves (src/mock/faults/node-local-faults.ts); src/mock/node.ts writes the
// GET reports.
import { nodeAsked, UNBOOTSTRAPPED_NODE } from '../client/second-node.js';
import { HEALTH_PATH, PRIMARY_NETWORK_ID } from '../spec/api-paths.js';
import type { Json } from '../json/lossless.js';
import type { Route } from './mock-contracts.js';
import type { HttpAnswer } from './faults/effect.js';
import { argsOf } from './go-params.js';
import type { ChainState } from './chain/state.js';
import { containersOf } from './chain/containers.js';
import { answerJson, methodHandlers, type ResultIn } from './method-handlers.js';
import type { NodeContext } from './node-context.js';
import type { MockRequest, MockResponse } from './mock-contracts.js';

/** A check the mock registers; `failing` is its error text. */
interface CheckDef {
  name: string;
  tags: string[];
  message?: Record<string, Json> | Json[];
  failing?: string;
}

export const HEALTH_KINDS = ['health', 'readiness', 'liveness'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** The paths that answer a kind's GET report to any HTTP method: under /ext/health and at the root. */
export const subpathsOf = (kind: HealthKind): string[] => [`${HEALTH_PATH}/${kind}`, `/${kind}`];
/** Every path of a kind's GET report: /ext/health itself answers health's (to GET only). */
export const reportPathsOf = (kind: HealthKind): string[] =>
  kind === 'health' ? [HEALTH_PATH, ...subpathsOf(kind)] : subpathsOf(kind);

/** A GET report's HTTP status (H.get.status): 200 when healthy, 503 when not. */
export const statusOf = (healthy: boolean): number => (healthy ? 200 : 503);

/** When the checks last ran: 30 s after the chain's last block, so the same seed gives the same bytes. */
export function checkedAt(state: ChainState): string {
  return new Date((state.blocks[state.blocks.length - 1]!.timestamp + 30) * 1000).toISOString();
}

/** A failing check's history: three failures in a row, the first a minute before the chain's last block. */
export function failureHistory(state: ChainState): Record<string, Json> {
  const tip = state.blocks[state.blocks.length - 1]!;
  return { contiguousFailures: 3, timeOfFirstFailure: new Date((tip.timestamp - 60) * 1000).toISOString() };
}

/**
 * Writes a GET report where the faults' HTTP effects apply (src/mock/node.ts); HEAD's without its body. `again` answers
 * the same request with another query.
 */
export type ReportWriter = (
  req: MockRequest,
  answer: HttpAnswer,
  again: (query: URLSearchParams) => HttpAnswer,
) => MockResponse;

function checkDefs(ctx: NodeContext, unbootstrapped: boolean): CheckDef[] {
  const networking = { disconnectedValidators: [], percentConnected: 1 };
  // Each chain's engine names the last container its index holds: for the P-Chain its proposer block, at the chain's height.
  const chain = (name: 'P' | 'X' | 'C'): CheckDef => {
    const list = containersOf(ctx.state, name === 'P' ? 'P/block' : `${name}/block`);
    const last = list[list.length - 1]!;
    return {
      name,
      tags: [PRIMARY_NETWORK_ID],
      message: unbootstrapped
        ? { engine: { consensus: {}, vm: null }, networking }
        : {
            engine: {
              consensus: {
                avgAcceptanceTime: '0s',
                lastAcceptedHeight: list.length,
                lastAcceptedID: last.id,
                longestProcessingBlock: '0s',
                processingBlocks: 0,
              },
              vm: null,
            },
            networking,
          },
    };
  };
  return [
    // Before bootstrapping only the P-Chain exists; X and C are created once it is done.
    ...(unbootstrapped ? [chain('P')] : [chain('C'), chain('P'), chain('X')]),
    // Go writes the checks map sorted by name: the upper-case chain aliases first, then bls.
    { name: 'bls', tags: ['application'], message: ['node has the correct BLS key'] },
    unbootstrapped
      ? {
          name: 'bootstrapped',
          tags: ['application'],
          message: [PRIMARY_NETWORK_ID],
          failing: 'subnets not bootstrapped',
        }
      : { name: 'bootstrapped', tags: ['application'], message: [] },
    { name: 'database', tags: ['application'] },
    {
      name: 'diskspace',
      tags: ['application'],
      message: { availableDiskBytes: 52_000_000_000, availableDiskPercentage: 80 },
    },
    {
      name: 'futureupgrade',
      tags: ['application'],
      message: {
        localUpgradeTime: '2020-12-05T05:00:00Z',
        modeUpgradeTime: '1970-01-01T00:00:00Z',
        modeUpgradeWeightPercentage: 0,
        numUpgradeTimes: 0,
      },
    },
    {
      name: 'network',
      tags: ['application'],
      message: {
        connectedPeers: unbootstrapped ? 0 : 4,
        sendFailRate: 0,
        timeSinceLastMsgReceived: '1s',
        timeSinceLastMsgSent: '1s',
      },
    },
    { name: 'router', tags: ['application'], message: { longestRunningRequest: '0s', outstandingRequests: 0 } },
  ];
}

function select(ctx: NodeContext, kind: HealthKind, tags: readonly string[], unbootstrapped: boolean): CheckDef[] {
  if (kind === 'liveness') return [];
  let defs = checkDefs(ctx, unbootstrapped);
  if (kind === 'readiness') defs = defs.filter((d) => d.name === 'bootstrapped');
  const keepApplication = ctx.deep.healthTagsKeepApplication;
  if (tags.length)
    defs = defs.filter(
      (d) => (keepApplication && d.tags.includes('application')) || d.tags.some((t) => tags.includes(t)),
    );
  if (kind === 'readiness' && tags.length && !keepApplication) defs.push({ name: 'database', tags: ['application'] });
  return defs;
}

/** A kind's report of the checks `tags` select (all when none). */
function healthResult(
  ctx: NodeContext,
  kind: HealthKind,
  tags: string[],
  unbootstrapped = false,
): ResultIn<'health.health'> {
  const at = checkedAt(ctx.state);
  const checks: ResultIn<'health.health'>['checks'] = {};
  for (const d of select(ctx, kind, tags, unbootstrapped))
    checks[d.name] = {
      ...(d.message !== undefined ? { message: d.message } : {}),
      ...(d.failing ? { error: d.failing } : {}),
      timestamp: at,
      duration: 12_345,
      ...(d.failing ? failureHistory(ctx.state) : {}),
    };
  return { checks, healthy: Object.values(checks).every((c) => !c.error) };
}

/** A kind's GET report, its status following healthy, written by `write`. */
function restAnswer(
  ctx: NodeContext,
  kind: HealthKind,
  req: MockRequest,
  query: URLSearchParams,
  write: ReportWriter,
): MockResponse {
  const answer = (q: URLSearchParams): HttpAnswer => {
    const report = healthResult(ctx, kind, q.getAll('tag'), nodeAsked(req.headers) === UNBOOTSTRAPPED_NODE);
    return { status: statusOf(report.healthy), body: answerJson(report) };
  };
  return write(req, answer(query), answer);
}

/** The JSON-RPC route at /ext/health; GET there is the REST report of the health checks. */
export function healthRoute(ctx: NodeContext, write: ReportWriter): Route {
  return {
    service: 'health',
    handlers: methodHandlers({
      'health.health': (p) => healthResult(ctx, 'health', argsOf(p).strings('tags')),
      'health.readiness': (p) => healthResult(ctx, 'readiness', argsOf(p).strings('tags')),
      // No check is a liveness check (H.rpc.liveness): nothing can fail it.
      'health.liveness': () => ({ checks: {}, healthy: true }),
    }),
    rest: (req, query) => (req.method === 'GET' ? restAnswer(ctx, 'health', req, query, write) : null),
  };
}

/** /ext/health/{health,readiness,liveness} and their aliases at the root: the REST report, whatever the HTTP method. */
export function healthRest(
  ctx: NodeContext,
  kind: HealthKind,
  write: ReportWriter,
): (req: MockRequest, query: URLSearchParams) => MockResponse {
  return (req, query) => restAnswer(ctx, kind, req, query, write);
}
