// Terminal output for `avaconform run`, on stderr: progress, on a TTY one live line (suites done/total,
// failures so far, requests/s); with --reporter plain, --quiet, in CI or when piped one line per finished
// suite. Failures are left to the closing list (one line each); --verbose prints each failed check in full
// as it finishes (id, clauses, expected/received at the JSON path, the curl or replay line).
// Colours only on a TTY without NO_COLOR. The closing list is printed by the command from the result.
// --quiet, --verbose and the terminal's CI and NO_COLOR are given by the command (RunOptions, src/harness/environment.ts).
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestModule, TestSpecification, Vitest } from 'vitest/node';
import type { CheckStatus } from '../../schemas/conformance.js';
import { formatCheckBlock, type ConsoleCheck } from './console-format.js';
import { paint, useColors, type Paint } from './console-style.js';
import type { Terminal } from './environment.js';
import type { RunContext } from '../check/run-context.js';
import { NOT_RUN_INTERRUPTED } from '../interrupt.js';

/** The progress styles: `progress` (a live line on a TTY) and `plain` (lines only). */
export const PROGRESS_STYLES = ['progress', 'plain'] as const;
export type ProgressStyle = (typeof PROGRESS_STYLES)[number];

/** What the check's vitest task says it ended as (expectations files are applied later, by the reporter). */
function statusOf(test: TestCase): CheckStatus {
  const state = test.result().state;
  const outcome = test.meta().avaconform?.outcome;
  if (state === 'failed') return 'failed';
  if (state === 'passed')
    return outcome === 'warned' ? 'warned' : outcome === 'expected-fail' ? 'expected-fail' : 'passed';
  return 'skipped';
}

/** Whether an interruption kept the check from starting (src/check/setup-file.ts). */
function keptFromStarting(test: TestCase): boolean {
  const r = test.result();
  return r.state === 'skipped' && r.note === NOT_RUN_INTERRUPTED;
}

function consoleCheck(test: TestCase): ConsoleCheck {
  const meta = test.meta().avaconform;
  const error = test.result().errors?.[0]?.message ?? '';
  return {
    checkId: meta?.id,
    name: meta?.name || `${test.module.relativeModuleId} > ${test.fullName}`,
    clauses: meta?.clauses ?? [],
    status: statusOf(test),
    message: meta?.message ?? error,
    reproduce: meta?.reproduce ?? '',
    ...(meta?.findings ? { findings: meta.findings } : {}),
    breaches: meta?.breaches,
  };
}

export interface ProgressOptions {
  style?: ProgressStyle;
  /** --quiet: one line per suite, no live line; failures only in the closing list. */
  quiet?: boolean;
  /** --verbose: each failed check in full as it finishes. */
  verbose?: boolean;
  /** The console's CI and NO_COLOR (src/harness/environment.ts). */
  terminal: Terminal;
}

interface Counts {
  checks: number;
  failed: number;
  expectedFail: number;
}

export default class ProgressReporter implements Reporter {
  private vitest!: Vitest;
  private total = 0;
  private done = 0;
  private readonly counts: Counts = { checks: 0, failed: 0, expectedFail: 0 };
  private started = performance.now();
  private readonly live: boolean;
  private readonly showFailures: boolean;
  private readonly paint: Paint;

  constructor(options: ProgressOptions) {
    const { quiet = false, verbose = false, terminal } = options;
    this.live = options.style !== 'plain' && process.stderr.isTTY === true && !quiet && !terminal.ci;
    this.showFailures = !quiet && verbose;
    this.paint = paint(options.style !== 'plain' && useColors(process.stderr, terminal));
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.started = performance.now();
  }

  async onTestRunStart(specifications: ReadonlyArray<TestSpecification>): Promise<void> {
    // vitest reports every file here and shards later: count the shard's own files, as its sequencer picks them.
    const config = this.vitest.config;
    if (config.shard) {
      const Sequencer = config.sequence.sequencer;
      this.total = (await new Sequencer(this.vitest).shard([...specifications])).length;
    } else this.total = specifications.length;
  }

  private counted = new Map<string, { offset: number; lines: number }>();

