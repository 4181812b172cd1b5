// Input forms: every uint64 parameter sent as a decimal string and as a JSON number gets the same
// answer (P.conv.uint64-forms); every documented encoding value is accepted and named in the answer;
// any other value — another name, or a documented one in another letter case — is refused
// (P.err.encoding: the allowed values are per method, and JSON strings compare exactly).
import fc from 'fast-check';
import { z } from 'zod';
import { methodEntry } from '../src/catalog/method-catalog.js';
import type { CheckContext } from '../src/check/check.js';
import type { RpcOutcome } from '../src/client/rpc.js';
import { preview } from '../src/check/failure.js';
import { stringifyJson, type Json } from '../src/json/lossless.js';
import { anyCase } from './arbitraries/encoding.js';
import { uint64, uint64In, wire } from './arbitraries/uint64.js';
import { tip } from './_support/inputs.js';
import { propertyCheck } from './_support/property.js';

/** One uint64 parameter of one method, with the other params it needs from discovery. */
interface Site {
  method: string;
  param: string;
  path?: string;
  values: fc.Arbitrary<bigint>;
  rest: Record<string, Json>;
  /** What must agree between the two answers (default: the whole result). */
  view?: (result: Json) => Json;
}

function sites(t: CheckContext): Site[] {
  const h = tip(t);
  const heights = fc.oneof(
    { arbitrary: uint64In(0n, h), weight: 4 },
    { arbitrary: uint64In(h + 1n, h + 100n), weight: 1 },
    { arbitrary: uint64, weight: 1 },
  );
  const out: Site[] = [
    { method: 'platform.getBlockByHeight', param: 'height', values: heights, rest: { encoding: 'hex' } },
    { method: 'platform.getValidatorsAt', param: 'height', values: heights, rest: {} },
    // Sampling may draw other validators each call: only the answer's kind and size must agree.
    {
      method: 'platform.sampleValidators',
      param: 'size',
      values: fc.oneof(uint64In(0n, 8n), uint64),
      rest: {},
      view: (r) => (r as { validators?: Json[] }).validators?.length ?? null,
    },
  ];
  const address = t.discovery.addresses.find((a) => (a.utxoCount ?? 0) > 0)?.address;
  if (address)
    out.push({
      method: 'platform.getUTXOs',
      param: 'limit',
      values: fc.oneof(uint64In(1n, 2000n), uint64In(0n, 4n)),
      rest: { addresses: [address] },
    });
  for (const ix of t.discovery.indexes.filter((i) => i.enabled && i.lastIndex !== null)) {
    const last = BigInt(ix.lastIndex!);
    const inside = fc.oneof(uint64In(0n, last), uint64In(last + 1n, last + 10n), uint64);
    out.push({
      method: 'index.getContainerByIndex',
      param: 'index',
      path: ix.path,
      values: inside,
      rest: { encoding: 'hex' },
    });
    out.push({
      method: 'index.getContainerRange',
      param: 'startIndex',
      path: ix.path,
      values: inside,
      rest: { numToFetch: '3', encoding: 'hex' },
    });
    out.push({
      method: 'index.getContainerRange',
      param: 'numToFetch',
      path: ix.path,
      values: fc.oneof(uint64In(0n, 1100n), uint64),
      rest: { startIndex: '0', encoding: 'hex' },
    });
  }
  return out;
}

/** What two answers must share: the result (or its view), or for errors only that they are errors. */
function gist(out: RpcOutcome, view?: (r: Json) => Json): string {
  if (out.error !== undefined) return 'error';
  if (out.result === undefined) return `no result: ${preview(out.body, 200)}`;
  return stringifyJson({ result: view ? view(out.result) : out.result });
}

propertyCheck(
  'every uint64 parameter as a decimal string and as a JSON number gets the same answer',
  {
    id: 'input-forms.uint64-string-or-number',
    method: 'transport',
    aspect: 'encoding',
    clauses: ['P.conv.uint64-forms'],
  },
  (t) =>
    fc
      .constantFrom(...sites(t))
      .chain((site) =>
        site.values.map((value) => ({ site: { method: site.method, param: site.param, path: site.path }, value })),
      ),
  async (t, { site: key, value }) => {
    const site = sites(t).find((s) => s.method === key.method && s.param === key.param && s.path === key.path)!;
    const v = BigInt(value);
    const opts = site.path ? { path: site.path } : {};
    const asString = await t.rpc(site.method, { ...site.rest, [site.param]: wire(v, 'string') }, opts);
    const asNumber = await t.rpc(site.method, { ...site.rest, [site.param]: wire(v, 'number') }, opts);
    for (const out of [asString, asNumber]) {
      t.expectEnvelope(out);
      if (out.error !== undefined) t.rpcError(out);
    }
    const [s, n] = [gist(asString, site.view), gist(asNumber, site.view)];
    if (s !== n)
      t.fail(`${site.method} ${site.param} ${v} as "${v}" and as ${v} must get the same answer (P.conv.uint64-forms)`, {
        expected: `as a string: ${s.slice(0, 300)}`,
        received: `as a number: ${n.slice(0, 300)}`,
        path: '$.result',
      });
  },
  { runsFactor: 0.5 },
);

