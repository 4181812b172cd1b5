// A recording proxy on loopback: the suites run against it, it forwards each request to the target
// one at a time (so the recorded order is the order the target handled them, which matters once
// writes change its state), keeps every exchange in memory (unredacted, so it can be re-sent as it
// was) and answers with the target's answer. A transport failure of the target resets the socket.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { HttpClient } from '../client/http.js';
import type { Exchange } from '../client/exchange.js';

/** Headers that belong to one connection, not to the request or answer; never forwarded or recorded. */
export const HOP_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

export function endToEndHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_HEADERS.has(k.toLowerCase())));
}

const utf8Exact = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The request body as an exchange keeps it: UTF-8 text byte for byte (a BOM included), else base64. */
function recordedBody(bytes: Buffer): { body: string; bodyBase64?: boolean } {
  try {
    return { body: utf8Exact.decode(bytes) };
  } catch {
    return { body: bytes.toString('base64'), bodyBase64: true };
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export interface Recorder {
  url: string;
  /** Every exchange so far, in the order the target handled them. */
  readonly exchanges: readonly Exchange[];
  close(): Promise<void>;
}

export async function startRecorder(upstream: string, timeoutMs: number): Promise<Recorder> {
  // The suites' own clients bound their requests; the breaker stays off so each failure is forwarded as it is.
  const client = new HttpClient(upstream, { timeoutMs, breakAfter: 0, connections: 1 });
  const exchanges: Exchange[] = [];
  const sockets = new Set<Socket>();
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    void (async () => {
      const body = await readBody(req);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const forwarded = queue.then(() =>
        client.send({
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers: endToEndHeaders(headers),
          ...(body.length ? { body: new Uint8Array(body) } : {}),
        }),
      );
      queue = forwarded;
      const x = await forwarded;
      x.seq = exchanges.length + 1;
      x.request = { method: x.request.method, path: x.request.path, headers: x.request.headers, ...recordedBody(body) };
      exchanges.push(x);
      if (!x.response) {
        req.socket.destroy();
        return;
      }
      res.writeHead(x.response.status, endToEndHeaders(x.response.headers));
      res.end(x.response.body);
    })();
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await client.close();
    },
  };
}
