// How the node words a method name it cannot call (facts/platform-chain.md §1.5, facts/node-local.md
// §0.2): AvalancheGo's codec upper-cases the function's first letter (refusing one that already is),
// then gorilla looks up "Service.Function" and names the converted name in Go %q quotes.

/** A string in Go's %q form: double quotes, with control characters, quotes and backslashes escaped. */
export function goQuote(s: string): string {
  const named: Record<string, string> = {
    '\x07': '\\a',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\v': '\\v',
    '"': '\\"',
    '\\': '\\\\',
  };
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += named[ch] ?? (c < 0x20 || c === 0x7f ? `\\x${c.toString(16).padStart(2, '0')}` : ch);
  }
  return `"${out}"`;
}

/** The node's error text for a method name the service at this path does not serve. */
export function methodLookupError(method: string, service: string): string {
  const dot = method.indexOf('.');
  const fn = dot < 0 ? '' : method.slice(dot + 1);
  if (fn && /^\p{Lu}/u.test(fn)) return 'method must start with a non-uppercase letter';
  const [first = '', ...rest] = Array.from(fn);
  const name = fn ? `${method.slice(0, dot)}.${first.toUpperCase()}${rest.join('')}` : method;
  const parts = name.split('.');
  if (parts.length !== 2) return `rpc: service/method request ill-formed: ${goQuote(name)}`;
  return parts[0] === service ? `rpc: can't find method ${goQuote(name)}` : `rpc: can't find service ${goQuote(name)}`;
}
