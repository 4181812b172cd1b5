// The suite workers' pool: vitest's threads, except that a thread whose run ended is kept, idle, for the
// next run of the same process instead of ended. A process that runs the harness more than once (the
// selftest's parts, the project tests' command hosts) then starts Node, vitest's runtime and the
// libraries the suites import once per thread, not once per run. The thread clears the modules of the
// harness and the suites before each run (src/harness/kept-thread-entry.js): no state of one run reaches
// the next. It keeps the code the main thread sent for them while their files are unchanged, so a later
// run evaluates them again without asking for them again.
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';
import { PROJECT_ROOT } from '../tool.js';

/** The pool's name in vitest's options. */
const KEPT_THREADS = 'avaconform-kept-threads';
/** The message that readies an idle thread for a new run (read by src/harness/kept-thread-entry.js). */
const RESET = 'avaconformNewRun';
/** Set to 1, each worker says on stderr which thread runs it and how many runs that thread has served. */
const DEBUG_WORKERS = 'AVACONFORM_DEBUG_WORKERS';
/** The threads' entry: plain JavaScript, which Node loads whether the harness runs built or from source. */
const ENTRY = join(PROJECT_ROOT, 'src/harness/kept-thread-entry.js');
/** Runs one thread serves before it is ended: what a long-lived process keeps of its runs stays bounded. */
const MAX_RUNS_PER_THREAD = 50;
/** Idle threads kept per set of Node flags: the suites' usual two workers and a writer's. */
const MAX_IDLE = 4;

interface KeptThread {
  worker: Worker;
  runs: number;
  exited: boolean;
}

/** Idle threads by the Node flags they were started with (a thread's flags cannot change). */
const idle = new Map<string, KeptThread[]>();

type Listener = (arg: unknown) => void;

class KeptThreadWorker implements PoolWorker {
  readonly name = KEPT_THREADS;
  private readonly execArgv: string[];
  /** Its idle threads' key in `idle`. */
  private readonly flagsKey: string;
  private readonly env: Partial<NodeJS.ProcessEnv>;
  private thread: KeptThread | undefined;
  private readonly listeners: Array<[string, Listener]> = [];

  constructor(options: PoolOptions) {
    this.execArgv = options.execArgv;
    this.flagsKey = JSON.stringify(options.execArgv);
    this.env = options.env;
  }

  async start(): Promise<void> {
    if (this.thread) return;
    const key = this.flagsKey;
    let thread = idle.get(key)?.pop();
    if (thread) {
      thread.worker.ref();
      // Before vitest's own start message: the run's variables, and no module of the last run.
      thread.worker.postMessage({ [RESET]: true, env: this.env });
    } else {
      // The thread writes to this process's stdout and stderr itself (vitest's threads pipe it to its logger's,
      // which are those): a stream piped from a thread would keep the process alive while the thread is idle.
      const worker = new Worker(ENTRY, { env: this.env, execArgv: this.execArgv });
      const started: KeptThread = { worker, runs: 0, exited: false };
      worker.once('exit', () => {
        started.exited = true;
        const kept = idle.get(key);
        if (kept?.includes(started)) kept.splice(kept.indexOf(started), 1);
      });
      thread = started;
    }
    thread.runs++;
    this.thread = thread;
    if (this.env[DEBUG_WORKERS] === '1')
      process.stderr.write(`avaconform: suite worker thread ${thread.worker.threadId}, run ${thread.runs}\n`);
  }

  async stop(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    this.thread = undefined;
    for (const [event, listener] of this.listeners.splice(0)) thread.worker.off(event, listener);
    const kept = idle.get(this.flagsKey) ?? [];
    if (thread.exited || thread.runs >= MAX_RUNS_PER_THREAD || kept.length >= MAX_IDLE) {
      await thread.worker.terminate();
      return;
    }
    // An idle thread does not keep the process alive.
    thread.worker.unref();
    kept.push(thread);
    idle.set(this.flagsKey, kept);
  }

  on(event: string, listener: Listener): void {
    this.listeners.push([event, listener]);
    this.running().on(event, listener);
  }

  off(event: string, listener: Listener): void {
    const i = this.listeners.findIndex(([e, l]) => e === event && l === listener);
    if (i >= 0) this.listeners.splice(i, 1);
    this.running().off(event, listener);
  }

  send(message: WorkerRequest): void {
    this.running().postMessage(message);
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  private running(): Worker {
    if (!this.thread) throw new Error('avaconform: a suite worker was used before it started or after it stopped');
    return this.thread.worker;
  }
}

export const keptThreads: PoolRunnerInitializer = {
  name: KEPT_THREADS,
  createPoolWorker: (options) => new KeptThreadWorker(options),
};
