// Prepares a run before any suite starts: starts the embedded mock when the target is "mock",
// checks the target answers at all, detects the node version and profile, discovers inputs.
import { join, resolve } from 'node:path';
import { HttpClient } from '../client/http.js';
import { DIRECT, type TransportOptions } from '../client/transport.js';
import { headerValue, type Exchange } from '../client/exchange.js';
import { callRpc, type RpcOutcome } from '../client/rpc.js';
import { discoverOrReuse, type MockInProcess } from './discovery-reuse.js';
import { stateChangingFiles } from '../check-list/check-manifest.js';
import type { DiscoveryPart } from '../discovery/discovered-inputs.js';
import { InputError } from '../input-error.js';
import { CassetteError, CHECK_HEADER, readCassetteRecording } from '../replay/cassette.js';
import { SPEC_PROFILE } from '../mock/mock-profile.js';
import { LANDS_AT_NEXT_REQUEST, type MockOptions } from '../mock/mock-contracts.js';
import { DEFAULTS } from './defaults.js';
import type { ServeAgain } from '../check/serve-again.js';
import type { StartedNode } from '../targets/node-binary.js';
import type { RunOptions } from './options.js';
import { profileFromNodeVersion } from '../catalog/version-profile.js';
import type { RunContext, SeededState, TargetInfo } from '../check/run-context.js';
import { emptyDiscovery } from '../discovery/discover.js';
import { parseTarget } from './target.js';
import { defaultManifestPath, readSeedManifest, writeSeedManifest, type SeedManifest } from '../seed/seed-manifest.js';

/**
 * A target the run cannot judge: nothing answers, what answers is not an Avalanche node, or the
 * cassette cannot be replayed. Bad input (exit 2); the run's reports hold one failed check titled
 * `checkTitle` saying so.
 */
export class TargetUnusable extends InputError {
  constructor(
    message: string,
    /** The target as given: a URL or replay:FILE. */
    readonly url: string,
    readonly checkTitle: string,
    readonly reproduce: string,
  ) {
    super(message);
  }
}

/** Nothing answers at the target's address. */
export class TargetUnreachable extends TargetUnusable {
  constructor(message: string, url: string) {
    super(message, url, 'target is reachable', /^https?:/.test(url) ? `curl -sS -i ${url}/ext/health` : '');
  }
}

/** Something answers, but neither info.getNodeVersion nor platform.getHeight with a JSON-RPC envelope. */
export class TargetNotANode extends TargetUnusable {
  constructor(message: string, url: string) {
    const curl = `curl -sS -i -X POST ${url}/ext/info -H 'content-type: application/json' --data-raw '{"jsonrpc":"2.0","id":1,"method":"info.getNodeVersion","params":{}}'`;
    super(message, url, 'target answers as an Avalanche node', /^https?:/.test(url) ? curl : '');
  }
}

/** A JSON object with a result or an error member: what any JSON-RPC server answers. */
const isEnvelope = (o: RpcOutcome): boolean => o.result !== undefined || o.error !== undefined;

const ANSWER_PREVIEW = 60;

/** A non-JSON-RPC answer in a few words, e.g. `HTTP 200 text/html "<!DOCTYPE html>…"`. */
function describeAnswer(o: RpcOutcome): string {
  const res = o.exchange.response;
  if (!res) return `no answer (${o.exchange.error ?? 'transport failure'})`;
  const type = headerValue(res.headers, 'content-type')?.split(';')[0];
  const head = res.body.slice(0, ANSWER_PREVIEW).replace(/\s+/g, ' ').trim();
  return `HTTP ${res.status}${type ? ` ${type}` : ''} ${head ? JSON.stringify(head) : '(empty body)'}${res.body.length > ANSWER_PREVIEW ? '…' : ''}`;
}

export interface PreparedRun {
  context: RunContext;
  /** Exchanges sent while preparing (version detection, discovery), for the exchange log and cassettes. */
  setupExchanges: Exchange[];
  /** Requests sent while preparing (version detection, discovery). */
  requests: number;
  /** The target is a cassette (replay:FILE): it changes no node, and answers each check as recorded. */
  replay: boolean;
  /**
   * Prepared while seeding (prepareRun's whileSeeding, on a run that seeds): settles with the seeded node's
   * discovery once seeding and discovery are done (their exchanges then in setupExchanges too).
   */
  seeded?: Promise<SeededState>;
  /** A network the run started from a binary: how it came up. */
  nodeStart?: NodeStart;
  stop(): Promise<void>;
}

