// A suite worker's thread (src/harness/kept-threads.ts): vitest's threads worker, which serves one run
// after another. Plain JavaScript: Node loads it itself, whether the harness runs built or from source.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { init, runBaseTests, setupEnvironment } from 'vitest/worker';

if (!parentPort) throw new Error('avaconform: kept-thread-entry.js runs only as a worker thread');
const port = parentPort;

// Before a run other than the thread's first: the environment vitest gives this run's workers (its own
// VITEST_* variables, the test hook of src/check/setup-file.ts; no run setting: those come in the run
// context) replaces the last run's, as a thread started for the run would have it, and the modules
// vitest evaluated (the suites, the harness's sources) are evaluated again, so no state of one run reaches
// the next. Node's own modules, vitest's runtime and the libraries stay loaded: that is what is saved.
port.on('message', (message) => {
  if (message?.avaconformNewRun !== true) return;
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, message.env);
  globalThis.__vitest_worker__?.evaluatedModules?.clear();
});

// The modules the main thread sent this thread (vitest's `fetch`: a module's transformed code or where
// Node loads it), by request and the file's modification time: a later run asks for them again, and the
// answer is the same while the file is. Each run still evaluates them anew.
const fetched = new Map();
/** The project's root, from vitest's start message. */
let root = '';
const fetchesUnderWay = new Map();
/** The key of a `fetch` request for a file, or null (not a file's module: asked each time). */
function fetchKey(request) {
  if (request?.t !== 'q' || request.m !== 'fetch' || !request.i) return null;
  const [id, importer] = request.a ?? [];
  const path = typeof id === 'string' ? id.replace(/[?#].*$/, '') : '';
  // vite names a module under the project's root by its path from the root ("/src/x.ts"), one elsewhere
  // by "/@fs/" and its absolute path.
  const file = path.startsWith('/@fs/')
    ? path.slice('/@fs'.length)
    : root && path.startsWith('/') && !path.startsWith(`${root}/`)
      ? join(root, path)
      : path;
  if (!file.startsWith('/')) return null;
  try {
    return JSON.stringify([id, importer ?? null, request.a.slice(2), statSync(file).mtimeMs]);
  } catch {
    return null;
  }
}
port.on('message', (response) => {
  if (response?.__vitest_worker_request__ && response.type === 'start') {
    root = response.context.config.root;
    // The run's name for this worker (1 to maxWorkers; vitest's VITEST_POOL_ID), for the Allure thread label
    // (src/check/setup-file.ts).
    globalThis.__avaconformPoolId__ = response.poolId;
  }
  if (response?.t !== 's' || !fetchesUnderWay.has(response.i)) return;
  const key = fetchesUnderWay.get(response.i);
  fetchesUnderWay.delete(response.i);
  if (!response.e) fetched.set(key, response.r);
});

// vitest's own listener (the first `on`) stays for the thread's life; the runtime's RPC listeners of a run
// are removed when it stops (`teardown`), as vitest's threads worker removes every listener then.
let runnerListener;
const runListeners = new Set();
init({
  post: (message) => {
    const key = fetchKey(message);
    if (key && fetched.has(key)) {
      const answer = { t: 's', i: message.i, r: fetched.get(key) };
      queueMicrotask(() => runListeners.forEach((listener) => listener(answer)));
      return;
    }
    if (key) fetchesUnderWay.set(message.i, key);
    port.postMessage(message);
  },
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
