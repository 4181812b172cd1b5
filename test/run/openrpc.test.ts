// avaconform openrpc: the document it writes is valid OpenRPC (the meta-schema of @open-rpc/meta-schema),
// holds every catalog method once with an example whose result its own Result schema takes, and
// @open-rpc/test-coverage replaying the examples against a fresh mock of the same seed finds every one valid.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { MethodObject, OpenrpcDocument } from '@open-rpc/meta-schema';
import { Ajv } from 'ajv';
import type { FormatsPlugin } from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CATALOG, methodEntry } from '../../src/catalog/index.js';
import { parseJson } from '../../src/json/lossless.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';
import { runCli, type CliOutcome } from '../support/cli.js';

const require = createRequire(import.meta.url);
/** test-coverage is CommonJS with its API on `default`. */
type Coverage = (options: {
  openrpcDocument: OpenrpcDocument;
  only: string[];
  reporters: unknown[];
  rules: unknown[];
  transport: 'http';
}) => Promise<
  Array<{ methodName: string; valid?: boolean; reason?: string; result?: unknown; expectedResult?: unknown }>
>;
const coverage = (require('@open-rpc/test-coverage') as { default: Coverage }).default;
const ExamplesRule = (require('@open-rpc/test-coverage/build/rules/examples-rule') as { default: new () => unknown })
  .default;
const addFormats = (require('ajv-formats') as { default: FormatsPlugin }).default;
const metaSchema = (require('@open-rpc/meta-schema') as { default: Record<string, unknown> }).default;
/** The JSON Schema meta-schema OpenRPC's refers to for every schema in a document (https://meta.json-schema.tools). */
const jsonSchemaMeta = (require('@json-schema-tools/meta-schema') as { default: Record<string, unknown> }).default;

/** A test-coverage reporter that prints nothing (its "empty" one prints a line per call). */
const SILENT = { onBegin() {}, onTestBegin() {}, onTestEnd() {}, onEnd() {} };

const SEED = 3;
let server: MockServer;
let text: string;
let doc: OpenrpcDocument;
let out: CliOutcome;
let file: string;

const methods = () => doc.methods as MethodObject[];

beforeAll(async () => {
  // The server the examples are replayed against: a fresh mock of the document's seed.
  server = await startMockServer({ seed: SEED, port: 0 });
  file = join(mkdtempSync(join(tmpdir(), 'avaconform-openrpc-')), 'api.json');
  out = await runCli(['openrpc', '--out', file, '--seed', String(SEED), '--origin', server.url]);
  text = readFileSync(file, 'utf8');
  doc = JSON.parse(text) as OpenrpcDocument;
}, 120_000);
afterAll(async () => server?.close());

describe('avaconform openrpc', () => {
  test('writes the document and prints the path written', () => {
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout.trim()).toBe(file);
  });

  test('the document validates against the OpenRPC meta-schema', () => {
    // Both meta-schemas name their own dialect URI as $schema; their content is draft-07, ajv's default.
    // OpenRPC's refers to the JSON Schema one both with and without the trailing slash of its $id.
    const bare = ({ $schema: _dialect, $id: _id, ...schema }: Record<string, unknown>) => schema;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const id of ['https://meta.json-schema.tools', 'https://meta.json-schema.tools/'])
      ajv.addSchema(bare(jsonSchemaMeta), id);
    const validate = ajv.compile(bare(metaSchema));
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    // It does judge: a method without params, or a param schema of an unknown type, is refused.
    const [first] = methods();
    expect(validate({ ...doc, methods: [{ name: first!.name }] })).toBe(false);
    expect(validate({ ...doc, methods: [{ ...first, params: [{ name: 'p', schema: { type: 'uint64' } }] }] })).toBe(
      false,
    );
    expect(doc.openrpc).toMatch(/^1\.3\./);
  });

  test('every catalog method appears exactly once, with its paths as servers and deprecated as the catalog says', () => {
    expect(
      methods()
        .map((m) => m.name)
        .sort(),
    ).toEqual(CATALOG.map((e) => e.method).sort());
    for (const m of methods()) {
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

  test("every example's result passes its method's zod Result schema, and its params its Params schema", () => {
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
  });

  test("every method's params and result schemas compile in ajv's strict mode", () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    for (const m of methods()) {
      for (const p of m.params as Array<{ name: string; schema: object }>)
        expect(() => ajv.compile(p.schema), `${m.name} ${p.name}`).not.toThrow();
      expect(() => ajv.compile((m.result as { schema: object }).schema), m.name).not.toThrow();
    }
  });

  test('@open-rpc/test-coverage finds every example valid against a fresh mock of the seed', async () => {
    // test-coverage's examples rule sends every call to the document's first server: the methods run in
    // the document's order, in stretches that share a server, each with that server as the document's.
    const stretches: Array<{ url: string; names: string[] }> = [];
    for (const m of methods()) {
      const url = m.servers![0]!.url;
      if (stretches.at(-1)?.url === url) stretches.at(-1)!.names.push(m.name);
      else stretches.push({ url, names: [m.name] });
    }
    const calls = [];
    for (const { url, names } of stretches)
      calls.push(
        ...(await coverage({
          openrpcDocument: { ...doc, servers: [{ url }] },
          only: names,
          reporters: [SILENT],
          rules: [new ExamplesRule()],
          transport: 'http',
        })),
      );
    expect(calls.map((c) => c.methodName)).toEqual(methods().map((m) => m.name));
    const invalid = calls.filter((c) => c.valid !== true).map((c) => `${c.methodName}: ${c.reason ?? 'invalid'}`);
    expect(invalid).toEqual([]);
    // Valid by equality with the example, not only by the result schema test-coverage falls back to.
    expect(calls.filter((c) => !isDeepStrictEqual(c.result, c.expectedResult)).map((c) => c.methodName)).toEqual([]);
  }, 120_000);

  test('--help prints the options; a bad flag exits 2 with one line', async () => {
    const help = await runCli(['openrpc', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--out FILE');
    for (const args of [
      ['--seed', 'x'],
      ['--origin', 'not a url'],
      ['--origin', 'http://127.0.0.1:9650/ext'],
      ['--nope'],
    ]) {
      const bad = await runCli(['openrpc', ...args]);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});
