// `avaconform openrpc`: one API endpoint's methods (or every method) as an OpenRPC document, for JSON-RPC
// tools that read OpenRPC.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stringifyJson } from '../../json/lossless.js';
import {
  buildOpenRpc,
  DEFAULT_OPENRPC_VERSION,
  DEFAULT_ORIGIN,
  ENDPOINTS,
  OPENRPC_VERSIONS,
  type OpenRpcVersion,
} from '../../openrpc/document.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

/** --endpoint's name for the document of every method. */
const EVERY_METHOD = 'all';
/** The P-Chain, the first endpoint. */
const DEFAULT_ENDPOINT = ENDPOINTS[0]!.name;
/** --out's name for stdout. */
const STDOUT = '-';

/** The help's column of option descriptions. */
const INDENT = ' '.repeat(24);
/** The width of the endpoint names listed under --endpoint. */
const NAME_WIDTH = Math.max(...ENDPOINTS.map((e) => e.name.length)) + 2;
const endpointLine = (name: string, what: string) => `${INDENT}  ${name.padEnd(NAME_WIDTH)}${what}`;

export const OPENRPC_HELP = `avaconform openrpc [--endpoint NAME] [--out FILE] [--openrpc-version V] [--seed N] [--origin URL]

Prints an OpenRPC document of the methods one API endpoint serves: their params and result as JSON
Schema (from the harness's zod schemas), the errors the spec states, deprecation, the spec clauses they
cite, and one example call each answered by the embedded mock. The document's servers are the endpoint's
URLs. The examples hold for a fresh \`avaconform mock --seed N\` called in the document's order (what
@open-rpc/test-coverage does):
  avaconform openrpc --endpoint health > health.json
  npx -p @open-rpc/test-coverage open-rpc-test-coverage -s health.json -r console   (against \`avaconform mock\`)

  --endpoint NAME       the endpoint (default: ${DEFAULT_ENDPOINT}):
${ENDPOINTS.map((e) => endpointLine(e.name, `${e.paths[0]}${e.paths.length > 1 ? ' (and its aliases)' : ''}`)).join('\n')}
${endpointLine(EVERY_METHOD, 'every method, each naming the URLs that serve it (for explorers')}
${endpointLine('', 'and client generators; test-coverage sends every call to its first server)')}
  --out FILE            where to write it, then print its path (default: stdout, as is -).
${INDENT}Changed: it was ./openrpc.json (see CHANGELOG.md)
  --openrpc-version V   the OpenRPC version it claims: ${OPENRPC_VERSIONS.join(' or ')} (default: ${DEFAULT_OPENRPC_VERSION},
${INDENT}the one test-coverage, @open-rpc/schema-utils-js and the playground read)
  --seed N              the mock's seed the examples are answered with (default: 1, as avaconform mock)
  --origin URL          scheme, host and port of the servers' URLs (default: ${DEFAULT_ORIGIN})
  --help`;

export async function openrpcCommand(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs('openrpc', argv, {
    options: {
      endpoint: { type: 'string', default: DEFAULT_ENDPOINT },
      out: { type: 'string', default: STDOUT },
      'openrpc-version': { type: 'string', default: DEFAULT_OPENRPC_VERSION },
      seed: { type: 'string', default: '1' },
      origin: { type: 'string', default: DEFAULT_ORIGIN },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(OPENRPC_HELP);
    return EXIT.ok;
  }
  const endpoint = ENDPOINTS.find((e) => e.name === values.endpoint);
  if (!endpoint && values.endpoint !== EVERY_METHOD)
    throw new UsageError(
      `--endpoint must be one of: ${[...ENDPOINTS.map((e) => e.name), EVERY_METHOD].join(', ')}; got ${JSON.stringify(values.endpoint)}`,
    );
  const version = values['openrpc-version'];
  if (!isOpenRpcVersion(version))
    throw new UsageError(
      `--openrpc-version must be ${OPENRPC_VERSIONS.join(' or ')} (the versions whose meta-schema the document meets); got ${JSON.stringify(version)}`,
    );
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
  const doc = await buildOpenRpc({ seed: Number(values.seed), origin: origin.origin, endpoint, version });
  const text = `${stringifyJson(doc, 2)}\n`;
  if (values.out === STDOUT) {
    process.stdout.write(text);
    return EXIT.ok;
  }
  const out = resolve(values.out);
  writeFileSync(out, text);
  console.log(out);
  return EXIT.ok;
}

function isOpenRpcVersion(v: string): v is OpenRpcVersion {
  return (OPENRPC_VERSIONS as readonly string[]).includes(v);
}
