// The replay target: a loopback HTTP server that answers each request with the recorded response of
// the same request (same check, method, path, content type and body; failing that, the same but for
// the JSON-RPC id, which is then echoed). Repeats of one request get the recorded answers in their
// recorded order. An unknown request gets HTTP 501 with a clear text, never a guess.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Exchange } from '../client/exchange.js';
import { CassetteError, readCassette, requestKey } from './cassette.js';

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

/** `port`: 0 (default) for a free one. */
export async function startReplayServer(file: string, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const exact = new Map<string, Exchange[]>();
  const loose = new Map<string, Exchange[]>();
  const exchanges = readCassette(file);
  if (!exchanges.some((x) => x.response))
    throw new CassetteError(
      `cassette ${file}: holds no recorded answer (${exchanges.length ? 'only transport failures' : 'empty'})`,
    );
  for (const x of exchanges) {
    if (!x.response) continue;
    for (const [map, ignore] of [
      [exact, false],
      [loose, true],
    ] as const) {
      const k = requestKey(x.request, ignore);
      const list = map.get(k) ?? [];
      list.push(x);
      map.set(k, list);
    }
  }
  const served = new Map<string, number>();
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers, body };
      const next = (map: Map<string, Exchange[]>, key: string) => {
        const list = map.get(key);
        if (!list?.length) return undefined;
        const n = served.get(key) ?? 0;
        served.set(key, n + 1);
        return list[Math.min(n, list.length - 1)];
      };
      const exactKey = requestKey(request, false);
      const hit = next(exact, exactKey);
      const near = hit ? undefined : next(loose, requestKey(request, true));
      const x = hit ?? near;
      if (!x?.response) {
        res.writeHead(501, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(
          `avaconform replay: no recorded exchange for ${request.method} ${request.path} ${body.slice(0, 200)}\n`,
        );
        return;
      }
      let answer = x.response.body;
      if (near) {
        const recordedId = requestId(x.request.body);
        const id = requestId(body);
        if (recordedId !== null && id !== null) answer = answer.replace(`"id":${recordedId}`, `"id":${id}`);
      }
      const answerHeaders = { ...x.response.headers };
      delete answerHeaders['content-length'];
      delete answerHeaders['transfer-encoding'];
      delete answerHeaders['connection'];
      delete answerHeaders['keep-alive'];
      res.writeHead(x.response.status, answerHeaders);
      res.end(answer);
    })();
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
