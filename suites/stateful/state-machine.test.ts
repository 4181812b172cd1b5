// The P-Chain as a state machine (avaconform run --stateful): random sequences of txs the rules allow and txs they
// refuse, every method that reports the changed state asked after each command and held to the model's prediction
// (src/stateful/). The sequences run once for the file; each check reports the assertions that are its own: passed
// when every one held, failed with the shortest sequence that broke one (on the mock; as it ran on a node), skipped
// when no sequence reached what it asserts.
import { describe } from 'vitest';
import { check, type CheckContext } from '../../src/check/check.js';
import { CheckFailure } from '../../src/check/failure.js';
import { explain } from '../../src/deviations/registry.js';
import { STATEFUL_CHECK_IDS, STATEFUL_CHECKS, type StatefulCheckId } from '../../src/stateful/checks.js';
import type { CommandSpec } from '../../src/stateful/commands.js';
import { runStateMachine, type StatefulOutcome } from '../../src/stateful/engine.js';
import { loadPinned, replayLine } from '../../properties/_support/property.js';
import { startFreshNetwork } from '../../src/targets/fresh-network.js';
import { HEALTH_CHECK_PERIOD_MS, SHORT_STAKE_SECONDS } from '../../src/targets/node-binary.js';
import { signingKey } from '../_support/signing.js';

/** How long the sequences may run before no new one starts (a node's commits take seconds each). */
const BUDGET_MS = 10 * 60_000;

let outcome: Promise<StatefulOutcome> | undefined;

/** The sequences, run once for the file, on the first check's context (the target, the key, the deviations). */
function stateMachine(t: CheckContext): Promise<StatefulOutcome> {
  outcome ??= (async () => {
    const bounds = t.run.stateful!;
    const mock = t.run.target.mockChain;
    if (t.run.target.kind === 'mock' && !mock) t.skip('the run did not say how its mock was started');
    const pinned = loadPinned()
      .filter((p) => p.check.startsWith('stateful.') && Array.isArray(p.example))
      .map((p) => ({ check: p.check, commands: p.example as unknown as CommandSpec[] }));
    return runStateMachine({
      sequences: bounds.sequences,
      maxCommands: bounds.maxCommands,
      ...(bounds.shrink === false ? { shrink: false } : {}),
      seed: t.run.seed,
      target:
        t.run.target.kind === 'mock'
          ? {
              kind: 'mock',
              mock: { seed: mock!.seed, faults: mock!.faults, profile: mock!.profile, networkId: mock!.networkId },
            }
          : { kind: 'node', url: t.run.target.url, transport: t.run.transport, timeoutMs: t.run.timeoutMs },
      payer: signingKey(t),
      // A network the harness starts takes stakes of SHORT_STAKE_SECONDS (as the mock does); another keeps its own minimum.
      shortStakeSeconds:
        t.run.target.kind === 'mock' || t.run.target.given?.startsWith('node-binary:') ? SHORT_STAKE_SECONDS : null,
      // A network the harness starts runs its health checks every HEALTH_CHECK_PERIOD_MS; another's period is its own.
      healthCheckPeriodMs: t.run.target.given?.startsWith('node-binary:') ? HEALTH_CHECK_PERIOD_MS : null,
      // A network the harness starts runs without sybil protection: its P-Chain verifies no Warp message. A URL's node
      // may or may not: no Warp message is sent there.
      warpVerified: t.run.target.kind === 'mock' ? true : t.run.target.given?.startsWith('node-binary:') ? false : null,
      explain: (id, f) => explain(f, STATEFUL_CHECKS[id].clauses, t.applied)?.deviation.id ?? null,
      pinned,
      deadline: Date.now() + BUDGET_MS,
      // On a network the run started from a binary, a failing sequence shrinks on fresh ones.
      ...(t.run.target.freshNetwork ? { freshNetwork: () => startFreshNetwork(t.run.target.freshNetwork!) } : {}),
      // A replay of one check stops once that check has failed again.
      ...(t.run.replay?.check?.startsWith('stateful.') ? { until: t.run.replay.check as StatefulCheckId } : {}),
      progress: (line) => process.stderr.write(`avaconform: stateful: ${line}\n`),
    });
  })();
  return outcome;
}

/** The replay of the state machine on the mock: the run seed draws the same sequences, which shrink to the same one. */
function replayCommand(t: CheckContext): string {
  return replayLine(t, t.run.seed, '').replace(/ --path ""$/, '');
}

function report(t: CheckContext, id: StatefulCheckId, o: StatefulOutcome): void {
  const held = o.held.get(id) ?? 0;
  const perCommand = [...o.timing]
    .map(([kind, x]) => `${kind} ${x.count}× ${Math.round(x.ms / x.count)} ms`)
    .join(', ');
  t.observe(
    'stateful',
    `${held} assertion(s) over ${o.sequences} sequence(s) of ${o.commands} command(s), ${o.requests} request(s)`,
  );
  if (perCommand) t.observe('stateful-time-per-command', perCommand);
  if (o.refusals.size)
    t.observe('stateful-refusals', [...o.refusals].map(([why, answer]) => `${why}: ${answer}`).join(' | '));
  if (o.stopped) t.observe('stateful-stopped', o.stopped);
  t.findings.push(...(o.explained.get(id) ?? []));
  const failure = o.failures.get(id);
  if (failure) {
    t.reproduceExtra.push(
      `# the sequence (${failure.run}):`,
      ...failure.lines.flatMap((l) => l.split('\n').map((x) => `#   ${x}`)),
      t.run.target.kind === 'mock'
        ? `# replay: ${replayCommand(t)}`
        : `# run again: ${[...t.run.command, 'run', '--stateful', '--allow-writes', '--target', t.run.target.given ?? t.run.target.url, '--check', id].join(' ')}`,
      '# pin it (it then runs first on every --stateful run): avaconform pin REPORT_DIR',
    );
    t.counterexamples.push({
      value: JSON.stringify(failure.commands),
      summary: failure.finding.summary,
      deviation: null,
    });
    const finding = { ...failure.finding, deviation: null };
    t.findings.push(finding);
    throw new CheckFailure(finding.summary, finding, finding);
  }
  if (held === 0 && !o.explained.get(id)?.length)
    t.skip(
      `no sequence reached what it asserts (${o.sequences} sequence(s), ${o.commands} command(s)${o.stopped ? `; ${o.stopped}` : ''})`,
    );
}

describe('the P-Chain as a state machine', () => {
  for (const id of STATEFUL_CHECK_IDS) {
    const spec = STATEFUL_CHECKS[id];
    check(
      spec.title,
      {
        id,
        method: spec.method,
        aspect: spec.aspect,
        clauses: spec.clauses,
        writes: true,
        timeoutMs: BUDGET_MS + 120_000,
      },
      async (t) => {
        if (!t.run.stateful) t.skip('the state machine runs with avaconform run --stateful');
        report(t, id, await stateMachine(t));
      },
    );
  }
});
