// A loopback proxy in front of a node that keeps a stale cache of one JSON-RPC method: the first answer to each params
// is answered again for those params, whatever the node answers now (a caching layer that never invalidates). Every
// other request goes to the node as it came. The state machine must fail on it for every method its model predicts.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface StaleCacheProxy {
  url: string;
  /** How many answers came from the cache. */
  served(): number;
  close(): Promise<void>;
}

function bodyOf(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The cache key of a JSON-RPC body calling `method`, or null (another method, a batch, no JSON). */
function keyOf(body: Buffer, method: string): string | null {
  try {
    const call = JSON.parse(body.toString('utf8')) as { method?: unknown; params?: unknown };
    return call.method === method ? JSON.stringify(call.params ?? null) : null;
  } catch {
    return null;
  }
}

/** The answer text with the request's id in place of the cached one's. */
function withId(answer: string, body: Buffer): string {
  const id = (JSON.parse(body.toString('utf8')) as { id?: unknown }).id ?? null;
  return JSON.stringify({ ...(JSON.parse(answer) as object), id });
}

export async function startStaleCacheProxy(upstream: string, method: string): Promise<StaleCacheProxy> {
  const up = new URL(upstream);
  const cache = new Map<string, string>();
  const sockets = new Set<Socket>();
  let served = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const key = keyOf(body, method);
      const kept = key === null ? undefined : cache.get(key);
      if (kept !== undefined) {
        served++;
        res.writeHead(200, { 'content-type': 'application/json' }).end(withId(kept, body));
        return;
      }
      const out = request(
        { host: up.hostname, port: up.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          void bodyOf(answer).then((text) => {
            if (key !== null && answer.statusCode === 200) cache.set(key, text.toString('utf8'));
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(text);
          });
        },
      );
      out.on('error', () => res.writeHead(502).end());
      out.end(body);
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
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
