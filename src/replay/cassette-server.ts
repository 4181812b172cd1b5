// The replay target: a loopback HTTP server that answers each request with the recorded response of
// the same request (same method, path and body; failing that, the same body but another JSON-RPC id,
// whose id is then echoed). An unknown request gets HTTP 501 with a clear text, never a guess.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Exchange } from '../client/exchange.js';
import { readCassette, requestKey } from './cassette.js';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function requestId(body: string): string | null {
  try {
    const v = JSON.parse(body) as { id?: unknown };
    return v && typeof v === 'object' && 'id' in v ? JSON.stringify(v.id) : null;
  } catch {
    return null;
  }
}

export async function startReplayServer(file: string): Promise<{ url: string; close(): Promise<void> }> {
  const exact = new Map<string, Exchange[]>();
  const loose = new Map<string, Exchange[]>();
  for (const x of readCassette(file)) {
    if (!x.response) continue;
    for (const [map, ignore] of [[exact, false], [loose, true]] as const) {
      const k = requestKey(x.request, ignore);
      const list = map.get(k) ?? [];
      list.push(x);
      map.set(k, list);
    }
  }
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: {}, body };
      const hit = exact.get(requestKey(request, false))?.[0];
      const near = hit ? undefined : loose.get(requestKey(request, true))?.[0];
      const x = hit ?? near;
      if (!x?.response) {
        res.writeHead(501, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`avaconform replay: no recorded exchange for ${request.method} ${request.path} ${body.slice(0, 200)}\n`);
        return;
      }
      let answer = x.response.body;
      if (near) {
        const recordedId = requestId(x.request.body);
        const id = requestId(body);
        if (recordedId !== null && id !== null) answer = answer.replace(`"id":${recordedId}`, `"id":${id}`);
      }
      const headers = { ...x.response.headers };
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      delete headers['connection'];
      delete headers['keep-alive'];
      res.writeHead(x.response.status, headers);
      res.end(answer);
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
