// One worker of the bench's worker-side floor (bench/bench.ts): the recorded requests sent from a worker
// thread, as a suite worker sends them, through the harness's own client (HttpClient: the keep-alive
// pool a suite worker's getClient makes) and each answer read as a check reads it (readRpc: the lossless
// JSON parse); nothing is checked, logged or recorded. The workers take requests from one shared counter.
// Protocol: 'ready' once the client is made (start-up ends), then 'go' from the main thread, then 'done'.
import { parentPort, workerData } from 'node:worker_threads';
import type { RawRequest } from '../src/client/exchange.js';
import { HttpClient } from '../src/client/http.js';
import { readRpc } from '../src/client/rpc.js';
import { DEFAULTS } from '../src/harness/defaults.js';

export interface FloorWorkerData {
  url: string;
  requests: RawRequest[];
  /** Requests in flight in this worker. */
  concurrency: number;
  /** Int32Array over it: [0] the index of the next request to send, shared by all the workers. */
  next: SharedArrayBuffer;
}

export interface FloorWorkerDone {
  sent: number;
  /** Requests with no answer at all (transport failures: the floor should have none). */
  failed: number;
}

const port = parentPort!;
const { url, requests, concurrency, next } = workerData as FloorWorkerData;
const counter = new Int32Array(next);
// As src/check/worker.ts newClient makes it for a run's defaults (no rate limit, no transport settings).
const client = new HttpClient(url, { timeoutMs: DEFAULTS.timeoutMs });

async function sendAll(): Promise<FloorWorkerDone> {
  let sent = 0;
  let failed = 0;
  const loop = async () => {
    for (let i = Atomics.add(counter, 0, 1); i < requests.length; i = Atomics.add(counter, 0, 1)) {
      // Some answers are not JSON (the envelope checks' bad requests): read as a check reads them.
      const out = readRpc(await client.send(requests[i]!));
      sent++;
      if (!out.exchange.response) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { sent, failed };
}

port.once('message', () => {
  void sendAll().then(async (done) => {
    port.postMessage(done);
    await client.close();
    port.close();
  });
});
port.postMessage('ready');
