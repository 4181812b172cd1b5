// msw handlers over the same core, so users can drop the mock into their own tests:
//   const server = setupServer(...mockHandlers({ seed: 1 })); server.listen();
import { http, HttpResponse } from 'msw';
import { createMock } from './node.js';
import type { MockOptions } from './mock-contracts.js';

export function mockHandlers(opts: MockOptions, baseUrl = 'http://127.0.0.1:9650') {
  const node = createMock(opts);
  const origin = new URL(baseUrl).origin;
  return [
    http.all(`${origin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => (headers[k] = v));
      const answer = await node.handle({
        method: request.method,
        path: url.pathname + url.search,
        headers,
        body: new Uint8Array(await request.arrayBuffer()),
      });
      return new HttpResponse(answer.status === 200 && answer.body === '' ? null : answer.body, {
        status: answer.status,
        headers: answer.headers,
      });
    }),
  ];
}
