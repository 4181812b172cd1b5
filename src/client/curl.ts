// Renders a request as a curl command a person can paste to reproduce it.
import type { Exchange } from './exchange.js';

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Shell-quoted for a POSIX shell: plain words stay bare, anything else goes in double quotes. */
export function shellWord(s: string): string {
  if (/^[\w@%+=:,./-]+$/.test(s)) return s;
  return `"${s.replace(/(["\\$`])/g, '\\$1')}"`;
}

/** `keep`: headers kept that a person's curl needs not (the check's, which a cassette answers by). */
export function curlOf(baseUrl: string, req: Exchange['request'], keep: readonly string[] = []): string {
  const parts = ['curl', '-sS', '-i', '-X', req.method, shellQuote(baseUrl.replace(/\/$/, '') + req.path)];
  for (const [k, v] of Object.entries(req.headers)) {
    if (['content-length', 'host', 'x-avaconform-check'].includes(k.toLowerCase()) && !keep.includes(k.toLowerCase()))
      continue;
    parts.push('-H', shellQuote(`${k}: ${v}`));
  }
  if (req.body.length > 0) {
    if (req.bodyBase64) return `printf %s ${shellQuote(req.body)} | base64 -d | ${parts.join(' ')} --data-binary @-`;
    parts.push('--data-raw', shellQuote(req.body));
  }
  return parts.join(' ');
}