/** Resolves the target to a base URL, starting what must be started. */
interface StartedTarget {
  kind: TargetInfo['kind'];
  url: string;
  /** How messages name the target: its URL, or replay:FILE for a cassette. */
  label: string;
  /** A cassette served on loopback (replay:FILE). */
  replay?: boolean;
  stop: () => Promise<void>;
  fresh?: boolean;
  /** Where requests for the unbootstrapped second node go (src/client/second-node.ts), when there is one. */
  unbootstrappedUrl?: string;
  /** Further nodes of the target's network, checked for agreement with it. */
  peerUrls?: string[];
  /** The mock's second instance, for the files holding a state-changing check. */
  writerUrl?: string;
  /** How a reproduction serves this target again after the run (a loopback mock or cassette). */
  serveAgain?: ServeAgain;
  /** The mock's node, which can answer discovery's requests in this process too (src/harness/discovery-reuse.ts). */
  mock?: MockInProcess;
  /** The mock's chain and faults (the state machine starts fresh copies of it). */
  mockChain?: TargetInfo['mockChain'];
  /** A network started from a binary: how long its start took, and each node's steps (NodeStart). */
  nodeStart?: NodeStart;
}

/** How a network the run started from a binary came up: its wall, and the steps of each node seen (StartSteps). */
export interface NodeStart {
  wallMs: number;
  nodes: Array<{ role: 'target' | 'unbootstrapped' } & StartedNode['start']>;
}

/** The `avaconform mock` words that serve the run's mock again: its seed, network, size, profile and faults, blocks built at once. */
function mockAgain(mock: StartedMockOptions): string[] {
  return [
    'mock',
    '--seed',
    String(mock.seed),
    '--block-time',
    String(LANDS_AT_NEXT_REQUEST),
    ...(mock.networkId !== DEFAULTS.mockNetworkId ? ['--network-id', String(mock.networkId)] : []),
    ...(mock.scale !== 'default' ? ['--scale', mock.scale] : []),
    ...(mock.profile !== SPEC_PROFILE ? ['--profile', mock.profile] : []),
    ...mock.faults.flatMap((f) => ['--fault', f]),
  ];
}

/** A network the run starts from an AvalancheGo binary (--node-binary): what its nodes run, and where they log. */
interface NodeNetworkOptions {
  binary: string;
  /** How many nodes (the others are peers of the target). */
  nodes: number;
  /** --upgrades: a devnet with that upgrade and those before it active, or null for a local network. */
  upgrades: string | null;
  /** Extra node flags ("flag=value"). */
  nodeArgs: readonly string[];
  logDir: string;
}

async function startNodeNetwork(node: NodeNetworkOptions): Promise<StartedTarget> {
  const called = performance.now();
  const [{ startNodeFromBinary, withoutPorts }, { devnetArgs }] = await Promise.all([
    import('../targets/node-binary.js'),
    import('../targets/devnet.js'),
  ]);
  const { binary, logDir } = node;
  // --upgrades: every node of the run starts on the devnet of one genesis and upgrade file.
  const nodeArgs = [...devnetArgs(join(logDir, 'devnet'), node.upgrades), ...node.nodeArgs];
  // Beside the target, a node of the same binary that cannot bootstrap: the failing side of the health rules.
  const second = startNodeFromBinary({
    binary,
    extraArgs: withoutPorts(nodeArgs),
    logDir: join(logDir, 'unbootstrapped'),
    unbootstrapped: true,
    readyTimeoutMs: 60_000,
  }).catch((e: unknown) => {
    console.error(
      `avaconform: no unbootstrapped second node (${(e as Error).message.split('\n', 1)[0]}); the health checks judge the target alone`,
    );
    return null;
  });
  let network: { urls: string[]; stop(): Promise<void>; start?: StartedNode['start'] };
  try {
    if (node.nodes > 1) {
      const { startLocalNetwork } = await import('../targets/local-network.js');
      const n = await startLocalNetwork({ binary, nodes: node.nodes, extraArgs: nodeArgs, logDir });
      network = { urls: n.nodes.map((x) => x.url), stop: n.stop };
    } else {
      const started = await startNodeFromBinary({ binary, extraArgs: nodeArgs, logDir });
      network = { urls: [started.url], stop: started.stop, start: started.start };
    }
  } catch (e) {
    await (await second)?.stop();
    // A node that never became healthy is a target that cannot be judged: reported, with what it said.
    throw new TargetUnusable(
      (e as Error).message,
      `node-binary:${binary}`,
      'the node starts and becomes healthy',
      `less ${join(logDir, 'node.stdout.log')}`,
    );
  }
  const unbootstrapped = await second;
  const [url, ...peerUrls] = network.urls as [string, ...string[]];
  const nodeStart: NodeStart = {
    wallMs: Math.round(performance.now() - called),
    nodes: [
      ...(network.start ? [{ role: 'target' as const, ...network.start }] : []),
      ...(unbootstrapped ? [{ role: 'unbootstrapped' as const, ...unbootstrapped.start }] : []),
    ],
  };
  return {
    kind: 'http',
    url,
    label: url,
    fresh: true,
    nodeStart,
    ...(unbootstrapped ? { unbootstrappedUrl: unbootstrapped.url } : {}),
    ...(peerUrls.length ? { peerUrls } : {}),
    stop: async () => void (await Promise.all([network.stop(), unbootstrapped?.stop()])),
  };
}

