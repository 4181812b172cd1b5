// The model-based run: fast-check draws sequences of commands (fc.commands) and runs each (fc.asyncModelRun) on a
// world: a fresh mock per sequence (the same chain each time, so a failing sequence shrinks to its shortest form), or
// the target node (sequences one after another on its chain; a failing one is reported as it ran). After each
// command the observations hold every answer to the model; the first unexplained breach ends the sequence. A check a
// sequence failed stops ending sequences, and the next sequences go on for the others, until --sequences have run.
import fc from 'fast-check';
import { decodeUtxo } from '../codec/codec.js';
import { cb58Encode } from '../encoding/cb58.js';
import { decodeHexChecksum } from '../encoding/hex.js';
import { isJsonObject } from '../json/lossless.js';
import type { TransportOptions } from '../client/transport.js';
import { P_PATH } from '../seed/api.js';
import { INFO_PATH } from '../spec/api-paths.js';
import type { Finding } from '../spec/finding.js';
import { deriveKey } from '../tx/derive.js';
import type { SigningKey } from '../tx/key.js';
import type { StatefulCheckId } from './checks.js';
import {
  canRun,
  commandSpecs,
  describeCommand,
  runCommand,
  settleStakeEnds,
  TOUR,
  type CommandRun,
  type CommandSpec,
} from './commands.js';
import { Judge, StatefulBreach } from './judge.js';
import { Model } from './model.js';
import { readStakeBaseline } from './observe-stake.js';
import { observe } from './observe.js';
import { mockWorld, nodeWorld, type MockWorldOptions, type World } from './world.js';

export interface StatefulOptions {
  sequences: number;
  maxCommands: number;
  seed: number;
  target:
    | { kind: 'mock'; mock: MockWorldOptions }
    | { kind: 'node'; url: string; transport: TransportOptions; timeoutMs: number };
  payer: SigningKey;
  /** The target's minimum stake duration when it is short enough for a stake to end within a run (seconds), else null. */
  shortStakeSeconds: number | null;
  /** How often the target's health checks run (ms), when the run set it (a network it started), else null. */
  healthCheckPeriodMs?: number | null;
  /** Whether the target's P-Chain verifies Warp messages with validator sets (ModelFacts.warpVerified); default true. */
  warpVerified?: boolean | null;
  /** The deviation that explains a finding of a check on this target, or null. */
  explain: (check: StatefulCheckId, f: Finding) => string | null;
  /** Sequences pinned by `avaconform pin` (commands as values): run first, every time. */
  pinned: ReadonlyArray<{ check: string; commands: CommandSpec[] }>;
  /** Epoch ms after which no new sequence starts. */
  deadline: number;
  /** Whether a failing sequence shrinks where the target can start again (fresh mocks, fresh networks); default true (false: reported as it ran). */
  shrink?: boolean;
  /** Whether the tour (TOUR: every transition, in order) runs before the drawn sequences; default true. */
  tour?: boolean;
  /** Stop once this check has failed (a replay of it: the sequences after its failure judge nothing it asks about). */
  until?: StatefulCheckId;
  /**
   * On a node: starts a fresh network of the target's binary and genesis (the same state every time), on which a failing
   * sequence shrinks as on fresh mocks. Absent (a URL): a failing sequence is reported as it ran.
   */
  freshNetwork?: () => Promise<FreshNetwork>;
  progress?: (line: string) => void;
}

/** A network started for one shrinking attempt: its node's URL, and how to stop it. */
export interface FreshNetwork {
  url: string;
  stop(): Promise<void>;
}

/** Attempts at most that a failing sequence shrinks by on fresh networks (each starts a node). */
const MAX_FRESH_NETWORK_SHRINKS = 24;

export interface SequenceFailure {
  finding: Finding;
  /** The sequence as run, one command per line, each with what it sent and was answered. */
  lines: string[];
  /** The commands, as values (what `avaconform pin` stores). */
  commands: CommandSpec[];
  /** How it was met: seed, sequence, shrinks. */
  run: string;
}

export interface StatefulOutcome {
  held: ReadonlyMap<StatefulCheckId, number>;
  explained: ReadonlyMap<StatefulCheckId, Finding[]>;
  failures: ReadonlyMap<StatefulCheckId, SequenceFailure>;
  sequences: number;
  commands: number;
  /** What the node answered each kind of refused tx (its last answer). */
  refusals: ReadonlyMap<string, string>;
  /** Requests the sequences sent (their own clients: not in the run's exchange logs). */
  requests: number;
  /** Time per command kind: how many ran, and their total ms. */
  timing: ReadonlyMap<string, { count: number; ms: number }>;
  /** Why the run stopped early (a world it could not start, the deadline), if it did. */
  stopped: string | null;
}

