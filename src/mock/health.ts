// The health API: GET on /ext/health (+ /health, /readiness, /liveness) answers 200 when healthy and
// 503 when not, `tag` filters to the tagged checks plus the application-wide ones, and JSON-RPC
// health.health / readiness / liveness answer the same results. Times come from the chain, so the
// same seed gives the same bytes. A GET carrying the second node's header (src/client/second-node.ts)
// is answered as a node that has not bootstrapped would: the bootstrapped check fails, only the P
// chain is registered, and /ext/health and /ext/health/readiness answer 503. The application-wide
// checks are the node's (facts/node-local.md §1.5), bls included: its message, a string on the node
// (deviation health.check-message-string), is the one-element array the spec's "object or array" allows.
import { nodeAsked, UNBOOTSTRAPPED_NODE } from '../client/second-node.js';
import { PRIMARY_NETWORK_ID } from '../spec/paths.js';
import type { Json } from '../json/lossless.js';
import type { Route } from './core.js';
import { goJson } from '../json/go-escape.js';
import { VARY, withoutFirstMember } from './core.js';
import { argsOf } from './args.js';
import { containersOf } from './chain/containers.js';
import type { NodeContext } from './node-context.js';
import type { MockRequest, MockResponse } from './types.js';

/** A check the mock registers; `failing` is its error text. */
interface CheckDef {
  name: string;
  tags: string[];
  message?: Json;
  failing?: string;
}

type Kind = 'health' | 'readiness' | 'liveness';

function checkDefs(ctx: NodeContext, unbootstrapped: boolean): CheckDef[] {
  const unhealthy = ctx.faults.has('failing-check-without-details') || ctx.faults.has('unhealthy-200');
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
                ...(ctx.faults.has('real-health-no-avg-acceptance-time') ? {} : { avgAcceptanceTime: '0s' }),
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
    ...(ctx.faults.has('real-health-no-bls-check')
      ? []
      : [
          {
            name: 'bls',
            tags: ['application'],
            message: ctx.faults.has('real-health-message-string')
              ? 'node has the correct BLS key'
              : ['node has the correct BLS key'],
          },
        ]),
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
      message: {
        availableDiskBytes: 52_000_000_000,
        ...(ctx.faults.has('real-health-no-disk-percentage') ? {} : { availableDiskPercentage: 80 }),
      },
    },
    ...(ctx.faults.has('real-health-no-futureupgrade')
      ? []
      : [
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
        ]),
    {
      name: 'network',
      tags: ['application'],
      message: {
        connectedPeers: unhealthy || unbootstrapped ? 0 : 4,
        sendFailRate: 0,
        timeSinceLastMsgReceived: '1s',
        timeSinceLastMsgSent: '1s',
      },
      ...(unhealthy ? { failing: 'network layer is unhealthy: not connected to a minimum of 1 peer(s), only 0' } : {}),
    },
    { name: 'router', tags: ['application'], message: { longestRunningRequest: '0s', outstandingRequests: 0 } },
  ];
}

function select(ctx: NodeContext, kind: Kind, tags: string[], unbootstrapped: boolean): CheckDef[] {
  if (kind === 'liveness') return [];
  let defs = checkDefs(ctx, unbootstrapped);
  if (kind === 'readiness')
    defs = ctx.faults.has('readiness-without-bootstrapped')
      ? defs.filter((d) => d.name === 'database')
      : defs.filter((d) => d.name === 'bootstrapped');
  if (tags.length && ctx.faults.has('health-tags-last-only')) tags = tags.slice(-1);
  const keepApplication = !ctx.faults.has('health-tag-drops-application');
  if (tags.length && !ctx.faults.has('health-tag-filter-ignored'))
    defs = defs.filter(
      (d) => (keepApplication && d.tags.includes('application')) || d.tags.some((t) => tags.includes(t)),
    );
  if (kind === 'readiness' && tags.length && !keepApplication) defs.push({ name: 'database', tags: ['application'] });
  return defs;
}

export function healthResult(
  ctx: NodeContext,
  kind: Kind,
  tags: string[],
  unbootstrapped = false,
): { checks: Record<string, Json>; healthy: boolean } {
  const tip = ctx.state.blocks[ctx.state.blocks.length - 1]!;
  const at = new Date((tip.timestamp + 30) * 1000).toISOString();
  const checks: Record<string, Json> = {};
  for (const d of select(ctx, kind, tags, unbootstrapped)) {
    const r: Record<string, Json> = {};
    if (d.message !== undefined) r.message = d.message;
    if (d.failing) r.error = d.failing;
    r.timestamp = at;
    r.duration = ctx.faults.has('health-duration-fractional') ? 12_345.5 : 12_345;
    if (d.failing && !ctx.faults.has('failing-check-without-details')) {
      r.contiguousFailures = 3;
      r.timeOfFirstFailure = new Date((tip.timestamp - 60) * 1000).toISOString();
    }
    checks[d.name] = r;
  }
  if (kind === 'liveness' && ctx.faults.has('liveness-with-checks')) checks.network = { timestamp: at, duration: 1 };
  const noneFails = Object.values(checks).every((c) => !(c as Record<string, Json>).error);
  const healthy = ctx.faults.has('healthy-flag-inverted') ? !noneFails : noneFails;
  return { checks, healthy };
}

function restAnswer(
  ctx: NodeContext,
  kind: Kind,
  req: MockRequest,
  query: URLSearchParams,
  head: boolean,
  subpath: boolean,
): MockResponse {
  const unbootstrapped = nodeAsked(req.headers) === UNBOOTSTRAPPED_NODE;
  const result = healthResult(ctx, kind, query.getAll('tag'), unbootstrapped);
  if (subpath && ctx.faults.has('health-subpaths-differ')) {
    if (kind === 'liveness') result.checks.network = { timestamp: new Date(0).toISOString(), duration: 1 };
    else delete result.checks.router;
  }
  let status = result.healthy ? 200 : 503;
  if (ctx.faults.has('health-503-but-healthy') && result.healthy) status = 503;
  if (ctx.faults.has('unhealthy-200')) status = 200;
  const body = ctx.faults.has('result-member-dropped')
    ? withoutFirstMember(result as unknown as Json)
    : (result as unknown as Json);
  return { status, headers: { 'content-type': 'application/json', ...VARY }, body: head ? '' : goJson(body) };
}

/** The JSON-RPC route at /ext/health; GET there is the REST report of the health checks. */
export function healthRoute(ctx: NodeContext): Route {
  const rpc = (kind: Kind) => (p: Json | undefined) => {
    const result = healthResult(ctx, kind, kind === 'liveness' ? [] : argsOf(p).strings('tags'));
    // Fault health-rpc-duration-changed: the RPC answer's records differ from the GET report's by their durations.
    if (ctx.faults.has('health-rpc-duration-changed'))
      for (const c of Object.values(result.checks)) (c as { duration: number }).duration += 1;
    return result;
  };
  return {
    service: 'health',
    handlers: {
      'health.health': rpc('health'),
      'health.readiness': rpc('readiness'),
      'health.liveness': rpc('liveness'),
    },
    rest: (req, query) => (req.method === 'GET' ? restAnswer(ctx, 'health', req, query, false, false) : null),
  };
}

/** /ext/health/{health,readiness,liveness}: the REST report, whatever the HTTP method. */
export function healthRest(ctx: NodeContext, kind: Kind): (req: MockRequest, query: URLSearchParams) => MockResponse {
  return (req, query) => restAnswer(ctx, kind, req, query, req.method === 'HEAD', true);
}
