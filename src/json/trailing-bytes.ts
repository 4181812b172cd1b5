// A body that is one whole JSON object followed by more non-blank bytes: a decoder that reads one
// value (Go's json.Decoder, as AvalancheGo's JSON-RPC server does) answers it; a whole-body parser
// refuses it as invalid JSON.

export function jsonObjectThenBytes(body: string): boolean {
  for (let end = body.indexOf('}'); end >= 0; end = body.indexOf('}', end + 1)) {
    let head: unknown;
    try {
      head = JSON.parse(body.slice(0, end + 1));
    } catch {
      continue;
    }
    return head !== null && typeof head === 'object' && !Array.isArray(head) && body.slice(end + 1).trim() !== '';
  }
  return false;
}
