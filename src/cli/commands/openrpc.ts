// `avaconform openrpc`: the method catalog as an OpenRPC 1.3 document, for JSON-RPC tools that read OpenRPC.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stringifyJson } from '../../json/lossless.js';
import { buildOpenRpc, DEFAULT_ORIGIN } from '../../openrpc/document.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

export const OPENRPC_HELP = `avaconform openrpc [--out FILE] [--seed N] [--origin URL]

Writes an OpenRPC 1.3 document of every method the harness knows: its params and result as JSON Schema
(from the harness's zod schemas), the errors the spec states, deprecation, the spec clauses it cites, the
URLs that serve it, and one example call answered by the embedded mock. The examples hold for a fresh
\`avaconform mock --seed N\` called in the document's order (what @open-rpc/test-coverage does).

  --out FILE     where to write (default: openrpc.json in the current directory)
  --seed N       the mock's seed the examples are answered with (default: 1, as avaconform mock)
  --origin URL   scheme, host and port of the servers' URLs (default: ${DEFAULT_ORIGIN})
  --help`;

export async function openrpcCommand(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs('openrpc', argv, {
    options: {
      out: { type: 'string', default: 'openrpc.json' },
      seed: { type: 'string', default: '1' },
      origin: { type: 'string', default: DEFAULT_ORIGIN },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(OPENRPC_HELP);
    return EXIT.ok;
  }
  if (!/^\d+$/.test(values.seed))
    throw new UsageError(`--seed must be a non-negative integer, got ${JSON.stringify(values.seed)}`);
  let origin: URL;
  try {
    origin = new URL(values.origin);
  } catch {
    throw new UsageError(`--origin must be a URL such as ${DEFAULT_ORIGIN}, got ${JSON.stringify(values.origin)}`);
  }
  if (!/^https?:$/.test(origin.protocol) || origin.pathname !== '/' || origin.search || origin.hash)
    throw new UsageError(
      `--origin must be an http(s) scheme, host and port only, such as ${DEFAULT_ORIGIN}, got ${JSON.stringify(values.origin)}`,
    );
  const doc = await buildOpenRpc({ seed: Number(values.seed), origin: origin.origin });
  const out = resolve(values.out);
  writeFileSync(out, `${stringifyJson(doc, 2)}\n`);
  console.log(out);
  return EXIT.ok;
}