/** The model of a fresh sequence: the state its commands start from, read from the world. */
async function startModel(world: World, o: StatefulOptions, sequence: number): Promise<Model> {
  const payer = o.payer;
  const ctx = await world.seedApi.context();
  const recipient = deriveKey(payer, 'avaconform/stateful/recipient');
  const [validators, balance, minStake, upgrades] = await Promise.all([
    world.call(P_PATH, 'platform.getCurrentValidators', {}),
    world.call(P_PATH, 'platform.getBalance', { addresses: [] }),
    world.call(P_PATH, 'platform.getMinStake', {}),
    world.call(INFO_PATH, 'info.upgrades', {}),
  ]);
  const heliconTime = 'result' in upgrades && isJsonObject(upgrades.result) ? upgrades.result.heliconTime : undefined;
  const helicon = typeof heliconTime === 'string' && Date.parse(heliconTime) <= Date.now();
  const list =
    'result' in validators && isJsonObject(validators.result) && Array.isArray(validators.result.validators)
      ? validators.result.validators.filter(isJsonObject)
      : [];
  // The validator that stays longest: the sequence's subnet validators validate on its node.
  const longest = list
    .map((v) => ({
      nodeId: String(v.nodeID),
      end: BigInt(String(v.endTime ?? '0')),
      publicKey: isJsonObject(v.signer) && typeof v.signer.publicKey === 'string' ? v.signer.publicKey : null,
    }))
    .sort((a, b) => (a.end > b.end ? -1 : a.end < b.end ? 1 : a.nodeId < b.nodeId ? -1 : 1))[0];
  const model = new Model({
    hrp: ctx.hrp,
    networkId: ctx.networkID,
    avaxAssetId: ctx.avaxAssetID,
    primary: longest && longest.end > 0n ? longest : null,
    payer,
    recipient,
    shortStakeSeconds: o.shortStakeSeconds,
    healthCheckPeriodMs: o.healthCheckPeriodMs ?? null,
    minValidatorStake:
      'result' in minStake && isJsonObject(minStake.result) ? BigInt(String(minStake.result.minValidatorStake)) : 0n,
    rewardNeedsUptime: !world.mock && helicon,
    helicon,
    minDelegatorStake:
      'result' in minStake && isJsonObject(minStake.result) ? BigInt(String(minStake.result.minDelegatorStake)) : 0n,
    // The mock starts afresh each sequence; on a node, the run's seed and the sequence keep its validators' IDs apart.
    warpVerified: o.warpVerified === undefined ? true : o.warpVerified,
    runTag: world.mock ? 'mock' : `${o.seed}/${sequence}/${Date.now()}`,
    // getBalance is answered (an empty list is refused by some releases, with an error that names the method: still served).
    balance: !('error' in balance && /not found|does not exist/.test(balance.error.message)),
  });
  for (const key of [payer, recipient]) {
    const address = model.address(key);
    const owned = new Map<string, bigint>();
    const page = await world.call(P_PATH, 'platform.getUTXOs', { addresses: [address], limit: 1024, encoding: 'hex' });
    if ('result' in page && isJsonObject(page.result) && Array.isArray(page.result.utxos))
      for (const hex of page.result.utxos) {
        const u = decodeUtxo(decodeHexChecksum(String(hex)));
        owned.set(cb58Encode(u.utxoId), u.output.amount);
        model.seen.set(cb58Encode(u.utxoId), u);
      }
    model.utxos.set(address, owned);
  }
  // The UTXOs exported to the payer from X and C, before the first command (an export's first listing is judged).
  for (const from of ['X', 'C'] as const) {
    const page = await world.call(P_PATH, 'platform.getUTXOs', {
      addresses: [model.address(payer)],
      sourceChain: from,
      limit: 1024,
      encoding: 'hex',
    });
    if (!('result' in page) || !isJsonObject(page.result) || !Array.isArray(page.result.utxos)) continue;
    model.atomicFrom[from] = new Map(
      page.result.utxos.map((hex) => {
        const u = decodeUtxo(decodeHexChecksum(String(hex)));
        return [cb58Encode(u.utxoId), u.output.amount] as const;
      }),
    );
  }
  await readStakeBaseline(world, model, validators);
  const h = await world.call(P_PATH, 'platform.getHeight', {});
  model.height = 'result' in h && isJsonObject(h.result) ? BigInt(String(h.result.height)) : 0n;
  return model;
}

interface Real {
  world: World;
  judge: Judge;
  onMock: boolean;
  lines: string[];
  /** The commands run, in order (fast-check skips those whose model precondition fails). */
  ran: CommandSpec[];
  timing: Map<string, { count: number; ms: number }>;
}
interface Held {
  model: Model;
}