/** The run's mock: its chain's seed, network, size and faults, and the profile it answers as. */
type StartedMockOptions = Required<Pick<MockOptions, 'seed' | 'networkId' | 'scale' | 'profile'>> & {
  faults: readonly string[];
};

/** `label`: the target as given ("mock", "mock:PROFILE"). */
async function startMock(mock: StartedMockOptions, label: string): Promise<StartedTarget> {
  const { startMockServer } = await import('../mock/server.js');
  // Blocks built at the next request: the same seed sends the same requests (a run's cassette is reproducible).
  const options = { ...mock, blockTimeMs: LANDS_AT_NEXT_REQUEST, port: 0 };
  // Two instances of one chain (shared, read-only; each keeps its own issued txs and keystore): the
  // files that write talk to the second.
  const [server, writer] = await Promise.all([startMockServer(options), startMockServer(options)]);
  // The mock answers as an unbootstrapped node, or as a peer of one network, to requests carrying that node's header.
  const serveAgain = {
    command: mockAgain(mock),
    what: "the run's mock",
    urls: [server.url, writer.url],
    keep: [],
  };
  return {
    kind: 'mock',
    url: server.url,
    label,
    unbootstrappedUrl: server.url,
    peerUrls: [server.url],
    writerUrl: writer.url,
    serveAgain,
    mockChain: {
      seed: mock.seed,
      networkId: mock.networkId,
      scale: mock.scale,
      profile: mock.profile,
      faults: [...mock.faults],
    },
    mock: {
      node: server.node,
      chain: { seed: mock.seed, networkId: mock.networkId, scale: mock.scale, profile: mock.profile },
    },
    stop: async () => void (await Promise.all([server.close(), writer.close()])),
  };
}

/** `label`: the target as given ("replay:FILE"). */
async function startReplay(file: string, label: string): Promise<StartedTarget> {
  const { startReplayServer } = await import('../replay/cassette-server.js');
  try {
    const server = await startReplayServer(file);
    const recording = readCassetteRecording(file);
    const others = {
      ...(recording?.unbootstrappedNode ? { unbootstrappedUrl: server.url } : {}),
      ...(recording?.peers ? { peerUrls: Array.from({ length: recording.peers }, () => server.url) } : {}),
    };
    const serveAgain = {
      command: ['mock', '--cassette', file],
      what: 'the cassette',
      urls: [server.url],
      keep: [CHECK_HEADER],
    };
    return {
      kind: 'http',
      url: server.url,
      label,
      replay: true,
      ...others,
      serveAgain,
      stop: () => server.close(),
    };
  } catch (e) {
    if (e instanceof CassetteError) throw new TargetUnusable(e.message, label, 'cassette can be replayed', '');
    throw e;
  }
}

