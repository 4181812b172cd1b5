// A suite worker's thread (src/harness/kept-threads.ts): vitest's threads worker, which serves one run
// after another. Plain JavaScript: Node loads it itself, whether the harness runs built or from source.
import { parentPort } from 'node:worker_threads';
import { init, runBaseTests, setupEnvironment } from 'vitest/worker';

if (!parentPort) throw new Error('avaconform: kept-thread-entry.js runs only as a worker thread');
const port = parentPort;

// Before a run other than the thread's first: the run's variables replace the last run's, and the modules
// vitest evaluated (the suites, the harness's sources) are evaluated again, so no state of one run reaches
// the next. Node's own modules, vitest's runtime and the libraries stay loaded: that is what is saved.
port.on('message', (message) => {
  if (message?.avaconformNewRun !== true) return;
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, message.env);
  globalThis.__vitest_worker__?.evaluatedModules?.clear();
});

// vitest's own listener (the first `on`) stays for the thread's life; the runtime's RPC listeners of a run
// are removed when it stops (`teardown`), as vitest's threads worker removes every listener then.
let runnerListener;
const runListeners = new Set();
init({
  post: (response) => port.postMessage(response),
  on: (listener) => {
    if (runnerListener) runListeners.add(listener);
    else runnerListener = listener;
    port.on('message', listener);
  },
  off: (listener) => {
    runListeners.delete(listener);
    port.off('message', listener);
  },
  teardown: () => {
    for (const listener of runListeners) port.off('message', listener);
    runListeners.clear();
  },
  runTests: (state, traces) => runBaseTests('run', state, traces),
  collectTests: (state, traces) => runBaseTests('collect', state, traces),
  setup: setupEnvironment,
});