/** One method that takes encoding, with params from discovery. */
interface EncodingSite {
  method: string;
  path?: string;
  params: Record<string, Json>;
  allowed: readonly string[];
}

function encodingSites(t: CheckContext): EncodingSite[] {
  const allowed = (m: string) => methodEntry(m)?.encodings?.allowed ?? ['hex'];
  const out: EncodingSite[] = [];
  const block = t.discovery.blocks.at(-1);
  if (block)
    out.push({ method: 'platform.getBlock', params: { blockID: block.id }, allowed: allowed('platform.getBlock') });
  out.push({
    method: 'platform.getBlockByHeight',
    params: { height: String(tip(t)) },
    allowed: allowed('platform.getBlockByHeight'),
  });
  const tx = t.discovery.txIds[0];
  if (tx) out.push({ method: 'platform.getTx', params: { txID: tx }, allowed: allowed('platform.getTx') });
  const address = t.discovery.addresses.find((a) => (a.utxoCount ?? 0) > 0)?.address;
  if (address)
    out.push({
      method: 'platform.getUTXOs',
      params: { addresses: [address], limit: 5 },
      allowed: allowed('platform.getUTXOs'),
    });
  const ix = t.discovery.indexes.find((i) => i.enabled && i.lastIndex !== null);
  if (ix) {
    out.push({ method: 'index.getLastAccepted', path: ix.path, params: {}, allowed: allowed('index.getLastAccepted') });
    out.push({
      method: 'index.getContainerByIndex',
      path: ix.path,
      params: { index: '0' },
      allowed: allowed('index.getContainerByIndex'),
    });
  }
  return out;
}

propertyCheck(
  'every documented encoding value is accepted and named in the answer',
  {
    id: 'input-forms.documented-encoding-accepted',
    method: 'transport',
    aspect: 'encoding',
    clauses: ['P.limit.encodings', 'P.env.encoding-default', 'I.encoding'],
  },
  (t) =>
    fc
      .constantFrom(...encodingSites(t))
      .chain((site) =>
        fc.constantFrom(...site.allowed).map((encoding) => ({ method: site.method, path: site.path, encoding })),
      ),
  async (t, { method, path, encoding }) => {
    const site = encodingSites(t).find((s) => s.method === method && s.path === path)!;
    const r: unknown = t.ok(
      await t.rpc(method, { ...site.params, encoding }, path ? { path } : {}),
      methodEntry(method)!.result,
      `answer to encoding "${encoding}", a documented value`,
    );
    const named = z.looseObject({ encoding: z.string() }).safeParse(r);
    if (named.success)
      t.equal(
        named.data.encoding,
        encoding,
        `the answer must name the encoding "${encoding}" it was asked for`,
        '$.result.encoding',
      );
  },
  { runsFactor: 0.1 },
);

/** Names a method does not document: other names, and documented ones in another letter case. */
const OTHER_NAMES = ['json', 'hexc', 'hexnc', 'cb58', 'base58', 'base64', 'utf8', '', 'hex ', 'h'];

function undocumented(allowed: readonly string[]): fc.Arbitrary<string> {
  const others = OTHER_NAMES.filter((e) => !allowed.includes(e));
  const recased = fc.constantFrom(...allowed).chain((name) => anyCase(name).filter((s) => s !== name));
  return fc.oneof(fc.constantFrom(...others), recased);
}

propertyCheck(
  'an encoding value a method does not document, or a documented one in another letter case, is refused',
  {
    id: 'input-forms.undocumented-encoding-refused',
    method: 'transport',
    aspect: 'encoding',
    clauses: ['P.err.encoding', 'P.limit.encodings', 'I.encoding'],
  },
  (t) =>
    fc
      .constantFrom(...encodingSites(t))
      .chain((site) =>
        undocumented(site.allowed).map((encoding) => ({ method: site.method, path: site.path, encoding })),
      ),
  async (t, { method, path, encoding }) => {
    const site = encodingSites(t).find((s) => s.method === method && s.path === path)!;
    const out = await t.rpc(method, { ...site.params, encoding }, path ? { path } : {});
    t.expectEnvelope(out);
    t.assert(
      out.error !== undefined,
      `${method} documents encoding ${site.allowed.map((e) => `"${e}"`).join(' or ')}: "${encoding}" must be refused (P.err.encoding)`,
      {
        code: 'encoding.undocumented',
        sent: stringifyJson({ encoding }),
        expected: '{"error": …}',
        received: preview(out.body, 200),
        path: '$.result',
      },
    );
    t.rpcError(out);
  },
  { runsFactor: 0.5 },
);
