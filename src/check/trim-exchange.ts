// The exchanges attached to a failing check: redacted, bodies cut to a readable size.
import type { Exchange } from '../client/exchange.js';
import { redact } from '../client/redact.js';

const MAX_ATTACHED_BODY = 4096;

export function trimExchange(x: Exchange): Exchange {
  const cut = (text: string) => {
    const s = redact(text);
    return s.length > MAX_ATTACHED_BODY ? s.slice(0, MAX_ATTACHED_BODY) + `… (${s.length} chars)` : s;
  };
  return {
    ...x,
    request: { ...x.request, body: cut(x.request.body) },
    ...(x.response ? { response: { ...x.response, body: cut(x.response.body) } } : {}),
  };
}
