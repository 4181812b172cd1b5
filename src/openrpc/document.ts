// The catalog as an OpenRPC 1.3 document (spec.open-rpc.org), for JSON-RPC tools that read OpenRPC
// (documentation, client generators, test-coverage): every method by its node name with its by-name
// params and result (JSON Schema of its zod schemas), the errors the spec states, deprecation, the
// clauses it cites, the URLs that serve it and one example answered by the embedded mock.
import type {
  ContentDescriptorObject,
  ExamplePairingObject,
  MethodObject,
  OpenrpcDocument,
} from '@open-rpc/meta-schema';
import { methodEntry, type CatalogEntry } from '../catalog/index.js';
import { clause } from '../spec/clauses.js';
import { P_CHAIN_PATH } from '../spec/paths.js';
import { TOOL_VERSION } from '../tool.js';
import { methodErrors } from './errors.js';
import { mockExamples, type Example } from './examples.js';
import { jsonSchemaOf } from './json-schema.js';

export const OPENRPC_VERSION = '1.3.2';
/** Where a node serves its APIs by default (http-port 9650 on the local interface). */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:9650';

export interface OpenRpcOptions {
  /** The mock's seed the examples are answered with. */
  seed: number;
  /** The scheme, host and port the servers' URLs name. */
  origin: string;
}

/** The by-name params of a method: one content descriptor per member of its Params object. */
function paramsOf(entry: CatalogEntry): ContentDescriptorObject[] {
  const schema = jsonSchemaOf(entry.params);
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, schema: s, required: required.has(name) }));
}

/** Versions, deprecation, spec status and the clauses cited, as Markdown. */
function descriptionOf(entry: CatalogEntry): string {
  const facts = [
    entry.inSpec ? null : 'Served by AvalancheGo; not described by the spec.',
    entry.since ? `Served by AvalancheGo from v${entry.since}.` : null,
    entry.deprecated ? `Deprecated${entry.deprecatedSince ? ` since v${entry.deprecatedSince}` : ''}.` : null,
    entry.removedIn ? `Removed in AvalancheGo v${entry.removedIn}.` : null,
    entry.changesState ? 'Changes node state.' : null,
  ].filter((f) => f !== null);
  const cites = entry.clauses.map((id) => `- \`${id}\` (${clause(id).level}): ${clause(id).summary}`);
  const parts = [
    ...(facts.length ? [facts.join(' ')] : []),
    ...(cites.length ? [['Spec clauses:', ...cites].join('\n')] : []),
  ];
  return parts.join('\n\n');
}

/** The example pairing: its params in the method's param order (test-coverage matches them by position). */
function examplePairing(
  entry: CatalogEntry,
  params: readonly ContentDescriptorObject[],
  example: Example,
  seed: number,
): ExamplePairingObject {
  const given = params.filter((p) => Object.hasOwn(example.params, p.name));
  if (Object.keys(example.params).length !== given.length || given.some((p, i) => p !== params[i]))
    throw new Error(
      `the ${entry.method} example must give a prefix of its params (${params.map((p) => p.name).join(', ')}), gave ${Object.keys(example.params).join(', ')}`,
    );
  return {
    name: `mock-seed-${seed}`,
    description: `Answered by \`avaconform mock --seed ${seed}\` at ${example.path}, the examples run in the document's order.`,
    params: given.map((p) => ({ name: p.name, value: example.params[p.name] })),
    result: { name: 'result', value: example.result },
  };
}

function methodOf(entry: CatalogEntry, example: Example, opts: OpenRpcOptions): MethodObject {
  const params = paramsOf(entry);
  return {
    name: entry.method,
    // The method's own clause comes first (info.* cite none).
    ...(entry.clauses[0] ? { summary: clause(entry.clauses[0]).summary } : {}),
    description: descriptionOf(entry),
    tags: [{ name: entry.api }],
    servers: entry.paths.map((path) => ({ url: `${opts.origin}${path}` })),
    paramStructure: 'by-name',
    params,
    result: { name: 'result', schema: jsonSchemaOf(entry.result) },
    errors: methodErrors(entry),
    ...(entry.deprecated ? { deprecated: true } : {}),
    examples: [examplePairing(entry, params, example, opts.seed)],
  };
}

/** The document: one method per catalog entry, in the order its examples run (EXAMPLE_ORDER of ./examples.ts). */
export async function buildOpenRpc(opts: OpenRpcOptions): Promise<OpenrpcDocument> {
  const examples = await mockExamples(opts.seed);
  return {
    openrpc: OPENRPC_VERSION,
    info: {
      title: 'Avalanche node JSON-RPC APIs (P-Chain, health, keystore, index, info)',
      version: TOOL_VERSION,
      description: `Written by avaconform ${TOOL_VERSION} from its method catalog. Each method lists the URLs that serve it (the first is canonical); the P-Chain's is the default. Examples hold for a fresh \`avaconform mock --seed ${opts.seed}\` called in the document's order.`,
    },
    servers: [{ url: `${opts.origin}${P_CHAIN_PATH}` }],
    methods: examples.map((example) => methodOf(methodEntry(example.method), example, opts)),
  };
}