/** One command of a sequence, as fast-check runs it. */
class StateCommand implements fc.AsyncCommand<Held, Real> {
  constructor(readonly spec: CommandSpec) {}
  check(m: Readonly<Held>): boolean {
    return canRun(this.spec, m.model);
  }
  async run(m: Held, r: Real): Promise<void> {
    const model = m.model;
    model.steps++;
    r.ran.push(this.spec);
    const started = Date.now();
    const traceFrom = r.world.trace.length;
    const committedBefore = model.committed.size;
    const refusedBefore = model.refused.size;
    const heightBefore = model.height;
    const run: CommandRun = { world: r.world, model, judge: r.judge, step: model.steps, onMock: r.onMock };
    try {
      await runCommand(this.spec, run);
      if (run.diverged) {
        // The target took a tx the model holds refused: its breach ends the sequence; if that check failed already,
        // the sequence ends here all the same (skipped), for no later answer can be predicted.
        r.judge.settle();
        fc.pre(false);
      }
      const committed = [...model.committed.keys()].slice(committedBefore);
      await observe(run, {
        heightBefore,
        committed,
        refusedOnly: !committed.length && model.refused.size > refusedBefore,
      });
    } finally {
      const ms = Date.now() - started;
      const t = r.timing.get(this.spec.kind) ?? { count: 0, ms: 0 };
      r.timing.set(this.spec.kind, { count: t.count + 1, ms: t.ms + ms });
      const sent = r.world.trace.slice(traceFrom).filter((l) => /issueTx/.test(l.method));
      r.lines.push(
        `${model.steps}. ${describeCommand(this.spec)}${sent.map((l) => `\n     issueTx → ${l.answer}`).join('')}`,
      );
    }
    r.judge.settle();
  }
  toString(): string {
    return describeCommand(this.spec);
  }
}

