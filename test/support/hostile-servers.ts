// Misbehaving HTTP servers on loopback, one per hostile scenario of issue 8. Each answers every
// request the same bad way, except that by default it names itself a node (info.getNodeVersion at
// /ext/info answers a version), so the run judges it check by check instead of stopping before the
// suites; all stop cleanly (sockets destroyed) when closed.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface HostileOptions {
  /** Answer info.getNodeVersion like a node (default true); false: hostile to every request. */
  identify?: boolean;
}

/** The answer that names the server a node: a version outside every profile, so the spec profile applies. */
const IDENTITY = '{"jsonrpc":"2.0","result":{"version":"hostile/0.0.0"},"id":1}';
const isIdentityRequest = (path: string | undefined, body: string) =>
  path === '/ext/info' && body.includes('"info.getNodeVersion"');
/** A request kept in memory while it arrives is at most this large (the harness sends small ones). */
const MAX_REQUEST = 1024 * 1024;

/** Calls onRequest with each complete HTTP/1.1 request (head and content-length body) on a raw socket. */
function readRequests(socket: Socket, onRequest: (path: string, body: string) => void): void {
  let buf = Buffer.alloc(0);
  socket.on('data', (d: Buffer) => {
    buf = Buffer.concat([buf, d]);
    if (buf.length > MAX_REQUEST) return void socket.destroy();
    for (;;) {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buf.subarray(0, end).toString('latin1');
      const length = Number(head.match(/^content-length:\s*(\d+)/im)?.[1] ?? 0);
      if (buf.length < end + 4 + length) return;
      const body = buf.subarray(end + 4, end + 4 + length).toString('utf8');
      buf = buf.subarray(end + 4 + length);
      onRequest(head.split(' ')[1] ?? '/', body);
    }
  });
}

export interface HostileServer {
  url: string;
  close(): Promise<void>;
}

export type Scenario =
  | 'never-answers'
  | 'drips'
  | 'resets-mid-body'
  | 'huge-body'
  | 'invalid-utf8'
  | 'not-json'
  | 'html-502'
  | 'deep-nesting'
  | 'huge-numbers'
  | 'text-plain'
  | 'nothing-listening'
  | 'not-found';

const json = (res: ServerResponse, status: number, body: string | Buffer, type = 'application/json; charset=utf-8') => {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

function track(server: Server | TcpServer): () => Promise<void> {
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
}

async function listen(server: Server | TcpServer): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const DEEP = '['.repeat(100_000) + ']'.repeat(100_000);
const HUGE_NUMBER = '9'.repeat(10_000);
const MIB = 1024 * 1024;

export async function startHostile(
  scenario: Scenario,
  { identify = true }: HostileOptions = {},
): Promise<HostileServer> {
  if (scenario === 'nothing-listening') {
    // Bind, learn a free port, then close: nothing listens there afterwards.
    const probe = createTcpServer();
    const url = await listen(probe);
    await new Promise<void>((r) => probe.close(() => r()));
    return { url, close: async () => {} };
  }
  if (scenario === 'never-answers' || scenario === 'resets-mid-body') {
    const server = createTcpServer((socket) => {
      socket.on('error', () => {});
      readRequests(socket, (path, body) => {
        if (identify && isIdentityRequest(path, body)) {
          socket.end(
            `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${IDENTITY.length}\r\nconnection: close\r\n\r\n${IDENTITY}`,
          );
          return;
        }
        if (scenario === 'resets-mid-body') {
          socket.write(
            'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"jsonrpc":"2.0","res',
          );
          setTimeout(() => socket.resetAndDestroy(), 20);
        }
        // never-answers: read and hold the connection open.
      });
    });
    const close = track(server);
    return { url: await listen(server), close };
  }
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_REQUEST) chunks.push(c);
    });
    req.on('end', () => {
      if (identify && isIdentityRequest(req.url, Buffer.concat(chunks).toString('utf8')))
        return json(res, 200, IDENTITY);
      switch (scenario) {
        case 'drips': {
          res.writeHead(200, { 'content-type': 'application/json' });
          const body = '{"jsonrpc":"2.0","result":{},"id":1}';
          let i = 0;
          const t = setInterval(() => {
            if (i >= body.length || res.destroyed) {
              clearInterval(t);
              timers.delete(t);
              res.end();
              return;
            }
            res.write(body[i++]!);
          }, 1000);
          timers.add(t);
          return;
        }
        case 'huge-body': {
          res.writeHead(200, { 'content-type': 'application/json' });
          const chunk = Buffer.alloc(MIB, 0x20);
          let sent = 0;
          const pump = () => {
            while (sent < 64 && !res.destroyed) {
              sent++;
              if (!res.write(chunk)) return void res.once('drain', pump);
            }
            res.end();
          };
          pump();
          return;
        }
        case 'invalid-utf8':
          return json(res, 200, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]));
        case 'not-json':
          return json(res, 200, 'this is not json');
        case 'html-502':
          return json(
            res,
            502,
            '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
            'text/html',
          );
        case 'deep-nesting':
          return json(res, 200, DEEP);
        case 'huge-numbers':
          return json(
            res,
            200,
            `{"jsonrpc":"2.0","result":{"height":${HUGE_NUMBER},"numFetched":${HUGE_NUMBER}},"id":${HUGE_NUMBER}}`,
          );
        case 'text-plain':
          return json(res, 200, '{"jsonrpc":"2.0","result":{},"id":1}', 'text/plain');
        case 'not-found':
          return json(res, 404, '404 page not found\n', 'text/plain; charset=utf-8');
      }
    });
  });
  const closeSockets = track(server);
  return {
    url: await listen(server),
    close: async () => {
      for (const t of timers) clearInterval(t);
      await closeSockets();
    },
  };
}
