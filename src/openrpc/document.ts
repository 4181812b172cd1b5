// The catalog as OpenRPC documents (spec.open-rpc.org), for JSON-RPC tools that read OpenRPC
// (documentation, client generators, test-coverage): one endpoint's methods (or every method), each by
// its node name with its by-name params and result (JSON Schema of its zod schemas), the errors the spec
// states, deprecation, the clauses it cites and one example answered by the embedded mock.
import type {
  ContentDescriptorObject,
  ExamplePairingObject,
  MethodObject,
  OpenrpcDocument,
} from '@open-rpc/meta-schema';
import { methodEntry, type CatalogEntry } from '../catalog/method-catalog.js';
import { clause } from '../spec/clauses.js';
import {
  HEALTH_PATH,
  INDEX_PATHS,
  INFO_PATH,
  KEYSTORE_PATH,
  P_CHAIN_PATH,
  PLATFORM_PATHS,
  VERTEX_INDEX_PATH,
} from '../spec/api-paths.js';
import { TOOL_VERSION } from '../tool.js';
import { methodErrors } from './method-errors.js';
import { mockExamples, type Example } from './examples.js';
import { jsonSchemaOf } from './json-schema.js';

/**
 * The OpenRPC versions a document may claim: it meets the meta-schema of each (@open-rpc/meta-schema 1.14.2
 * for 1.2.6, 1.14.9 for 1.3.2). 1.3 made a method's result and an example's result optional; the document
 * gives every one, so it uses nothing 1.2.6 lacks.
 */
export const OPENRPC_VERSIONS = ['1.2.6', '1.3.2'] as const;
export type OpenRpcVersion = (typeof OPENRPC_VERSIONS)[number];
/** The version @open-rpc/test-coverage 2.2.4 and @open-rpc/schema-utils-js 1.16 read (their meta-schema stops at 1.2.6). */
export const DEFAULT_OPENRPC_VERSION: OpenRpcVersion = '1.2.6';
/** Where a node serves its APIs by default (http-port 9650 on the local interface). */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:9650';

/** An API endpoint a document describes. */
export interface Endpoint {
  /** Its name for --endpoint: its canonical path without /ext/ (and the P-Chain's bc/). */
  name: string;
  /** The paths that serve it, the canonical one first. */
  paths: readonly string[];
}

/**
 * The endpoints, in catalog order: the P-Chain (its aliases with it), health, keystore, each index, info.
 * The legacy vertex index is left out: nothing is accepted into it since the X-Chain's linearization
 * (I.vtx.legacy), so no example of it holds.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  PLATFORM_PATHS,
  [HEALTH_PATH],
  [KEYSTORE_PATH],
  ...INDEX_PATHS.filter((p) => p !== VERTEX_INDEX_PATH).map((p) => [p]),
  [INFO_PATH],
].map((paths) => ({ name: paths[0]!.replace(/^\/ext\/(bc\/)?/, ''), paths }));

export interface OpenRpcOptions {
  /** The mock's seed the examples are answered with. */
  seed: number;
  /** The scheme, host and port the servers' URLs name. */
  origin: string;
  /** The endpoint whose methods the document holds; absent: every method, each naming the URLs that serve it. */
  endpoint?: Endpoint;
  version: OpenRpcVersion;
}

const urlsOf = (paths: readonly string[], origin: string) => paths.map((path) => ({ url: `${origin}${path}` }));

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
    // One endpoint's document names its servers once, at the top.
    ...(opts.endpoint ? {} : { servers: urlsOf(entry.paths, opts.origin) }),
    paramStructure: 'by-name',
    params,
    result: { name: 'result', schema: jsonSchemaOf(entry.result) },
    errors: methodErrors(entry),
    ...(entry.deprecated ? { deprecated: true } : {}),
    examples: [examplePairing(entry, params, example, opts.seed)],
  };
}

/** What a document's info says of where its methods are served. */
function servedAt(endpoint: Endpoint | undefined): string {
  if (!endpoint)
    return "Each method lists the URLs that serve it (the first is canonical); the P-Chain's is the default. @open-rpc/test-coverage sends every call to the default: give it one endpoint's document (avaconform openrpc --endpoint NAME) instead.";
  const [canonical, ...aliases] = endpoint.paths;
  return `The methods served at ${canonical}${aliases.length ? ` (also at ${aliases.join(', ')}: the document's further servers)` : ''}.`;
}

/** The document: the endpoint's methods (else every catalog entry's), in the order its examples run (EXAMPLE_ORDER of ./examples.ts). */
export async function buildOpenRpc(opts: OpenRpcOptions): Promise<OpenrpcDocument> {
  const { endpoint } = opts;
  const examples = await mockExamples(opts.seed, endpoint?.paths[0]);
  return {
    openrpc: opts.version,
    info: {
      title: endpoint
        ? `Avalanche node JSON-RPC API at ${endpoint.paths[0]}`
        : 'Avalanche node JSON-RPC APIs (P-Chain, health, keystore, index, info)',
      version: TOOL_VERSION,
      description: `Written by avaconform ${TOOL_VERSION} from its method catalog. ${servedAt(endpoint)} Examples hold for a fresh \`avaconform mock --seed ${opts.seed}\` called in the document's order.`,
    },
    servers: urlsOf(endpoint?.paths ?? [P_CHAIN_PATH], opts.origin),
    methods: examples.map((example) => methodOf(methodEntry(example.method), example, opts)),
  };
}
