// Serves a mock node over real HTTP on loopback, so the harness reaches it through the same undici
// client it uses for real nodes.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createMock, type MockNode } from './node.js';
import type { MockOptions, MockRequest, MockResponse } from './mock-contracts.js';

const MAX_BODY = 64 * 1024 * 1024;

/** The request's body, or null past MAX_BODY (read to its end all the same). Events, not an async iterator: cheaper per request. */
function readBody(req: IncomingMessage): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () =>
      resolve(size > MAX_BODY ? null : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)),
    );
    req.on('error', reject);
  });
}

/** The text of the 500 a failure in the mock itself is answered with. */
const internalError = (e: unknown) => `mock internal error: ${(e as Error).message}\n`;

/** The node's answer to a request read whole, as the server sends it: a failure of its own is a 500 naming it. */
export async function nodeAnswer(node: Pick<MockNode, 'handle'>, req: MockRequest): Promise<MockResponse> {
  try {
    return await node.handle(req);
  } catch (e) {
    return { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: internalError(e) };
  }
}

export interface MockServer {
  url: string;
  port: number;
  node: MockNode;
  close(): Promise<void>;
}

export async function startMockServer(opts: MockOptions & { port?: number; host?: string }): Promise<MockServer> {
  const node = createMock(opts);
  const sockets = new Set<Socket>();
  const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    void (async () => {
      try {
        const body = await readBody(req);
        if (body === null) {
          res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' }).end('request body too large\n');
          return;
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers))
          if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
        const answer = await nodeAnswer(node, { method: req.method ?? 'GET', path: req.url ?? '/', headers, body });
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      } catch (e) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(internalError(e));
      }
    })();
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    node,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
