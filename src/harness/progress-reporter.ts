// Terminal progress for `avaconform run`: on a TTY one live line (suites done/total, failures so
// far, requests/s); with --quiet or in CI one line per finished suite.
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node';
import type { RunContext } from './run-context.js';

export default class ProgressReporter implements Reporter {
  private vitest!: Vitest;
  private total = 0;
  private done = 0;
  private failed = 0;
  private started = performance.now();
  private readonly live = process.stderr.isTTY === true && process.env.AVACONFORM_QUIET !== '1' && !process.env.CI;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.started = performance.now();
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.total = specifications.length;
  }

  private counted = new Map<string, { offset: number; lines: number }>();

  /** Requests so far: exchange-log lines written by the workers (read incrementally), plus setup's. */
  private requests(): number {
    const ctx = this.vitest.getRootProject().getProvidedContext().avaconform as RunContext | undefined;
    const dir = ctx?.exchangeDir;
    let lines = 0;
    if (!dir || !existsSync(dir)) return lines;
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
    return lines;
  }

  onTestModuleEnd(mod: TestModule): void {
    this.done++;
    let checks = 0;
    let failures = 0;
    for (const t of mod.children.allTests()) {
      checks++;
      if (t.result().state === 'failed') failures++;
    }
    if (mod.errors().length) failures++;
    this.failed += failures;
    const seconds = (performance.now() - this.started) / 1000;
    if (this.live) {
      const rate = Math.round(this.requests() / Math.max(seconds, 0.001));
      process.stderr.write(`\r\x1b[2K[${this.done}/${this.total} suites] ${this.failed} failed so far · ~${rate} req/s · ${seconds.toFixed(1)} s`);
    } else {
      const mark = failures ? '✗' : '✓';
      process.stderr.write(`${mark} ${mod.relativeModuleId} — ${checks} checks${failures ? `, ${failures} failed` : ''} [${this.done}/${this.total}]\n`);
    }
  }

  onTestRunEnd(): void {
    if (this.live) process.stderr.write('\n');
  }
}
