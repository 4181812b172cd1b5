// A body that is one whole JSON object followed by more non-blank bytes: a decoder that reads one
// value (Go's json.Decoder, as AvalancheGo's JSON-RPC server does) answers it; a whole-body parser
// refuses it as invalid JSON. A body whose first value is null: that decoder reads an empty request.

/** The body's leading whole JSON value that ends in "}" (what a decoder reading one value takes), or null. */
export function leadingJsonObjectText(body: string): string | null {
  for (let end = body.indexOf('}'); end >= 0; end = body.indexOf('}', end + 1)) {
    const head = body.slice(0, end + 1);
    try {
      JSON.parse(head);
      return head;
    } catch {
      // not yet a whole value
    }
  }
  return null;
}

/** Whether a body is one whole JSON object followed by more non-blank bytes. */
export function jsonObjectThenBytes(body: string): boolean {
  const head = leadingJsonObjectText(body);
  if (head === null) return false;
  const value: unknown = JSON.parse(head);
  return value !== null && typeof value === 'object' && !Array.isArray(value) && body.slice(head.length).trim() !== '';
}

/** Whether a body's first JSON value is the literal null (JSON's blanks before it), whatever follows. */
export function leadingNull(body: string): boolean {
  return /^[ \t\r\n]*null/.test(body);
}
