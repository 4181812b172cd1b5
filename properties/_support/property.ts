// propertyCheck(): a check whose body is one fast-check property run against the target, seeded by the
// run seed and scaled from --runs. A failure reports the fast-check seed and path, the shrunk
// counterexample, the reason with expected/received and JSON path, and a one-line `avaconform replay`
// command; the counterexample is sent once more after shrinking, so the check's curl reproduction is
// its own request(s). Under `avaconform replay` (the run context's replay request) exactly the
// counterexample at that path is sent and judged. Pinned counterexamples (properties/pinned.json) run
// first on every run.
import fc from 'fast-check';
import { parsePinned, readPinned, type PinnedExample } from '../../src/check-list/pinned.js';
import { check, type CheckContext, type CheckSpec } from '../../src/check/check.js';
import type { Finding, PropertyRun } from '../../src/spec/finding.js';
import { CheckFailure, CheckSkipped, findingOf, preview, type FailureDetail } from '../../src/check/failure.js';
import { stringifyJson, type Json } from '../../src/json/lossless.js';
import type { ReplayRequest } from '../../src/check/run-context.js';
import { DEFAULTS } from '../../src/harness/defaults.js';
import { shellWord } from '../../src/client/curl.js';

export interface PropertyOptions<T> {
  /** Share of the run's --runs this property uses (heavier properties use less); default 1. */
  runsFactor?: number;
  /** Values that always run first (fast-check `examples`), besides those pinned in pinned.json. */
  examples?: T[];
}

let pinnedCache: PinnedExample[] | undefined;
export function loadPinned(text?: string): PinnedExample[] {
  if (text !== undefined) return parsePinned(text);
  pinnedCache ??= readPinned();
  return pinnedCache;
}

/** Runs a property makes of the run's --runs: at least 1. */
export function scaledRuns(runs: number, factor = 1): number {
  return Math.max(1, Math.round(runs * factor));
}

/** The replay request of this check, when `avaconform replay` runs it (the run context's `replay`). */
export function replayRequest(
  replay: ReplayRequest | undefined,
  checkId: string,
): { seed?: number; path?: string } | null | 'other' {
  if (!replay) return null;
  if (replay.check !== checkId) return 'other';
  return {
    ...(replay.seed !== undefined ? { seed: replay.seed } : {}),
    ...(replay.path ? { path: replay.path } : {}),
  };
}

export { shellWord };

/** The one-line command that re-sends exactly the counterexample at (seed, path) and re-checks it. */
export function replayLine(t: CheckContext, seed: number, path: string): string {
  const given = t.run.target.given;
  const target = t.run.target.kind === 'mock' ? 'mock' : given?.startsWith('replay:') ? given : t.run.target.url;
  const words = [...t.run.command, 'replay', '--target', target];
  for (const f of t.run.faults) words.push('--fault', f);
  const mock = t.run.target.mockChain;
  if (t.run.target.kind === 'mock' && mock) {
    if (mock.seed !== t.run.seed) words.push('--mock-seed', String(mock.seed));
    if (mock.networkId !== DEFAULTS.mockNetworkId) words.push('--mock-network-id', String(mock.networkId));
  }
  if (t.run.givenProfile) words.push('--profile', t.run.givenProfile);
  return [...words.map(shellWord), '--check', shellWord(t.id), '--seed', String(seed), '--path', shellWord(path)].join(
    ' ',
  );
}

/** Thrown by a predicate when the target changed under it (R6 on a live chain): the run counts as skipped. */
export function inconclusive(): never {
  fc.pre(false);
  throw new Error('unreachable: fc.pre(false) throws');
}

/** Exchanges a property keeps from one run to the next (a failing check attaches its last three). */
const KEPT_EXCHANGES = 3;

/** The cassette server's answer to a request it has no recording of (src/replay/cassette-server.ts). */
function unrecorded(x: CheckContext['exchanges'][number]): boolean {
  return x.response?.status === 501 && x.response.body.startsWith('avaconform replay: no recorded exchange');
}

function asFailure(e: unknown): { summary: string; detail: FailureDetail } {
  if (e instanceof CheckFailure) {
    const { summary: _summary, deviation: _deviation, ...detail } = e.finding;
    return { summary: e.summary, detail };
  }
  return { summary: `harness error: ${(e as Error)?.message ?? String(e)}`, detail: { code: 'harness.error' } };
}