  /** Requests so far: exchange-log lines written by the workers (read incrementally), plus setup's. */
  private requests(): number {
    const provided = this.vitest.getRootProject().getProvidedContext();
    // A run of several parts (src/check/run-context.ts RunPart) logs each part's exchanges apart.
    const contexts: Array<RunContext | undefined> = provided.avaconformParts?.map((p) => p.context) ?? [
      provided.avaconform,
    ];
    let lines = 0;
    for (const dir of contexts.flatMap((c) => (c?.exchangeDir ? [c.exchangeDir] : []))) {
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir)) {
        const path = join(dir, f);
        const seen = this.counted.get(path) ?? { offset: 0, lines: 0 };
        const size = statSync(path).size;
        if (size > seen.offset) {
          const fd = openSync(path, 'r');
          const buf = Buffer.alloc(size - seen.offset);
          readSync(fd, buf, 0, buf.length, seen.offset);
          closeSync(fd);
          for (const b of buf) if (b === 10) seen.lines++;
          seen.offset = size;
          this.counted.set(path, seen);
        }
        lines += seen.lines;
      }
    }
    return lines;
  }

  /** Writes text above the live line (cleared first, drawn again after). */
  private print(text: string): void {
    if (this.live) process.stderr.write('\r\x1b[2K');
    process.stderr.write(text);
    if (this.live) this.drawLive();
  }

  private drawLive(): void {
    const seconds = (performance.now() - this.started) / 1000;
    const rate = Math.round(this.requests() / Math.max(seconds, 0.001));
    const { failed, expectedFail } = this.counts;
    const failures = failed ? this.paint.red(`${failed} failed`) : `${failed} failed`;
    process.stderr.write(
      `\r\x1b[2K[${this.done}/${this.total} suites] ${failures}${expectedFail ? `, ${expectedFail} expected-fail` : ''} so far · ~${rate} req/s · ${seconds.toFixed(1)} s`,
    );
  }

  onTestCaseResult(test: TestCase): void {
    if (keptFromStarting(test)) return;
    const status = statusOf(test);
    this.counts.checks++;
    if (status === 'failed') this.counts.failed++;
    if (status === 'expected-fail') this.counts.expectedFail++;
    if (status === 'failed' && this.showFailures) this.print(formatCheckBlock(consoleCheck(test), this.paint));
  }

  onTestModuleEnd(mod: TestModule): void {
    this.done++;
    const all = [...mod.children.allTests()];
    // A check an interruption kept from starting did not run: never counted, never ✓ (conformance.json's run.notRun).
    const tests = all.filter((t) => !keptFromStarting(t));
    const notRun = all.length - tests.length;
    let failures = tests.filter((t) => statusOf(t) === 'failed').length;
    const expectedFail = tests.filter((t) => statusOf(t) === 'expected-fail').length;
    const loadError = mod.errors()[0];
    if (loadError) {
      failures++;
      this.counts.failed++;
      if (this.showFailures)
        this.print(
          formatCheckBlock(
            {
              name: `${mod.relativeModuleId} > (file failed to load)`,
              clauses: [],
              status: 'failed',
              message: `harness error: ${loadError.message}`,
              reproduce: '',
            },
            this.paint,
          ),
        );
    }
    if (this.live) return this.drawLive();
    // A file whose checks are all outside --method/--clause/--aspect declares none: nothing to say.
    if (all.length === 0 && !loadError) return;
    const p = this.paint;
    const mark = failures ? p.red('✗') : tests.length === 0 ? p.yellow('–') : notRun ? p.yellow('◐') : p.green('✓');
    const parts = [
      ...(tests.length || !notRun ? [`${tests.length} checks`] : []),
      ...(notRun ? [p.yellow(`${notRun} not run (interrupted)`)] : []),
      ...(failures ? [p.red(`${failures} failed`)] : []),
      ...(expectedFail ? [`${expectedFail} expected-fail`] : []),
    ];
    process.stderr.write(`${mark} ${mod.relativeModuleId} — ${parts.join(', ')} [${this.done}/${this.total}]\n`);
  }

  onTestRunEnd(): void {
    if (this.live) process.stderr.write('\n');
  }
}
