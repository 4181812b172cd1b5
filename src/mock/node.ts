// Builds a mock node: the generated chain plus every API's routes, behind the JSON-RPC core.
import { goJson } from '../json/go-escape.js';
import { generateChain } from './chain/generate.js';
import { JsonRpcCore, VARY } from './core.js';
import {
  assertFaultNames,
  deepChanges,
  faultedResponse,
  httpEffects,
  type FaultName,
} from './faults/fault-registry.js';
import { HEALTH_KINDS, healthRest, healthRoute, subpathsOf, type ReportWriter } from './health.js';
import { indexRoute } from './index-api.js';
import { infoRoute, mockNodeOf } from './info.js';
import { isPeerRole, nodeAsked, UNBOOTSTRAPPED_NODE, type NodeRole } from '../client/second-node.js';
import { cChainAvaxRoute, cChainRpcRoute } from './c-chain.js';
import { xChainRoute } from './x-chain.js';
import { keystoreRoute } from './keystore.js';
import type { NodeContext } from './node-context.js';
import { platformHandlers } from './platform/platform-methods.js';
import { buildDueBlock, MEMPOOL_BLOCK_TIME_MS } from './platform/txs.js';
import { parseProfile, profileCodec, profileFaults, profileServes, type MockProfile } from './mock-profile.js';
import type { HandlerTable, MockOptions, MockRequest, MockResponse, Routes } from './mock-contracts.js';
import { HEALTH_PATH, INDEX_PATHS, PLATFORM_PATHS, P_CHAIN_PATH } from '../spec/api-paths.js';

/** The handlers of the methods the profile serves: a release answers the others as methods it does not know. */
function served(profile: MockProfile, handlers: HandlerTable): HandlerTable {
  return Object.fromEntries(Object.entries(handlers).filter(([method]) => profileServes(profile, method)));
}

export interface MockNode {
  context: NodeContext;
  handle(req: MockRequest): Promise<MockResponse>;
}

export function createMock(opts: MockOptions): MockNode {
  const names = opts.faults ?? [];
  assertFaultNames(names);
  const profile = parseProfile(opts.profile);
  // assertFaultNames has refused every name the registry lacks; a release profile adds its deviations' faults (each
  // in the registry: test/spec/deviations.test.ts).
  const faults = new Set([...names, ...profileFaults(profile)] as FaultName[]);
  const state = generateChain({
    seed: opts.seed,
    networkId: opts.networkId ?? 12345,
    scale: opts.scale ?? 'default',
    codec: profileCodec(profile),
  });
  const context: NodeContext = {
    state,
    deep: deepChanges(faults),
    profile,
    issued: new Map(),
    dropped: new Map(),
    blockTimeMs: opts.blockTimeMs ?? MEMPOOL_BLOCK_TIME_MS,
    requests: 0,
  };
  const routes: Routes = new Map();
  const platform = { service: 'platform', handlers: served(profile, platformHandlers(context)) };
  for (const p of PLATFORM_PATHS) if (!(p === P_CHAIN_PATH && !context.deep.pChainPathRouted)) routes.set(p, platform);
  const http = httpEffects(faults);
  // A GET report as the faults switched on change it where it leaves its route (src/mock/faults/effect.ts).
  const report: ReportWriter = (req, answer, again) => {
    const q = req.path.indexOf('?');
    const path = q < 0 ? req.path : req.path.slice(0, q);
    const call = { path, query: new URLSearchParams(q < 0 ? '' : req.path.slice(q + 1)), node: context, again };
    const { status, body } = faultedResponse(http, call, answer);
    const headers = { 'content-type': 'application/json', ...VARY };
    return { status, headers, body: req.method === 'HEAD' ? '' : goJson(body) };
  };
  routes.set(HEALTH_PATH, healthRoute(context, report));
  for (const kind of HEALTH_KINDS) for (const p of subpathsOf(kind)) routes.set(p, healthRest(context, kind, report));
  const keystoreApi = keystoreRoute(context);
  const keystore = { ...keystoreApi, handlers: served(profile, keystoreApi.handlers) };
  // A release without the keystore does not serve its path at all, nor a node that does not route it.
  if (context.deep.keystoreRouted && Object.keys(keystore.handlers).length) routes.set('/ext/keystore', keystore);
  for (const path of INDEX_PATHS) routes.set(path, indexRoute(context, path));
  if (context.deep.cIndexPathFails)
    routes.set('/ext/index/C/block', () => ({
      status: 500,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
    }));
  const info = (role: NodeRole) => {
    const r = infoRoute(context, role);
    return { ...r, handlers: served(profile, r.handlers) };
  };
  routes.set('/ext/info', info('target'));
  const xChain = xChainRoute(context);
  for (const p of ['/ext/bc/X', `/ext/bc/${context.state.xChainId}`]) routes.set(p, xChain);
  const cAvax = cChainAvaxRoute(context);
  const cRpc = cChainRpcRoute(context);
  for (const c of ['C', context.state.cChainId]) {
    routes.set(`/ext/bc/${c}/avax`, cAvax);
    routes.set(`/ext/bc/${c}/rpc`, cRpc);
  }
  const core = new JsonRpcCore(routes, context, faults);
  // The info API of the other nodes a run asks (an unbootstrapped node, peers of the network: src/mock/info.ts),
  // each answering as its own node; every other path answers alike for all of them.
  const others = new Map<string, JsonRpcCore>();
  const infoCoreOf = (role: NodeRole) => {
    let c = others.get(role);
    if (!c) others.set(role, (c = new JsonRpcCore(new Map([['/ext/info', info(role)]]), context, faults)));
    return c;
  };

  return {
    context,
    handle: async (req) => {
      // The node builds its next block as its mempool's txs fall due: before any answer can tell.
      context.requests++;
      buildDueBlock(context);
      const asked = nodeAsked(req.headers);
      const role: NodeRole = asked === UNBOOTSTRAPPED_NODE || isPeerRole(asked) ? (asked as NodeRole) : 'target';
      const res = await (role !== 'target' && req.path.split('?', 1)[0] === '/ext/info'
        ? infoCoreOf(role).handle(req)
        : core.handle(req));
      // Every answer names the node that gave it (AvalancheGo's api/server: I.info.node-id-header).
      return { ...res, headers: { ...res.headers, 'node-id': mockNodeOf(context, role).nodeId } };
    },
  };
}
