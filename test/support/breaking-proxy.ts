// A loopback proxy that breaks one rule in a target's answers: it forwards every request to the
// upstream unchanged and lets a test rewrite the JSON answer to chosen JSON-RPC requests. Used to
// show that a check sees a breach beside a known deviation, and that envelopes are judged everywhere.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonRpcRequest {
  method?: unknown;
  params?: unknown;
  id?: unknown;
}

/** Returns the answer to send instead, or undefined to pass the upstream's answer through. */
export type Rewrite = (req: JsonRpcRequest, answer: Record<string, unknown>) => Record<string, unknown> | undefined;

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function startBreakingProxy(
  upstream: string,
  rewrite: Rewrite,
): Promise<{ url: string; rewritten: () => number; close(): Promise<void> }> {
  const target = new URL(upstream);
  let rewritten = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const headers = { ...req.headers, host: target.host };
      delete headers['content-length'];
      const up = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...headers, 'content-length': String(body.length) },
        },
        (upRes) => {
          void (async () => {
            const answer = await readAll(upRes);
            const outHeaders = { ...upRes.headers };
            const reqJson = parse(body.toString('utf8'));
            const ansJson = parse(answer.toString('utf8'));
            let out = answer;
            if (
              reqJson &&
              typeof reqJson === 'object' &&
              !Array.isArray(reqJson) &&
              ansJson &&
              typeof ansJson === 'object' &&
              !Array.isArray(ansJson)
            ) {
              const changed = rewrite(reqJson as JsonRpcRequest, ansJson as Record<string, unknown>);
              if (changed) {
                rewritten++;
                out = Buffer.from(JSON.stringify(changed));
              }
            }
            delete outHeaders['transfer-encoding'];
            outHeaders['content-length'] = String(out.length);
            res.writeHead(upRes.statusCode ?? 502, outHeaders).end(out);
          })();
        },
      );
      up.on('error', (e) => res.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${e.message}\n`));
      up.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rewritten: () => rewritten,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
