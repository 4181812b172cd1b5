// A loopback proxy to a target that tells a test each request as it arrives (who sent it: the run's setup or a check),
// so the test acts at a phase of the run (a signal, the target's death) when that phase is reached, not by a clock.
// A request the test answers 'stop' for stops the proxy: it listens no more and drops every connection.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CHECK_HEADER } from '../../src/replay/cassette.js';

/** A request the proxy received: its HTTP method and path, and the id of the check that sent it ('' from the setup). */
export interface SeenRequest {
  method: string;
  path: string;
  check: string;
}

export interface WatchingProxy {
  url: string;
  /** Whether a request stopped it. */
  stopped(): boolean;
  close(): void;
}

export async function startWatchingProxy(
  upstream: string,
  onRequest: (seen: SeenRequest) => 'forward' | 'stop',
): Promise<WatchingProxy> {
  const up = new URL(upstream);
  const sockets = new Set<Socket>();
  let stopped = false;
  const stop = () => {
    stopped = true;
    server.close();
    for (const s of sockets) s.destroy();
  };
  const server: Server = createServer((req, res) => {
    const check = decodeURIComponent(String(req.headers[CHECK_HEADER] ?? ''));
    if (stopped || onRequest({ method: req.method ?? '', path: req.url ?? '', check }) === 'stop') return stop();
    const fwd = request(
      { host: up.hostname, port: up.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    fwd.on('error', () => res.destroy());
    req.pipe(fwd);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stopped: () => stopped, close: stop };
}
