// The mock's node answering an HttpClient in this process (its `dispatcher`): each request goes to the node as
// the mock's HTTP server hands it over (src/mock/server.ts), and the answer to the client's handler, without a
// socket. A run's setup (the node's version, discovery) asks the mock this way (the selftest, whose parts
// discover 54 times: 33.4 s of CPU against 43.6 s over loopback HTTP); the checks ask it over HTTP, as they
// ask a node.
// The exchanges hold the headers the node set, not those the HTTP layers add (date, content-length,
// connection), as discovery reused in this process records them (src/harness/discovery-reuse.ts).
import type { Dispatcher } from 'undici';
import type { RequestDispatcher } from '../client/http.js';
import { undiciErrors } from '../client/undici-pool.js';
import type { MockNode } from './node.js';
import { nodeAnswer } from './server.js';

/** A request's headers as the server hands them to the node: lower-case names, one text per name. */
function requestHeaders(given: Dispatcher.DispatchOptions['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  const add = (name: string, value: string) => {
    const key = name.toLowerCase();
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  };
  if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) add(given[i]!, given[i + 1]!);
  else if (given)
    for (const [name, value] of Object.entries(given))
      if (value !== undefined) add(name, Array.isArray(value) ? value.join(', ') : String(value));
  return headers;
}

function requestBody(body: Dispatcher.DispatchOptions['body']): Uint8Array {
  if (body === undefined || body === null) return new Uint8Array();
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return body;
  throw new Error('the mock in this process reads a body given whole (text or bytes), not a stream');
}

export function inProcessDispatcher(node: Pick<MockNode, 'handle'>): RequestDispatcher {
  let destroyed = false;
  return {
    dispatch(opts, handler) {
      let ended = false;
      const fail = (e: Error) => {
        if (ended) return;
        ended = true;
        handler.onError?.(e);
      };
      handler.onConnect?.((reason) => fail(reason ?? new undiciErrors.RequestAbortedError()));
      if (destroyed) {
        fail(new undiciErrors.ClientDestroyedError());
        return false;
      }
      let request;
      try {
        request = {
          method: opts.method,
          path: opts.path,
          headers: requestHeaders(opts.headers),
          body: requestBody(opts.body),
        };
      } catch (e) {
        fail(e as Error);
        return false;
      }
      void nodeAnswer(node, request).then((answer) => {
        if (ended) return;
        const body =
          typeof answer.body === 'string'
            ? Buffer.from(answer.body, 'utf8')
            : Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
        const raw = Object.entries(answer.headers).flatMap(([name, value]) => [Buffer.from(name), Buffer.from(value)]);
        handler.onHeaders?.(answer.status, raw, () => {}, '');
        // The handler may have ended the request (a body past its cap): nothing more goes to it.
        if (!ended && body.length && opts.method !== 'HEAD') handler.onData?.(body);
        if (ended) return;
        ended = true;
        handler.onComplete?.([]);
      });
      return true;
    },
    destroy() {
      destroyed = true;
      return Promise.resolve();
    },
  };
}