async function startTarget(opts: RunOptions): Promise<StartedTarget> {
  const spec = opts.nodeBinary ? ({ kind: 'binary', binary: opts.nodeBinary } as const) : parseTarget(opts.target);
  if (spec.kind === 'binary')
    return startNodeNetwork({
      binary: spec.binary,
      nodes: opts.nodes,
      upgrades: opts.upgrades,
      nodeArgs: opts.nodeArgs,
      logDir: join(resolve(opts.reportDir), 'node-logs'),
    });
  if (spec.kind === 'mock')
    return startMock(
      {
        seed: opts.mockSeed,
        faults: opts.faults,
        networkId: opts.mockNetworkId,
        scale: opts.mockScale,
        profile: spec.profile,
      },
      opts.target,
    );
  if (spec.kind === 'replay') return startReplay(spec.file, opts.target);
  return {
    kind: 'http',
    url: spec.url,
    label: spec.url,
    ...(opts.peers.length ? { peerUrls: opts.peers } : {}),
    stop: async () => {},
  };
}

/** A short probe: does anything answer HTTP at the base URL? */
export async function probe(
  url: string,
  timeoutMs: number,
  transport: TransportOptions = DIRECT,
): Promise<string | null> {
  const client = new HttpClient(url, { timeoutMs: Math.min(timeoutMs, 1500), connections: 1, transport });
  try {
    const x = await client.send({ method: 'GET', path: '/ext/health' });
    // Only "nobody there" is unreachable; a target that accepts and then misbehaves is checked (and fails).
    if (!x.response && /refused|host not found/.test(x.error ?? '')) return x.error ?? 'no answer';
    return null;
  } finally {
    await client.close();
  }
}

/**
 * info.getNodeVersion's answer; from a node without the info API, platform.getHeight must answer instead. A
 * target that answers neither with a JSON-RPC envelope is not a node to judge (TargetNotANode, `label` naming it).
 */
async function versionAnswer(client: HttpClient, label: string, url: string): Promise<RpcOutcome> {
  const v = await callRpc(client, { method: 'info.getNodeVersion', params: {}, path: '/ext/info', id: 1 });
  if (isEnvelope(v)) return v;
  const h = await callRpc(client, { method: 'platform.getHeight', params: {}, path: '/ext/bc/P', id: 1 });
  if (!isEnvelope(h))
    throw new TargetNotANode(
      `target ${label} does not answer like an Avalanche node: info.getNodeVersion at /ext/info got ${describeAnswer(v)}; platform.getHeight at /ext/bc/P got ${describeAnswer(h)}`,
      url,
    );
  return v;
}

/**
 * Throws what a run would find, before any run starts: TargetUnreachable when nothing answers at `url`,
 * TargetNotANode when what answers is no Avalanche node. `label` names the target in the message.
 */
export async function assertJudgeable(
  url: string,
  label: string,
  timeoutMs: number,
  transport: TransportOptions = DIRECT,
): Promise<void> {
  const problem = await probe(url, timeoutMs, transport);
  if (problem) throw new TargetUnreachable(`target ${label} is unreachable: ${problem}`, url);
  const client = new HttpClient(url, { timeoutMs, connections: 1, transport });
  try {
    await versionAnswer(client, label, url);
  } finally {
    await client.close();
  }
}

/**
 * The seeded state the run can use: a fresh --node-binary network with --allow-writes is seeded now
 * (its manifest kept in the report dir); an http target's manifest from an earlier `avaconform seed`
 * is read. Seeding talks through its own client, so none of its exchanges enter the setup log or a cassette.
 */
