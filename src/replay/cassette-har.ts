// A cassette as HAR 1.2 (the HTTP Archive format browsers' dev tools, Charles, mitmproxy and
// Postman import): one entry per exchange, in cassette order, with the check that sent it as the
// entry's comment. Cassettes keep no clock, so every entry carries the same start time.
import { headerValue, type Exchange } from '../client/exchange.js';
import { TOOL_VERSION } from '../tool.js';
import type { CassetteRecording } from './cassette.js';

interface HarHeader {
  name: string;
  value: string;
}

const headerList = (h: Record<string, string>): HarHeader[] =>
  Object.entries(h).map(([name, value]) => ({ name, value }));
const contentType = (h: Record<string, string>) => headerValue(h, 'content-type') ?? '';

/** Where the recorded requests went: the recorded URL, or a placeholder origin for the mock and binaries. */
function originOf(recording: CassetteRecording | null): string {
  const target = recording?.target ?? '';
  return /^https?:\/\//.test(target) ? target.replace(/\/$/, '') : 'http://avaconform.invalid';
}

export function toHar(
  exchanges: readonly Exchange[],
  recording: CassetteRecording | null,
  startedAt = '1970-01-01T00:00:00.000Z',
): unknown {
  const origin = originOf(recording);
  const entries = exchanges.map((x) => {
    const url = new URL(x.request.path, `${origin}/`).toString();
    const req = x.request;
    const res = x.response;
    return {
      startedDateTime: startedAt,
      time: x.durationMs,
      ...(x.checkId ? { comment: x.checkId } : {}),
      request: {
        method: req.method,
        url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: headerList(req.headers),
        queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
        ...(req.body
          ? {
              postData: {
                mimeType: contentType(req.headers),
                text: req.body,
                ...(req.bodyBase64 ? { encoding: 'base64' } : {}),
              },
            }
          : {}),
        headersSize: -1,
        bodySize: req.body ? Buffer.byteLength(req.body, req.bodyBase64 ? 'base64' : 'utf8') : 0,
      },
      response: res
        ? {
            status: res.status,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: headerList(res.headers),
            content: { size: res.bytes, mimeType: contentType(res.headers), text: res.body },
            redirectURL: '',
            headersSize: -1,
            bodySize: res.bytes,
          }
        : // HAR has no field for "no answer": status 0 with the transport failure as the comment, as browsers record an aborted request.
          {
            status: 0,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: [],
            content: { size: 0, mimeType: '' },
            redirectURL: '',
            headersSize: -1,
            bodySize: -1,
            comment: x.error ?? 'no answer',
          },
      cache: {},
      timings: { send: 0, wait: x.durationMs, receive: 0 },
    };
  });
  return {
    log: {
      version: '1.2',
      creator: { name: 'avaconform', version: TOOL_VERSION },
      ...(recording
        ? {
            comment: `recorded from ${recording.target} (${recording.nodeVersion ?? 'version unknown'}), seed ${recording.seed}`,
          }
        : {}),
      entries,
    },
  };
}
