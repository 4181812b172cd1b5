// avaconform openrpc: one endpoint's document on stdout (or --out FILE), valid OpenRPC of the version it
// claims (1.2.6 by the meta-schema @open-rpc/schema-utils-js reads, 1.3.2 by @open-rpc/meta-schema's), its
// servers the endpoint's URLs, every method once with an example whose result its own Result schema takes;
// and open-rpc-test-coverage, run as users run it, finds every example of every endpoint valid against a
// fresh mock of the same seed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import type { MethodObject, OpenrpcDocument } from '@open-rpc/meta-schema';
import { Ajv } from 'ajv';
import type { FormatsPlugin } from 'ajv-formats';
import { beforeAll, describe, expect, test } from 'vitest';
import { CATALOG, methodEntry, methodsOfApi } from '../../src/catalog/method-catalog.js';
import { parseJson } from '../../src/json/lossless.js';
import { startMockServer } from '../../src/mock/server.js';
import { ENDPOINTS, type Endpoint } from '../../src/openrpc/document.js';
import { EXAMPLE_ORDER } from '../../src/openrpc/examples.js';
import { runCli, type CliOutcome } from '../support/cli.js';

const require = createRequire(import.meta.url);
/** The command line users run (node_modules/.bin/open-rpc-test-coverage). */
const TEST_COVERAGE_CLI = require.resolve('@open-rpc/test-coverage/bin/cli.js');
/** @open-rpc/schema-utils-js's check, by the meta-schema it depends on (1.14.2: up to OpenRPC 1.2.6). */
const { validateOpenRPCDocument } = require('@open-rpc/schema-utils-js') as {
  validateOpenRPCDocument: (doc: unknown) => true | Error;
};
const addFormats = (require('ajv-formats') as { default: FormatsPlugin }).default;
const metaSchema = (require('@open-rpc/meta-schema') as { default: Record<string, unknown> }).default;
/** The JSON Schema meta-schema OpenRPC's refers to for every schema in a document (https://meta.json-schema.tools). */
const jsonSchemaMeta = (require('@json-schema-tools/meta-schema') as { default: Record<string, unknown> }).default;

const SEED = 3;
/** Servers of documents no test calls. */
const ORIGIN = 'http://127.0.0.1:9650';
const methods = (doc: OpenrpcDocument) => doc.methods as MethodObject[];
const parse = (out: CliOutcome) => JSON.parse(out.stdout) as OpenrpcDocument;

/** A test-coverage call as its json reporter prints it. */
interface Call {
  methodName: string;
  url: string;
  valid?: boolean;
  reason?: string;
  result?: unknown;
  expectedResult?: unknown;
}

/** `open-rpc-test-coverage -s FILE -r json`: its exit code and the calls it made. */
async function testCoverage(file: string): Promise<{ code: number; calls: Call[]; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [TEST_COVERAGE_CLI, '-s', file, '-r', 'json'],
      { maxBuffer: 64 << 20 },
    );
    return { code: 0, calls: JSON.parse(stdout) as Call[], stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, calls: [], stderr: `${err.stdout}${err.stderr}` };
  }
}

/** The catalog methods an endpoint serves, in the order their examples run. */
const methodsAt = (endpoint: Endpoint) =>
  EXAMPLE_ORDER.filter((e) => e.paths.includes(endpoint.paths[0]!)).map((e) => e.method);