export async function runStateMachine(o: StatefulOptions): Promise<StatefulOutcome> {
  const judge = new Judge(o.explain);
  const failures = new Map<StatefulCheckId, SequenceFailure>();
  const timing = new Map<string, { count: number; ms: number }>();
  const onMock = o.target.kind === 'mock';
  const shrinking = onMock && o.shrink !== false;
  /** Why a failure is reported as it ran. */
  const asRan = onMock ? 'not shrunk' : 'a node cannot start again from the same state: not shrunk';
  /** Sequences run (shrinking's included) and sequences drawn (what --sequences counts). */
  let sequences = 0;
  let drawn = 0;
  let commands = 0;
  let requests = 0;
  const refusals = new Map<string, string>();
  let stopped: string | null = null;
  /** How often the tour ran (again after each breach of a check not failed before). */
  let tours = 0;
  let lastLines: string[] = [];
  let lastCommands: CommandSpec[] = [];

  const newWorld = (): World =>
    o.target.kind === 'mock'
      ? mockWorld(o.target.mock, o.deadline + 60_000)
      : nodeWorld(o.target.url, o.target.transport, o.target.timeoutMs, o.deadline + 60_000);

  /** Runs one sequence on a fresh world (or the node at `url`); the breach that ended it is thrown. */
  const sequence = async (cmds: Iterable<fc.AsyncCommand<Held, Real>>, url?: string): Promise<number> => {
    const world =
      url !== undefined && o.target.kind === 'node'
        ? nodeWorld(url, o.target.transport, o.target.timeoutMs, o.deadline + 60_000)
        : newWorld();
    const model = await startModel(world, o, sequences);
    const real: Real = { world, judge, onMock, lines: [], ran: [], timing };
    judge.reset();
    try {
      await fc.asyncModelRun(() => ({ model: { model }, real }), cmds);
      return real.lines.length;
    } catch (e) {
      lastLines = real.lines;
      lastCommands = real.ran;
      throw e;
    } finally {
      // On a node, the sequence's short stakes end before the next sequence reads its state (passed or failed).
      await settleStakeEnds({ world, model, judge, step: model.steps, onMock }, Number.POSITIVE_INFINITY);
      sequences++;
      commands += real.lines.length;
      requests += world.client.requests;
      for (const [why, answer] of world.refusals) refusals.set(why, answer);
      await world.client.close();
    }
  };

  const record = (e: unknown, how: string) => {
    if (!(e instanceof StatefulBreach)) throw e;
    const { check, finding } = e.breach;
    failures.set(check, { finding, lines: lastLines, commands: lastCommands, run: how });
    judge.done.add(check);
    o.progress?.(`sequence ${sequences}: ${check} failed: ${finding.summary}`);
  };

  /** One attempt at a shorter sequence, on a fresh mock or a fresh network (stopped after it). */
  const attempt = async (cmds: readonly CommandSpec[]): Promise<void> => {
    const run = (url?: string) =>
      sequence(
        cmds.map((c) => new StateCommand(c)),
        url,
      );
    if (onMock || !o.freshNetwork) {
      await run();
      return;
    }
    const network = await o.freshNetwork();
    try {
      await run(network.url);
    } finally {
      await network.stop();
    }
  };

  /**
   * Shrinks the failing sequence `e` ended where the target can start again from the same state (fresh mocks; fresh
   * networks of a binary, as many attempts as MAX_FRESH_NETWORK_SHRINKS and the deadline allow): runs of its commands
   * (halves, then quarters, …, then single commands) are left out as long as the same check still fails without them.
   * Records the shortest, with how it was met.
   */
  const shrinkAndRecord = async (e: unknown, how: string): Promise<void> => {
    const where = o.shrink === false ? null : onMock ? 'fresh mocks' : o.freshNetwork ? 'fresh networks' : null;
    if (!(e instanceof StatefulBreach) || where === null) return record(e, `${how} (${asRan})`);
    let best = { error: e, lines: lastLines, commands: lastCommands };
    let shrinks = 0;
    let attempts = 0;
    const more = () => onMock || (attempts < MAX_FRESH_NETWORK_SHRINKS && Date.now() < o.deadline);
    for (
      let size = Math.ceil(best.commands.length / 2);
      size >= 1 && more();
      size = size === 1 ? 0 : Math.ceil(size / 2)
    ) {
      for (let start = 0; start < best.commands.length && best.commands.length > 1 && more();) {
        const candidate = [...best.commands.slice(0, start), ...best.commands.slice(start + size)];
        attempts++;
        try {
          await attempt(candidate);
        } catch (again) {
          if (again instanceof StatefulBreach && again.breach.check === e.breach.check) {
            // The commands it ran up to the breach: those after it are left out too.
            best = { error: again, lines: lastLines, commands: lastCommands };
            shrinks++;
            continue;
          }
        }
        start += size;
      }
    }
    lastLines = best.lines;
    lastCommands = best.commands;
    record(
      best.error,
      `${how}, shrunk ${shrinks} time(s) on ${where}${more() ? '' : ` (stopped after ${attempts} attempts)`}`,
    );
  };

  /** A fixed sequence (pinned, or the tour) run once; a breach shrinks where the target can start again. */
  const fixed = async (cmds: readonly CommandSpec[], how: string): Promise<void> => {
    try {
      const ran = await sequence(cmds.map((c) => new StateCommand(c)));
      o.progress?.(`${how}: ${ran} command(s) run, every answer held`);
    } catch (e) {
      // A sequence the target took off the model's track ends as skipped (fc.pre), here as in fast-check's runs.
      if (fc.PreconditionFailure.isFailure(e)) return;
      await shrinkAndRecord(e, how);
    }
  };

  // Pinned sequences first, as they were found; then the tour, which passes every transition. A breach ends it, so it
  // runs again while it breaks a check not failed before (a failed check's breaches no longer end a sequence): the
  // transitions after the breach are reached all the same.
  for (const p of o.pinned) await fixed(p.commands, `a pinned sequence (pinned for ${p.check})`);
  for (let failed = -1; o.tour !== false && failures.size > failed && !(o.until && failures.has(o.until));) {
    failed = failures.size;
    tours++;
    await fixed(TOUR, tours === 1 ? 'the tour' : `the tour (again, after ${failed} check(s) failed)`);
  }

  const arb = fc.commands([commandSpecs().map((s) => new StateCommand(s))], {
    maxCommands: o.maxCommands,
    size: 'max',
  });
  for (let round = 0; drawn < o.sequences && !(o.until && failures.has(o.until)); round++) {
    if (Date.now() > o.deadline) {
      stopped = `the deadline passed after ${sequences} sequence(s)`;
      break;
    }
    const left = o.sequences - drawn;
    const seed = (o.seed + round * 7919) | 0;
    let inRound = 0;
    const details = await fc.check(
      fc.asyncProperty(arb, async (cmds) => {
        const ran = await sequence(cmds);
        o.progress?.(`sequence ${drawn + ++inRound}: ${ran} command(s) run, every answer held`);
      }),
      // On a node, a sequence cannot start again from the same state: the first failing one is reported as it ran.
      { seed, numRuns: left, ...(shrinking ? {} : { endOnFailure: true }) },
    );
    drawn += details.numRuns;
    if (!details.failed) break;
    // On the mock fast-check shrank it; on a node it ran once, and shrinks now on fresh networks where it can.
    if (shrinking)
      record(
        details.errorInstance,
        `fast-check seed ${seed}, after ${details.numRuns} sequence(s), shrunk ${details.numShrinks} time(s)`,
      );
    else await shrinkAndRecord(details.errorInstance, `fast-check seed ${seed}, after ${details.numRuns} sequence(s)`);
    if (o.until && failures.has(o.until)) break;
  }
  return {
    held: judge.held,
    explained: judge.explained,
    failures,
    sequences: drawn + o.pinned.length + tours,
    commands,
    requests,
    refusals,
    timing,
    stopped,
  };
}