async function seedState(
  opts: Pick<RunOptions, 'allowWrites' | 'seedDepth' | 'timeoutMs' | 'reportDir' | 'seedManifest' | 'privateKey'>,
  target: { kind: TargetInfo['kind']; url: string; fresh?: boolean; replay?: boolean },
): Promise<SeedManifest | null> {
  if (target.fresh && opts.allowWrites) {
    // Seeding's modules (avalanchejs, BLS) are loaded only for a run that seeds.
    const [{ seedNetwork }, { seedOneSelfTransfer }, { SHORT_STAKE_SECONDS, waitForHealthAfter }, { signingKeyFor }] =
      await Promise.all([
        import('../seed/seed-network.js'),
        import('../seed/self-transfer-seed.js'),
        import('../targets/node-binary.js'),
        import('../tx/key.js'),
      ]);
    // The harness started this network: its genesis funds the prefunded key, whatever its ID (0: not asked).
    const key = signingKeyFor(0, true, opts.privateKey);
    if (typeof key === 'string') {
      console.error(`avaconform: not seeded: ${key}`);
      return null;
    }
    const client = new HttpClient(target.url, { timeoutMs: Math.max(opts.timeoutMs, 20_000), breakAfter: 0 });
    try {
      let manifest: SeedManifest | null = null;
      if (opts.seedDepth === 'basic')
        console.error(`avaconform seed: basic: ${await seedOneSelfTransfer(client, opts.privateKey, true)}`);
      else {
        manifest = await seedNetwork(client, {
          target: target.url,
          key,
          stakeSeconds: SHORT_STAKE_SECONDS,
          progress: (line) => console.error(`avaconform seed: ${line}`),
        });
        writeSeedManifest(join(resolve(opts.reportDir), 'seed-manifest.json'), manifest);
        // A release the builders cannot seed (before the Etna fee API) still gets one committed tx.
        if (manifest.networkId < 0)
          console.error(`avaconform seed: fallback: ${await seedOneSelfTransfer(client, opts.privateKey, true)}`);
      }
      if (!(await waitForHealthAfter(target.url, Date.now())))
        console.error("avaconform seed: the node's health answer still predates seeding; the run goes on");
      return manifest;
    } finally {
      await client.close();
    }
  }
  if (target.kind !== 'http' || target.replay || target.fresh) return null;
  try {
    return readSeedManifest(opts.seedManifest ?? defaultManifestPath(target.url));
  } catch (e) {
    console.error(`avaconform: ${(e as Error).message}; the run goes on without it`);
    return null;
  }
}

/**
 * The upgrades info.upgrades says are active at `now` (ms): each "<name>Time" member whose time has
 * passed, by name, in the node's order. Undefined when the node does not say (no info.upgrades).
 */
export function activeUpgrades(result: unknown, now: number): string[] | undefined {
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return undefined;
  return Object.entries(result).flatMap(([key, value]) =>
    key.endsWith('Time') && typeof value === 'string' && Date.parse(value) <= now ? [key.slice(0, -'Time'.length)] : [],
  );
}

/**
 * `discoveryParts`: the parts of discovery the run's files read (src/harness/discovery-needs.ts); absent: all.
 * `whileSeeding`: a run that seeds its node returns once the node answers, its context without discovery, and
 * seeds and discovers under PreparedRun.seeded (src/harness/seed-schedule.ts); absent: it returns when all is done.
 */