describe('avaconform openrpc', () => {
  let info: CliOutcome;
  let infoDash: CliOutcome;
  let every: CliOutcome;
  let everyFile: string;
  let everyDoc: OpenrpcDocument;

  beforeAll(async () => {
    everyFile = join(mkdtempSync(join(tmpdir(), 'avaconform-openrpc-')), 'every.json');
    [info, infoDash, every] = await Promise.all([
      runCli(['openrpc', '--endpoint', 'info', '--seed', String(SEED), '--origin', ORIGIN]),
      runCli(['openrpc', '--endpoint', 'info', '--seed', String(SEED), '--origin', ORIGIN, '--out', '-']),
      runCli([
        'openrpc',
        ...['--endpoint', 'all', '--openrpc-version', '1.3.2', '--out', everyFile],
        ...['--seed', String(SEED), '--origin', ORIGIN],
      ]),
    ]);
    everyDoc = JSON.parse(readFileSync(everyFile, 'utf8')) as OpenrpcDocument;
  }, 120_000);

  test('prints the document on stdout by default, and with --out -', () => {
    expect(info.code, info.stderr).toBe(0);
    const doc = parse(info);
    expect(doc.openrpc).toBe('1.2.6');
    expect(doc.servers).toEqual([{ url: `${ORIGIN}/ext/info` }]);
    expect(methods(doc).map((m) => m.name)).toEqual(methodsOfApi('info').map((e) => e.method));
    expect(methods(doc).map((m) => m.name)).toContain('info.getBlockchainID');
    expect(infoDash.code, infoDash.stderr).toBe(0);
    expect(infoDash.stdout).toBe(info.stdout);
  });

  test('--out FILE writes the document and prints the path written', () => {
    expect(every.code, every.stderr).toBe(0);
    expect(every.stdout.trim()).toBe(everyFile);
  });

  test('--openrpc-version 1.3.2: the document validates against the OpenRPC 1.3 meta-schema', () => {
    // Both meta-schemas name their own dialect URI as $schema; their content is draft-07, ajv's default.
    // OpenRPC's refers to the JSON Schema one both with and without the trailing slash of its $id.
    const bare = ({ $schema: _dialect, $id: _id, ...schema }: Record<string, unknown>) => schema;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const id of ['https://meta.json-schema.tools', 'https://meta.json-schema.tools/'])
      ajv.addSchema(bare(jsonSchemaMeta), id);
    const validate = ajv.compile(bare(metaSchema));
    expect(everyDoc.openrpc).toBe('1.3.2');
    expect(validate(everyDoc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    // It does judge: a method without params, or a param schema of an unknown type, is refused.
    const [first] = methods(everyDoc);
    expect(validate({ ...everyDoc, methods: [{ name: first!.name }] })).toBe(false);
    const unknownType = [{ ...first, params: [{ name: 'p', schema: { type: 'uint64' } }] }];
    expect(validate({ ...everyDoc, methods: unknownType })).toBe(false);
    // schema-utils-js (what test-coverage reads documents with) knows no 1.3.
    expect(validateOpenRPCDocument(everyDoc)).not.toBe(true);
  });

  test('--endpoint all: every catalog method once, each with its paths as servers, deprecated as the catalog says', () => {
    expect(methods(everyDoc).map((m) => m.name)).toEqual(EXAMPLE_ORDER.map((e) => e.method));
    expect(everyDoc.servers).toEqual([{ url: `${ORIGIN}/ext/bc/P` }]);
    for (const m of methods(everyDoc)) {
      const entry = methodEntry(m.name)!;
      expect(
        m.servers?.map((s) => new URL(s.url).pathname),
        m.name,
      ).toEqual(entry.paths);
      expect(m.deprecated === true, m.name).toBe(entry.deprecated === true);
      expect(m.paramStructure).toBe('by-name');
      for (const id of entry.clauses) expect(m.description, m.name).toContain(`\`${id}\``);
    }
  });

  test("every method's params and result schemas compile in ajv's strict mode", () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    for (const m of methods(everyDoc)) {
      for (const p of m.params as Array<{ name: string; schema: object }>)
        expect(() => ajv.compile(p.schema), `${m.name} ${p.name}`).not.toThrow();
      expect(() => ajv.compile((m.result as { schema: object }).schema), m.name).not.toThrow();
    }
  });

  test('every endpoint but the legacy vertex index has a name; together they serve every catalog method', () => {
    expect(ENDPOINTS.map((e) => e.name)).toEqual([
      'P',
      'health',
      'keystore',
      'index/P/block',
      'index/C/block',
      'index/X/block',
      'index/X/tx',
      'info',
    ]);
    expect(new Set(ENDPOINTS.flatMap(methodsAt))).toEqual(new Set(CATALOG.map((e) => e.method)));
  });

  // Each endpoint's document as the README shows it: printed, saved, read by open-rpc-test-coverage, whose
  // calls go to a fresh mock of the seed the document names as its server.
  describe.concurrent.each(ENDPOINTS)('--endpoint $name', (endpoint) => {
    test('a valid OpenRPC 1.2.6 document whose every example test-coverage finds valid against a fresh mock', async () => {
      const server = await startMockServer({ seed: SEED, port: 0 });
      try {
        const out = await runCli([
          'openrpc',
          '--endpoint',
          endpoint.name,
          '--seed',
          String(SEED),
          '--origin',
          server.url,
        ]);
        expect(out.code, out.stderr).toBe(0);
        const doc = parse(out);
        expect(validateOpenRPCDocument(doc)).toBe(true);
        expect(doc.servers?.map((s) => s.url)).toEqual(endpoint.paths.map((p) => `${server.url}${p}`));
        expect(methods(doc).map((m) => m.name)).toEqual(methodsAt(endpoint));
        // The document names its servers once: no method overrides them.
        expect(methods(doc).filter((m) => m.servers !== undefined)).toEqual([]);
        examplesPassTheirSchemas(out.stdout);

        const file = join(mkdtempSync(join(tmpdir(), 'avaconform-openrpc-')), 'doc.json');
        writeFileSync(file, out.stdout);
        const coverage = await testCoverage(file);
        expect(coverage.code, coverage.stderr).toBe(0);
        expect(coverage.calls.map((c) => c.methodName)).toEqual(methodsAt(endpoint));
        expect(new Set(coverage.calls.map((c) => c.url))).toEqual(new Set([`${server.url}${endpoint.paths[0]}`]));
        const invalid = coverage.calls.filter((c) => c.valid !== true).map((c) => `${c.methodName}: ${c.reason}`);
        expect(invalid).toEqual([]);
        // Valid by equality with the example, not only by the result schema test-coverage falls back to.
        const unequal = coverage.calls.filter((c) => !isDeepStrictEqual(c.result, c.expectedResult));
        expect(unequal.map((c) => c.methodName)).toEqual([]);
      } finally {
        await server.close();
      }
    }, 120_000);
  });

  test('--help lists the endpoints; a bad flag exits 2 with one line', async () => {
    const help = await runCli(['openrpc', '--help']);
    expect(help.code).toBe(0);
    for (const flag of ['--endpoint NAME', '--out FILE', '--openrpc-version V', ...ENDPOINTS.map((e) => e.name)])
      expect(help.stdout).toContain(flag);
    for (const args of [
      ['--endpoint', 'index/X/vtx'],
      ['--endpoint', 'platform'],
      ['--openrpc-version', '1.3.3'],
      ['--openrpc-version', '1.0.0'],
      ['--seed', 'x'],
      ['--origin', 'not a url'],
      ['--origin', 'http://127.0.0.1:9650/ext'],
      ['--nope'],
    ]) {
      const bad = await runCli(['openrpc', ...args]);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    const endpoint = await runCli(['openrpc', '--endpoint', 'nope']);
    expect(endpoint.stderr).toContain(`${ENDPOINTS.map((e) => e.name).join(', ')}, all`);
  });
});

/** Every example's result passes its method's zod Result schema, and its params its Params schema. */
function examplesPassTheirSchemas(text: string): void {
  // Read losslessly, as the harness reads answers: a uint64 beyond 2^53 stays exact.
  const lossless = parseJson(text) as unknown as {
    methods: Array<{
      name: string;
      examples: Array<{ params: Array<{ name: string; value: unknown }>; result: { value: unknown } }>;
    }>;
  };
  for (const m of lossless.methods) {
    const entry = methodEntry(m.name)!;
    expect(m.examples, m.name).toHaveLength(1);
    const [example] = m.examples;
    const result = entry.result.safeParse(example!.result.value);
    expect(result.success, `${m.name}: ${result.error?.message}`).toBe(true);
    const params = entry.params.safeParse(Object.fromEntries(example!.params.map((p) => [p.name, p.value])));
    expect(params.success, `${m.name}: ${params.error?.message}`).toBe(true);
  }
}
