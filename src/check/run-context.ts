// What every suite worker knows about the run: provided once by the runner (vitest `provide`: src/harness/
// run-harness.ts, or the global setup of a plain `npx vitest run`). It is the workers' only hand-over: they
// read no run setting from the environment.
import type { RunShard } from '../../schemas/conformance.js';
import type { TransportOptions } from '../client/transport.js';
import type { Discovery } from '../discovery/discovered-inputs.js';
import type { RunBaseline } from './baseline.js';
import type { CheckSelection } from './selection.js';
import type { ServeAgain } from './serve-again.js';
import type { FreshNetworkSpec } from '../targets/fresh-network.js';

export interface TargetInfo {
  kind: 'mock' | 'http';
  /** Base URL, e.g. http://127.0.0.1:9650 (no trailing slash). */
  url: string;
  /** info.getNodeVersion's `version`, e.g. "avalanchego/1.14.2"; null when the target does not say. */
  nodeVersion: string | null;
  /** info.getNodeVersion's `gitCommit`: the build judged (a release tag's build and a later one report one version). */
  gitCommit?: string;
  /** The network upgrades active on the target's network (info.upgrades, each time already past), in the node's order. */
  upgrades?: string[];
  /** The target as the run was given it: "mock", "replay:FILE", the URL, or "node-binary:PATH". */
  given?: string;
  /** How a reproduction serves a loopback target (the mock, a cassette) again once the run has ended. */
  serveAgain?: ServeAgain;
  /**
   * Base URL of a second node that has not bootstrapped (src/client/second-node.ts): started beside a
   * --node-binary target, simulated by the mock, replayed from a cassette that recorded one.
   */
  unbootstrappedUrl?: string;
  /** Base URLs of further nodes of the target's network, checked for agreement with it (suites/network/). */
  peerUrls?: string[];
  /**
   * Base URL of a node of its own for the files holding a state-changing check (`writerFiles`): the mock
   * starts a second instance of the same chain, so no read of the target sees a write and both kinds of
   * file run together. Absent on a real node: its writing files run after the others.
   */
  writerUrl?: string;
  /** The files whose requests go to `writerUrl` (project-relative paths). */
  writerFiles?: string[];
  /** A network the run started from a binary: how to start a fresh one (the state machine shrinks on them). */
  freshNetwork?: FreshNetworkSpec;
  /** The mock's chain and faults, when the target is the embedded mock: the state machine starts fresh copies of it. */
  mockChain?: { seed: number; networkId: number; scale: 'default' | 'mainnet'; profile: string; faults: string[] };
}

/** `avaconform replay`'s request: the one check to run, and for a property the counterexample (fast-check seed and path). */
export interface ReplayRequest {
  /** The stable id of the check to run; any other property skips. */
  check: string;
  seed?: number;
  path?: string;
}

export interface RunContext {
  target: TargetInfo;
  /** The version profile in force: a node version like "1.14.2", or "spec" (everything the spec lists). */
  profile: string;
  seed: number;
  /** fast-check runs per property. */
  runs: number;
  timeoutMs: number;
  allowWrites: boolean;
  /** Requests per second per worker (0 = unlimited). */
  ratePerSecond: number;
  /** Headers, TLS trust and retries for every request to the target (src/client/transport.ts). */
  transport: TransportOptions;
  /** Directory where workers write their exchange logs (NDJSON), or null. */
  exchangeDir: string | null;
  discovery: Discovery;
  /** Where the reports go. */
  reportDir: string;
  /** Ignore expectations files: every deviation is a plain failure. */
  strict: boolean;
  /** This run's slice of the suite files (`--shard I/N`), when sharded. */
  shard?: RunShard;
  /** The --only patterns the files were selected with ([] = every suite). */
  selection?: string[];
  /** Stop starting checks after this many failed (--max-failures); absent = never. */
  maxFailures?: number;
  /** Which checks are declared (--method, --clause, --aspect, --exclude-deprecated); absent = every one. */
  checkSelection?: CheckSelection;
  /** Accepted findings (--baseline): a finding an unexpired entry of its check matches is expected-fail. */
  baseline?: RunBaseline;
  /** Faults switched on in the embedded mock. */
  faults: string[];
  /** RFC 3339 start of the run. */
  startedAt: string;
  /** Requests sent before the suites (version detection, discovery). */
  setupRequests: number;
  /** Cassette file to write every exchange to, or null. */
  record: string | null;
  /**
   * Set when the target failed every request at the end of discovery (no answer, resets, …): checks
   * then fail at once with this reason instead of waiting out each request's deadline.
   */
  targetDown: string | null;
  /**
   * The state machine's bounds (--stateful): sequences of at most maxCommands commands; absent when not asked for.
   * `shrink: false`: a failing sequence is reported as it ran.
   */
  stateful?: { sequences: number; maxCommands: number; shrink?: false };
  /** The words that run avaconform as a person pastes them where the run started (src/tool.ts commandWords). */
  command: string[];
  /** Under `avaconform replay` (or AVACONFORM_REPLAY_CHECK): the one check, and counterexample, to run again. */
  replay?: ReplayRequest;
  /** The key that signs the write checks' txs (AVACONFORM_PRIVATE_KEY); absent: a local network's genesis key, or none. */
  privateKey?: string;
  /** The project tests' hook (AVACONFORM_TEST_WORKER_DIES_IN): the worker of a suite file whose path holds it dies. */
  testWorkerDiesIn?: string;
  /** The version profile the run was given (--profile), as given; absent when it was read from the node. */
  givenProfile?: string;
  /**
   * Set while the run seeds its node (src/harness/seed-schedule.ts): `discovery` is not gathered yet. The files
   * of `earlyFiles` read none of it and run meanwhile; every other file waits until the run writes `contextFile`
   * (the discovery of the seeded node, SeededState) and reads that.
   */
  seeding?: { contextFile: string; earlyFiles: string[] };
}

/** What a run learns once its node is seeded (RunContext.seeding): written as JSON to seeding.contextFile. */
export interface SeededState {
  discovery: Discovery;
  setupRequests: number;
  targetDown: string | null;
}

/**
 * One part of a run of several parts (`avaconform selftest`): its files run against its own target with
 * its own context (discovery, exchange dir, report dir). The parts' files are disjoint, and all run in
 * one vitest run, so its workers start once for all parts.
 */
export interface RunPart {
  /** Project-relative paths of the part's suite files. */
  files: string[];
  context: RunContext;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's context; in a run of several parts, the first part's. */
    avaconform: RunContext;
    /** The parts of a run of several parts; absent in a run of one target. */
    avaconformParts?: RunPart[];
  }
}