export async function prepareRun(
  opts: RunOptions,
  discoveryParts?: readonly DiscoveryPart[],
  whileSeeding = false,
): Promise<PreparedRun> {
  const startedAt = new Date().toISOString();
  const target = await startTarget(opts);
  let clientClosed: Promise<void> | null = null;
  try {
    const problem = await probe(target.url, opts.timeoutMs, opts.transport);
    if (problem) throw new TargetUnreachable(`target ${target.label} is unreachable: ${problem}`, target.label);
    for (const peer of opts.peers) {
      const down = await probe(peer, opts.timeoutMs, opts.transport);
      if (down) throw new TargetUnreachable(`node ${peer} (a further --target) is unreachable: ${down}`, peer);
    }
    const setupExchanges: Exchange[] = [];
    // The mock answers the setup's requests in this process (src/mock/in-process.ts); the checks ask it over HTTP.
    const dispatcher = target.mock
      ? (await import('../mock/in-process.js')).inProcessDispatcher(target.mock.node)
      : undefined;
    const client = new HttpClient(target.url, {
      timeoutMs: opts.timeoutMs,
      ratePerSecond: opts.ratePerSecond,
      transport: opts.transport,
      onExchange: (x) => void setupExchanges.push(x),
      ...(dispatcher ? { dispatcher } : {}),
    });
    let handedOver = false;
    try {
      let nodeVersion: string | null = null;
      const v = await versionAnswer(client, target.label, target.label);
      const version = (v.result as { version?: unknown } | undefined)?.version;
      if (typeof version === 'string') nodeVersion = version;
      const gitCommit = (v.result as { gitCommit?: unknown } | undefined)?.gitCommit;
      const upgrades =
        nodeVersion === null
          ? undefined
          : activeUpgrades(
              (await callRpc(client, { method: 'info.upgrades', params: {}, path: '/ext/info', id: 2 })).result,
              Date.now(),
            );
      /** Seeds (when the run does) and discovers; the discovery is the seeded node's. */
      const seedAndDiscover = async (): Promise<SeededState> => {
        const seed = await seedState(opts, target);
        const { discovery, answeredAgain } = await discoverOrReuse(
          client,
          { seed, ...(discoveryParts ? { parts: discoveryParts } : {}) },
          target.mock,
          setupExchanges,
          opts.transport.headers,
        );
        if (seed && target.fresh) discovery.notes.push(...(await import('../seed/seed-network.js')).seedNotes(seed));
        for (const line of discovery.sampled) console.error(`avaconform: ${line}`);
        return { discovery, setupRequests: client.requests + answeredAgain, targetDown: client.brokenBecause };
      };
      const seeds = Boolean(target.fresh && opts.allowWrites);
      const overlapped = whileSeeding && seeds;
      const state: SeededState = overlapped
        ? { discovery: emptyDiscovery(), setupRequests: client.requests, targetDown: null }
        : await seedAndDiscover();
      const context: RunContext = {
        target: {
          kind: target.kind,
          url: target.url,
          nodeVersion,
          given: opts.nodeBinary ? `node-binary:${opts.nodeBinary}` : opts.target.replace(/\/$/, ''),
          ...(typeof gitCommit === 'string' && gitCommit !== '' ? { gitCommit } : {}),
          ...(upgrades ? { upgrades } : {}),
          ...(target.unbootstrappedUrl ? { unbootstrappedUrl: target.unbootstrappedUrl } : {}),
          ...(target.peerUrls ? { peerUrls: target.peerUrls } : {}),
          ...(target.writerUrl ? { writerUrl: target.writerUrl, writerFiles: stateChangingFiles() } : {}),
          ...(target.serveAgain ? { serveAgain: target.serveAgain } : {}),
          ...(target.mockChain ? { mockChain: target.mockChain } : {}),
          ...(opts.nodeBinary
            ? {
                freshNetwork: {
                  binary: opts.nodeBinary,
                  upgrades: opts.upgrades,
                  nodeArgs: [...opts.nodeArgs],
                  logDir: join(resolve(opts.reportDir), 'node-logs', 'fresh'),
                },
              }
            : {}),
        },
        profile: opts.profile ?? profileFromNodeVersion(nodeVersion),
        seed: opts.seed,
        runs: opts.runs,
        timeoutMs: opts.timeoutMs,
        // A cassette changes no node: replays run the state-changing checks that were recorded.
        allowWrites: opts.allowWrites || Boolean(target.replay),
        ratePerSecond: opts.ratePerSecond,
        transport: opts.transport,
        exchangeDir: null,
        discovery: state.discovery,
        reportDir: opts.reportDir,
        strict: opts.strict,
        faults: opts.faults,
        checkSelection: opts.selection,
        ...(opts.baseline ? { baseline: opts.baseline } : {}),
        startedAt,
        setupRequests: state.setupRequests,
        record: opts.record,
        targetDown: state.targetDown,
        command: opts.command,
        ...(opts.profile ? { givenProfile: opts.profile } : {}),
        ...(opts.replay ? { replay: opts.replay } : {}),
        ...(opts.privateKey ? { privateKey: opts.privateKey } : {}),
        ...(opts.testWorkerDiesIn ? { testWorkerDiesIn: opts.testWorkerDiesIn } : {}),
        ...(opts.stateful
          ? {
              stateful: {
                sequences:
                  opts.stateful.sequences ?? (target.kind === 'mock' ? DEFAULTS.sequences : DEFAULTS.sequencesOnNode),
                maxCommands: opts.stateful.maxCommands,
                ...(opts.stateful.shrink === false ? { shrink: false as const } : {}),
              },
            }
          : {}),
      };
      const prepared: PreparedRun = {
        context,
        setupExchanges,
        requests: state.setupRequests,
        replay: Boolean(target.replay),
        ...(target.nodeStart ? { nodeStart: target.nodeStart } : {}),
        // A run stopped while it seeds stops the node first: the seeding's requests then end at once.
        stop: async () => {
          await target.stop();
          await clientClosed;
        },
      };
      if (overlapped) {
        // The client stays open for the seeding's discovery; it is closed once that is done, whatever its end.
        const seeded = seedAndDiscover();
        clientClosed = seeded.then(
          () => client.close(),
          () => client.close(),
        );
        handedOver = true;
        prepared.seeded = seeded;
      }
      return prepared;
    } finally {
      if (!handedOver) await client.close();
    }
  } catch (e) {
    await target.stop();
    throw e;
  }
}