export function propertyCheck<T>(
  title: string,
  spec: CheckSpec,
  arbitrary: (t: CheckContext) => fc.Arbitrary<T>,
  predicate: (t: CheckContext, value: T) => Promise<void>,
  opts: PropertyOptions<T> = {},
): void {
  check(title, spec, async (t) => {
    const replay = replayRequest(t.run.replay, t.id);
    if (replay === 'other') return t.skip(`avaconform replay runs another check (${t.run.replay?.check})`);
    const arb = arbitrary(t);
    const seed = replay?.seed ?? t.run.seed;
    const pinned = loadPinned()
      .filter((p) => p.check === t.id && (!p.targets || p.targets.includes(t.run.target.kind)))
      .map((p) => p.example as T);
    const examples = [...pinned, ...(opts.examples ?? [])].map((v): [T] => [v]);

    // A replay judges only the first value fast-check draws at the path: exactly the counterexample.
    let judged = 0;
    const known: Finding[] = [];
    // A property sends thousands of requests: after each run only the last exchanges stay in memory
    // (the failure's evidence and reproduction read the last three), and whether one had no recording.
    let unrecordedSeen = false;
    const judgeOnce = async (value: T) => {
      try {
        const explained = await runJudged(t, known, () => predicate(t, value));
        for (const f of explained) recordCounterexample(t, value, f.summary, t.explainedBy(f));
      } finally {
        unrecordedSeen ||= t.exchanges.some(unrecorded);
        t.exchanges.splice(0, Math.max(0, t.exchanges.length - KEPT_EXCHANGES));
      }
    };
    const property = fc.asyncProperty(arb, async (value) => {
      if (replay?.path && judged++ > 0) return;
      await judgeOnce(value);
    });
    // Examples count in fast-check paths, so a replay passes the same ones.
    const params: fc.Parameters<[T]> = {
      seed,
      numRuns: scaledRuns(t.run.runs, opts.runsFactor),
      ...(examples.length ? { examples } : {}),
      ...(replay?.path ? { path: replay.path, endOnFailure: true } : {}),
    };
    const details = await fc.check(property, params);

    if (details.errorInstance instanceof CheckSkipped) throw details.errorInstance;
    if (details.failed && unrecordedSeen)
      t.skip(
        'the cassette holds no answer to some request of this property (recorded with other properties, seed or --runs): record it again',
      );
    // The verdict reads the deviations the property met, and the one unexplained failure if any.
    t.findings.splice(0, t.findings.length, ...known);
    if (!details.failed) {
      if (replay?.path && judged === 0)
        t.fail(
          `avaconform replay: the path ${JSON.stringify(replay.path)} names no value of this property for seed ${seed}`,
        );
      return;
    }
    const value = details.counterexample?.[0] as T;
    const path = details.counterexamplePath ?? '';
    let failure = asFailure(details.errorInstance);
    let note: string | undefined;
    if (!replay?.path) {
      // Shrinking ran other values after this one: send it once more, so the last exchanges are its own.
      try {
        await judgeOnce(value);
        note = 'the counterexample passed when sent once more (a target that changes, or a flaky one)';
      } catch (e) {
        if (e instanceof CheckSkipped) throw e;
        failure = asFailure(e);
      }
    }
    const replayCmd = replayLine(t, details.seed, path);
    t.reproduceExtra.push(`# replay: ${replayCmd}`);
    t.findings.splice(0, t.findings.length, ...known);
    const source = pinned.some((p) => stringifyJson(p) === stringifyJson(value)) ? ' (a pinned counterexample)' : '';
    const met: PropertyRun = {
      run: `failed after ${details.numRuns} run(s) (fast-check seed ${details.seed}, path "${path}", ${details.numShrinks} shrink(s))${source}`,
      counterexample: preview(value, 600),
      replay: replayCmd,
      ...(note ? { note } : {}),
    };
    recordCounterexample(t, value, failure.summary, null);
    // The breach is the finding (its summary the reason a failure is listed with); the property run is how it was met.
    // Unexplained by construction (runJudged fails a run only on an unexplained finding).
    const detail = { ...failure.detail, property: met };
    const finding: Finding = { ...findingOf(failure.summary, detail), deviation: null };
    t.findings.push(finding);
    throw new CheckFailure(failure.summary, detail, finding);
  });
}

/** Findings of one property run kept per deviation and path (a property can meet one many times). */
const MAX_KNOWN = 10;

/**
 * Runs one property value and judges what it found: breaches that a known deviation of the target's
 * release explains are kept (the run counts as passed, so the property goes on past them); any other
 * breach fails the run with its first unexplained finding, which fast-check then shrinks.
 */
async function runJudged(t: CheckContext, known: Finding[], run: () => Promise<void>): Promise<Finding[]> {
  const mark = t.findings.length;
  let thrown: unknown;
  try {
    await run();
  } catch (e) {
    if (!(e instanceof CheckFailure)) throw e;
    thrown = e;
  }
  const fresh = t.findings.splice(mark);
  if (thrown instanceof CheckFailure && !fresh.includes(thrown.finding)) fresh.push(thrown.finding);
  const unexplained = fresh.find((f) => !t.isExplained(f));
  if (unexplained) throw new CheckFailure(unexplained.summary, unexplained, { ...unexplained, deviation: null });
  for (const f of fresh)
    if (known.length < MAX_KNOWN && !known.some((k) => k.path === f.path && k.summary === f.summary)) known.push(f);
  return fresh;
}

/** Values kept per property: one per breach (summary and deviation), the first met. */
const MAX_COUNTEREXAMPLES = 10;

/** Keeps a value that met a breach for conformance.json (`avaconform pin` pins it): the first value per breach. */
function recordCounterexample(t: CheckContext, value: unknown, summary: string, deviation: string | null): void {
  const kept = t.counterexamples;
  if (kept.length >= MAX_COUNTEREXAMPLES || kept.some((c) => c.summary === summary && c.deviation === deviation))
    return;
  kept.push({ value: stringifyJson(value as Json), summary, deviation });
}
