// Builds a mock node: the generated chain plus every API's routes, behind the JSON-RPC core.
import { generateChain } from './chain/generate.js';
import { JsonRpcCore, type Routes } from './core.js';
import { assertFaultNames, type FaultName } from './faults/index.js';
import { healthRest, healthRoute } from './health.js';
import { indexRoute } from './index-api.js';
import { infoRoute } from './info.js';
import { keystoreRoute } from './keystore.js';
import type { NodeContext } from './node-context.js';
import { platformHandlers } from './platform/index.js';
import type { MockOptions, MockRequest, MockResponse } from './types.js';
import { INDEX_PATHS, PLATFORM_PATHS, P_CHAIN_PATH } from '../spec/paths.js';



export interface MockNode {
  context: NodeContext;
  handle(req: MockRequest): Promise<MockResponse>;
}

export function createMock(opts: MockOptions): MockNode {
  const names = opts.faults ?? [];
  assertFaultNames(names);
  // assertFaultNames has refused every name the registry lacks.
  const faults = new Set(names as readonly FaultName[]);
  const context: NodeContext = { state: generateChain({ seed: opts.seed, networkId: opts.networkId ?? 12345, scale: opts.scale ?? 'default' }), faults, issued: new Map() };
  const routes: Routes = new Map();
  const platform = { service: 'platform', handlers: platformHandlers(context) };
  for (const p of PLATFORM_PATHS) if (!(p === P_CHAIN_PATH && faults.has('platform-path-404'))) routes.set(p, platform);
  routes.set('/ext/health', healthRoute(context));
  for (const kind of ['health', 'readiness', 'liveness'] as const) {
    routes.set(`/ext/health/${kind}`, healthRest(context, kind));
    routes.set(`/${kind}`, healthRest(context, kind));
  }
  if (!faults.has('keystore-removed')) routes.set('/ext/keystore', keystoreRoute(context));
  for (const path of INDEX_PATHS) routes.set(path, indexRoute(context, path));
  if (faults.has('index-path-500'))
    routes.set('/ext/index/C/block', () => ({ status: 500, headers: { 'content-type': 'text/html' }, body: '<html><body><h1>500 Internal Server Error</h1></body></html>' }));
  routes.set('/ext/info', infoRoute(context));
  const core = new JsonRpcCore(routes, faults);
  return { context, handle: (req) => core.handle(req) };
}
